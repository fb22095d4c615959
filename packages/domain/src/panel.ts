/**
 * Rules of the shell's right-hand panel (spec 2.1, entities Reminder and Review): reminder statuses,
 * review comments and the date ranges the panel shows. Shared by the server and the browser.
 */
import { addDays } from './local-day.ts';
import { hasAnyRole, type Role } from './roles.ts';

export const REMINDER_STATUSES = ['DUE', 'OVER_DUE', 'DONE'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** Who reads service reminders (spec 2.1: the Service Due tab). */
export const REMINDER_ROLES: readonly Role[] = ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'REMINDER_MANAGEMENT'];
/** Who reads customer reviews (spec 2.1: the Recent Feedback tab; the role name is spelt as the spec has it). */
export const FEEDBACK_ROLES: readonly Role[] = ['FEEDBACK_MANGEMENT', 'GARAGE_OWNER'];

export function canReadReminders(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, REMINDER_ROLES);
}

export function canReadReviews(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, FEEDBACK_ROLES);
}

/**
 * A reminder is stored open or done; "over due" is read against the garage-local today, so it never goes
 * stale: open and dated before today is OVER_DUE, open and dated today or later is DUE.
 */
export function reminderStatus(reminderDate: string, done: boolean, today: string): ReminderStatus {
  if (done) return 'DONE';
  return reminderDate < today ? 'OVER_DUE' : 'DUE';
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Review comments are the review text and an optional reason, joined by this marker (spec 2.1). */
export const REVIEW_REASON_MARKER = '#reason#';

export function joinReviewComments(text: string | null | undefined, reason: string | null | undefined): string {
  const body = (text ?? '').trim();
  const why = (reason ?? '').trim();
  return why ? `${body} ${REVIEW_REASON_MARKER} ${why}`.trim() : body;
}

export function splitReviewComments(comments: string | null | undefined): { text: string; reason: string | null } {
  const value = comments ?? '';
  const at = value.indexOf(REVIEW_REASON_MARKER);
  if (at < 0) return { text: value.trim(), reason: null };
  const reason = value.slice(at + REVIEW_REASON_MARKER.length).trim();
  return { text: value.slice(0, at).trim(), reason: reason || null };
}

/** Whether a text may go into review comments: the marker is reserved. */
export function hasReviewMarker(text: string | null | undefined): boolean {
  return (text ?? '').includes(REVIEW_REASON_MARKER);
}

/**
 * What the panel lists (the spec leaves the range open; decision 014): reminders not done and due from 30
 * days ago up to a week ahead (over due first, as they are the most urgent), and reviews of the last 30
 * days, newest first.
 */
export const PANEL_REMINDER_DAYS_BACK = 30;
export const PANEL_REMINDER_DAYS_AHEAD = 7;
export const PANEL_REVIEW_DAYS = 30;

export function panelReminderRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -PANEL_REMINDER_DAYS_BACK), to: addDays(today, PANEL_REMINDER_DAYS_AHEAD) };
}

export function panelReviewRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(PANEL_REVIEW_DAYS - 1)), to: today };
}

/** Whole stars of a rating, clamped to 1–5 (a stored rating is always in range; this guards the display). */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return RATING_MIN;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));
}
