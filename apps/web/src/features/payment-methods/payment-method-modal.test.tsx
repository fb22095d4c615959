import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { PaymentMethod } from '../../lib/invoices/payment-methods-api.ts';
import { jsonResponse, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { PaymentMethodModal } from './payment-method-modal.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

/** Records what the form sends to the master and answers it with `answer`. */
function serveMaster(answer: () => Response): Array<{ url: string; body: unknown }> {
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url: String(url), body: init.body ? JSON.parse(String(init.body)) : null });
      return answer();
    }),
  );
  return sent;
}

const inCountry = (country_code: string) => {
  shell.current = shellData({ garage: { country_code } }) as unknown as ShellData;
};
const saved = (body: object) => jsonResponse(201, { code: 'PM_5', custom: true, used: false, ...body });
const clip: PaymentMethod = {
  code: 'PM_5',
  custom: true,
  kind: 'CARD',
  name: 'Terminal Clip',
  active: true,
  used: true,
  forma_pago: null,
};
const debitCard: PaymentMethod = {
  code: 'DEBIT_CARD',
  custom: false,
  kind: 'CARD',
  name: null,
  active: true,
  used: false,
  forma_pago: null,
};
const formaField = () => screen.queryByRole('combobox', { name: /^SAT payment form/ });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Opening Mantine's searchable list of 21 forms takes seconds on a loaded 2-core machine.
describe('payment method form: the SAT form of a method (Mexico, decision 050 addendum)', { timeout: 15_000 }, () => {
  it('offers the kind’s form until one is chosen, and sends the one chosen', async () => {
    inCountry('MX');
    const sent = serveMaster(() => saved({ name: 'Terminal Clip', kind: 'CARD', active: true, forma_pago: '28' }));
    const onClose = vi.fn();
    await renderScreen(<PaymentMethodModal method={null} opened onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Terminal Clip' } });
    expect(formaField()).toHaveAttribute('placeholder', 'As its kind: 01 Efectivo (Cash)');
    fireEvent.click(screen.getByText('Card (settles to the bank)'));
    expect(formaField()).toHaveAttribute('placeholder', 'As its kind: 04 Tarjeta de crédito (Credit card)');
    fireEvent.click(formaField()!);
    fireEvent.click(await screen.findByRole('option', { name: '28 Tarjeta de débito (Debit card)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ name: 'Terminal Clip', kind: 'CARD', active: true, forma_pago: '28' });
  });

  it('sends null (the kind’s form) when none is chosen, and on a change keeps what the method has', async () => {
    inCountry('MX');
    const sent = serveMaster(() => saved({ name: 'Vale', kind: 'CASH', active: true, forma_pago: null }));
    const onClose = vi.fn();
    await renderScreen(<PaymentMethodModal method={null} opened onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Vale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ name: 'Vale', kind: 'CASH', active: true, forma_pago: null });
    cleanup();

    const changed = serveMaster(() => jsonResponse(200, { ...clip, forma_pago: '29' }));
    const closed = vi.fn();
    await renderScreen(<PaymentMethodModal method={{ ...clip, forma_pago: '29' }} opened onClose={closed} />);
    expect(formaField()).toHaveValue('29 Tarjeta de servicios (Service card)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(changed[0]?.body).toEqual({ name: 'Terminal Clip', active: true, kind: 'CARD', forma_pago: '29' });
  });

  it('shows the server’s refusal of the form under the field', async () => {
    inCountry('MX');
    const message =
      "Choose the SAT payment form (c_FormaPago) from SAT's catalogue, e.g. 01 Efectivo, 03 Transferencia, 04 Tarjeta de crédito, 28 Tarjeta de débito";
    serveMaster(() => jsonResponse(400, { message, code: 'VALIDATION' }));
    const onClose = vi.fn();
    await renderScreen(<PaymentMethodModal method={clip} opened onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(formaField()).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a built-in’s fixed form and sends none for it', async () => {
    inCountry('MX');
    const sent = serveMaster(() => jsonResponse(200, debitCard));
    const onClose = vi.fn();
    await renderScreen(<PaymentMethodModal method={debitCard} opened onClose={onClose} />);
    expect(screen.getByText('28 Tarjeta de débito (Debit card)')).toBeVisible();
    expect(formaField()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ name: null, active: true });
  });

  it('is neither shown nor sent outside Mexico', async () => {
    inCountry('IN');
    const sent = serveMaster(() => saved({ name: 'UPI', kind: 'BANK', active: true, forma_pago: null }));
    const onClose = vi.fn();
    await renderScreen(<PaymentMethodModal method={null} opened onClose={onClose} />);
    expect(screen.queryByText(/SAT payment form/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'UPI' } });
    fireEvent.click(screen.getByText('Bank or wallet (UPI, transfer)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ name: 'UPI', kind: 'BANK', active: true });
  });
});
