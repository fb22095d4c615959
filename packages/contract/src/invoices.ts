import {
  AGEING_BUCKETS,
  BULK_PAYMENT_LIMIT,
  type CfdiTimbre,
  GLOBAL_CANCEL_REASONS,
  INVOICE_SHARES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  MONEY_COLUMN,
  nominativeReceptorProblem,
  QUANTITY_COLUMN,
} from '@garage/domain';
import { z } from 'zod';
import { INSURANCE_READ, INVOICE_CREATE, INVOICE_READ, PAYMENT_TAKE } from './access.ts';
import { calendarDate, decimalInput, idText, optionalEmail, plainText } from './common.ts';
import { PageQuery, page } from './masters.ts';
import { NotifyQuery, OrderUpdate, PricedLine, SerialList } from './orders.ts';
import type { RouteDef } from './routes.ts';

// ---------- Invoices (issue 13; decision 043) ----------

/** Mexico: a CFDI's use (c_UsoCFDI); checked against SAT's catalogue and the receptor by the server. */
const cfdiUse = z.string().trim().toUpperCase().max(4).optional();

/**
 * "Create invoice" of the PREPARE_INVOICE mode: the order's final lines (the same body as an order edit,
 * optional: without it the order is billed as it stands) and the bill's type. B2B needs the customer's
 * tax number; a zero invoice (warranty, goodwill) needs its reason.
 */
export const InvoiceCreate = z.object({
  order_id: z.number().int().positive(),
  invoice_type: z.enum(['B2C', 'B2B']).default('B2C'),
  /**
   * Split bill: the insurer of this claim. Lines with an insurance_percentage are billed in two invoices,
   * the insurer's share (to this partner) and the customer's, adding up exactly to the order.
   */
  insurance_partner_id: z.number().int().positive().nullable().optional(),
  zero_reason: plainText(200).nullable().optional(),
  order: OrderUpdate.optional(),
  /**
   * Mexico: a sale to a customer without an RFC left for the period's global invoice (factura global)
   * instead of a CFDI of its own (decision 048, addendum). 400 outside Mexico, for a customer with an RFC
   * or for a split bill.
   */
  cfdi_global: z.boolean().optional(),
  /**
   * Mexico: the CFDI's use (c_UsoCFDI, e.g. G03) for the customer's bill; without it S01. 400 when SAT does not
   * allow it for the receptor (decision 048, addendum on the uso CFDI) or outside Mexico.
   */
  cfdi_use: cfdiUse,
});
export type InvoiceCreate = z.input<typeof InvoiceCreate>;

/**
 * `POST oms/summary_invoice`: one B2B invoice for a customer's orders created over a range of garage-local
 * days that are not billed yet — their lines one by one (by_line_items), or one line per order.
 */
export const SummaryInvoiceCreate = z
  .object({
    customer_id: z.number().int().positive(),
    from: calendarDate,
    to: calendarDate,
    by_line_items: z.boolean().default(true),
    type: z.literal('B2B_SUMMARY_INVOICE').default('B2B_SUMMARY_INVOICE'),
    garage_id: z.number().int().positive().optional(),
    /** Mexico: the summary CFDI's use (c_UsoCFDI), as an invoice's `cfdi_use`. */
    cfdi_use: cfdiUse,
  })
  .refine((b) => b.from <= b.to, { error: 'order.dateRange', path: ['to'] });
export type SummaryInvoiceCreate = z.input<typeof SummaryInvoiceCreate>;

export const PartyBlock = z.object({
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  tax_number: z.string().nullable(),
  /** Mexico's CFDI: the fiscal postal code and régimen fiscal as they were when billed (decision 048). */
  postal_code: z.string().nullable().optional(),
  tax_regime: z.string().nullable().optional(),
});
export const SellerBlock = PartyBlock.extend({
  logo_url: z.string().nullable(),
  country_code: z.string(),
  currency_code: z.string(),
  time_zone: z.string(),
  rounding_digits: z.number(),
});
export const VehicleBlock = z.object({
  reg_number: z.string().nullable(),
  name: z.string().nullable(),
  odometer_reading: z.number().nullable(),
  /** KM, or MILE in the USA (orders 2.2). */
  distance_unit: z.enum(['KM', 'MILE']),
});

/**
 * GLOBAL: a sale to the public left for the period's global invoice (decision 048, addendum). NOT_REQUIRED: such a
 * sale returned in full before a global invoice stated it; `error` is cfdi.creditedBeforeGlobal.
 */
export const CFDI_STAMP_STATUSES = ['PENDING', 'STAMPED', 'FAILED', 'CANCELLED', 'GLOBAL', 'NOT_REQUIRED'] as const;

/** Another global invoice, named: its id (for a link), Serie-Folio and folio fiscal. */
const GlobalCfdiRef = z.object({ id: z.number(), folio: z.string(), uuid: z.string() });

const CfdiTimbreSchema = z
  .object({
    uuid: z.string(),
    fecha_timbrado: z.string(),
    rfc_prov_certif: z.string(),
    sello_cfd: z.string(),
    sello_sat: z.string(),
    no_certificado_sat: z.string(),
    sello: z.string(),
    no_certificado: z.string(),
    rfc_emisor: z.string(),
    rfc_receptor: z.string(),
    total: z.string(),
  })
  .meta({ id: 'CfdiTimbre' }) satisfies z.ZodType<CfdiTimbre>;

/** Mexico's CFDI of an invoice (decision 048); null on invoices of other countries. */
export const InvoiceCfdi = z
  .object({
    status: z.enum(CFDI_STAMP_STATUSES),
    /** The folio fiscal given by the PAC. */
    uuid: z.string().nullable(),
    stamped_at: z.string().nullable(),
    /** Stamped by the product's sandbox PAC: no fiscal validity. */
    sandbox: z.boolean(),
    metodo_pago: z.string().nullable(),
    forma_pago: z.string().nullable(),
    uso_cfdi: z.string(),
    /**
     * The customer it was stamped to when not the bill's customer as billed: a sale first stated in a global
     * invoice whose customer asked for their own CFDI (reason 04). Null otherwise.
     */
    receptor: z.object({ rfc: z.string(), name: z.string(), regimen: z.string(), cp: z.string() }).nullable().optional(),
    /** GLOBAL: the global invoice that states this sale (Serie-Folio FG-n and its folio fiscal); null while it waits for one. */
    global_invoice: GlobalCfdiRef.nullable().optional(),
    /**
     * Why the last stamping failed, or why none is needed (NOT_REQUIRED): a message key of the catalogue, its
     * parameters, and libxml2's details.
     */
    error: z.object({ key: z.string(), params: z.record(z.string(), z.string()), detail: z.string().nullable() }).nullable(),
    cancel_reason: z.enum(['01', '02', '03', '04']).nullable(),
    cancelled_at: z.string().nullable(),
    /**
     * Once stamped, what SAT's printed representation carries, read from the stamped XML (decision 048, stop 27):
     * the TimbreFiscalDigital's seals and certificate, the Comprobante's Sello, NoCertificado and Total as
     * written, and both RFCs. Null before stamping.
     */
    timbre: CfdiTimbreSchema.nullable().optional(),
  })
  .meta({ id: 'InvoiceCfdi' });
export type InvoiceCfdi = z.infer<typeof InvoiceCfdi>;

// ---------- Mexico's global invoice (factura global; decision 048, addendum) ----------

export const CFDI_PERIODICIDAD_CODES = ['01', '02', '03', '04', '05'] as const;

/** A period of a global invoice: its periodicity and any garage-local day within it. */
export const GlobalCfdiPeriodQuery = z.object({
  periodicidad: z.enum(CFDI_PERIODICIDAD_CODES),
  date: calendarDate,
});
export type GlobalCfdiPeriodQuery = z.input<typeof GlobalCfdiPeriodQuery>;

export const GlobalCfdiPeriod = z.object({
  periodicidad: z.enum(CFDI_PERIODICIDAD_CODES),
  from: z.string(),
  to: z.string(),
  /** c_Meses: 01–12, 13–18 for a bimester. */
  meses: z.string(),
  anio: z.number(),
});

export const GlobalCfdiBill = z.object({
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoiced_at: z.string(),
  customer_name: z.string(),
  total_amount: z.string(),
});

/** What a global invoice of a period would cover: the public's paid bills without a CFDI, and those still owed (left out). */
export const GlobalCfdiPreview = z
  .object({
    period: GlobalCfdiPeriod,
    bills: z.array(GlobalCfdiBill),
    total: z.string(),
    /** Public sales of the period still owed: a global invoice is PUE, so they wait until paid. */
    unpaid_count: z.number(),
  })
  .meta({ id: 'GlobalCfdiPreview' });
export type GlobalCfdiPreview = z.infer<typeof GlobalCfdiPreview>;

export const GLOBAL_CFDI_STATUSES = ['ACTIVE', 'CANCELLED'] as const;

/** How a global invoice was cancelled (decision 048, addendum on cancelling a global invoice). */
export const GlobalCfdiCancellation = z.object({
  reason: z.enum(GLOBAL_CANCEL_REASONS),
  at: z.string(),
  by_name: z.string().nullable(),
  /** Reason 01: the FolioSustitucion SAT was told; 04: the re-issued global invoice's UUID (not sent to SAT). */
  substitute_uuid: z.string().nullable(),
  /** The global invoice that states its remaining bills now (01, or 04 when bills remained). */
  replaced_by: GlobalCfdiRef.nullable(),
  /** Reason 04: the bill that got a CFDI of its own, and that CFDI's folio fiscal. */
  nominative: z.object({ invoice_id: z.number(), invoice_number: z.string(), uuid: z.string().nullable() }).nullable(),
});

export const GlobalCfdi = z
  .object({
    id: z.number(),
    serie: z.string(),
    folio: z.string(),
    status: z.enum(GLOBAL_CFDI_STATUSES),
    cancellation: GlobalCfdiCancellation.nullable(),
    /** The cancelled global invoice this one substitutes (CfdiRelacionados TipoRelacion 04). */
    replaces: GlobalCfdiRef.nullable(),
    period: GlobalCfdiPeriod,
    bill_count: z.number(),
    total: z.string(),
    forma_pago: z.string(),
    uuid: z.string(),
    stamped_at: z.string(),
    /** Stamped by the product's sandbox PAC: no fiscal validity. */
    sandbox: z.boolean(),
    /** The bills it states (on the answer of its creation, and of `GET oms/cfdi_global/{id}`). */
    bills: z.array(GlobalCfdiBill).optional(),
  })
  .meta({ id: 'GlobalCfdi' });
export type GlobalCfdi = z.infer<typeof GlobalCfdi>;
export const GlobalCfdiPage = page(GlobalCfdi);

/**
 * The customer a sale of a global invoice is stated to when they ask for their own CFDI (reason 04): a
 * nominative RFC (not XAXX010101000 / XEXX010101000), name, régimen fiscal, fiscal postal code and CFDI use.
 */
export const NominativeReceptor = z
  .object({
    rfc: z.string().trim().toUpperCase().max(13),
    name: plainText(254).pipe(z.string().min(1, { error: 'field.required' })),
    regimen: z.string().trim().max(3),
    cp: z.string().trim().max(5),
    uso_cfdi: z.string().trim().toUpperCase().max(4),
  })
  .superRefine((r, ctx) => {
    const problem = nominativeReceptorProblem(r);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, path: [problem.field] });
  });
export type NominativeReceptor = z.input<typeof NominativeReceptor>;

/**
 * `POST oms/cfdi_global/{id}/cancel`: SAT's reason 01 (a substitute for the same bills), 02 (no substitute:
 * the bills go back to the pool) or 04 (one bill gets the customer's own CFDI, the rest a substitute); the bill
 * and the receptor are given with 04 only.
 */
export const GlobalCfdiCancel = z
  .object({
    reason: z.enum(GLOBAL_CANCEL_REASONS, { error: 'cfdiGlobal.reasonInvalid' }),
    invoice_id: z.number().int().positive().optional(),
    receptor: NominativeReceptor.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.reason === '04' && (b.invoice_id === undefined || b.receptor === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'cfdiGlobal.nominativeRequired',
        path: [b.invoice_id === undefined ? 'invoice_id' : 'receptor'],
      });
    if (b.reason !== '04' && (b.invoice_id !== undefined || b.receptor !== undefined))
      ctx.addIssue({ code: 'custom', message: 'cfdiGlobal.nominativeOnly04', path: ['reason'] });
  });
export type GlobalCfdiCancel = z.input<typeof GlobalCfdiCancel>;

/** The cancelled global invoice, and the substitute issued for its bills (01, or 04 when bills remained). */
export const GlobalCfdiCancelled = z
  .object({ cancelled: GlobalCfdi, substitute: GlobalCfdi.nullable() })
  .meta({ id: 'GlobalCfdiCancelled' });
export type GlobalCfdiCancelled = z.infer<typeof GlobalCfdiCancelled>;

export const DOCUMENT_CFDI_STATUSES = ['PENDING', 'STAMPED', 'FAILED', 'CANCELLED', 'NOT_REQUIRED'] as const;

/**
 * Mexico's CFDI of a receipt (kind P: the payment complement, REP) or of a credit note (kind E: egreso);
 * decision 048, addendum. PENDING with an error cfdi.waitingInvoice while the invoice it names is not
 * stamped yet; NOT_REQUIRED when the invoices a receipt paid were stamped PUE. Null when there is none.
 */
export const DocumentCfdi = z
  .object({
    kind: z.enum(['P', 'E']),
    status: z.enum(DOCUMENT_CFDI_STATUSES),
    uuid: z.string().nullable(),
    stamped_at: z.string().nullable(),
    sandbox: z.boolean(),
    /** c_FormaPago of the money (several, comma-separated, when a receipt took several forms). */
    forma_pago: z.string().nullable(),
    error: z.object({ key: z.string(), params: z.record(z.string(), z.string()), detail: z.string().nullable() }).nullable(),
    cancel_reason: z.enum(['01', '02', '03', '04']).nullable(),
    cancelled_at: z.string().nullable(),
    /**
     * An egreso of a sale stated in a global invoice relates that global invoice (Serie FG): its folio and folio
     * fiscal. Null otherwise (an egreso relates the sale's own CFDI).
     */
    global_invoice: z.object({ folio: z.string(), uuid: z.string() }).nullable(),
    /**
     * Once stamped, what SAT's printed representation carries, read from the stamped XML (decision 049, addendum):
     * as an invoice's `timbre`. Null before stamping.
     */
    timbre: CfdiTimbreSchema.nullable().optional(),
  })
  .meta({ id: 'DocumentCfdi' });
export type DocumentCfdi = z.infer<typeof DocumentCfdi>;

/** A method's code in a path or a payment part: a built-in's (CASH, …) or a garage's own (PM_12; decision 050). */
export const MethodCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'paymentMethod.unknown' });

/** A receipt refunded whole (decision 064). */
export const PaymentRefundMark = z.object({
  at: z.string(),
  by_name: z.string().nullable(),
  reason: z.string(),
  /** The refund receipt: the money that went out, a receipt of a negative amount. */
  receipt_id: z.number(),
  receipt_number: z.string(),
});

export const InvoicePayment = z.object({
  payment_id: z.number(),
  receipt_id: z.number(),
  receipt_number: z.string(),
  /** A built-in's code (PAYMENT_METHODS) or a garage's own method's (PM_12). */
  method: z.string(),
  /** The garage's name for the method (its own method's, or a built-in's new name); null: the standard name. */
  method_name: z.string().nullable(),
  amount: z.string(),
  reference: z.string().nullable(),
  cheque_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  cheque_date: z.string().nullable(),
  paid_at: z.string(),
  /** The whole receipt was refunded (decision 064): when, by whom, why, and the refund receipt (money out). */
  refund: PaymentRefundMark.nullable(),
  /** On a refund receipt's row (money out): the receipt whose payment it gives back. */
  refund_of: z.object({ receipt_id: z.number(), receipt_number: z.string() }).nullable(),
  /** The money came through an online payment link (decision 046): a refund here does not ask the provider. */
  online: z.boolean(),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const Invoice = z
  .object({
    invoice_id: z.number(),
    garage_id: z.number(),
    order_id: z.number(),
    external_order_id: z.string(),
    order_type: z.string(),
    order_status: z.string(),
    invoice_number: z.string(),
    fy: z.string(),
    invoice_type: z.enum(INVOICE_TYPES),
    share: z.enum(INVOICE_SHARES),
    status: z.enum(INVOICE_STATUSES),
    zero_reason: z.string().nullable(),
    void_reason: z.string().nullable(),
    invoiced_at: z.string(),
    /** The garage-local day of the invoice (YYYY-MM-DD). */
    invoice_day: z.string(),
    customer_id: z.number(),
    /** Set on the insurer's share of a split bill: the block `customer` is then the insurer. */
    insurance_partner_id: z.number().nullable(),
    customer: PartyBlock,
    vehicle: VehicleBlock.nullable(),
    seller: SellerBlock,
    lpo_number: z.string().nullable(),
    /** The insurer's share of a split bill: the insured customer and vehicle, so the insurer matches it to its claim. */
    insured: z.object({ name: z.string(), reg_number: z.string().nullable() }).nullable(),
    /**
     * India: a B2B bill's place of supply, the state of the buyer's GSTIN (code and name), which decided IGST or
     * CGST + SGST (decision 043, addendum). Null on other bills.
     */
    place_of_supply: z.object({ code: z.string(), name: z.string() }).nullable(),
    /** The orders a summary invoice bills (empty on an ordinary invoice). */
    summary_orders: z.array(z.object({ order_id: z.number(), external_order_id: z.string() })),
    customer_remarks: z.array(z.string()),
    garage_recommendation: z.string().nullable(),
    item_wise_discount: z.boolean(),
    /** The lines as billed; `line_id` names a line in a return (credit note). */
    lines: z.array(PricedLine.extend({ line_id: z.number() })),
    sub_total: z.string(),
    discount: z.string(),
    tax_lines: z.array(z.object({ name: z.string(), amount: z.string() })),
    tax_total: z.string(),
    total_amount: z.string(),
    paid_amount: z.string(),
    /** What credit notes (returns) took off this bill. */
    credited_amount: z.string(),
    due_amount: z.string(),
    payment_status: z.enum(['UNPAID', 'PARTIAL', 'PAID']),
    payments: z.array(InvoicePayment),
    /** ON_ACCOUNT (decision 050): the customer took the vehicle on account; the due stays owed. */
    on_account: z.object({ at: z.string(), by_name: z.string().nullable(), note: z.string().nullable() }).nullable(),
    /** The order's other live invoices (the other share of a split bill). */
    related: z.array(
      z.object({
        invoice_id: z.number(),
        invoice_number: z.string(),
        share: z.enum(INVOICE_SHARES),
        total_amount: z.string(),
        due_amount: z.string(),
      }),
    ),
    created_at: z.string(),
    cfdi: InvoiceCfdi.nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceSearchQuery = PageQuery.extend({
  /** Invoice number (INV/26-27/00012 or 12), customer name or mobile; partial. */
  q: z.string().trim().max(60).optional(),
  order_id: z.coerce.number().int().positive().optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  /** An insurer's bills (their dues); the spec's name for the due list's filter. */
  insurance_company_id: z.coerce.number().int().positive().optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Only bills with something still owed. */
  due_only: z.stringbool().optional(),
  /** Invoiced on or after / on or before these garage-local days. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type InvoiceSearchQuery = z.input<typeof InvoiceSearchQuery>;

export const InvoiceSummary = z
  .object({
    invoice_id: z.number(),
    order_id: z.number(),
    invoice_number: z.string(),
    invoice_type: z.enum(INVOICE_TYPES),
    share: z.enum(INVOICE_SHARES),
    status: z.enum(INVOICE_STATUSES),
    customer_id: z.number(),
    customer_name: z.string(),
    insurance_partner_id: z.number().nullable(),
    invoiced_at: z.string(),
    invoice_day: z.string(),
    total_amount: z.string(),
    paid_amount: z.string(),
    due_amount: z.string(),
    payment_status: z.enum(['UNPAID', 'PARTIAL', 'PAID']),
    /** Put on account (ON_ACCOUNT): the vehicle may have left while this is owed. */
    on_account: z.boolean(),
    /** Days since the invoice day (garage-local), and its ageing bucket. */
    age_days: z.number(),
    ageing: z.enum(AGEING_BUCKETS.map((b) => b.key) as [string, ...string[]]),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;
export const InvoiceSummaryPage = page(InvoiceSummary).extend({
  /**
   * Sum of due_amount over every bill the search matches (not only this page). Only a dues search has it
   * (due_only, customer_id or insurance_company_id): a list of all bills or a text search does not sum what
   * a million bills leave owed for a figure no screen of theirs shows.
   */
  total_due: z.string().optional(),
});
export type InvoiceSummaryPage = z.infer<typeof InvoiceSummaryPage>;

export const InvoiceVoidQuery = z.object({
  order_id: idText,
  /** The reason, in words (the garage's cancel reasons are offered; another text is accepted). */
  cancel_reason: plainText(200).pipe(z.string().min(1, { error: 'field.required' })),
  garage_id: idText.optional(),
  /** Mexico: the SAT cancellation reason code (01–04); required when the invoice has a stamped CFDI. */
  cfdi_cancel_reason: z.enum(['01', '02', '03', '04']).optional(),
  /** Mexico, reason 01: the folio fiscal (UUID) of the CFDI that replaces the cancelled one. */
  cfdi_substitute_uuid: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, { error: 'cfdi.substituteRequired' })
    .optional(),
});

export const INVOICE_LAYOUTS = ['A4', 'RECEIPT_80MM'] as const;

/**
 * A signed, expiring link to the invoice's PDF; with a channel it is also sent to the customer through the
 * outbox, to the mobile number or e-mail stored on the customer (never an address from the request).
 */
export const InvoiceShare = z.object({
  channel: z.enum(['SMS', 'WHATSAPP', 'EMAIL']).nullable().optional(),
  layout: z.enum(INVOICE_LAYOUTS).default('A4'),
  language: z.enum(['en', 'es']).optional(),
});
export type InvoiceShare = z.input<typeof InvoiceShare>;
export const InvoiceShareLink = z.object({
  url: z.string(),
  expires_at: z.string(),
  /** Where the link was sent ("+91 98…10", an e-mail), null when only the link was asked for. */
  sent_to: z.string().nullable(),
});
export type InvoiceShareLink = z.infer<typeof InvoiceShareLink>;
export const InvoicePdfQuery = z.object({
  /** The signed token of the link (in the query: a path segment is limited to 100 characters). */
  token: z.string().min(20).max(1000),
  layout: z.enum(INVOICE_LAYOUTS).optional(),
  lang: z.enum(['en', 'es']).optional(),
});
export const XmlText = z
  .custom<string | Uint8Array>((v) => typeof v === 'string' || v instanceof Uint8Array)
  .meta({ type: 'string', description: 'application/xml' });
export const PdfBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'application/pdf' });

// ---------- Returns and credit notes ----------

/**
 * `POST oms/order_return/credit_note`: what the customer gives back of an invoice — some lines' quantities,
 * or everything not yet returned (`complete_ro`). The credit first takes off what the bill still owes;
 * what is left over is refunded (REFUND, in a method) or kept as the customer's credit (CREDIT).
 */
export const CreditNoteCreate = z
  .object({
    invoice_id: z.number().int().positive(),
    lines: z
      .array(
        z.object({
          line_id: z.number().int().positive(),
          quantity: decimalInput(QUANTITY_COLUMN).refine((v) => Number(v) > 0, { error: 'order.quantity' }),
          /**
           * The serial numbers that come back, of a line sold by serial number: as many as the quantity.
           * May be left out when every serial still out on that line comes back.
           */
          serials: SerialList.optional(),
        }),
      )
      .max(200)
      .default([]),
    complete_ro: z.boolean().default(false),
    reason: plainText(300).pipe(z.string().min(1, { error: 'credit.reasonRequired' })),
    settlement: z.enum(['REFUND', 'CREDIT']).default('REFUND'),
    /** How the money went back: a method active in the garage's payment master (decision 050). */
    refund_method: MethodCode.default('CASH'),
    refund_reference: plainText(60).nullable().optional(),
  })
  .refine((b) => b.complete_ro || b.lines.length > 0, { error: 'credit.noLines', path: ['lines'] });
export type CreditNoteCreate = z.input<typeof CreditNoteCreate>;

export const CreditNote = z
  .object({
    credit_note_id: z.number(),
    credit_number: z.string(),
    invoice_id: z.number(),
    invoice_number: z.string(),
    order_id: z.number(),
    customer_id: z.number(),
    customer_name: z.string(),
    reason: z.string(),
    settlement: z.enum(['REFUND', 'CREDIT', 'NONE']),
    refund_receipt_number: z.string().nullable(),
    lines: z.array(
      z.object({
        line_id: z.number(),
        kind: z.enum(['service', 'part']),
        name: z.string(),
        code: z.string().nullable(),
        quantity: z.string(),
        unit_price: z.string(),
        taxable: z.string(),
        /** The line's part of the order discount, taken off its taxable value (the HSN/SAC summary's base). */
        share: z.string(),
        taxes: z.array(z.object({ name: z.string(), amount: z.string() })),
        total: z.string(),
      }),
    ),
    sub_total: z.string(),
    discount: z.string(),
    tax_lines: z.array(z.object({ name: z.string(), amount: z.string() })),
    tax_total: z.string(),
    total_amount: z.string(),
    /** Taken off the bill's due; what was left over (refunded or kept as credit). */
    applied_to_due: z.string(),
    excess: z.string(),
    created_at: z.string(),
    /** Mexico: the credit note's CFDI (egreso); null elsewhere. */
    cfdi: DocumentCfdi.nullable(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof CreditNote>;

export const CreditNoteSearchQuery = PageQuery.extend({
  invoice_id: z.coerce.number().int().positive().optional(),
  parent_order_id: z.coerce.number().int().positive().optional(),
  customer_id: z.coerce.number().int().positive().optional(),
});
export const CreditNotePage = page(CreditNote.omit({ lines: true, cfdi: true }));
export const CustomerCredit = z.object({ customer_id: z.number(), balance: z.string() });

// ---------- Insurance partners (master) ----------

export const InsurancePartnerInput = z.object({
  name: plainText(120).pipe(z.string().min(1, { error: 'field.required' })),
  tax_number: plainText(20).nullable().optional(),
  mobile_number: plainText(20).nullable().optional(),
  email: optionalEmail,
  address: plainText(300).nullable().optional(),
  active: z.boolean().default(true),
});
export type InsurancePartnerInput = z.input<typeof InsurancePartnerInput>;
export const InsurancePartner = z
  .object({
    id: z.number(),
    name: z.string(),
    tax_number: z.string().nullable(),
    mobile_number: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    active: z.boolean(),
    /** What this insurer still owes the garage (its live bills' dues). */
    dues: z.string(),
  })
  .meta({ id: 'InsurancePartner' });
export type InsurancePartner = z.infer<typeof InsurancePartner>;
export const InsurancePartnerList = z.array(InsurancePartner);

// ---------- Payments ----------

const positiveMoney = decimalInput(MONEY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, {
  error: 'payment.amountPositive',
});

export const PaymentPart = z
  .object({
    /**
     * An active method of the garage's payment master (a built-in or its own, PM_12), or CUSTOMER_CREDIT:
     * the customer's credit from credit notes. The server checks it against the master (decision 050).
     */
    method: MethodCode,
    amount: positiveMoney,
    reference: plainText(60).nullable().optional(),
    cheque_number: plainText(30).nullable().optional(),
    bank_name: plainText(80).nullable().optional(),
    cheque_date: calendarDate.nullable().optional(),
  })
  .refine((p) => p.method !== 'CHEQUE' || (!!p.cheque_number && !!p.bank_name && !!p.cheque_date), {
    error: 'payment.chequeDetails',
    path: ['cheque_number'],
  });
export type PaymentPart = z.input<typeof PaymentPart>;

/** `POST oms/payment`: money for one bill (an invoice, or the order's live invoice), in one or more methods. */
export const PaymentCreate = z
  .object({
    invoice_id: z.number().int().positive().optional(),
    order_id: z.number().int().positive().optional(),
    payments: z.array(PaymentPart).min(1, { error: 'payment.noParts' }).max(10),
    note: plainText(500).nullable().optional(),
  })
  .refine((p) => p.invoice_id !== undefined || p.order_id !== undefined, {
    error: 'payment.whichBill',
    path: ['invoice_id'],
  });
export type PaymentCreate = z.input<typeof PaymentCreate>;

/**
 * `POST oms/payment/v2` (clear dues, bulk payment): one receipt of a customer spread over several of their
 * bills, oldest first — all their bills still owed, or the ones chosen (at most 50, spec orders 9).
 */
export const PaymentBulkCreate = z.object({
  customer_id: z.number().int().positive(),
  invoice_ids: z
    .array(z.number().int().positive())
    .min(1, { error: 'payment.noBills' })
    .max(BULK_PAYMENT_LIMIT, { error: 'payment.bulkLimit' })
    .optional(),
  payments: z.array(PaymentPart).min(1, { error: 'payment.noParts' }).max(10),
  note: plainText(500).nullable().optional(),
});
export type PaymentBulkCreate = z.input<typeof PaymentBulkCreate>;

export const Receipt = z
  .object({
    receipt_id: z.number(),
    receipt_number: z.string(),
    customer_id: z.number(),
    customer_name: z.string(),
    amount: z.string(),
    note: z.string().nullable(),
    received_at: z.string(),
    payments: z.array(
      InvoicePayment.extend({
        invoice_id: z.number(),
        invoice_number: z.string(),
        order_id: z.number(),
      }),
    ),
    /** Mexico: the receipt's payment complement (REP) when it paid a PPD invoice; null otherwise. */
    cfdi: DocumentCfdi.nullable(),
    /** Refunded whole (decision 064); null while it stands. */
    refund: PaymentRefundMark.nullable(),
    /** A refund receipt that gives back a whole payment: that payment's receipt. */
    refund_of: z.object({ receipt_id: z.number(), receipt_number: z.string() }).nullable(),
    /** The money came through an online payment link (decision 046). */
    online: z.boolean(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof Receipt>;

/**
 * `POST oms/payment/{id}/refund`: the whole receipt given back (decision 064), with the reason. The money
 * goes out in the receipt's own methods (a refund receipt of a negative amount); the customer's credit
 * spent on it goes back onto their account.
 */
export const PaymentRefund = z.object({
  reason: plainText(300).pipe(z.string().min(1, { error: 'payment.refundReasonRequired' })),
});
export type PaymentRefund = z.input<typeof PaymentRefund>;

export const invoiceRoutes = {
  createInvoice: {
    method: 'POST',
    path: '/api/oms/invoice',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Create the invoice of an order (PREPARE_INVOICE): the order's final lines are saved and repriced, then frozen into a numbered invoice (per financial year, gap-free); the order moves to PAYMENT_DUE (or PAYMENT_DONE for a bill of zero). Honours Idempotency-Key; an order has one live invoice.",
    tags: ['invoices'],
    body: InvoiceCreate,
    response: Invoice,
    status: 201,
  },
  getInvoice: {
    method: 'GET',
    path: '/api/oms/invoice/{id}',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: 'One invoice as billed, with its payments and what is still due',
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: Invoice,
  },
  searchInvoices: {
    method: 'GET',
    path: '/api/oms/invoice/search',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      'Invoices of this garage by number, customer, order, status, due or not and invoice-day range; paged, newest first, with the total due of the whole search',
    tags: ['invoices'],
    query: InvoiceSearchQuery,
    response: InvoiceSummaryPage,
  },
  voidInvoice: {
    method: 'GET',
    path: '/api/oms/invoice/void',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Void the live invoice of an order with a reason (the spec's GET). The number is never reused; an invoice with payments is refused until they are refunded. The order goes back to VEHICLE_READY and can be billed again.",
    tags: ['invoices'],
    query: InvoiceVoidQuery,
    response: Invoice,
  },
  createPayment: {
    method: 'POST',
    path: '/api/oms/payment',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      'Take money for one bill in one or more methods (one numbered receipt). Never more than the amount due: a payment that would overpay is refused, also when two arrive at once. Honours Idempotency-Key. A bill paid in full moves its order to PAYMENT_DONE.',
    tags: ['payments'],
    body: PaymentCreate,
    response: Receipt,
    status: 201,
  },
  clearDues: {
    method: 'POST',
    path: '/api/oms/payment/v2',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      'Clear dues / bulk payment: one receipt of a customer spread over their bills oldest first (all bills still owed, or at most 50 chosen ones). Never more than the sum due; honours Idempotency-Key; each bill paid in full moves its order to PAYMENT_DONE.',
    tags: ['payments'],
    body: PaymentBulkCreate,
    response: Receipt,
    status: 201,
  },
  dueInvoices: {
    method: 'GET',
    path: '/api/oms/invoice/due/clear',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: "Bills still owed (a customer's, or the garage's), oldest first, with ageing and the total due",
    tags: ['invoices'],
    query: InvoiceSearchQuery.omit({ due_only: true, status: true }),
    response: InvoiceSummaryPage,
  },
  shareInvoice: {
    method: 'POST',
    path: '/api/oms/invoice/{id}/share',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "A signed link to the invoice's PDF that expires (SHARE_LINK_DAYS); with a channel, sent to the customer's stored mobile or e-mail through the outbox. 400 when the customer has no such contact.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    body: InvoiceShare,
    response: InvoiceShareLink,
  },
  invoicePdf: {
    method: 'GET',
    path: '/api/public/invoice/pdf',
    // Opened from an SMS, an e-mail or a download button: the signed token in the address is the key.
    auth: 'public',
    roles: [],
    summary:
      'The PDF of a shared invoice, receipt or credit note (the signed token names which; A4 or 80 mm, English or Spanish); 404 once the link has expired or when it was altered',
    tags: ['invoices'],
    query: InvoicePdfQuery,
    response: PdfBytes,
  },
  invoiceCfdiXml: {
    method: 'GET',
    path: '/api/oms/invoice/{id}/cfdi/xml',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "Mexico: the stamped CFDI 4.0 XML of an invoice (with its TimbreFiscalDigital) as a download. 409 while it is not stamped; 404 for another garage's invoice or one without a CFDI.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: XmlText,
  },
  stampInvoiceCfdi: {
    method: 'POST',
    path: '/api/oms/invoice/{id}/cfdi/stamp',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      'Mexico: stamp the CFDI of an invoice again after a failure (PENDING or FAILED): the XML is rebuilt from the invoice and the current fiscal data of the garage and customer, checked against the CFDI 4.0 schema and sent to the PAC. Answers the invoice with its CFDI status.',
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: Invoice,
  },
  receiptCfdiXml: {
    method: 'GET',
    path: '/api/oms/payment/{id}/cfdi/xml',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "Mexico: the stamped payment complement (CFDI of type P, REP) of a receipt, as XML (attachment). 404 for another garage's receipt or one without a REP; 409 while it is not stamped.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: XmlText,
  },
  stampReceiptCfdi: {
    method: 'POST',
    path: '/api/oms/payment/{id}/cfdi/stamp',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      "Mexico: builds, checks and stamps again a receipt's payment complement that is PENDING or FAILED (it waits while an invoice it pays has no stamped CFDI). 409 once stamped or not required.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: Receipt,
  },
  creditNoteCfdiXml: {
    method: 'GET',
    path: '/api/oms/order_return/{id}/cfdi/xml',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "Mexico: the stamped CFDI of type E (egreso) of a credit note, as XML (attachment). 404 for another garage's credit note or one without a CFDI; 409 while it is not stamped.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: XmlText,
  },
  stampCreditNoteCfdi: {
    method: 'POST',
    path: '/api/oms/order_return/{id}/cfdi/stamp',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Mexico: builds, checks and stamps again a credit note's CFDI (egreso) that is PENDING or FAILED (it waits while the invoice's own CFDI is not stamped). 409 once stamped.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: CreditNote,
  },
  globalCfdiPreview: {
    method: 'GET',
    path: '/api/oms/cfdi_global/preview',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Mexico: the period of a global invoice (factura global) holding a day, the public's paid bills it would cover (left for the global invoice, not yet in one) and their total. 400 outside Mexico or for a period not started.",
    tags: ['invoices'],
    query: GlobalCfdiPeriodQuery,
    response: GlobalCfdiPreview,
  },
  createGlobalCfdi: {
    method: 'POST',
    path: '/api/oms/cfdi_global',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      'Mexico: issues and stamps the global invoice (CFDI 4.0 with InformacionGlobal, to XAXX010101000) of a period: one Concepto per paid public bill not yet covered. A bill is covered by one global invoice only. 400 outside Mexico, for a period not started or without bills. Honours Idempotency-Key.',
    tags: ['invoices'],
    body: GlobalCfdiPeriodQuery,
    response: GlobalCfdi,
    status: 201,
  },
  searchGlobalCfdis: {
    method: 'GET',
    path: '/api/oms/cfdi_global',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: "Mexico: the garage's global invoices, newest first.",
    tags: ['invoices'],
    query: PageQuery,
    response: GlobalCfdiPage,
  },
  getGlobalCfdi: {
    method: 'GET',
    path: '/api/oms/cfdi_global/{id}',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "Mexico: one global invoice with the bills it states now (none once cancelled: they went back to the pool, to its substitute or to their own CFDI). 404 for another garage's.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: GlobalCfdi,
  },
  globalCfdiXml: {
    method: 'GET',
    path: '/api/oms/cfdi_global/{id}/xml',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: "Mexico: a global invoice's stamped XML (attachment). 404 for another garage's.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: XmlText,
  },
  cancelGlobalCfdi: {
    method: 'POST',
    path: '/api/oms/cfdi_global/{id}/cancel',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Mexico: cancels a global invoice at SAT through the PAC. 02: its bills go back to the pool (a new global invoice, their own CFDI, or a void). 01: a substitute for the same bills is stamped first (CfdiRelacionados 04) and named as FolioSustitucion. 04: one bill gets the customer's own CFDI (a nominative RFC), the others a substitute. Every PAC call comes before any write: a refusal changes nothing (409). 409 when already cancelled; 404 for another garage's. Honours Idempotency-Key.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    body: GlobalCfdiCancel,
    response: GlobalCfdiCancelled,
  },
  createSummaryInvoice: {
    method: 'POST',
    path: '/api/oms/summary_invoice',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "B2B summary invoice: one invoice for a customer's unbilled orders created over a range of days (at most 200), by line items or one line per order; the customer needs a tax number. Each order moves to PAYMENT_DUE; paying the invoice in full moves them all to PAYMENT_DONE. Honours Idempotency-Key.",
    tags: ['invoices'],
    body: SummaryInvoiceCreate,
    response: Invoice,
    status: 201,
  },
  createCreditNote: {
    method: 'POST',
    path: '/api/oms/order_return/credit_note',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary:
      "Order return / credit note: lines (or everything not yet returned, complete_ro) of an invoice given back, priced as billed, numbered per financial year. It first takes off the bill's due; the rest is refunded (a refund receipt) or kept as the customer's credit. Never more than was invoiced. Honours Idempotency-Key.",
    tags: ['invoices'],
    query: NotifyQuery,
    body: CreditNoteCreate,
    response: CreditNote,
    status: 201,
  },
  getCreditNote: {
    method: 'GET',
    path: '/api/oms/order_return/{id}',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: 'One credit note with its lines',
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: CreditNote,
  },
  searchCreditNotes: {
    method: 'GET',
    path: '/api/oms/order_return',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: "Credit notes of this garage (an invoice's, an order's, a customer's), newest first, paged",
    tags: ['invoices'],
    query: CreditNoteSearchQuery,
    response: CreditNotePage,
  },
  customerCredit: {
    method: 'GET',
    path: '/api/oms/customer_credit/{id}',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: "A customer's credit with this garage (kept from credit notes, less what later bills used)",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    response: CustomerCredit,
  },
  listInsurancePartners: {
    method: 'GET',
    path: '/api/oms/insurance_partner',
    auth: 'garage',
    roles: INSURANCE_READ,
    summary: "This garage's insurance partners (active and not) with what each still owes",
    tags: ['invoices'],
    response: InsurancePartnerList,
  },
  createInsurancePartner: {
    method: 'POST',
    path: '/api/oms/insurance_partner',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary: 'Add an insurance partner (names are unique in a garage, in any case)',
    tags: ['invoices'],
    body: InsurancePartnerInput,
    response: InsurancePartner,
    status: 201,
  },
  updateInsurancePartner: {
    method: 'PUT',
    path: '/api/oms/insurance_partner/{id}',
    auth: 'garage',
    roles: INVOICE_CREATE,
    summary: 'Change an insurance partner, or make it inactive (its bills stay)',
    tags: ['invoices'],
    params: z.object({ id: idText }),
    body: InsurancePartnerInput,
    response: InsurancePartner,
  },
  getReceipt: {
    method: 'GET',
    path: '/api/oms/payment/{id}',
    auth: 'garage',
    roles: INVOICE_READ,
    summary: 'One receipt with its payments',
    tags: ['payments'],
    params: z.object({ id: idText }),
    response: Receipt,
  },
  refundPayment: {
    method: 'POST',
    path: '/api/oms/payment/{id}/refund',
    auth: 'garage',
    roles: PAYMENT_TAKE,
    summary:
      "Refund a receipt whole, with a reason (decision 064): the money goes back out in the receipt's own methods (a numbered refund receipt of a negative amount; the customer's credit spent goes back onto their account), each bill's paid amount falls by what the receipt put on it, an order that was PAYMENT_DONE goes back to PAYMENT_DUE, and in Mexico its stamped payment complement (REP) is cancelled through the PAC. Once only: a second refund (also two at once) is refused. Honours Idempotency-Key. Answers the receipt, marked refunded.",
    tags: ['payments'],
    params: z.object({ id: idText }),
    body: PaymentRefund,
    response: Receipt,
  },
  shareReceipt: {
    method: 'POST',
    path: '/api/oms/payment/{id}/share',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "A signed link to a receipt's PDF (a refund receipt's too) that expires (SHARE_LINK_DAYS); with a channel, sent to the stored mobile or e-mail of the party of the bill it pays. 400 when there is no such contact.",
    tags: ['payments'],
    params: z.object({ id: idText }),
    body: InvoiceShare,
    response: InvoiceShareLink,
  },
  shareCreditNote: {
    method: 'POST',
    path: '/api/oms/order_return/{id}/share',
    auth: 'garage',
    roles: INVOICE_READ,
    summary:
      "A signed link to a credit note's PDF that expires (SHARE_LINK_DAYS); with a channel, sent to the stored mobile or e-mail of the party of the invoice it credits. 400 when there is no such contact.",
    tags: ['invoices'],
    params: z.object({ id: idText }),
    body: InvoiceShare,
    response: InvoiceShareLink,
  },
} as const satisfies Record<string, RouteDef>;
