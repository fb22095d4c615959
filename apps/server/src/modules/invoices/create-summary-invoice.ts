import type { SummaryInvoiceCreate } from '@garage/contract';
import {
  billTotals,
  canSystemMove,
  documentNumber,
  financialYear,
  gstSupply,
  localDay,
  localDayRange,
  normalizeSearch,
  type OrderStatus,
  type PricedFigures,
  placeOfSupply,
  sumFigures,
  type TaxCategoryRate,
  taxedForSupply,
  UNBILLED_STATUSES,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockDocument } from '../orders/order.repository.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { takeInvoiceStock } from '../parts-on-orders/invoice-stock.ts';
import { billingParties } from './billing-parties.ts';
import { openCfdis } from './cfdi/cfdi.repository.ts';
import { chosenCfdiUse } from './create-invoice.ts';
import {
  insertInvoice,
  insertInvoiceLines,
  linesOfOrders,
  linkSummaryOrders,
  setInvoiceNumber,
  unbilledOrdersOfCustomer,
} from './invoice.repository.ts';

type SummaryInput = z.output<typeof SummaryInvoiceCreate>;
const MAX_ORDERS = 200;

/**
 * B2B summary invoice: one invoice for a customer's orders created over a range of garage-local days
 * that are not billed yet — their lines one by one, grouped under each order, or one line per order. The
 * orders are locked in id order; each moves to PAYMENT_DUE and is linked to the invoice, so none can be
 * billed twice while it is live.
 */
export async function createSummaryInvoice(
  tx: Tx,
  current: Membership,
  body: SummaryInput,
  userId: number,
  now: Date,
): Promise<number> {
  const { groupId, garageId } = current;
  const parties = await billingParties(tx, current, body.customer_id);
  if (!parties.customer.tax_number) throw badRequest('invoice.b2bTaxNumber');
  const usoCfdi = chosenCfdiUse(body.cfdi_use, parties, true);
  const { time_zone: timeZone, country_code: country, rounding_digits: digits } = parties.seller;
  const range = localDayRange({ from: body.from, to: body.to }, timeZone);
  const candidates = await unbilledOrdersOfCustomer(tx, current, body.customer_id, range, MAX_ORDERS + 1);
  if (candidates.length === 0) throw new AppError('CONFLICT', 'invoice.summaryNothing');
  if (candidates.length > MAX_ORDERS) throw badRequest('invoice.summaryTooMany');
  const orders: OrderRow[] = [];
  for (const { id } of candidates) {
    const row = await lockDocument(tx, current, 'ORDER', id);
    const status = row.status as OrderStatus;
    if (!UNBILLED_STATUSES.includes(status) && status !== 'PAYMENT_DUE') throw new AppError('CONFLICT', 'order.changedMeanwhile');
    orders.push(row);
  }
  // India: the summary is B2B, so its lines are taxed for the place of supply of the customer's GSTIN
  // (IGST to another state, CGST + SGST within the garage's; decision 043, addendum on place of supply).
  const place = placeOfSupply(country, parties.seller.tax_number, parties.customer.tax_number);
  const supply = gstSupply(country, parties.seller.tax_number, parties.customer.tax_number);
  const lines = (
    await linesOfOrders(
      tx,
      groupId,
      orders.map((o) => o.id),
    )
  ).map((l) => {
    const taxed = taxedForSupply(l.priced as PricedFigures, l.taxCategory as TaxCategoryRate | null, supply, digits);
    return { ...l, priced: taxed.priced, taxCategory: taxed.category };
  });
  const category = (l: (typeof lines)[number]) => (l.taxCategory as { name?: string } | null)?.name ?? null;
  const totals = billTotals(
    lines.map((l) => ({ priced: l.priced as PricedFigures, categoryName: category(l) })),
    country,
    digits,
  );
  const day = localDay(now, timeZone);
  const year = financialYear(day, country);
  const label = (o: (typeof orders)[number]) => [o.externalOrderId, o.regNumber].filter(Boolean).join(' · ');
  const id = await insertInvoice(tx, {
    groupId,
    garageId,
    orderId: orders[0]!.id,
    customerId: body.customer_id,
    userCarId: null,
    fy: year.label,
    number: 0,
    invoiceType: 'B2B_SUMMARY_INVOICE',
    invoicedAt: now,
    localDay: day,
    customerName: parties.customer.name,
    searchText: normalizeSearch(`${parties.customer.name} ${parties.customer.mobile ?? ''}`),
    customer: parties.customer,
    vehicle: null,
    seller: parties.seller,
    header: {
      lpo_number: null,
      customer_remarks: [],
      garage_recommendation: null,
      summary_orders: orders.map((o) => ({ order_id: o.id, external_order_id: o.externalOrderId })),
      ...(place ? { place_of_supply: place } : {}),
    },
    itemWiseDiscount: orders.some((o) => o.itemWiseDiscount),
    subTotal: totals.sub_total,
    discount: totals.discount,
    taxTotal: totals.tax_total,
    grandTotal: totals.grand_total,
    taxLines: totals.tax_lines,
    createdBy: userId,
    createdAt: now,
  });
  const base = { groupId, invoiceId: id };
  // Mexico: the CFDI states every item with its SAT product key and tax, so a Mexican summary always
  // freezes the orders' line items, grouped under each order (decision 048, addendum on summary invoices).
  if (body.by_line_items || country === 'MX') {
    await insertInvoiceLines(
      tx,
      lines.map((l, i) => {
        const order = orders.find((o) => o.id === l.orderId)!;
        return {
          ...base,
          position: i + 1,
          kind: l.kind,
          itemId: l.itemId,
          name: l.name,
          code: l.code,
          // Grouped under their order on the bill, as a package's items are grouped under its name.
          packageName: label(order),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          discountPct: l.discountPct,
          taxInclusive: l.taxInclusive,
          taxCategory: l.taxCategory,
          insurancePercentage: l.insurancePercentage,
          customerPercentage: l.customerPercentage,
          priced: l.priced,
          total: l.total,
        };
      }),
    );
  } else {
    await insertInvoiceLines(
      tx,
      orders.map((o, i) => {
        const priced = sumFigures(
          lines.filter((l) => l.orderId === o.id).map((l) => l.priced as PricedFigures),
          digits,
        );
        return {
          ...base,
          position: i + 1,
          kind: 'service' as const,
          itemId: null,
          name: label(o),
          code: null,
          packageName: null,
          quantity: '1',
          unitPrice: priced.taxable,
          discountPct: '0',
          taxInclusive: false,
          taxCategory: null,
          insurancePercentage: null,
          customerPercentage: null,
          priced,
          total: priced.total,
        };
      }),
    );
  }
  await linkSummaryOrders(
    tx,
    groupId,
    id,
    orders.map((o) => o.id),
  );
  // The orders' parts leave the shelf with the bill (decision 056).
  await takeInvoiceStock(tx, { current, userId, now }, orders, id);
  for (const o of orders) {
    const from = o.status as OrderStatus;
    if (from !== 'PAYMENT_DUE') {
      if (!canSystemMove(from, 'PAYMENT_DUE')) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status: from });
      await conditionalMove(tx, current, o.id, from, 'PAYMENT_DUE', null, now, 'order.changedMeanwhile');
    }
  }
  const number = await assignNumber(tx, current, yearCounterKind('INVOICE', year.label), (n) => {
    const text = documentNumber(parties.invoicePrefix, year.label, n);
    return setInvoiceNumber(tx, groupId, id, n, text, normalizeSearch(text));
  });
  // Mexico: the summary's CFDI opens PENDING with it, and is stamped once this transaction has committed.
  if (country === 'MX') await openCfdis(tx, current, [id], now, 'PENDING', new Map(usoCfdi ? [[id, usoCfdi]] : []));
  for (const o of orders)
    await logActivity(tx, groupId, o.id, 'INVOICED', userId, now, {
      invoice_id: id,
      invoice_number: documentNumber(parties.invoicePrefix, year.label, number),
      summary: true,
      from: o.status,
      to: 'PAYMENT_DUE',
    });
  return id;
}
