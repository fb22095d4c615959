import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice, InvoicePayment, Receipt } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { PaymentsList } from './payments-list.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const part = (payment_id: number, receipt_id: number, method: string, amount: string, extra: Partial<InvoicePayment> = {}) =>
  ({
    payment_id,
    receipt_id,
    receipt_number: `RCP/2026/0000${receipt_id}`,
    method,
    method_name: null,
    amount,
    reference: null,
    cheque_number: null,
    bank_name: null,
    cheque_date: null,
    paid_at: '2026-11-24T10:00:00Z',
    refund: null,
    refund_of: null,
    online: false,
    ...extra,
  }) as InvoicePayment;

const invoiceWith = (payments: InvoicePayment[]) =>
  ({
    invoice_id: 41,
    order_id: 7,
    invoice_number: 'INV/2026/00001',
    status: 'ACTIVE',
    seller: { time_zone: 'Asia/Riyadh', currency_code: 'SAR', country_code: 'SA', rounding_digits: 2 },
    payments,
  }) as unknown as Invoice;

const receiptOf = (id: number, payments: InvoicePayment[], extra: Partial<Receipt> = {}) =>
  ({
    receipt_id: id,
    receipt_number: `RCP/2026/0000${id}`,
    customer_id: 3,
    customer_name: 'Sara',
    amount: '210.00',
    note: null,
    received_at: '2026-11-24T10:00:00Z',
    payments: payments.map((p) => ({ ...p, invoice_id: 41, invoice_number: 'INV/2026/00001', order_id: 7 })),
    cfdi: null,
    refund: null,
    refund_of: null,
    online: false,
    ...extra,
  }) as Receipt;

describe('refunding a payment from the invoice', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Refund once per receipt, says what goes back, and sends the reason with an Idempotency-Key', async () => {
    const parts = [part(1, 2, 'CASH', '10.00'), part(2, 2, 'CREDIT_CARD', '200.00', { reference: 'slip 4471' })];
    const sent = serveMoneyForm(
      () => jsonResponse(200, receiptOf(2, parts, { refund: { receipt_number: 'RCP/2026/00003' } as Receipt['refund'] })),
      { other: (url) => (url.match(/\/api\/oms\/payment\/2$/) ? jsonResponse(200, receiptOf(2, parts)) : undefined) },
    );
    await renderScreen(<PaymentsList invoice={invoiceWith(parts)} />);
    const buttons = await screen.findAllByRole('button', { name: 'Refund receipt RCP/2026/00002' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The whole receipt RCP\/2026\/00002 of .*210\.00 is given back/)).toBeTruthy();
    expect(within(dialog).getByText(/Credit card: .*200\.00/)).toBeTruthy();
    // The reason is required, as the server asks.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), { target: { value: 'Paid twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toMatch(/\/api\/oms\/payment\/2\/refund$/);
    expect(sent[0]?.body).toEqual({ reason: 'Paid twice' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns that an online payment is refunded at the provider, and shows the refusal in the dialog', async () => {
    const parts = [part(1, 4, 'PAYMENT_LINK', '310.50', { online: true })];
    serveMoneyForm(
      () =>
        jsonResponse(409, {
          code: 'CONFLICT',
          message: 'Receipt RCP/2026/00004 was already refunded',
        }),
      {
        other: (url) =>
          url.match(/\/api\/oms\/payment\/4$/) ? jsonResponse(200, receiptOf(4, parts, { online: true })) : undefined,
      },
    );
    await renderScreen(<PaymentsList invoice={invoiceWith(parts)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund receipt RCP/2026/00004' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/give the money back to the payer in the payment provider’s dashboard/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), { target: { value: 'r' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Receipt RCP/2026/00004 was already refunded');
  });

  it('marks a refunded payment and its refund, and offers no Refund on them nor without a payment role', async () => {
    const parts = [
      part(1, 5, 'CASH', '100.00', {
        refund: {
          at: '2026-11-24T11:00:00Z',
          by_name: 'Owner',
          reason: 'Paid twice',
          receipt_id: 6,
          receipt_number: 'RCP/2026/00006',
        },
      }),
      part(2, 6, 'CASH', '-100.00', { refund_of: { receipt_id: 5, receipt_number: 'RCP/2026/00005' } }),
      part(3, 7, 'CASH', '50.00'),
    ];
    serveMoneyForm(() => jsonResponse(200, {}));
    await renderScreen(<PaymentsList invoice={invoiceWith(parts)} />);
    const refunded = await screen.findByTestId('payment-1');
    expect(within(refunded).getByText('Refunded')).toBeTruthy();
    expect(within(refunded).getByText(/Refunded .*Owner: Paid twice · RCP\/2026\/00006/)).toBeTruthy();
    expect(within(screen.getByTestId('payment-2')).getByText('Gives back receipt RCP/2026/00005')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refund receipt RCP\/2026\/0000[56]/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund receipt RCP/2026/00007' })).toBeTruthy();

    cleanup();
    shell.current = { ...shellData(), roles: ['VIEW_INVOICE', 'CREATE_INVOICE'] } as unknown as ShellData;
    await renderScreen(<PaymentsList invoice={invoiceWith(parts)} />);
    await screen.findByTestId('payment-3');
    expect(screen.queryByRole('button', { name: /^Refund receipt/ })).toBeNull();
  });
});
