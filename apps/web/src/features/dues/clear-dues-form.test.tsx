import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { InvoiceSummary } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { ClearDuesForm } from './clear-dues-form.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const bill = (id: number, due: string): InvoiceSummary =>
  ({
    invoice_id: id,
    invoice_number: `INV/2026/${String(id).padStart(5, '0')}`,
    customer_id: 5,
    customer_name: 'Fleet Co',
    invoice_day: '2026-11-01',
    invoiced_at: `2026-11-01T10:${String(id % 60).padStart(2, '0')}:00Z`,
    total_amount: due,
    due_amount: due,
    age_days: 20,
  }) as unknown as InvoiceSummary;

const receipt = { receipt_id: 3, receipt_number: 'RCT/2026/00001', amount: '500.00', payments: [] };

const serve = (answer: () => Response | Promise<Response>) => serveMoneyForm(answer);

describe('clear dues form', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('chooses every bill, receives their sum in cash, previews the spread oldest first and sends one keyed receipt', async () => {
    const sent = serve(() => jsonResponse(201, receipt));
    const onPaid = vi.fn();
    await renderScreen(<ClearDuesForm customerId={5} bills={[bill(1, '310.50'), bill(2, '310.50')]} onPaid={onPaid} />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    const amount = screen.getAllByLabelText(/^Amount/)[0] as HTMLInputElement;
    expect(amount.value).toBe('621');
    expect(screen.getByTestId('dues-after').textContent).toMatch(/0\.00/);

    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another method' }));
    const card = screen.getAllByLabelText(/^Amount/)[1] as HTMLInputElement;
    expect(card.value).toBe('221');
    fireEvent.change(card, { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'slip 9' } });
    const previews = screen.getAllByTestId('bill-preview');
    expect(previews[0]?.textContent).toMatch(/Pays .*310\.50.*Paid in full/);
    expect(previews[1]?.textContent).toMatch(/Pays .*189\.50.*Still due .*121\.00/);
    expect(screen.getByTestId('dues-after').textContent).toMatch(/121\.00/);

    const submit = screen.getByRole('button', { name: /^Receive/ });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      customer_id: 5,
      invoice_ids: [1, 2],
      payments: [
        { method: 'CASH', amount: '400' },
        { method: 'DEBIT_CARD', amount: '100', reference: 'slip 9' },
      ],
      note: null,
    });
  });

  it('a bill dropped takes its due out of an untouched amount', async () => {
    serve(() => jsonResponse(201, receipt));
    await renderScreen(<ClearDuesForm customerId={5} bills={[bill(1, '300'), bill(2, '50')]} onPaid={vi.fn()} />);
    const boxes = await screen.findAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    expect((screen.getAllByLabelText(/^Amount/)[0] as HTMLInputElement).value).toBe('300');
    expect(screen.getByText('Bills chosen: 1 of 2')).toBeVisible();
  });

  it('chooses 50 bills at most: the 51st checkbox is disabled and says why', async () => {
    serve(() => jsonResponse(201, receipt));
    const bills = Array.from({ length: 51 }, (_, i) => bill(i + 1, '10'));
    await renderScreen(<ClearDuesForm customerId={5} bills={bills} onPaid={vi.fn()} />);
    const items = await screen.findAllByTestId('due-bill');
    const last = within(items[50] as HTMLElement).getByRole('checkbox');
    expect(last).toBeDisabled();
    expect(last).not.toBeChecked();
    expect(within(items[50] as HTMLElement).getByText(/At most 50 bills at once/)).toBeVisible();
    expect(screen.getByText('Bills chosen: 50 of 51')).toBeVisible();
    fireEvent.click(within(items[0] as HTMLElement).getByRole('checkbox'));
    expect(within(items[50] as HTMLElement).getByRole('checkbox')).toBeEnabled();
  });

  it('shows the server’s refusal unchanged', async () => {
    const text = 'This payment of SAR 621.00 is more than the SAR 310.50 still due';
    serve(() => jsonResponse(400, { message: text, code: 'BAD_REQUEST' }));
    const onPaid = vi.fn();
    await renderScreen(<ClearDuesForm customerId={5} bills={[bill(1, '310.50'), bill(2, '310.50')]} onPaid={onPaid} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Receive/ }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
