import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import { answerFor, jsonResponse, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { HistorySection } from './history-section.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const entry = (id: number, detail: object) => ({
  id,
  action: 'SERIALS_RELEASED',
  user_name: 'Ravi Kumar',
  at: '2026-11-21T06:00:00.000Z',
  detail,
});

describe('an order’s history: serial numbers found missing (decision 056 addendum)', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const answer = answerFor(
          {
            'GET /api/oms/order/7/activity': () =>
              jsonResponse(200, [
                entry(1, { source: 'STOCK_AUDIT', document: 'SA-00003', serials: [{ part: 'Battery 65Ah', code: 'BAT-2' }] }),
                entry(2, { source: 'MISPLACED', document: null, serials: [{ part: 'Battery 65Ah', code: 'BAT-4' }] }),
                // An edit that left the total as it was (the database's text has more digits than the price engine's).
                { ...entry(3, { total_before: '2148.8200', total: '2148.82' }), action: 'EDITED' },
                { ...entry(4, { total_before: '2148.82', total: '2200.00' }), action: 'EDITED' },
              ]),
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

  it('says which serial numbers left the order, and why, so another is chosen', async () => {
    await renderScreen(<HistorySection id={7} />);
    expect(await screen.findAllByText('Serial numbers found missing')).toHaveLength(2);
    expect(
      screen.getByText('Battery 65Ah: serial number BAT-2 was not found by stock audit SA-00003; choose another'),
    ).toBeVisible();
    expect(screen.getByText('Battery 65Ah: serial number BAT-4 was recorded misplaced; choose another')).toBeVisible();
    // "Total a → b" only when the total moved.
    expect(screen.getAllByText(/^Total /)).toHaveLength(1);
    expect(screen.getByText(/^Total .*2,148\.82 → .*2,200\.00$/)).toBeVisible();
  });
});
