/** Order statuses, the open ones, and the rules of spec section 5 that need no database. */
export const ORDER_STATUSES = [
  'CREATED',
  'SCHEDULED',
  'IN_PROGRESS',
  'WORK_STARTED',
  'ON_HOLD',
  'ON_THE_WAY',
  'VEHICLE_READY',
  'SERVICE_NOTE',
  'PAYMENT_DUE',
  'PAYMENT_DONE',
  'COMPLETED',
  'PARTIAL_COMPLETED',
  'CANCELLED',
  'ESCALATED',
  'PENDING',
  'RECEIVED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ['REPAIR_ORDER', 'COUNTER_SALE', 'AMC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Orders that keep a vehicle in the workshop: the spec's CREATED, IN_PROGRESS and VEHICLE_READY, plus
 * the other statuses of work not yet handed back (decision 011).
 */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'CREATED',
  'SCHEDULED',
  'IN_PROGRESS',
  'WORK_STARTED',
  'ON_HOLD',
  'ESCALATED',
  'VEHICLE_READY',
];

/** A counter sale without part issuance is billed at once; everything else starts as CREATED. */
export function initialOrderStatus(orderType: OrderType, partIssuanceEnabled: boolean): OrderStatus {
  return orderType === 'COUNTER_SALE' && !partIssuanceEnabled ? 'PAYMENT_DUE' : 'CREATED';
}

/** Comments are joined with commas; a lone comma or comma-only text is sent as empty. */
export function joinComments(comments: readonly string[] | string | null | undefined): string {
  const parts = (Array.isArray(comments) ? comments : [comments ?? ''])
    .map((c) => String(c).trim())
    .filter((c) => !/^[,\s]*$/.test(c));
  return parts.join(',');
}

/** Human order number: a garage-local sequence shown with a prefix. */
export function externalOrderId(document: 'ORDER' | 'QUOTE', number: number): string {
  return `${document === 'ORDER' ? 'RO' : 'QT'}-${String(number).padStart(5, '0')}`;
}
