import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, paymentMethodsAnswer, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { AddPaymentModal } from './add-payment-modal.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const invoice = {
  invoice_id: 41,
  order_id: 7,
  invoice_number: 'INV/26-27/00001',
  customer_id: 9,
  insurance_partner_id: null,
  status: 'ACTIVE',
  total_amount: '1180.00',
  paid_amount: '0.00',
  due_amount: '1180.00',
  payment_status: 'UNPAID',
  payments: [],
  on_account: null,
} as unknown as Invoice;

const receipt = { receipt_id: 3, receipt_number: 'RCT/26-27/00001', amount: '1180.00', payments: [] };

/** Answers the payment with `answer` (recording what was sent) and the customer's credit with `balance`. */
const serve = (answer: () => Response | Promise<Response>, balance = '0.00', methods = paymentMethodsAnswer()) =>
  serveMoneyForm(answer, {
    methods,
    other: (url) => (url.includes('/customer_credit/') ? jsonResponse(200, { customer_id: 9, balance }) : undefined),
  });

describe('add payment', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prefills the due, splits part cash and the rest by card, and shows what stays due live', async () => {
    const sent = serve(() => jsonResponse(201, receipt));
    const onClose = vi.fn();
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={onClose} />);
    const amount = (await screen.findAllByLabelText(/^Amount/))[0] as HTMLInputElement;
    expect(amount.value).toBe('1180');
    expect(screen.getByTestId('due-after').textContent).toMatch(/0\.00/);

    fireEvent.change(amount, { target: { value: '500' } });
    expect(screen.getByTestId('due-after').textContent).toMatch(/680\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Add another method' }));
    const second = screen.getAllByLabelText(/^Amount/)[1] as HTMLInputElement;
    expect(second.value).toBe('680');
    expect(screen.getByTestId('due-after').textContent).toMatch(/0\.00/);
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'AUTH 4421' } });

    const save = screen.getByRole('button', { name: 'Save payment' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      invoice_id: 41,
      payments: [
        { method: 'CASH', amount: '500' },
        { method: 'DEBIT_CARD', amount: '680', reference: 'AUTH 4421' },
      ],
      note: null,
    });
  });

  it('shows the server’s refusal unchanged and keeps the form open', async () => {
    const text = 'This payment of ₹1,180.00 is more than the ₹100.00 still due';
    serve(() => jsonResponse(409, { message: text, code: 'CONFLICT' }));
    const onClose = vi.fn();
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses more than the due before sending', async () => {
    const sent = serve(() => jsonResponse(201, receipt));
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={vi.fn()} />);
    fireEvent.change((await screen.findAllByLabelText(/^Amount/))[0] as HTMLInputElement, { target: { value: '2000' } });
    expect(screen.getByText('More than the amount due')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText(/is more than the .* still due/)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('offers the customer’s credit as a method, prefilled with the smaller of credit and due', async () => {
    const sent = serve(() => jsonResponse(201, receipt), '300.00');
    const onClose = vi.fn();
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={onClose} />);
    expect((await screen.findByTestId('customer-credit')).textContent).toMatch(/300\.00/);
    fireEvent.click(screen.getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByRole('option', { name: /Customer credit \(available: .*300\.00\)/, hidden: true }));
    const amount = screen.getAllByLabelText(/^Amount/)[0] as HTMLInputElement;
    expect(amount.value).toBe('300');
    expect(screen.getByTestId('due-after').textContent).toMatch(/880\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ invoice_id: 41, payments: [{ method: 'CUSTOMER_CREDIT', amount: '300' }], note: null });
  });

  it('refuses more of the customer’s credit than there is, before sending', async () => {
    const sent = serve(() => jsonResponse(201, receipt), '300.00');
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={vi.fn()} />);
    await screen.findByTestId('customer-credit');
    fireEvent.click(screen.getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByRole('option', { name: /Customer credit/, hidden: true }));
    fireEvent.change(screen.getAllByLabelText(/^Amount/)[0] as HTMLInputElement, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText(/The customer's credit is .*300\.00: it cannot pay .*400\.00/)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('does not offer credit when the customer has none', async () => {
    serve(() => jsonResponse(201, receipt));
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Payment method' }));
    await screen.findByRole('option', { name: 'Cash', hidden: true });
    expect(screen.queryByRole('option', { name: /Customer credit/, hidden: true })).toBeNull();
    expect(screen.queryByTestId('customer-credit')).toBeNull();
  });

  it('offers the garage’s own methods and leaves out the ones turned off', async () => {
    const methods = paymentMethodsAnswer([{ code: 'PM_7', name: 'UPI', kind: 'BANK' }]).map((m) =>
      m.code === 'CHEQUE' ? { ...m, active: false } : m,
    );
    const sent = serve(() => jsonResponse(201, receipt), '0.00', methods);
    const onClose = vi.fn();
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Payment method' }));
    expect(screen.queryByRole('option', { name: 'Cheque', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'UPI', hidden: true }));
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'upi-991' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({
      invoice_id: 41,
      payments: [{ method: 'PM_7', amount: '1180', reference: 'upi-991' }],
      note: null,
    });
  });

  it('puts the bill on account: no amount, a note, and no payment sent', async () => {
    const sent = serve(() =>
      jsonResponse(200, { ...invoice, on_account: { at: '2026-11-24T10:00:00Z', by_name: 'Owner', note: null } }),
    );
    const onClose = vi.fn();
    await renderScreen(<AddPaymentModal invoice={invoice} opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On account', hidden: true }));
    expect(await screen.findByText(/stays due on the customer’s account/)).toBeVisible();
    expect(screen.queryAllByLabelText(/^Amount/)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Fleet, pays monthly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/api\/oms\/invoice\/41\/on_account$/);
    expect(sent[0]?.body).toEqual({ note: 'Fleet, pays monthly' });
  });
});
