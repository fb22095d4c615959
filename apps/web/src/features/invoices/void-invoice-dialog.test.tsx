import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/test-render.tsx';
import { VoidInvoiceDialog } from './void-invoice-dialog.tsx';

beforeEach(() => {});
afterEach(cleanup);

describe('VoidInvoiceDialog', () => {
  it('says that the other share of a split bill is voided with it', async () => {
    await renderScreen(
      <VoidInvoiceDialog
        opened
        number="INV/2026/00007"
        pending={false}
        alsoVoids={['INV/2026/00006']}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('This is one share of a split bill: INV/2026/00006, the other share, is voided with it.'),
    ).toBeTruthy();
  });

  it('says nothing of a split for a whole bill, and asks for the reason before voiding', async () => {
    const onConfirm = vi.fn();
    await renderScreen(
      <VoidInvoiceDialog opened number="INV/2026/00008" pending={false} onConfirm={onConfirm} onClose={vi.fn()} />,
    );
    expect(screen.queryByText(/split bill/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Billed to the wrong customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice' }));
    expect(onConfirm).toHaveBeenCalledWith('Billed to the wrong customer', undefined);
  });
});
