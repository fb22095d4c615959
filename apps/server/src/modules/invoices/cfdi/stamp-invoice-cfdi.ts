import type { Invoice } from '@garage/contract';
import {
  buildCfdiXml,
  CfdiBuildError,
  type CfdiLine,
  type CfdiSource,
  isCfdiTaxRegime,
  isMexicanPostalCode,
  isRfc,
  paymentTerms,
  postalCodeInAddress,
  type TaxCategoryRate,
} from '@garage/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import { paymentForms } from '../../payment-methods/payment-forms.ts';
import { billingParties } from '../billing-parties.ts';
import { type InvoiceLineRow, invoiceLines } from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import { type CfdiRow, findCfdi, type StoredReceptor, updateCfdi } from './cfdi.repository.ts';
import type { CfdiStamper } from './cfdi-stamper.ts';
import { type CfdiSchema, validateCfdi } from './validate-cfdi.ts';

export interface CfdiDeps {
  stamper: CfdiStamper;
  schema: CfdiSchema;
  clock: Clock;
  log: FastifyBaseLogger;
}
type Scope = { groupId: number; garageId: number };
export type StoredError = { key: string; params: Record<string, string>; detail: string | null };

export class SchemaInvalid extends Error {
  constructor(readonly errors: string[]) {
    super('cfdi.schemaInvalid');
  }
}

/** A billed line (of an invoice or a credit note) as the CFDI states it. */
export function cfdiLine(l: {
  kind: 'service' | 'part';
  name: string;
  packageName?: string | null;
  code: string | null;
  quantity: string;
  priced: unknown;
  taxCategory: unknown;
}): CfdiLine {
  const priced = l.priced as { taxable: string; share: string; taxes: Array<{ name: string; amount: string }> };
  const category = l.taxCategory as TaxCategoryRate | null;
  return {
    kind: l.kind,
    name: l.name,
    package_name: l.packageName ?? null,
    code: l.code,
    quantity: l.quantity,
    taxable: priced.taxable,
    share: priced.share,
    taxes: priced.taxes,
    rates: (category?.components ?? []).map((c) => ({ name: c.name, value: String(c.value) })),
  };
}

/** A frozen value when it is usable, else the master's value now (so fixing a master and retrying works). */
const usable = <T>(frozen: T | null | undefined, check: (v: T | null | undefined) => boolean, now: T | null | undefined) =>
  check(frozen) ? (frozen as T) : (now ?? null);

/**
 * What the CFDI states, from the frozen invoice (or, with `receptor`, to the customer stored on its CFDI row). The fiscal data SAT checks (RFC, régimen, fiscal postal
 * codes) are the invoice's as billed, or the garage's and customer's now when the invoice lacks them: the
 * CFDI is issued when it is stamped, and a fix of a master must let a failed stamp succeed on retry. Each
 * payment carries the SAT form its method states in this garage (a garage's own method's too).
 */
export async function cfdiSource(
  tx: Tx,
  scope: Scope,
  bill: Invoice,
  lines: readonly InvoiceLineRow[],
  receptor?: StoredReceptor | null,
): Promise<CfdiSource> {
  const now = await billingParties(tx, scope, bill.customer_id);
  const formOf = await paymentForms(tx, scope);
  const insurer = bill.insurance_partner_id !== null;
  const customerNow = insurer ? { ...bill.customer, postal_code: postalCodeInAddress(bill.customer.address) } : now.customer;
  // The customer who named themselves for a sale first stated in a global invoice (reason 04): the invoice's
  // CFDI, and its egreso and payment complements after it, are theirs.
  const named = receptor ?? null;
  return {
    invoice_number: bill.invoice_number,
    invoiced_at: bill.invoiced_at,
    seller: {
      name: bill.seller.name,
      tax_number: usable(bill.seller.tax_number, isRfc, now.seller.tax_number),
      time_zone: bill.seller.time_zone,
      postal_code: usable(bill.seller.postal_code, isMexicanPostalCode, now.seller.postal_code),
      tax_regime: usable(bill.seller.tax_regime, isCfdiTaxRegime, now.seller.tax_regime),
    },
    customer: named
      ? { name: named.name, tax_number: named.rfc, postal_code: named.cp, tax_regime: named.regimen }
      : {
          name: bill.customer.name,
          tax_number: usable(bill.customer.tax_number, isRfc, customerNow.tax_number),
          postal_code: usable(bill.customer.postal_code, isMexicanPostalCode, customerNow.postal_code),
          tax_regime: bill.customer.tax_regime || customerNow.tax_regime || null,
        },
    lines: lines.map(cfdiLine),
    total_amount: bill.total_amount,
    payments: bill.payments.map((p) => ({ method: p.method, amount: p.amount, forma: formOf(p.method) })),
  };
}

export function failure(error: unknown): StoredError {
  if (error instanceof CfdiBuildError) return { key: error.key, params: error.params, detail: null };
  if (error instanceof SchemaInvalid) return { key: 'cfdi.schemaInvalid', params: {}, detail: error.errors.join('\n') };
  return { key: 'cfdi.stampFailed', params: { reason: error instanceof Error ? error.message : String(error) }, detail: null };
}

/**
 * Builds, checks and stamps the CFDI of one invoice, under a lock of its CFDI row (two retries at once
 * stamp once). Runs after the invoicing transaction has committed: a PAC that is slow or down never holds
 * the order and counter locks, and a failure leaves the invoice as it is, its CFDI FAILED with the reason.
 * `retry`: the caller asked for it (404 without a CFDI, 409 when already stamped); otherwise a CFDI that is
 * not PENDING is left alone.
 */
export async function stampInvoiceCfdi(
  db: Db,
  deps: CfdiDeps,
  scope: Scope,
  invoiceId: number,
  retry = false,
): Promise<CfdiRow['status']> {
  return db.transaction(async (tx) => {
    const row = await findCfdi(tx, scope, invoiceId, true);
    if (!row) {
      if (retry) throw new AppError('NOT_FOUND', 'cfdi.notApplicable');
      return 'PENDING';
    }
    // A public sale stated in a global invoice has its CFDI there (decision 048, addendum). One left for the
    // global invoice and not in one yet may still get its own CFDI when asked (the customer wants one).
    if (row.status === 'GLOBAL' && row.globalCfdiId !== null) {
      if (retry) throw new AppError('CONFLICT', 'cfdiGlobal.covered');
      return row.status;
    }
    // A public sale returned in full before a global invoice stated it (settleCreditedInFull): nothing to state.
    if (row.status === 'NOT_REQUIRED') {
      if (retry) throw new AppError('CONFLICT', 'cfdi.creditedBeforeGlobal', (row.error as StoredError).params);
      return row.status;
    }
    if (row.status === 'STAMPED' || row.status === 'CANCELLED') {
      if (retry) throw new AppError('CONFLICT', row.status === 'STAMPED' ? 'cfdi.alreadyStamped' : 'cfdi.notApplicable');
      return row.status;
    }
    if (!retry && row.status !== 'PENDING') return row.status;
    const bill = await loadInvoice(tx, scope, invoiceId);
    const lines = await invoiceLines(tx, scope.groupId, invoiceId);
    const attempts = row.attempts + 1;
    try {
      // The use chosen when the bill was made (S01 without one); a nominative CFDI states the one its customer named.
      const source = { ...(await cfdiSource(tx, scope, bill, lines)), ...(row.usoCfdi ? { uso_cfdi: row.usoCfdi } : {}) };
      const xml = buildCfdiXml(source, deps.stamper.seal());
      const check = await validateCfdi(xml, deps.schema);
      if (!check.valid) throw new SchemaInvalid(check.errors);
      const stamped = await deps.stamper.stamp(xml);
      const terms = paymentTerms(source);
      await updateCfdi(tx, scope, invoiceId, {
        status: 'STAMPED',
        uuid: stamped.uuid,
        xml: stamped.xml,
        stampedAt: stamped.stampedAt,
        provider: deps.stamper.name,
        metodoPago: terms.metodo,
        formaPago: terms.forma,
        error: null,
        attempts,
        updatedAt: deps.clock.now(),
      });
      return 'STAMPED';
    } catch (error) {
      const stored = failure(error);
      if (stored.key === 'cfdi.stampFailed') deps.log.warn({ err: error, invoiceId }, 'CFDI stamping failed');
      await updateCfdi(tx, scope, invoiceId, { status: 'FAILED', error: stored, attempts, updatedAt: deps.clock.now() });
      return 'FAILED';
    }
  });
}
