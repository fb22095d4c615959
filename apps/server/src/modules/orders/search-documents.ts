import type { OrderSearchQuery, OrderSummary } from '@garage/contract';
import { localDayRange, normalizeReg, normalizeSearch, ORDER_TABS } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Paged, pageOf } from '../../platform/paging.ts';
import { type DocumentFilter, findDocumentPage, garageTimeZone } from './order-search.repository.ts';

type Query = z.output<typeof OrderSearchQuery>;

export interface ReadQuery {
  /** An order number the query names or may name. */
  number?: number;
  /** 'ro' or 'qt' when typed: the query is a document number and nothing else. */
  prefix?: 'ro' | 'qt';
  /** Texts the search text must contain (one of them). */
  terms: string[];
}

const MAX_NUMBER = 2_147_483_647;

/**
 * What a search query asks for. 'RO-00012', 'ro 12' and 'QT-7' are document numbers. Digits alone may be
 * an order number or part of a mobile number or plate: three or more are searched in the text as well,
 * one or two name only the order number. Other text is searched in normal form, and without spaces or
 * dashes as well (a plate or a mobile number typed with spaces).
 */
export function readQuery(q: string): ReadQuery {
  const raw = q.trim().replace(/^\+/, '');
  const prefixed = /^(ro|qt)[\s\-#]*(\d{1,10})$/i.exec(raw);
  if (prefixed) {
    const number = Number(prefixed[2]);
    return { prefix: prefixed[1]!.toLowerCase() as 'ro' | 'qt', terms: [], ...(number <= MAX_NUMBER ? { number } : {}) };
  }
  if (/^\d+$/.test(raw)) {
    const number = Number(raw);
    return { ...(number > 0 && number <= MAX_NUMBER ? { number } : {}), terms: raw.length >= 3 ? [raw] : [] };
  }
  // Without spaces and dashes only when there are digits: a plate or a mobile number, not a name.
  const compact = /\d/.test(raw) ? normalizeReg(raw) : '';
  return { terms: [...new Set([normalizeSearch(raw), compact].filter(Boolean))] };
}

/**
 * Orders or quotations of this garage, newest first (findDocumentPage). A tab narrows the statuses
 * (orders only), dates are garage-local days, and a query that can match nothing answers an empty page
 * without reading.
 */
export async function searchDocuments(
  db: Db | Tx,
  current: { groupId: number; garageId: number },
  document: 'ORDER' | 'QUOTE',
  query: Query,
): Promise<Paged<OrderSummary>> {
  const { page_number: pageNumber, page_size: pageSize } = query;
  const empty = () => pageOf([], 0, pageNumber, pageSize);
  const filter: DocumentFilter = { document };
  let statuses: string[] | undefined = query.status?.length ? query.status : undefined;
  if (query.tab) {
    if (document === 'QUOTE') throw badRequest('quote.noTabs');
    const tab = ORDER_TABS.find((t) => t.key === query.tab)!.statuses as readonly string[];
    statuses = statuses ? statuses.filter((s) => tab.includes(s)) : [...tab];
  }
  if (statuses) {
    if (statuses.length === 0) return empty();
    filter.statuses = statuses;
  }
  if (query.order_type) filter.orderType = query.order_type;
  if (query.customer_id) filter.customerId = query.customer_id;
  if (query.user_car_id) filter.userCarId = query.user_car_id;
  if (query.from || query.to) {
    if (query.from && query.to && query.from > query.to) throw badRequest('order.dateRange');
    const range = localDayRange(query, await garageTimeZone(db, current));
    filter.createdFrom = range.from;
    filter.createdBefore = range.before;
  }
  if (query.q) {
    const read = readQuery(query.q);
    if (read.prefix && read.prefix !== (document === 'ORDER' ? 'ro' : 'qt')) return empty();
    if (read.terms.length === 0 && read.number === undefined) return empty();
    filter.match = { terms: read.terms, ...(read.number !== undefined ? { number: read.number } : {}) };
    // The order of that number first, then the other matches.
    if (read.number !== undefined && read.terms.length) filter.boostNumber = read.number;
  }
  return findDocumentPage(db, current, filter, pageNumber, pageSize);
}
