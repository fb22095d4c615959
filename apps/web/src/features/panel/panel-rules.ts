import { localDay } from '@garage/domain';

/** Entries per request in the panel and on the reminders and feedback pages. */
export const PANEL_PAGE_SIZE = 10;

/** Next zero-based page of a paged answer, or undefined after the last. */
export function nextPage(last: { page_number: number; total_pages: number }): number | undefined {
  return last.page_number + 1 < last.total_pages ? last.page_number + 1 : undefined;
}

/** Today in a garage's time zone; UTC when the zone is unknown. */
export function garageToday(timeZone: string, now: Date = new Date()): string {
  try {
    return localDay(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Params of the order deep link /tabs/order-details/{order}/{random} (spec 2.2; random below 10000). */
export function orderLinkParams(orderId: number, random: () => number = Math.random): { orderId: string; random: string } {
  return { orderId: String(orderId), random: String(Math.floor(random() * 10_000)) };
}

/**
 * The sign-on link comes from the server as text; only an http(s) address is ever opened, so a wrong
 * answer can never run script in a new tab.
 */
export function safeExternalLink(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export type DueTone = 'overDue' | 'today' | 'due' | 'done';

/** How a reminder's date reads in a list: over due (red), today (orange), later (grey), done. */
export function dueTone(status: 'DUE' | 'OVER_DUE' | 'DONE', reminderDate: string, today: string): DueTone {
  if (status === 'DONE') return 'done';
  if (status === 'OVER_DUE') return 'overDue';
  return reminderDate === today ? 'today' : 'due';
}
