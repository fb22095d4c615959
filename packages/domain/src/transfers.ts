import { Money } from './money.ts';

/**
 * Inter-branch transfers between outlets of one group (issue 14, decision 058): outlet B asks outlet A for
 * parts (a request); A answers with a delivery that reserves, dispatches (stock leaves A) and that B
 * receives (stock arrives at B). A may also push stock to B without a request (a direct delivery).
 */

/** Spec (orders 4): a request is a draft, then asked for, then received. */
export const TRANSFER_REQUEST_STATUSES = ['DRAFT', 'REQUESTED', 'RECEIVED'] as const;
export type TransferRequestStatus = (typeof TRANSFER_REQUEST_STATUSES)[number];

/**
 * Spec (orders 4) delivery statuses, plus the two ends the spec lists only for the request: RECEIVED
 * (a delivery that answered a request) and DIRECT_DELIVERY_RECEIVED (one that was pushed without one).
 */
export const TRANSFER_DELIVERY_STATUSES = [
  'RESERVED',
  'PARTIAL_RESERVED',
  'TRANSIT',
  'PARTIAL_TRANSIT',
  'DIRECT_DELIVERY_TRANSIT',
  'PARTIAL_RECEIVED',
  'RECEIVED',
  'DIRECT_DELIVERY_RECEIVED',
  'CANCELLED',
] as const;
export type TransferDeliveryStatus = (typeof TRANSFER_DELIVERY_STATUSES)[number];

export const TRANSFER_REQUEST_TRANSITIONS = {
  DRAFT: ['REQUESTED'],
  REQUESTED: ['RECEIVED'],
  RECEIVED: [],
} as const satisfies Record<TransferRequestStatus, readonly TransferRequestStatus[]>;

export const TRANSFER_DELIVERY_TRANSITIONS = {
  RESERVED: ['TRANSIT', 'PARTIAL_TRANSIT', 'CANCELLED'],
  PARTIAL_RESERVED: ['PARTIAL_TRANSIT', 'CANCELLED'],
  TRANSIT: ['PARTIAL_RECEIVED', 'RECEIVED'],
  PARTIAL_TRANSIT: ['PARTIAL_RECEIVED', 'RECEIVED'],
  DIRECT_DELIVERY_TRANSIT: ['PARTIAL_RECEIVED', 'DIRECT_DELIVERY_RECEIVED'],
  PARTIAL_RECEIVED: ['PARTIAL_RECEIVED', 'RECEIVED', 'DIRECT_DELIVERY_RECEIVED'],
  RECEIVED: [],
  DIRECT_DELIVERY_RECEIVED: [],
  CANCELLED: [],
} as const satisfies Record<TransferDeliveryStatus, readonly TransferDeliveryStatus[]>;

/** What each side may do to a delivery in a status: the screen shows only these. */
export type DeliveryMove = 'DISPATCH' | 'CANCEL' | 'RECEIVE';

/** The sending outlet dispatches or cancels a reserved delivery; the receiving outlet receives one in transit. */
export function deliveryMoves(status: TransferDeliveryStatus, side: 'SENDER' | 'RECEIVER'): DeliveryMove[] {
  if (side === 'SENDER') return status === 'RESERVED' || status === 'PARTIAL_RESERVED' ? ['DISPATCH', 'CANCEL'] : [];
  return isInTransit(status) ? ['RECEIVE'] : [];
}

export function isInTransit(status: TransferDeliveryStatus): boolean {
  return (
    status === 'TRANSIT' || status === 'PARTIAL_TRANSIT' || status === 'DIRECT_DELIVERY_TRANSIT' || status === 'PARTIAL_RECEIVED'
  );
}

type Qty = string | Money;
const sum = (values: readonly Qty[]) => values.reduce<Money>((s, v) => s.plus(v), new Money(0));

/** Reserved all that was asked for → RESERVED; less (the sender has less) → PARTIAL_RESERVED. */
export function reservedStatus(lines: ReadonlyArray<{ requested: Qty; reserved: Qty }>): TransferDeliveryStatus {
  return lines.every((l) => new Money(l.reserved).gte(l.requested)) ? 'RESERVED' : 'PARTIAL_RESERVED';
}

/** Sent all that was asked for → TRANSIT; less → PARTIAL_TRANSIT. */
export function dispatchedStatus(lines: ReadonlyArray<{ requested: Qty; dispatched: Qty }>): TransferDeliveryStatus {
  return lines.every((l) => new Money(l.dispatched).gte(l.requested)) ? 'TRANSIT' : 'PARTIAL_TRANSIT';
}

/** All that was sent has arrived → RECEIVED (DIRECT_DELIVERY_RECEIVED without a request); else PARTIAL_RECEIVED. */
export function receivedStatus(
  lines: ReadonlyArray<{ dispatched: Qty; received: Qty }>,
  direct: boolean,
): TransferDeliveryStatus {
  const sent = sum(lines.map((l) => l.dispatched));
  const arrived = sum(lines.map((l) => l.received));
  if (arrived.gte(sent)) return direct ? 'DIRECT_DELIVERY_RECEIVED' : 'RECEIVED';
  return 'PARTIAL_RECEIVED';
}

/** Transfer numbers: IBT-00001 for requests (the asking outlet's counter), IBD-00001 for deliveries (the sender's). */
export const transferNumber = (kind: 'REQUEST' | 'DELIVERY', n: number) =>
  `${kind === 'REQUEST' ? 'IBT' : 'IBD'}-${String(n).padStart(5, '0')}`;
