import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { CreditForm } from './credit-form.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const oil = {
  line_id: 12,
  kind: 'part',
  name: 'Engine oil',
  code: null,
  quantity: '3.000',
  amount: '104.35',
  taxable: '104.35',
  share: '0.00',
  taxes: [{ name: 'VAT', amount: '15.65' }],
  total: '120.00',
  tax_category_name: 'VAT 15%',
  serials: [],
};
const invoice = (due: string) =>
  ({
    invoice_id: 41,
    invoice_number: 'INV/2026/00001',
    status: 'ACTIVE',
    due_amount: due,
    lines: [oil],
    seller: { rounding_digits: 2, country_code: 'SA' },
  }) as unknown as Invoice;

const note = { credit_note_id: 5, credit_number: 'CN/2026/00001' };

const serve = (answer: () => Response | Promise<Response>) => serveMoneyForm(answer);

describe('the return form', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a paid bill, shows refund or keep once the credit exceeds the due, and sends one return with a key', async () => {
    const sent = serve(() => jsonResponse(201, note));
    const onSaved = vi.fn();
    await renderScreen(
      <CreditForm invoice={invoice('0.00')} earlier={new Map([[12, ['1.000']]])} onCancel={vi.fn()} onSaved={onSaved} />,
    );
    const qty = await screen.findByLabelText('Quantity of Engine oil to return');
    expect(screen.queryByText('The credit is more than what is due')).toBeNull();
    fireEvent.change(qty, { target: { value: '1' } });
    expect(screen.getByTestId('credit-total').textContent).toMatch(/40\.00/);
    expect(screen.getByTestId('credit-applied').textContent).toMatch(/0\.00/);
    expect(screen.getByTestId('credit-excess').textContent).toMatch(/40\.00/);
    expect(screen.getByText('The credit is more than what is due')).toBeVisible();
    expect(screen.getByText('To refund')).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep as customer credit' }));
    expect(screen.getByText('To keep as credit')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Refund method' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Refund' }));

    const save = screen.getByRole('button', { name: 'Create credit note' });
    fireEvent.click(save);
    expect(await screen.findByText(/Say why the customer returns this/)).toBeVisible();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Unopened can' } });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(note));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      invoice_id: 41,
      lines: [{ line_id: 12, quantity: '1' }],
      complete_ro: false,
      reason: 'Unopened can',
      settlement: 'REFUND',
      refund_method: 'CASH',
      refund_reference: null,
    });
  });

  it('on an unpaid bill, takes the credit off the due and asks nothing more', async () => {
    serve(() => jsonResponse(201, note));
    await renderScreen(<CreditForm invoice={invoice('120.00')} earlier={new Map()} onCancel={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(await screen.findByRole('switch', { name: /Return everything/ }));
    const qty = screen.getByLabelText('Quantity of Engine oil to return') as HTMLInputElement;
    expect(qty.value).toBe('3');
    expect(qty).toBeDisabled();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('credit-applied').textContent).toMatch(/120\.00/);
    expect(within(summary).getByTestId('credit-excess').textContent).toMatch(/0\.00/);
    expect(screen.queryByRole('radio', { name: 'Refund' })).toBeNull();
  });

  it('shows the most that can come back beside each line and marks a larger quantity as it is typed', async () => {
    const sent = serve(() => jsonResponse(201, note));
    await renderScreen(
      <CreditForm invoice={invoice('0.00')} earlier={new Map([[12, ['2.000']]])} onCancel={vi.fn()} onSaved={vi.fn()} />,
    );
    const qty = await screen.findByLabelText('Quantity of Engine oil to return');
    expect(screen.getByText('At most 1')).toBeVisible();
    fireEvent.change(qty, { target: { value: '2' } });
    // No save pressed: the line says it at once.
    expect(screen.getByText('Only 1 of Engine oil can still be returned')).toBeVisible();
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(qty, { target: { value: '1' } });
    expect(screen.queryByText('Only 1 of Engine oil can still be returned')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('refuses more than is left before sending, and shows the server’s refusal unchanged', async () => {
    const text = 'Only 1 of Engine oil can still be returned';
    const sent = serve(() => jsonResponse(400, { message: text, code: 'VALIDATION' }));
    await renderScreen(
      <CreditForm invoice={invoice('0.00')} earlier={new Map([[12, ['2.000']]])} onCancel={vi.fn()} onSaved={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('Quantity of Engine oil to return'), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'r' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    expect(await screen.findByText(/Only 1 of Engine oil can still be returned/)).toBeVisible();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Quantity of Engine oil to return'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(sent).toHaveLength(1);
  });
});
