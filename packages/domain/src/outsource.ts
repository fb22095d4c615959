/**
 * Outsourced work (issue 14, decision 063): a job of a repair order sent to another workshop (a vendor),
 * numbered OW-n per garage. SENT → RECEIVED, or SENT → CANCELLED; the vendor's bill for it is a vendor
 * bill (a stock_in row of kind OUTSOURCE) so that it is owed and paid like any other.
 */
export const OUTSOURCE_STATUSES = ['SENT', 'RECEIVED', 'CANCELLED'] as const;
export type OutsourceStatus = (typeof OUTSOURCE_STATUSES)[number];
export const OUTSOURCE_PREFIX = 'OW';
export const OUTSOURCE_DESCRIPTION_MAX = 300;

/** Only work still out can be received or cancelled. */
export function canLeaveSent(status: string): boolean {
  return status === 'SENT';
}

/** Orders that work can no longer be sent out for. */
export const OUTSOURCE_CLOSED_ORDER_STATUSES: readonly string[] = ['CANCELLED', 'COMPLETED', 'REJECTED'];
