import { INVOICE_EDIT, type Invoice, type InvoiceCreate } from '@garage/contract';
import {
  billTotals,
  canInvoiceFrom,
  canSystemMove,
  distanceUnit,
  documentNumber,
  financialYear,
  gstSupply,
  hasAnyRole,
  insurerPercent,
  isRfc,
  isTaxRegistered,
  localDay,
  money,
  normalizeSearch,
  type OrderStatus,
  type PricedFigures,
  placeOfSupply,
  splitLine,
  type TaxCategoryRate,
  taxedForSupply,
  usoCfdiProblem,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { invoice } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type KeyClaim, type Stored } from '../../platform/idempotency.ts';
import { findPartner } from '../insurance-partners/insurance-partner.repository.ts';
import { documentLines, lockDocument } from '../orders/order.repository.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { updateOrder } from '../orders/update-order.ts';
import { takeInvoiceStock } from '../parts-on-orders/invoice-stock.ts';
import { billingParties } from './billing-parties.ts';
import { openCfdis } from './cfdi/cfdi.repository.ts';
import {
  type InvoiceLineRow,
  type InvoiceRow,
  insertInvoice,
  insertInvoiceLines,
  invoiceNumberBillingOrder,
  retaxInvoice,
  setInvoiceNumber,
  writeInvoiceOfOrder,
} from './invoice.repository.ts';
import { invoiceView } from './invoice-view.ts';
import { loadInvoice } from './load-invoice.ts';

type CreateInput = z.output<typeof InvoiceCreate>;
type Parties = Awaited<ReturnType<typeof billingParties>>;
type InvoiceValues = typeof invoice.$inferInsert;

/** The columns every invoice of an order shares: who, when, the order's header and vehicle as billed. */
function commonValues(
  current: Membership,
  order: OrderRow,
  parties: Parties,
  body: CreateInput,
  when: { now: Date; day: string; fy: string; userId: number },
): Omit<InvoiceValues, 'customer' | 'customerName' | 'subTotal' | 'discount' | 'taxTotal' | 'grandTotal'> {
  return {
    groupId: current.groupId,
    garageId: current.garageId,
    orderId: order.id,
    customerId: order.customerId,
    userCarId: order.userCarId,
    fy: when.fy,
    number: 0,
    invoiceType: body.invoice_type,
    invoicedAt: when.now,
    localDay: when.day,
    searchText: order.searchText,
    vehicle: order.userCarId
      ? {
          reg_number: order.regNumber,
          name: order.vehicleName,
          odometer_reading: order.odometerReading,
          distance_unit: distanceUnit(parties.seller.country_code),
        }
      : null,
    seller: parties.seller,
    header: {
      lpo_number: order.lpoNumber,
      customer_remarks: order.customerRemarks,
      garage_recommendation: order.garageRecommendation,
    },
    itemWiseDiscount: order.itemWiseDiscount,
    createdBy: when.userId,
    createdAt: when.now,
  };
}

/**
 * The split bill of an order with an insurer: every line's figures split into the insurer's share
 * (its insurance_percentage, rounded) and the customer's (the rest), so the two bills add up exactly to
 * the order. The customer's bill is left out when the insurer pays every line in full.
 */
async function writeSplitBills(
  tx: Tx,
  current: Membership,
  order: OrderRow,
  partnerId: number,
  base: ReturnType<typeof commonValues>,
  parties: Parties,
): Promise<Array<{ id: number; share: 'INSURER' | 'CUSTOMER' }>> {
  const partner = await findPartner(tx, current, partnerId);
  if (!partner?.active) throw badRequest('invoice.insurerUnknown');
  const lines = await documentLines(tx, current.groupId, order.id);
  if (!lines.some((l) => insurerPercent({ insurance_percentage: l.insurancePercentage }).gt(0)))
    throw badRequest('invoice.noInsuranceShare');
  const digits = parties.seller.rounding_digits;
  const split = lines.map((l) => ({
    line: l,
    ...splitLine(l.priced as PricedFigures, insurerPercent({ insurance_percentage: l.insurancePercentage }), digits),
  }));
  const insurer = {
    name: partner.name,
    mobile: partner.mobileNumber,
    email: partner.email,
    address: partner.address,
    tax_number: partner.taxNumber,
  };
  // A registered insurer's bill is B2B, as a customer's with a tax number may be; in India its lines are taxed
  // for the place of supply of the insurer's GSTIN (IGST or CGST + SGST of the same total, decision 043 stop 27).
  const { country_code: country, tax_number: sellerGstin } = parties.seller;
  const supply = gstSupply(country, sellerGstin, partner.taxNumber);
  // The customer's share is taxed the same way when it is B2B (the customer's GSTIN); a B2C share keeps its taxes.
  const customerB2b = base.invoiceType === 'B2B';
  const customerSupply = customerB2b ? gstSupply(country, sellerGstin, parties.customer.tax_number) : null;
  const category = (l: (typeof lines)[number]) => l.taxCategory as TaxCategoryRate | null;
  const bills = [
    {
      share: 'INSURER' as const,
      invoiceType: isTaxRegistered(insurer) ? ('B2B' as const) : ('B2C' as const),
      figures: split.map((s) => ({ line: s.line, ...taxedForSupply(s.insurer, category(s.line), supply, digits) })),
      party: insurer,
      insured: { name: parties.customer.name, reg_number: order.userCarId ? order.regNumber : null },
      place: placeOfSupply(country, sellerGstin, partner.taxNumber),
    },
    {
      share: 'CUSTOMER' as const,
      invoiceType: base.invoiceType,
      figures: split.map((s) => ({ line: s.line, ...taxedForSupply(s.customer, category(s.line), customerSupply, digits) })),
      party: parties.customer,
      insured: null,
      place: customerB2b ? placeOfSupply(country, sellerGstin, parties.customer.tax_number) : null,
    },
  ];
  const written: Array<{ id: number; share: 'INSURER' | 'CUSTOMER' }> = [];
  for (const bill of bills) {
    const named = bill.figures.map((f) => ({ priced: f.priced, categoryName: f.category?.name ?? null }));
    const totals = billTotals(named, parties.seller.country_code, digits);
    if (bill.share === 'CUSTOMER' && money(totals.grand_total).isZero()) continue;
    const id = await insertInvoice(tx, {
      ...base,
      share: bill.share,
      invoiceType: bill.invoiceType,
      insurancePartnerId: bill.share === 'INSURER' ? partner.id : null,
      header: {
        ...(base.header as object),
        ...(bill.insured ? { insured: bill.insured } : {}),
        ...(bill.place ? { place_of_supply: bill.place } : {}),
      },
      customer: bill.party,
      customerName: bill.party.name,
      subTotal: totals.sub_total,
      discount: totals.discount,
      taxTotal: totals.tax_total,
      grandTotal: totals.grand_total,
      taxLines: totals.tax_lines,
    });
    await insertInvoiceLines(
      tx,
      bill.figures
        .filter((f) => !money(f.priced.total).isZero() || !money(f.priced.base).isZero())
        .map(({ line, priced, category }) => ({
          groupId: current.groupId,
          invoiceId: id,
          position: line.position,
          kind: line.kind,
          itemId: line.itemId,
          name: line.name,
          code: line.code,
          packageName: line.packageName,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          discountPct: line.discountPct,
          taxInclusive: line.taxInclusive,
          taxCategory: category,
          insurancePercentage: line.insurancePercentage,
          customerPercentage: line.customerPercentage,
          priced: { ...(line.priced as object), ...priced },
          total: priced.total,
        })),
    );
    written.push({ id, share: bill.share });
  }
  return written;
}

/**
 * A whole bill, written with the order's lines as priced, taxed for its place of supply: the lines whose tax
 * changes (CGST + SGST ↔ IGST) and the bill's tax summary are written again. Answers the bill as it now is.
 */
async function taxForSupply(
  tx: Tx,
  written: { row: InvoiceRow; lines: InvoiceLineRow[] },
  supply: ReturnType<typeof gstSupply>,
  digits: number,
): Promise<{ row: InvoiceRow; lines: InvoiceLineRow[] }> {
  const { row } = written;
  const changed: InvoiceLineRow[] = [];
  const lines = written.lines.map((l) => {
    const taxed = taxedForSupply(l.priced as PricedFigures, l.taxCategory as TaxCategoryRate | null, supply, digits);
    if (taxed.category === l.taxCategory) return l;
    const line = { ...l, taxCategory: taxed.category, priced: taxed.priced };
    changed.push(line);
    return line;
  });
  if (changed.length === 0) return written;
  const named = lines.map((l) => ({
    priced: l.priced as PricedFigures,
    categoryName: (l.taxCategory as TaxCategoryRate | null)?.name ?? null,
  }));
  // Only India's bills have a supply.
  const taxLines = billTotals(named, 'IN', digits).tax_lines;
  await retaxInvoice(tx, row.groupId, row.id, changed, taxLines);
  return { row: { ...row, taxLines }, lines };
}

/**
 * Mexico: the CFDI use of the customer's bill, checked against SAT's catalogue and the receptor (usoCfdiProblem:
 * the general public S01 only, no personal deduction for a company, SAT's use-by-régimen matrix); null for S01
 * (decision 048, addendum on the uso CFDI). The use chosen, else on a B2B bill the customer's default when SAT
 * allows it for them as they are now, else S01. A use chosen and refused is a 400, as is one outside Mexico.
 */
export function chosenCfdiUse(
  uso: string | undefined,
  parties: {
    seller: { country_code: string };
    customer: { tax_number: string | null; tax_regime?: string | null };
    customerCfdiUse: string | null;
  },
  b2b: boolean,
): string | null {
  const receptor = { tax_number: parties.customer.tax_number, tax_regime: parties.customer.tax_regime ?? null };
  if (!uso) {
    const stored = b2b ? parties.customerCfdiUse : null;
    return stored && stored !== 'S01' && !usoCfdiProblem(stored, receptor) ? stored : null;
  }
  if (parties.seller.country_code !== 'MX') throw badRequest('cfdiUse.notMexico');
  const problem = usoCfdiProblem(uso, receptor);
  if (problem) throw badRequest(problem.key, problem.params);
  return uso === 'S01' ? null : uso;
}

/** The texts of a bill's number before its digits: documentNumber(prefix, year, n) is "<head><digits>". */
function numberHeads(prefix: string, year: string): { numberHead: string; searchHead: string } {
  const numberHead = documentNumber(prefix, year, 0).slice(0, -'00000'.length);
  // normalizeSearch(head + digits) is the head's normal form, a space and the digits: the head ends in "/".
  const searchable = normalizeSearch(numberHead);
  return { numberHead, searchHead: searchable ? `${searchable} ` : '' };
}

/**
 * A split bill (an insurer's and the customer's share): each bill inserted, its lines written, the order
 * moved, the Mexican CFDIs opened, then every bill numbered (the counter row locked until commit) and the
 * INVOICED activity row written. Answers the id of the bill the customer pays.
 */
async function writeSplitInvoices(
  tx: Tx,
  current: Membership,
  order: OrderRow,
  partnerId: number,
  base: ReturnType<typeof commonValues>,
  parties: Parties,
  done: { year: string; next: OrderStatus; userId: number; now: Date; usoCfdi: string | null },
): Promise<number> {
  const { groupId } = current;
  const bills = await writeSplitBills(tx, current, order, partnerId, base, parties);
  const { next, now, userId, year } = done;
  const payer = bills.find((b) => b.share !== 'INSURER')?.id ?? bills[0]!.id;
  // The order's parts leave the shelf with the bill the customer pays (decision 056).
  await takeInvoiceStock(tx, { current, userId, now }, [order], payer, parties.settings);
  const from = order.status as OrderStatus;
  const move = from !== next ? { from, to: next } : null;
  if (move && !canSystemMove(from, next)) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status: from });
  if (move) await conditionalMove(tx, current, order.id, move.from, move.to, null, now, 'order.changedMeanwhile');
  // Mexico: each bill's CFDI opens PENDING with the bill, and is stamped once this transaction has committed.
  if (parties.seller.country_code === 'MX')
    await openCfdis(
      tx,
      current,
      bills.map((b) => b.id),
      now,
      'PENDING',
      // The use chosen is the customer's; the insurer's CFDI states S01.
      new Map(done.usoCfdi ? bills.filter((b) => b.share === 'CUSTOMER').map((b) => [b.id, done.usoCfdi!]) : []),
    );
  // Numbers last: the counter row stays locked until commit (platform/counters.ts).
  const prefix = parties.invoicePrefix;
  const numbered: string[] = [];
  for (const bill of bills) {
    const n = await assignNumber(tx, current, yearCounterKind('INVOICE', year), (k) => {
      const text = documentNumber(prefix, year, k);
      return setInvoiceNumber(tx, groupId, bill.id, k, text, normalizeSearch(text));
    });
    numbered.push(documentNumber(prefix, year, n));
  }
  await logActivity(tx, groupId, order.id, 'INVOICED', userId, now, {
    invoice_id: bills.at(-1)!.id,
    invoice_number: numbered.at(-1),
    ...(bills.length > 1 ? { invoices: bills.map((b, i) => ({ invoice_id: b.id, number: numbered[i], share: b.share })) } : {}),
    total: order.grandTotal,
    ...(move ?? {}),
  });
  return payer;
}

/**
 * PREPARE_INVOICE's "Create invoice": saves the order's final lines (when sent), then freezes the priced
 * order into an invoice numbered per garage and financial year — or, with an insurer, the insurer's and
 * the customer's bills — and moves the order to PAYMENT_DUE (PAYMENT_DONE for a bill of zero). The order
 * row stays locked from the first read to the commit, so ten presses at once make one invoice and the
 * rest are told which. Answers the id of the bill the customer pays and, for a whole bill (not split, not
 * Mexican), its view built from what was written (it equals loadInvoice's: invoices.test.ts).
 *
 * A whole bill is written in one statement with its lines, the order's move, the activity row and the
 * Idempotency-Key's answer when `claim` is given (writeInvoiceOfOrder; decision 043, addendum on speed).
 */
export async function createInvoice(
  tx: Tx,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
  claim?: KeyClaim,
): Promise<{ id: number; view: (() => Invoice) | null; answered: boolean }> {
  let order = await lockDocument(tx, current, 'ORDER', body.order_id);
  const status = order.status as OrderStatus;
  if (status === 'CANCELLED') throw badRequest('invoice.orderCancelled');
  // A whole bill's id is taken with the parties, so its parts leave the shelf before it is written and
  // numbered: the counter row is then locked only from the bill's statement to the commit. The same read
  // says whether a live bill covers the order already (one round trip for both; read after the order's lock,
  // so a bill committed meanwhile is seen), and so do the order's part lines, which its bill takes off the shelf.
  // An order changed first (`body.order`) is read again after.
  const reserveInvoiceId = !body.insurance_partner_id;
  const early = body.order
    ? null
    : await billingParties(tx, current, order.customerId, {
        reserveInvoiceId,
        billedOrderId: order.id,
        partLinesOfOrder: order.id,
      });
  const billed = early ? early.billedNumber : await invoiceNumberBillingOrder(tx, current, order.id);
  if (billed) throw new AppError('CONFLICT', 'invoice.alreadyInvoiced', { number: billed });
  if (!canInvoiceFrom(status)) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status });
  // Shell 6: once the order is PAYMENT_DUE only EDIT_INVOICE (or the owner) prepares its invoice.
  if (status === 'PAYMENT_DUE' && !hasAnyRole(current.roles, INVOICE_EDIT)) throw forbidden('invoice.editInvoiceRole');
  if (body.order) {
    await updateOrder(tx, current, order.id, body.order, userId, now, { billing: true });
    order = await lockDocument(tx, current, 'ORDER', order.id);
  }

  const zero = money(order.grandTotal).isZero();
  const zeroReason = body.zero_reason?.trim() || null;
  if (zero && !zeroReason) throw badRequest('invoice.zeroReasonRequired');
  if (!zero && zeroReason) throw badRequest('invoice.zeroReasonNotZero');

  const parties = early ?? (await billingParties(tx, current, order.customerId, { reserveInvoiceId }));
  if (body.invoice_type === 'B2B' && !isTaxRegistered(parties.customer)) throw badRequest('invoice.b2bTaxNumber');
  // Mexico: a sale to the public (no RFC) may wait for the period's global invoice instead of its own CFDI.
  if (body.cfdi_global) {
    if (parties.seller.country_code !== 'MX') throw badRequest('cfdiGlobal.notMexico');
    if (body.insurance_partner_id) throw badRequest('cfdiGlobal.notWholeBill');
    if (body.invoice_type !== 'B2C' || isRfc(parties.customer.tax_number)) throw badRequest('cfdiGlobal.customerHasRfc');
  }
  const usoCfdi = chosenCfdiUse(body.cfdi_use, parties, body.invoice_type === 'B2B');
  const day = localDay(now, parties.seller.time_zone);
  const year = financialYear(day, parties.seller.country_code);
  const base = commonValues(current, order, parties, body, { now, day, fy: year.label, userId });

  const next: OrderStatus = zero ? 'PAYMENT_DONE' : 'PAYMENT_DUE';
  if (body.insurance_partner_id) {
    const id = await writeSplitInvoices(tx, current, order, body.insurance_partner_id, base, parties, {
      year: year.label,
      next,
      userId,
      now,
      usoCfdi,
    });
    return { id, view: null, answered: false };
  }
  const from = order.status as OrderStatus;
  if (from !== next && !canSystemMove(from, next)) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status: from });
  const move = from !== next ? { from, to: next } : null;

  // India: a B2B bill is taxed for its place of supply, the state of the customer's GSTIN (decision 043, addendum).
  const { country_code: country, tax_number: sellerGstin } = parties.seller;
  const place = body.invoice_type === 'B2B' ? placeOfSupply(country, sellerGstin, parties.customer.tax_number) : null;
  const invoiceId = parties.invoiceId!;
  // The order's parts leave the shelf with its bill (decision 056), before the number is taken.
  await takeInvoiceStock(tx, { current, userId, now }, [order], invoiceId, parties.settings, parties.partLines);
  const written = await writeInvoiceOfOrder(
    tx,
    {
      ...base,
      ...(place ? { header: { ...(base.header as object), place_of_supply: place } } : {}),
      zeroReason,
      customer: parties.customer,
      customerName: parties.customer.name,
      subTotal: order.subTotal,
      discount: order.discount,
      taxTotal: order.taxTotal,
      grandTotal: order.grandTotal,
      taxLines: order.taxLines,
    },
    {
      id: invoiceId,
      counterKind: yearCounterKind('INVOICE', year.label),
      ...numberHeads(parties.invoicePrefix, year.label),
      move: move ? { ...move, now } : null,
      activity: {
        userId,
        at: now,
        detail: { total: order.grandTotal, ...(move ?? {}), ...(zeroReason ? { zero_reason: zeroReason } : {}) },
      },
      ...(claim ? { claim } : {}),
    },
  );
  if (!written.moved) throw new AppError('CONFLICT', 'order.changedMeanwhile');
  const { row, lines } = place
    ? await taxForSupply(
        tx,
        written,
        gstSupply(country, sellerGstin, parties.customer.tax_number),
        parties.seller.rounding_digits,
      )
    : written;
  // Mexico: the bill's CFDI opens PENDING with it, and is stamped once this transaction has committed.
  if (parties.seller.country_code === 'MX') {
    await openCfdis(
      tx,
      current,
      [row.id],
      now,
      body.cfdi_global ? 'GLOBAL' : 'PENDING',
      new Map(usoCfdi ? [[row.id, usoCfdi]] : []),
    );
    return { id: row.id, view: null, answered: Boolean(claim) };
  }
  const head = { externalOrderId: order.externalOrderId, orderType: order.orderType, status: next };
  // Built once the transaction has committed (createInvoiceOnce): the counter row is locked until then.
  return { id: row.id, view: () => invoiceView(row, head, lines, [], [], { cfdi: null }), answered: Boolean(claim) };
}

/** Creates an invoice once per Idempotency-Key; a replay answers the first invoice as it is now. */
export async function createInvoiceOnce(
  db: Db,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: Invoice }> {
  const scope = `createInvoice:${current.garageId}`;
  const built: { view: (() => Invoice) | null } = { view: null };
  const result = await idempotent(db, { userId, scope, key, body }, async (tx, claim) => {
    const { id, view, answered } = await createInvoice(tx, current, body, userId, now, claim);
    built.view = view;
    return { status: 201, body: { id }, answered };
  });
  // A bill written now answers what was written; a replay, a split or a Mexican bill is read as it is now.
  const view = (!result.replayed && built.view?.()) || (await loadInvoice(db, current, result.body.id));
  return { ...result, view };
}
