/**
 * Small display rules of orders and quotations shared by the lists, the details and the editor: the
 * random suffix of deep links, the colour of a status, whether a quotation has expired.
 */

/** Most pages under /tabs carry a random numeric suffix below 10000 (spec: route list); it is ignored. */
export function randomSuffix(): string {
  return String(Math.floor(Math.random() * 10_000));
}

/** Spec 2.2: /tabs/order-details/{order}/{random}, random a number below 10000. */
export function orderDetailsHref(orderId: number, random: number | string = randomSuffix()): string {
  return `/tabs/order-details/${orderId}/${random}`;
}

const STATUS_COLORS: Record<string, string> = {
  CREATED: 'blue',
  SCHEDULED: 'cyan',
  ON_THE_WAY: 'cyan',
  IN_PROGRESS: 'indigo',
  WORK_STARTED: 'indigo',
  ON_HOLD: 'yellow',
  ESCALATED: 'orange',
  VEHICLE_READY: 'teal',
  SERVICE_NOTE: 'teal',
  PAYMENT_DUE: 'grape',
  PARTIAL_COMPLETED: 'grape',
  PAYMENT_DONE: 'green',
  COMPLETED: 'green',
  CANCELLED: 'red',
  DRAFT: 'gray',
  APPROVED: 'teal',
  CONVERTED: 'green',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'gray';
}

/** A quotation still open (DRAFT or APPROVED) whose expiry day is before today (both garage-local days). */
export function isQuoteExpired(quote: { status: string; expiry_date: string | null }, localToday: string): boolean {
  if (!quote.expiry_date || (quote.status !== 'DRAFT' && quote.status !== 'APPROVED')) return false;
  return quote.expiry_date.slice(0, 10) < localToday;
}
