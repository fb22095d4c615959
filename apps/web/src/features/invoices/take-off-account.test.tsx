import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { jsonResponse, serveMoneyForm, shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { TakeOffAccountButton } from './take-off-account.tsx';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

const invoice = {
  invoice_id: 41,
  order_id: 7,
  invoice_number: 'INV/26-27/00001',
  status: 'ACTIVE',
  due_amount: '1180.00',
  payments: [],
  on_account: { at: '2026-11-24T10:00:00Z', by_name: 'Owner', note: null },
} as unknown as Invoice;

describe('take a bill off account', () => {
  beforeEach(() => {
    shell.current = shellData() as unknown as ShellData;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks first, then sends the optional note to the undo route', async () => {
    const sent = serveMoneyForm(() => jsonResponse(200, { ...invoice, on_account: null }));
    await renderScreen(<TakeOffAccountButton invoice={invoice} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take off account' }));
    expect(await screen.findByText(/stays due\. The vehicle can then be delivered only once/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Paying now' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take off account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toMatch(/\/api\/oms\/invoice\/41\/on_account\/undo$/);
    expect(sent[0]?.body).toEqual({ note: 'Paying now' });
  });

  it("shows the server's refusal in the dialog", async () => {
    const sent = serveMoneyForm(() =>
      jsonResponse(409, {
        code: 'CONFLICT',
        message: 'A payment was taken on INV/26-27/00001 after it was put on account: it stays on account',
      }),
    );
    await renderScreen(<TakeOffAccountButton invoice={invoice} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take off account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Take off account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toMatch(/it stays on account$/);
  });

  it('is not offered without a payment role', async () => {
    shell.current = { ...shellData(), roles: ['VIEW_INVOICE'] } as unknown as ShellData;
    await renderScreen(<TakeOffAccountButton invoice={invoice} />);
    expect(screen.queryByRole('button', { name: 'Take off account' })).toBeNull();
  });
});
