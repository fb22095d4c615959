import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../api/session-data.ts';
import { answerFor, jsonResponse, shellData } from '../test-helpers.ts';
import { renderScreen } from '../test-render.tsx';
import { SerialPicker } from './serial-picker.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const lot = (code: string, held_by: string | null = null) => ({ code, tracking: 'SERIAL', on_hand: '1', held_by });

describe('the serial picker of a transfer (the Inventory screens’ stock)', () => {
  beforeEach(() => {
    shell.current = shellData({ properties: { batchSerialEnabled: true } }) as unknown as ShellData;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const answer = answerFor(
          {
            'GET /api/oms/stock/part/31': () =>
              jsonResponse(200, { tracking: 'SERIAL', lots: [lot('BAT-1'), lot('BAT-2', 'RO-00012'), lot('BAT-3')] }),
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

  it('shows a serial number an open order holds with that order, and does not let it be picked', async () => {
    const onChange = vi.fn();
    await renderScreen(<SerialPicker partId={31} partName="Battery 65Ah" count={1} value={[]} onChange={onChange} />);
    const labelled = await screen.findAllByLabelText('Serial numbers of Battery 65Ah');
    const input = labelled.find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    await vi.waitFor(() => expect(input).not.toBeDisabled());
    fireEvent.click(input);
    const held = await screen.findByRole('option', { name: 'BAT-2 — on order RO-00012', hidden: true });
    expect(held).toHaveAttribute('data-combobox-disabled', 'true');
    fireEvent.click(held);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('option', { name: 'BAT-3', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(['BAT-3']);
  });
});
