import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { PaymentLinkModal } from './payment-link-modal.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const invoice = {
  invoice_id: 41,
  order_id: 7,
  invoice_number: 'INV/26-27/00001',
  status: 'ACTIVE',
  total_amount: '1180.00',
  paid_amount: '180.00',
  due_amount: '1000.00',
  payment_status: 'PARTIAL',
  payments: [],
} as unknown as Invoice;

const link = (extra: object = {}) => ({
  online_payment_id: 5,
  public_id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  invoice_id: 41,
  invoice_number: 'INV/26-27/00001',
  order_id: 7,
  customer_name: 'Rahul Sharma',
  amount: '400.00',
  currency_code: 'INR',
  status: 'CREATED',
  provider: 'SANDBOX',
  provider_reference: 'sbx_1',
  checkout_url: 'https://garage.example/pay/AbCdEfGhIjKlMnOpQrStUvWx',
  receipt_id: null,
  failure_reason: null,
  sent_to: null,
  expires_at: '2026-11-22T06:00:00.000Z',
  created_at: '2026-11-21T06:00:00.000Z',
  updated_at: '2026-11-21T06:00:00.000Z',
  ...extra,
});

function serve(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : {};
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

describe('payment link modal', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prefills the due, sends a smaller amount and shows the link to copy or open', async () => {
    const sent = serve(() => jsonResponse(201, link()));
    await renderScreen(<PaymentLinkModal invoice={invoice} opened onClose={() => {}} />);
    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    expect(amount.value).toBe('1000');
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Payment link ready')).toBeVisible();
    expect(sent[0]).toMatchObject({ invoice_id: 41, amount: '400', is_notification_required: false });
    expect(screen.getByLabelText('Link')).toHaveValue('https://garage.example/pay/AbCdEfGhIjKlMnOpQrStUvWx');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open checkout' })).toHaveAttribute(
      'href',
      'https://garage.example/pay/AbCdEfGhIjKlMnOpQrStUvWx',
    );
  });

  it('sends to the customer by the chosen channel and shows a refusal next to the amount', async () => {
    const sent = serve((body) =>
      body.amount === '5000'
        ? jsonResponse(400, { message: 'The amount 5,000.00 is more than the 1,000.00 due', code: 'BAD_REQUEST' })
        : jsonResponse(201, link({ sent_to: '+919876543210' })),
    );
    await renderScreen(<PaymentLinkModal invoice={invoice} opened onClose={() => {}} />);
    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/more than the 1,000.00 due/)).toBeVisible();
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(screen.getByLabelText(/Send to the customer/));
    fireEvent.click(await screen.findByText('WhatsApp'));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Payment link ready')).toBeVisible();
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ is_notification_required: true, channel: 'WHATSAPP' }));
    expect(screen.getAllByText('Payment link sent to +919876543210').length).toBeGreaterThan(0);
  });

  it('refuses an amount of zero before sending', async () => {
    const sent = serve(() => jsonResponse(201, link()));
    await renderScreen(<PaymentLinkModal invoice={invoice} opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('The amount of a payment link must be more than zero')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
