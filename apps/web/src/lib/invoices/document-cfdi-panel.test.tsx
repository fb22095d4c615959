import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellData } from '../test-helpers.ts';
import { renderScreen } from '../test-render.tsx';
import { DocumentCfdiPanel } from './document-cfdi-panel.tsx';
import type { DocumentCfdi } from './invoices-api.ts';

vi.mock('../api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../api/session-data.ts')>()),
  useShellData: () => shellData({ garage: { country_code: 'MX', currency_code: 'MXN', time_zone: 'America/Mexico_City' } }),
}));

const GLOBAL_UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const egreso = (extra: Partial<DocumentCfdi> = {}): DocumentCfdi => ({
  kind: 'E',
  status: 'STAMPED',
  uuid: '6E05BB78-09F7-40C4-943E-31E4D6379498',
  stamped_at: '2026-11-24T18:00:00Z',
  sandbox: true,
  forma_pago: '03',
  error: null,
  cancel_reason: null,
  cancelled_at: null,
  global_invoice: null,
  ...extra,
});
const panel = (cfdi: DocumentCfdi) =>
  renderScreen(<DocumentCfdiPanel title="CFDI egreso (SAT)" cfdi={cfdi} download={async () => {}} />);

describe('the egreso of a credit note of a sale stated in a global invoice', () => {
  afterEach(cleanup);

  it('names the global invoice it relates, with its folio fiscal', async () => {
    await panel(egreso({ global_invoice: { folio: 'FG-1', uuid: GLOBAL_UUID } }));
    expect(screen.getByText('Related global invoice')).toBeTruthy();
    expect(screen.getByText(`FG-1 · ${GLOBAL_UUID}`)).toBeTruthy();
    expect(screen.getByText('03 Transferencia electrónica de fondos (Electronic funds transfer)')).toBeTruthy();
  });

  it('says why it waits while the sale is left for the global invoice, and why it is then not required', async () => {
    await panel(
      egreso({
        status: 'PENDING',
        uuid: null,
        stamped_at: null,
        forma_pago: null,
        error: { key: 'cfdi.waitingGlobal', params: { invoice: 'INV/2026/00041' }, detail: null },
      }),
    );
    expect(screen.getByText('Waiting: the sale is left for the global invoice')).toBeTruthy();
    expect(screen.getByText(/invoice INV\/2026\/00041 is left for the global invoice/)).toBeTruthy();
    cleanup();
    await panel(
      egreso({
        status: 'NOT_REQUIRED',
        uuid: null,
        stamped_at: null,
        forma_pago: null,
        error: { key: 'cfdi.statedInGlobal', params: { folio: 'FG-2' }, detail: null },
      }),
    );
    expect(screen.getByText('No egreso is needed: global invoice FG-2 states the sale less this credit')).toBeTruthy();
    expect(screen.queryByText('Related global invoice')).toBeNull();
  });
});
