import type { NominativeReceptor } from '@garage/contract';
import { buildCfdiXml, paymentTerms } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import type { Membership } from '../../../platform/guard.ts';
import { invoiceLines } from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import type { StoredReceptor } from './cfdi.repository.ts';
import { type CfdiDeps, cfdiSource, SchemaInvalid } from './stamp-invoice-cfdi.ts';
import { validateCfdi } from './validate-cfdi.ts';

export interface NominativeDraft {
  invoiceId: number;
  orderId: number;
  invoiceNumber: string;
  receptor: StoredReceptor;
  uso: string;
  metodo: 'PUE' | 'PPD';
  forma: string;
  /** Checked against the schema, without the TimbreFiscalDigital. */
  xml: string;
}

/**
 * The CFDI of one sale of a global invoice to the customer who named themselves (SAT's reason 04): the bill's
 * frozen lines and payments to that receptor and uso, dated now — it is issued now, and a PAC refuses a Fecha
 * more than 72 hours old. Checked against the schema; throws CfdiBuildError or SchemaInvalid.
 */
export async function draftNominativeCfdi(
  tx: Tx,
  deps: CfdiDeps,
  current: Membership,
  invoiceId: number,
  input: z.output<typeof NominativeReceptor>,
  now: Date,
): Promise<NominativeDraft> {
  const receptor: StoredReceptor = { rfc: input.rfc, name: input.name, regimen: input.regimen, cp: input.cp };
  const bill = await loadInvoice(tx, current, invoiceId);
  const source = await cfdiSource(tx, current, bill, await invoiceLines(tx, current.groupId, invoiceId), receptor);
  const xml = buildCfdiXml({ ...source, invoiced_at: now.toISOString(), uso_cfdi: input.uso_cfdi }, deps.stamper.seal());
  const check = await validateCfdi(xml, deps.schema);
  if (!check.valid) throw new SchemaInvalid(check.errors);
  const terms = paymentTerms(source);
  return {
    invoiceId,
    orderId: bill.order_id,
    invoiceNumber: bill.invoice_number,
    receptor,
    uso: input.uso_cfdi,
    metodo: terms.metodo,
    forma: terms.forma,
    xml,
  };
}
