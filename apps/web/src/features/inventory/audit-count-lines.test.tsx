import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import { answerFor, jsonResponse, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { AuditCountLines } from './audit-count-lines.tsx';
import type { AuditLine } from './inventory-api.ts';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const tyre: AuditLine = {
  part_id: 31,
  part_name: 'Tyre 205/55 R16',
  part_number: 'TYR-205',
  brand: null,
  tracking: 'SERIAL',
  unit_symbol: 'pcs',
  system_quantity: '3',
  counted: '3',
  variance: '0',
  variance_value: '0.00',
  counted_by: 'Ravi Kumar',
  counted_at: '2026-11-21T06:00:00.000Z',
  serials: ['DOT-A1', 'DOT-A3', 'DOT-B9'],
  missing_serials: ['DOT-A2'],
  found_serials: ['DOT-B9'],
};
const filter: AuditLine = {
  ...tyre,
  part_id: 32,
  part_name: 'Oil filter',
  part_number: 'FIL-100',
  tracking: 'NONE',
  serials: null,
  missing_serials: null,
  found_serials: null,
};

describe('an audit count line of a serial-tracked part', () => {
  beforeEach(() => {
    shell.current = shellData({ properties: { batchSerialEnabled: true } }) as unknown as ShellData;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const answer = answerFor(
          {
            'GET /api/oms/stock/part/31': () =>
              jsonResponse(200, {
                tracking: 'SERIAL',
                lots: ['DOT-A1', 'DOT-A2', 'DOT-A3'].map((code) => ({ code, tracking: 'SERIAL', on_hand: '1' })),
              }),
          },
          init?.method ?? 'GET',
          url.pathname,
        );
        return answer ?? jsonResponse(404, { message: 'not served' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what is missing and found, and counts by the serial numbers typed', async () => {
    const onCount = vi.fn();
    const onCountSerials = vi.fn();
    await renderScreen(
      <AuditCountLines lines={[tyre, filter]} open hidden={false} onCount={onCount} onCountSerials={onCountSerials} />,
    );
    expect(await screen.findByText('Missing: DOT-A2')).toBeVisible();
    expect(screen.getByText('Found: DOT-B9')).toBeVisible();
    // Only the serial-tracked part offers a count by serial numbers.
    expect(screen.getAllByRole('button', { name: /serial number/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '3 serial numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serial numbers of Tyre 205/55 R16' });
    const input = within(dialog).getByLabelText('Serial numbers found');
    fireEvent.change(input, { target: { value: 'DOT-A2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(within(dialog).getByText('4 pieces')).toBeVisible());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save count' }));
    expect(onCountSerials).toHaveBeenCalledWith(31, ['DOT-A1', 'DOT-A3', 'DOT-B9', 'DOT-A2']);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('offers no count by serial numbers where the garage does not track them', async () => {
    shell.current = shellData() as unknown as ShellData;
    await renderScreen(<AuditCountLines lines={[tyre]} open hidden={false} onCount={vi.fn()} onCountSerials={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /serial number/ })).toBeNull();
  });
});
