import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import { answerFor, jsonResponse, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { line } from './editor-test-data.ts';
import { LineSerials, serialCount } from './line-serials.tsx';
import { buildPayload } from './payload-rules.ts';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const battery = line({ key: 'b', kind: 'part', itemId: 41, name: 'Battery 65Ah', quantity: '2', unitId: 9, unitSymbol: 'pc' });
const urls: string[] = [];
/** The picker's search input (its hidden value input carries the same label). */
const pickerInput = async (label: string) =>
  (await screen.findAllByLabelText(label)).find(
    (el) => el instanceof HTMLInputElement && el.type !== 'hidden',
  ) as HTMLInputElement;

describe("the editor's serial numbers of a part line (decision 056 addendum)", () => {
  beforeEach(() => {
    urls.length = 0;
    shell.current = shellData({ properties: { batchSerialEnabled: true } }) as unknown as ShellData;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        urls.push(`${url.pathname}${url.search}`);
        const answer = answerFor(
          {
            'GET /api/oms/stock/part_serials/41': () =>
              jsonResponse(200, { part_id: 41, tracking: 'SERIAL', serial_tracked: true, serials: ['BAT-1', 'BAT-2', 'BAT-3'] }),
            'GET /api/oms/stock/part_serials/42': () =>
              jsonResponse(200, { part_id: 42, tracking: 'NONE', serial_tracked: false, serials: [] }),
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

  it('offers the serial numbers no other order holds, as many as the quantity; a counter sale needs them all', async () => {
    const onChange = vi.fn();
    await renderScreen(
      <LineSerials line={battery} context={{ orderId: 77, required: true }} readOnly={false} onChange={onChange} />,
    );
    const picker = await pickerInput('Serial numbers of Battery 65Ah');
    // The order being edited asks for its own held serials too.
    expect(urls).toContain('/api/oms/stock/part_serials/41?order_id=77');
    expect(screen.getByText('0 of 2 chosen')).toBeVisible();
    expect(screen.getByText('Choose 2 serial numbers')).toBeVisible();
    await waitFor(() => expect(picker).toBeEnabled());
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'BAT' } });
    fireEvent.click(await screen.findByRole('option', { name: 'BAT-2', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(['BAT-2']);
  });

  it('a repair order may leave them for later: no error while none is chosen', async () => {
    await renderScreen(
      <LineSerials line={battery} context={{ orderId: null, required: false }} readOnly={false} onChange={vi.fn()} />,
    );
    await pickerInput('Serial numbers of Battery 65Ah');
    expect(urls).toContain('/api/oms/stock/part_serials/41');
    expect(screen.queryByText('Choose 2 serial numbers')).toBeNull();
  });

  it('read-only, the serial numbers are text; a part not sold by serial number shows nothing', async () => {
    await renderScreen(
      <>
        <LineSerials
          line={{ ...battery, serials: ['BAT-1', 'BAT-3'] }}
          context={{ orderId: 77, required: true }}
          readOnly
          onChange={vi.fn()}
        />
        <LineSerials
          line={{ ...battery, key: 'f', itemId: 42, name: 'Oil filter' }}
          context={{ orderId: 77, required: true }}
          readOnly={false}
          onChange={vi.fn()}
        />
      </>,
    );
    expect(await screen.findByText('S/N BAT-1, BAT-3')).toBeVisible();
    await waitFor(() => expect(urls).toContain('/api/oms/stock/part_serials/42?order_id=77'));
    expect(screen.queryByLabelText('Serial numbers of Oil filter')).toBeNull();
  });

  it('asks nothing where the garage does not track serial numbers', async () => {
    shell.current = shellData() as unknown as ShellData;
    await renderScreen(
      <LineSerials line={battery} context={{ orderId: null, required: true }} readOnly={false} onChange={vi.fn()} />,
    );
    expect(screen.queryByLabelText('Serial numbers of Battery 65Ah')).toBeNull();
    expect(urls).toEqual([]);
  });

  it('counts whole pieces, and sends the serial numbers chosen with the part line', () => {
    expect(serialCount('2')).toBe(2);
    expect(serialCount('1.5')).toBe(0);
    expect(serialCount('')).toBe(0);
    const payload = buildPayload(
      {
        ...emptyCounterSale(),
        lines: [
          { ...battery, serials: ['BAT-1', 'BAT-3'] },
          { ...battery, key: 'c', serials: [] },
        ],
      },
      { settings: { countryCode: 'IN', digits: 2, taxApplicable: true, timeZone: 'Asia/Kolkata' }, now: new Date(0) },
      new Map(),
    );
    expect(payload.parts_break_up?.map((p) => p.serials)).toEqual([['BAT-1', 'BAT-3'], undefined]);
  });
});

function emptyCounterSale() {
  return {
    orderType: 'COUNTER_SALE' as const,
    customerId: 5,
    vehicleId: null,
    lines: [],
    itemWiseDiscount: true,
    discountType: 'PERCENTAGE' as const,
    discountValue: '',
    deliveryTime: '',
    odometer: '',
    lpoNumber: '',
    garageRecommendation: '',
    customerRemarks: [],
    comments: [],
    properties: [],
    expiryDate: '',
    purchaseDate: '',
    fulfilmentDate: '',
    signatureUrl: null,
  };
}
