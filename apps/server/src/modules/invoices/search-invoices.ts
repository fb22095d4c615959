import type { InvoiceSearchQuery, InvoiceSummaryPage } from '@garage/contract';
import { localDay, normalizeSearch } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { pageOf } from '../../platform/paging.ts';
import { garageTimeZone } from '../orders/order-search.repository.ts';
import { moneyText } from '../orders/order-view.ts';
import { findInvoicePage, type InvoiceFilter } from './invoice-search.repository.ts';
import { invoiceSummaryView } from './invoice-view.ts';

type Query = z.output<typeof InvoiceSearchQuery>;

/**
 * Digits alone name the number within its year (and, three or more, are searched in the text as well:
 * a mobile number); other text, a whole invoice number included, is searched in normal form.
 */
function matchOf(q: string): InvoiceFilter['match'] {
  const t = q.trim();
  const digits = /^0*(\d{1,9})$/.exec(t);
  if (digits) return { terms: t.length >= 3 ? [t] : [], number: Number(digits[1]) };
  return { terms: [normalizeSearch(t)] };
}

/**
 * Invoices of this garage (the invoice list, an order's bills, a customer's dues with ageing). Days are
 * garage-local; a dues search's total_due sums what every matching bill leaves due, not only this page's.
 */
export async function searchInvoices(
  db: Db | Tx,
  current: { groupId: number; garageId: number },
  query: Query,
  now: Date,
): Promise<InvoiceSummaryPage> {
  if (query.from && query.to && query.from > query.to) throw badRequest('order.dateRange');
  const filter: InvoiceFilter = {
    ...(query.order_id ? { orderId: query.order_id } : {}),
    ...(query.customer_id ? { customerId: query.customer_id } : {}),
    ...(query.insurance_company_id ? { insurancePartnerId: query.insurance_company_id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.due_only ? { dueOnly: true } : {}),
    ...(query.from ? { fromDay: query.from } : {}),
    ...(query.to ? { toDay: query.to } : {}),
    ...(query.q ? { match: matchOf(query.q) } : {}),
  };
  const { page_number: pageNumber, page_size: pageSize } = query;
  const [{ rows, total, capped, totalDue }, timeZone] = await Promise.all([
    // A broad search counts ten pages past the one asked for (total_capped), as the order search does;
    // only a dues search (a customer's, an insurer's, the due list) sums what its bills leave owed.
    findInvoicePage(db, current, filter, pageNumber, pageSize, {
      sumDue: Boolean(query.due_only || query.customer_id || query.insurance_company_id),
    }),
    garageTimeZone(db, current),
  ]);
  const today = localDay(now, timeZone);
  return {
    ...pageOf(
      rows.map((r) => invoiceSummaryView(r, today)),
      total,
      pageNumber,
      pageSize,
    ),
    // A lower bound: counting stopped ten pages on, or a text search counted among the newest bills.
    total_capped: capped,
    ...(totalDue === undefined ? {} : { total_due: moneyText(totalDue) }),
  };
}
