/**
 * Receipts, credit notes and split bills to render in the PDF tests and the sample script: built from the
 * invoice samples (invoice-samples.ts), with the figures of their lines.
 */
import type { CreditNote, Invoice } from '@garage/contract';
import { Money } from '@garage/domain';
import type { CreditNoteDocument } from '../modules/invoices/credit-note-pdf.ts';
import type { ReceiptDocument } from '../modules/invoices/receipt-pdf.ts';
import { indiaInvoice, saudiInvoice } from './invoice-samples.ts';

const sum = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new Money(0)).toFixed(2);

/** A clear-dues receipt over two Indian bills: a cheque on the older, a bank transfer over both. */
export function clearDuesReceipt(): ReceiptDocument {
  const bill = indiaInvoice();
  const payment = {
    receipt_id: 31,
    receipt_number: 'RCT/25-26/00031',
    reference: null,
    cheque_number: null,
    bank_name: null,
    cheque_date: null,
    paid_at: '2026-03-20T06:15:00.000Z',
    order_id: 7,
    refund: null,
    refund_of: null,
    online: false,
  };
  return {
    receipt: {
      cfdi: null,
      refund: null,
      refund_of: null,
      online: false,
      receipt_id: 31,
      receipt_number: 'RCT/25-26/00031',
      customer_id: 3,
      customer_name: bill.customer.name,
      amount: '106158.60',
      note: 'Cleared March dues',
      received_at: '2026-03-20T06:15:00.000Z',
      payments: [
        {
          ...payment,
          payment_id: 81,
          method: 'CHEQUE',
          method_name: null,
          amount: '50000.00',
          cheque_number: '004512',
          bank_name: 'HDFC Bank',
          cheque_date: '2026-03-19',
          invoice_id: 1,
          invoice_number: 'INV/25-26/00038',
        },
        {
          ...payment,
          payment_id: 82,
          method: 'BANK_TRANSFER',
          method_name: null,
          amount: '5000.00',
          reference: 'UTR 2026032012345',
          invoice_id: 1,
          invoice_number: 'INV/25-26/00038',
        },
        {
          ...payment,
          payment_id: 83,
          method: 'BANK_TRANSFER',
          method_name: null,
          amount: '51158.60',
          reference: 'UTR 2026032012345',
          invoice_id: 2,
          invoice_number: bill.invoice_number,
        },
      ],
    },
    seller: bill.seller,
    customer: bill.customer,
    bills: [
      {
        invoice_number: 'INV/25-26/00038',
        invoiced_at: '2026-02-11T05:00:00.000Z',
        total_amount: '55000.00',
        allocated: '55000.00',
        due_after: '0.00',
      },
      {
        invoice_number: bill.invoice_number,
        invoiced_at: bill.invoiced_at,
        total_amount: bill.total_amount,
        allocated: '51158.60',
        due_after: '50000.00',
      },
    ],
  };
}

/** A Saudi refund receipt: money out, in cash, for a credit note. */
export function saudiRefundReceipt(): ReceiptDocument {
  const bill = saudiInvoice();
  return {
    receipt: {
      cfdi: null,
      refund: null,
      refund_of: null,
      online: false,
      receipt_id: 5,
      receipt_number: 'RCT/2026/00005',
      customer_id: 3,
      customer_name: bill.customer.name,
      amount: '-86.25',
      note: 'Oil filter returned unused',
      received_at: '2026-04-26T08:00:00.000Z',
      payments: [
        {
          payment_id: 9,
          receipt_id: 5,
          receipt_number: 'RCT/2026/00005',
          method: 'CASH',
          method_name: null,
          amount: '-86.25',
          reference: null,
          cheque_number: null,
          bank_name: null,
          cheque_date: null,
          paid_at: '2026-04-26T08:00:00.000Z',
          invoice_id: 1,
          invoice_number: bill.invoice_number,
          order_id: 7,
          refund: null,
          refund_of: null,
          online: false,
        },
      ],
    },
    seller: bill.seller,
    customer: bill.customer,
    bills: [
      {
        invoice_number: bill.invoice_number,
        invoiced_at: bill.invoiced_at,
        total_amount: bill.total_amount,
        allocated: '-86.25',
        due_after: '0.00',
      },
    ],
  };
}

/** A credit note of whole lines of an invoice (their figures as billed). */
function creditOf(invoice: Invoice, names: string[], head: Partial<CreditNote>): CreditNoteDocument {
  const lines = invoice.lines.filter((l) => names.includes(l.name));
  const taxNames = [...new Set(lines.flatMap((l) => l.taxes.map((t) => t.name)))];
  const tax_lines = taxNames.map((name) => ({
    name,
    amount: sum(lines.flatMap((l) => l.taxes.filter((t) => t.name === name).map((t) => t.amount))),
  }));
  const note: CreditNote = {
    cfdi: null,
    credit_note_id: 4,
    credit_number: 'CN/2026/00004',
    invoice_id: invoice.invoice_id,
    invoice_number: invoice.invoice_number,
    order_id: invoice.order_id,
    customer_id: invoice.customer_id,
    customer_name: invoice.customer.name,
    reason: 'Parts returned unused',
    settlement: 'REFUND',
    refund_receipt_number: 'RCT/2026/00005',
    lines: lines.map((l) => ({
      line_id: l.line_id,
      kind: l.kind,
      name: l.name,
      code: l.code,
      quantity: l.quantity,
      unit_price: l.unit_price,
      taxable: l.taxable,
      share: l.share,
      taxes: l.taxes,
      total: l.total,
    })),
    sub_total: sum(lines.map((l) => l.taxable)),
    discount: '0.00',
    tax_lines,
    tax_total: sum(tax_lines.map((t) => t.amount)),
    total_amount: sum(lines.map((l) => l.total)),
    applied_to_due: '0.00',
    excess: sum(lines.map((l) => l.total)),
    created_at: '2026-04-26T08:00:00.000Z',
    ...head,
  };
  return { note, invoice };
}

/** India: brake pads and the alloy wheels returned; part of it off the due, the rest kept as credit. */
export function indiaCreditNote(): CreditNoteDocument {
  const invoice = indiaInvoice();
  const doc = creditOf(invoice, ['Front brake pads (set)', 'Alloy wheel 16"'], {
    credit_number: 'CN/25-26/00004',
    created_at: '2026-03-21T10:00:00.000Z',
    settlement: 'CREDIT',
    refund_receipt_number: null,
    reason: 'Customer fitted wheels bought elsewhere',
  });
  const applied = invoice.due_amount;
  doc.note.applied_to_due = applied;
  doc.note.excess = new Money(doc.note.total_amount).minus(applied).toFixed(2);
  return doc;
}

/** Saudi Arabia: the oil filter returned after payment and refunded in cash. */
export function saudiCreditNote(): CreditNoteDocument {
  return creditOf(saudiInvoice({ paid_amount: '517.50', due_amount: '0.00', payment_status: 'PAID' }), ['Oil filter'], {});
}

/** The insurer's share of a Saudi split bill: 70 % of the labour and the oil, none of the filter. */
export function saudiInsurerInvoice(): Invoice {
  const bill = saudiInvoice();
  const pct: Record<string, string | null> = { 'Oil change labour': '70', 'Engine oil 5W-40 (litre)': '70', 'Oil filter': null };
  return {
    ...bill,
    share: 'INSURER',
    insurance_partner_id: 2,
    customer: { name: 'Tawuniya', mobile: '+966 920019990', email: null, address: 'Riyadh', tax_number: '300000000000003' },
    lines: bill.lines
      .filter((l) => pct[l.name])
      .map((l) => ({ ...l, insurance_percentage: pct[l.name] ?? null, customer_percentage: '30' })),
    related: [
      { invoice_id: 2, invoice_number: 'INV/2026/00008', share: 'CUSTOMER', total_amount: '215.63', due_amount: '215.63' },
    ],
  };
}
