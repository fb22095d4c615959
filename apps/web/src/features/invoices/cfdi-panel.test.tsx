import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { CfdiPanel } from './cfdi-panel.tsx';

vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shellData({ garage: { country_code: 'MX', currency_code: 'MXN', time_zone: 'America/Mexico_City' } }),
}));

/** An invoice with only what the panel reads of it, its CFDI as given. */
const invoiceWith = (cfdi: Partial<NonNullable<Invoice['cfdi']>>) =>
  ({
    invoice_id: 7,
    invoice_number: 'INV/2026/00007',
    status: 'ACTIVE',
    cfdi: {
      status: 'STAMPED',
      uuid: null,
      stamped_at: null,
      sandbox: false,
      metodo_pago: null,
      forma_pago: null,
      uso_cfdi: 'S01',
      receptor: null,
      error: null,
      cancel_reason: null,
      cancelled_at: null,
      ...cfdi,
    },
  }) as unknown as Invoice;

describe("the invoice's CFDI panel", () => {
  afterEach(cleanup);

  it("shows a named customer's receptor (reason 04 of a global invoice): RFC, name, régimen, postal code and use", async () => {
    const invoice = invoiceWith({
      uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      stamped_at: '2026-11-24T18:00:00Z',
      sandbox: true,
      metodo_pago: 'PUE',
      forma_pago: '01',
      uso_cfdi: 'G03',
      receptor: { rfc: 'LOAA800101AB1', name: 'Ana López Aguilar', regimen: '612', cp: '64000' },
    });
    await renderScreen(<CfdiPanel invoice={invoice} />);
    expect(screen.getByText('LOAA800101AB1 · Ana López Aguilar')).toBeTruthy();
    expect(screen.getByText('Tax regime')).toBeTruthy();
    expect(screen.getByText('612 · Personas Físicas con Actividades Empresariales y Profesionales')).toBeTruthy();
    expect(screen.getByText('Fiscal postal code')).toBeTruthy();
    expect(screen.getByText('64000')).toBeTruthy();
    expect(screen.getByText('G03 · Gastos en general')).toBeTruthy();
  });

  it('says a public sale returned in full before a global invoice stated it needs no CFDI, and offers no stamping', async () => {
    const invoice = invoiceWith({
      status: 'NOT_REQUIRED',
      error: { key: 'cfdi.creditedBeforeGlobal', params: { invoice: 'INV/2026/00007' }, detail: null },
    });
    await renderScreen(<CfdiPanel invoice={invoice} />);
    expect(screen.getByText('Not required')).toBeTruthy();
    expect(screen.getByText(/invoice INV\/2026\/00007 was returned in full before a global invoice stated it/)).toBeTruthy();
    expect(screen.queryByText('Global')).toBeNull();
    expect(screen.queryByText('Retry stamping')).toBeNull();
  });
});
