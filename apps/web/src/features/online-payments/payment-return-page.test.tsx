import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

const answer = (status: string, provider = 'SANDBOX') => ({
  public_id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  status,
  garage_name: 'Demo Motors',
  invoice_number: 'INV/26-27/00012',
  amount: '1180.00',
  currency_code: 'INR',
  country_code: 'IN',
  rounding_digits: 2,
  time_zone: 'Asia/Kolkata',
  provider,
  updated_at: '2026-11-21T06:00:00.000Z',
});

function serve(response: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(String(input));
      return response();
    }),
  );
  return urls;
}

describe('payment return pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the invoice number, amount and the status the server recorded', async () => {
    const urls = serve(() => jsonResponse(200, answer('SUCCESS')));
    await renderScreen(<PaymentReturnPage kind="success" publicId="AbCdEfGhIjKlMnOpQrStUvWx" />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.getByText('INV/26-27/00012')).toBeVisible();
    expect(screen.getByText('₹1,180.00')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getByText('Test mode: no real money moved.')).toBeVisible();
    expect(urls[0]).toContain('/api/public/online_payment/AbCdEfGhIjKlMnOpQrStUvWx');
  });

  it('does not claim success while the provider has not confirmed, and says cancelled on the cancel page', async () => {
    serve(() => jsonResponse(200, answer('CREATED', 'STRIPE')));
    await renderScreen(<PaymentReturnPage kind="success" publicId="AbCdEfGhIjKlMnOpQrStUvWx" />);
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(screen.queryByText('Test mode: no real money moved.')).toBeNull();
    cleanup();
    serve(() => jsonResponse(200, answer('CANCELLED')));
    await renderScreen(<PaymentReturnPage kind="cancelled" publicId="AbCdEfGhIjKlMnOpQrStUvWx" />);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(screen.getByText(/Nothing was charged/)).toBeVisible();
  });

  it('says when the link does not exist', async () => {
    serve(() => jsonResponse(404, { message: 'Payment link not found', code: 'NOT_FOUND' }));
    await renderScreen(<PaymentReturnPage kind="success" publicId="AbCdEfGhIjKlMnOpQrStUvWx" />);
    expect(await screen.findByText('This payment link does not exist.')).toBeVisible();
  });
});
