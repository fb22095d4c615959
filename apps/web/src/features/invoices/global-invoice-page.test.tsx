import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { GlobalInvoicePage } from './global-invoice-page.tsx';
import { offeredPeriodicidades } from './global-invoice-rules.ts';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

/** A Mexican garage in this régimen fiscal (property cfdi_tax_regime). */
function mexicanGarage(regimen: string) {
  shell.current = shellData({
    garage: { country_code: 'MX', currency_code: 'MXN', time_zone: 'America/Mexico_City' },
    properties: { cfdiTaxRegime: regimen },
  }) as unknown as ShellData;
}

/** The preview and list requests, answered; the preview URLs asked are kept. */
function serveGlobal() {
  const previews: string[] = [];
  serveMoneyForm(() => jsonResponse(500, {}), {
    other: (url) => {
      if (url.includes('/api/oms/cfdi_global/preview')) {
        previews.push(url);
        const periodicidad = new URL(url, 'http://x').searchParams.get('periodicidad');
        return jsonResponse(200, {
          period: { periodicidad, from: '2026-11-01', to: '2026-11-24', meses: '11', anio: 2026 },
          bills: [],
          total: '0.00',
          unpaid_count: 0,
        });
      }
      if (url.includes('/api/oms/cfdi_global')) return jsonResponse(200, { content: [], total: 0 });
      return undefined;
    },
  });
  return previews;
}

async function periodicityOptions() {
  fireEvent.click(await screen.findByRole('combobox', { name: /Periodicity/ }));
  const options = await screen.findAllByRole('option', { hidden: true });
  return options.map((o) => o.textContent);
}

describe('the global invoice form’s periodicity (SAT: bimonthly only in régimen 621)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers 01–04 to a garage in régimen 601 and says why bimonthly is missing', async () => {
    mexicanGarage('601');
    serveGlobal();
    await renderScreen(<GlobalInvoicePage />);
    expect(await periodicityOptions()).toEqual(['Daily', 'Weekly', 'Fortnightly', 'Monthly']);
    expect(screen.getByText('Bimonthly: only for régimen 621 (Incorporación Fiscal)')).toBeTruthy();
  });

  it('offers bimonthly to a garage in régimen 621 and previews its bimester', async () => {
    mexicanGarage('621');
    const previews = serveGlobal();
    await renderScreen(<GlobalInvoicePage />);
    expect(await periodicityOptions()).toEqual(['Daily', 'Weekly', 'Fortnightly', 'Monthly', 'Bimonthly']);
    expect(screen.queryByText(/only for régimen 621/)).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Bimonthly', hidden: true }));
    await waitFor(() => expect(previews.at(-1)).toContain('periodicidad=05'));
  });

  it('offers 01–04 when the garage’s properties could not be read', () => {
    expect(offeredPeriodicidades({})).toEqual(['01', '02', '03', '04']);
    expect(offeredPeriodicidades({ cfdiTaxRegime: '621' })).toEqual(['01', '02', '03', '04', '05']);
  });
});
