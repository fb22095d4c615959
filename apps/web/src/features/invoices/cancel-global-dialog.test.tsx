import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { GlobalCfdi } from '../../lib/invoices/global-cfdi-api.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { checkCancelGlobal, EMPTY_CANCEL, regimeOptions } from './cancel-global-rules.ts';
import { GlobalInvoiceCard } from './global-invoice-card.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const global = (extra: Partial<GlobalCfdi> = {}): GlobalCfdi => ({
  id: 5,
  serie: 'FG',
  folio: '1',
  status: 'ACTIVE',
  cancellation: null,
  replaces: null,
  period: { periodicidad: '04', from: '2026-11-01', to: '2026-11-30', meses: '11', anio: 2026 },
  bill_count: 2,
  total: '1160.00',
  forma_pago: '01',
  uuid: UUID,
  stamped_at: '2026-11-24T18:00:00Z',
  sandbox: true,
  ...extra,
});
const bills = [
  {
    invoice_id: 41,
    invoice_number: 'INV/2026/00041',
    invoiced_at: '2026-11-03T10:00:00Z',
    customer_name: 'Ana',
    total_amount: '580.00',
  },
  {
    invoice_id: 42,
    invoice_number: 'INV/2026/00042',
    invoiced_at: '2026-11-04T10:00:00Z',
    customer_name: 'Luis',
    total_amount: '580.00',
  },
];
const stated = (url: string) =>
  url.match(/\/api\/oms\/cfdi_global\/5$/) ? jsonResponse(200, { ...global(), bills }) : undefined;
const cancelled = (reason: '01' | '02' | '04') => ({
  cancelled: global({ status: 'CANCELLED' }),
  substitute: reason === '02' ? null : global({ id: 6, folio: '2' }),
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel global invoice FG-1' }));
  return screen.findByRole('dialog');
}
async function choose(dialog: HTMLElement, label: RegExp, option: RegExp) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('cancelling a global invoice from its card', () => {
  beforeEach(() => {
    shell.current = shellData({
      garage: { country_code: 'MX', currency_code: 'MXN', time_zone: 'America/Mexico_City' },
    }) as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("02: says what the reason does and sends it with an Idempotency-Key; SAT's reason names are in Spanish", async () => {
    const sent = serveMoneyForm(() => jsonResponse(200, cancelled('02')), { other: stated });
    await renderScreen(<GlobalInvoiceCard global={global()} mayCancel />);
    const dialog = await openDialog();
    expect(within(dialog).getByText(UUID)).toBeTruthy();
    // The reason is required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel FG-1 at SAT' }));
    expect(await within(dialog).findByText(/SAT reason 01, 02 or 04/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await choose(dialog, /SAT cancellation reason/, /^02 · Comprobante emitido con errores sin relación$/);
    expect(within(dialog).getByTestId('cancel-explain').textContent).toMatch(/go back to the ones waiting for a global invoice/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel FG-1 at SAT' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toMatch(/\/api\/oms\/cfdi_global\/5\/cancel$/);
    expect(sent[0]?.body).toEqual({ reason: '02' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Keep FG-1" closes the dialog and sends nothing (not a second "Cancel" beside the red one)', async () => {
    const sent = serveMoneyForm(() => jsonResponse(200, cancelled('02')), { other: stated });
    await renderScreen(<GlobalInvoiceCard global={global()} mayCancel />);
    const dialog = await openDialog();
    await choose(dialog, /SAT cancellation reason/, /^02 · /);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep FG-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it("04: asks for the sale and the customer's fiscal data, refuses a generic RFC before sending, then sends the receptor", async () => {
    const sent = serveMoneyForm(() => jsonResponse(200, cancelled('04')), { other: stated });
    await renderScreen(<GlobalInvoiceCard global={global()} mayCancel />);
    const dialog = await openDialog();
    await choose(dialog, /SAT cancellation reason/, /^04 · Operación nominativa/);
    await choose(dialog, /Sale that gets its own CFDI/, /INV\/2026\/00042 · Luis/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer’s RFC/ }), { target: { value: 'xaxx010101000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Fiscal postal code/ }), { target: { value: '64000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name or company name/ }), {
      target: { value: 'Luis Pérez' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel FG-1 at SAT' }));
    expect(await within(dialog).findByText(/not the generic XAXX010101000 or XEXX010101000/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer’s RFC/ }), { target: { value: 'pelu800101ab1' } });
    await choose(dialog, /Régimen fiscal/, /^612 · /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel FG-1 at SAT' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      reason: '04',
      invoice_id: 42,
      receptor: { rfc: 'PELU800101AB1', name: 'Luis Pérez', regimen: '612', cp: '64000', uso_cfdi: 'G03' },
    });
  });

  it('shows the PAC’s refusal in the dialog', async () => {
    serveMoneyForm(
      () =>
        jsonResponse(409, {
          code: 'CONFLICT',
          message: 'The stamping provider (PAC) did not cancel global invoice FG-1: SAT is down. Nothing was changed.',
        }),
      { other: stated },
    );
    await renderScreen(<GlobalInvoiceCard global={global()} mayCancel />);
    const dialog = await openDialog();
    await choose(dialog, /SAT cancellation reason/, /^01 · /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel FG-1 at SAT' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/did not cancel global invoice FG-1: SAT is down/);
  });

  it('marks a cancelled one with its reason, who and when, and its substitute; offers no Cancel on it nor without the role', async () => {
    await renderScreen(
      <>
        <GlobalInvoiceCard
          global={global({
            status: 'CANCELLED',
            cancellation: {
              reason: '01',
              at: '2026-11-25T17:30:00Z',
              by_name: 'Ravi Kumar',
              substitute_uuid: UUID,
              replaced_by: { id: 6, folio: '2', uuid: UUID },
              nominative: null,
            },
          })}
          mayCancel
        />
        <GlobalInvoiceCard
          global={global({ id: 6, folio: '2', replaces: { id: 5, folio: '1', uuid: UUID } })}
          mayCancel={false}
        />
      </>,
    );
    const [old, substitute] = await screen.findAllByTestId('global-row');
    expect(within(old!).getByTestId('global-cancelled').textContent).toBe('Cancelled · 01');
    expect(within(old!).getByText('Reason 01 · Comprobante emitido con errores con relación')).toBeTruthy();
    expect(within(old!).getByText(/Cancelled .* by Ravi Kumar/)).toBeTruthy();
    expect(within(old!).getByRole('button', { name: 'Replaced by FG-2' })).toBeTruthy();
    expect(within(old!).queryByRole('button', { name: /Cancel global invoice/ })).toBeNull();
    expect(within(substitute!).getByRole('button', { name: 'Replaces FG-1 (cancelled)' })).toBeTruthy();
    expect(within(substitute!).queryByRole('button', { name: /Cancel global invoice/ })).toBeNull();
  });
});

describe('the cancel form’s rules', () => {
  it('sends only the reason for 01 and 02, and places the receptor’s issues on its own fields', () => {
    expect(checkCancelGlobal({ ...EMPTY_CANCEL, reason: '01', rfc: 'ignored' })).toEqual({ ok: true, body: { reason: '01' } });
    const checked = checkCancelGlobal({
      ...EMPTY_CANCEL,
      reason: '04',
      invoice_id: '42',
      rfc: 'LOAA800101AB1',
      cp: '1',
      regimen: '612',
      name: 'Ana',
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues.map((i) => [i.path, i.message])).toEqual([[['cp'], 'cfdiGlobal.cpInvalid']]);
  });

  it('offers the régimenes open to the RFC typed: a company is not offered 612 nor 616', () => {
    const company = regimeOptions('ABC010101AB1').map((o) => o.value);
    expect(company).toContain('601');
    expect(company).not.toContain('612');
    expect(company).not.toContain('616');
    expect(regimeOptions('ABC').length).toBeGreaterThan(company.length);
  });
});
