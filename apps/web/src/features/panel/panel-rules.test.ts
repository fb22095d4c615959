import { describe, expect, it } from 'vitest';
import { dueTone, garageToday, nextPage, orderLinkParams, safeExternalLink } from './panel-rules.ts';

describe('panel paging', () => {
  it.each([
    [{ page_number: 0, total_pages: 3 }, 1],
    [{ page_number: 1, total_pages: 3 }, 2],
    [{ page_number: 2, total_pages: 3 }, undefined],
    [{ page_number: 0, total_pages: 0 }, undefined],
    [{ page_number: 0, total_pages: 1 }, undefined],
  ])('after %j the next page is %s', (last, expected) => {
    expect(nextPage(last)).toBe(expected);
  });
});

describe('garage today', () => {
  it('reads the day in the garage time zone', () => {
    const at = new Date('2026-11-21T20:00:00Z');
    expect(garageToday('Asia/Kolkata', at)).toBe('2026-11-22');
    expect(garageToday('America/Mexico_City', at)).toBe('2026-11-21');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(garageToday('Nowhere/Else', new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
  });
});

describe('order deep link', () => {
  it('carries the order and a random number below 10000', () => {
    expect(orderLinkParams(42, () => 0.99999)).toEqual({ orderId: '42', random: '9999' });
    expect(orderLinkParams(7, () => 0)).toEqual({ orderId: '7', random: '0' });
  });
});

describe('external reviews link', () => {
  it.each([
    ['https://reviews.example.com/sso?token=abc', 'https://reviews.example.com/sso?token=abc'],
    ['  http://localhost:9000/x  ', 'http://localhost:9000/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['not a link', null],
    [42, null],
  ])('%s opens as %s', (text, expected) => {
    expect(safeExternalLink(text)).toBe(expected);
  });
});

describe('due tone', () => {
  it.each([
    ['OVER_DUE', '2026-11-10', 'overDue'],
    ['DUE', '2026-11-21', 'today'],
    ['DUE', '2026-11-25', 'due'],
    ['DONE', '2026-11-01', 'done'],
  ] as const)('%s on %s reads %s on 2026-11-21', (status, date, tone) => {
    expect(dueTone(status, date, '2026-11-21')).toBe(tone);
  });
});
