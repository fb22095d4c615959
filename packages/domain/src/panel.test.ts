import { describe, expect, it } from 'vitest';
import {
  addDays,
  canReadReminders,
  canReadReviews,
  hasReviewMarker,
  joinReviewComments,
  panelReminderRange,
  panelReviewRange,
  reminderStatus,
  splitReviewComments,
  starCount,
} from './index.ts';

describe('reminder status is read against the garage-local today', () => {
  it.each([
    ['2026-11-20', false, 'OVER_DUE'],
    ['2026-11-21', false, 'DUE'],
    ['2026-11-28', false, 'DUE'],
    ['2026-11-20', true, 'DONE'],
    ['2026-12-01', true, 'DONE'],
  ] as const)('a reminder of %s (done: %s) on 2026-11-21 is %s', (date, done, expected) => {
    expect(reminderStatus(date, done, '2026-11-21')).toBe(expected);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-11-21', 7, '2026-11-28'],
    ['2026-11-28', 7, '2026-12-05'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ] as const)('%s plus %i days is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
  it('the panel lists reminders from 30 days back to 7 days ahead, and reviews of the last 30 days', () => {
    expect(panelReminderRange('2026-11-21')).toEqual({ from: '2026-10-22', to: '2026-11-28' });
    expect(panelReviewRange('2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });
});

describe('review comments are the text and an optional reason joined by a marker (spec 2.1)', () => {
  it('joins and splits back', () => {
    const joined = joinReviewComments('Quick and clean work', 'Price was high');
    expect(joined).toBe('Quick and clean work #reason# Price was high');
    expect(splitReviewComments(joined)).toEqual({ text: 'Quick and clean work', reason: 'Price was high' });
  });
  it('leaves the marker out without a reason', () => {
    expect(joinReviewComments('Great', '  ')).toBe('Great');
    expect(splitReviewComments('Great')).toEqual({ text: 'Great', reason: null });
  });
  it('keeps a reason without text', () => {
    expect(splitReviewComments(joinReviewComments('', 'Late delivery'))).toEqual({ text: '', reason: 'Late delivery' });
  });
  it('reads empty comments', () => {
    expect(splitReviewComments(null)).toEqual({ text: '', reason: null });
  });
  it('knows a text that contains the marker', () => {
    expect(hasReviewMarker('a #reason# b')).toBe(true);
    expect(hasReviewMarker('a reason b')).toBe(false);
  });
});

describe('panel roles (spec 2.1)', () => {
  it.each([
    [['GARAGE_OWNER'], true, true],
    [['CREATE_INVOICE'], true, false],
    [['EDIT_INVOICE'], true, false],
    [['REMINDER_MANAGEMENT'], true, false],
    [['FEEDBACK_MANGEMENT'], false, true],
    [['TECHNICIAN'], false, false],
    [['JOB_CONTROLLER', 'CREATE_ORDER'], false, false],
  ] as const)('%j reads reminders: %s, reviews: %s', (roles, reminders, reviews) => {
    expect(canReadReminders(roles)).toBe(reminders);
    expect(canReadReviews(roles)).toBe(reviews);
  });
});

describe('stars', () => {
  it.each([
    [1, 1],
    [5, 5],
    [3, 3],
    [0, 1],
    [9, 5],
    [Number.NaN, 1],
  ])('rating %s shows %i stars', (rating, stars) => {
    expect(starCount(rating)).toBe(stars);
  });
});
