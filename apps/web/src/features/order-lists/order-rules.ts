import {
  ORDER_PROGRESS,
  ORDER_STATUSES,
  ORDER_TABS,
  ORDER_TYPES,
  type OrderStatus,
  type OrderTab,
  type OrderType,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@garage/domain';

/**
 * The pure parts of the order and quotation lists and details: what the address holds, which tab a status
 * belongs to, which buttons a list of allowed moves gives, how lines are grouped.
 */

export const ORDER_TAB_KEYS: readonly OrderTab[] = ORDER_TABS.map((t) => t.key);
export const DEFAULT_ORDER_TAB: OrderTab = 'OPEN';
export const DEFAULT_QUOTE_STATUS: QuoteStatus = 'DRAFT';

const MAX_PAGE = 100_000;

function pageOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= MAX_PAGE ? n : 0;
}

function textOf(value: unknown, max = 60): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : '';
}

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TAB_KEYS as readonly string[]).includes(value);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (QUOTE_STATUSES as readonly string[]).includes(value);
}

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** The list tab an order status is shown under, or null for statuses no tab lists. */
export function tabOfStatus(status: string): OrderTab | null {
  for (const tab of ORDER_TABS) if ((tab.statuses as readonly string[]).includes(status)) return tab.key;
  return null;
}

// ---- /tabs/orders -------------------------------------------------------------------------------------------

/** `tab` (OPEN left out) and `page` (0 left out) of the order list. */
export interface OrderListSearch {
  tab?: OrderTab;
  page?: number;
}

export function parseOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const tab = isOrderTab(search.tab) ? search.tab : DEFAULT_ORDER_TAB;
  const page = pageOf(search.page);
  return { ...(tab !== DEFAULT_ORDER_TAB ? { tab } : {}), ...(page > 0 ? { page } : {}) };
}

/** A list of one page: `page` only, 0 left out (cancelled orders). */
export function parsePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = pageOf(search.page);
  return page > 0 ? { page } : {};
}

// ---- /tabs/order-search -------------------------------------------------------------------------------------

export interface OrderSearchState {
  q: string;
  statuses: OrderStatus[];
  type: OrderType | null;
  /** Garage-local days, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  page: number;
}

/** What the address holds for a search; empty values are left out. `status` is a comma list. */
export interface OrderSearchParams {
  q?: string;
  status?: string;
  type?: OrderType;
  from?: string;
  to?: string;
  page?: number;
}

export const EMPTY_SEARCH: OrderSearchState = { q: '', statuses: [], type: null, from: null, to: null, page: 0 };

/** A real calendar day written YYYY-MM-DD, or null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : null;
}

function statusList(value: unknown): OrderStatus[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const out: OrderStatus[] = [];
  for (const part of raw.split(',')) {
    const s = part.trim().toUpperCase();
    if (isOrderStatus(s) && !out.includes(s)) out.push(s);
  }
  return out;
}

/** Reads the address of the search page; anything unknown is dropped, a reversed range is put in order. */
export function parseOrderSearch(search: Record<string, unknown>): OrderSearchState {
  let from = isoDay(search.from);
  let to = isoDay(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: textOf(search.q),
    statuses: statusList(search.status),
    type: isOrderType(search.type) ? search.type : null,
    from,
    to,
    page: pageOf(search.page),
  };
}

export function toOrderSearchParams(state: OrderSearchState): OrderSearchParams {
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.statuses.length > 0 ? { status: state.statuses.join(',') } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.page > 0 ? { page: state.page } : {}),
  };
}

/** The route's validateSearch: the address normalised. */
export function orderSearchParams(search: Record<string, unknown>): OrderSearchParams {
  return toOrderSearchParams(parseOrderSearch(search));
}

export function hasCriteria(state: OrderSearchState): boolean {
  return state.q.trim() !== '' || state.statuses.length > 0 || state.type !== null || state.from !== null || state.to !== null;
}

/** The query of routes.searchOrders for a search state. */
export function searchApiQuery(state: OrderSearchState, pageSize: number): Record<string, string | number> {
  const q = state.q.trim();
  return {
    page_number: state.page,
    page_size: pageSize,
    ...(q ? { q } : {}),
    ...(state.statuses.length > 0 ? { status: state.statuses.join(',') } : {}),
    ...(state.type ? { order_type: state.type } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

// ---- /tabs/quotation ----------------------------------------------------------------------------------------

export interface QuoteListSearch {
  status?: QuoteStatus;
  q?: string;
  page?: number;
}

export function parseQuoteListSearch(search: Record<string, unknown>): QuoteListSearch {
  const status = isQuoteStatus(search.status) ? search.status : DEFAULT_QUOTE_STATUS;
  const q = textOf(search.q);
  const page = pageOf(search.page);
  return {
    ...(status !== DEFAULT_QUOTE_STATUS ? { status } : {}),
    ...(q ? { q } : {}),
    ...(page > 0 ? { page } : {}),
  };
}

// ---- details ------------------------------------------------------------------------------------------------

/** A positive whole id from a path segment or a query value, else null. */
export function parseId(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `?order={order_id}` of /tabs/order-details (the advisory panel's link). */
export function parseOrderQuery(search: Record<string, unknown>): { order?: number } {
  const order = parseId(search.order);
  return order === null ? {} : { order };
}

// ---- moves --------------------------------------------------------------------------------------------------

/** The buttons of a document's allowed moves: the work moves in the status machine's order, cancel apart. */
export interface MoveButtons {
  moves: string[];
  cancel: boolean;
  /** Quotations only: APPROVED → order. */
  convert: boolean;
}

const ORDER_MOVE_ORDER: readonly string[] = [
  'SCHEDULED',
  'ON_THE_WAY',
  'IN_PROGRESS',
  'WORK_STARTED',
  'ON_HOLD',
  'ESCALATED',
  'VEHICLE_READY',
];
const QUOTE_MOVE_ORDER: readonly string[] = ['APPROVED'];

export function moveButtons(document: 'ORDER' | 'QUOTE', allowed: readonly string[]): MoveButtons {
  const known = document === 'ORDER' ? ORDER_MOVE_ORDER : QUOTE_MOVE_ORDER;
  return {
    moves: known.filter((m) => allowed.includes(m)),
    cancel: allowed.includes('CANCELLED'),
    convert: document === 'QUOTE' && allowed.includes('CONVERTED'),
  };
}

/** The usual next step of the work from a status; the other allowed moves go in a menu. */
const NEXT_STEP: Readonly<Record<string, readonly string[]>> = {
  CREATED: ['IN_PROGRESS', 'WORK_STARTED'],
  SCHEDULED: ['IN_PROGRESS', 'WORK_STARTED'],
  ON_THE_WAY: ['IN_PROGRESS', 'WORK_STARTED'],
  IN_PROGRESS: ['VEHICLE_READY'],
  WORK_STARTED: ['VEHICLE_READY'],
  ESCALATED: ['VEHICLE_READY', 'IN_PROGRESS'],
  ON_HOLD: ['IN_PROGRESS', 'WORK_STARTED'],
};

/** One move shown as the main button, the rest offered under "Change status". */
export function splitMoves(status: string, moves: readonly string[]): { primary: string | null; others: string[] } {
  const primary = (NEXT_STEP[status] ?? []).find((m) => moves.includes(m)) ?? null;
  return { primary, others: moves.filter((m) => m !== primary) };
}

/** Every status a person can move an order to on the progress path (the move labels must cover them). */
export function progressTargets(): OrderStatus[] {
  const out = new Set<OrderStatus>();
  for (const targets of Object.values(ORDER_PROGRESS)) for (const t of targets) out.add(t);
  return [...out];
}

// ---- activity log -------------------------------------------------------------------------------------------

export interface ActivityFacts {
  from: string | null;
  to: string | null;
  reason: string | null;
  note: string | null;
  /** The other document: the order a quotation became, the quotation an order came from. */
  number: string | null;
  /** An edit's grand total before and after. */
  totalBefore: string | null;
  total: string | null;
  /** Fields a details change touched. */
  fields: string[];
}

function str(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** What an activity entry's free-form detail says, under the names the server may use. */
export function activityFacts(detail: Record<string, unknown>): ActivityFacts {
  return {
    from: str(detail.from) ?? str(detail.from_status) ?? str(detail.previous_status),
    to: str(detail.to) ?? str(detail.to_status),
    reason: str(detail.reason) ?? str(detail.cancel_reason),
    note: str(detail.note),
    number: str(detail.order) ?? str(detail.source_quote) ?? str(detail.external_order_id),
    totalBefore: str(detail.total_before),
    total: str(detail.total),
    fields: Array.isArray(detail.fields) ? detail.fields.filter((f): f is string => typeof f === 'string') : [],
  };
}

/** 'STATUS_CHANGED' → 'Status changed' for actions without a translation. */
export function humanize(action: string): string {
  const text = action.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : action;
}
