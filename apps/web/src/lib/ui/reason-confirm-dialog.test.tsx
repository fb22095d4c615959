import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test-render.tsx';
import { ReasonConfirmDialog } from './reason-confirm-dialog.tsx';

afterEach(cleanup);

const props = {
  title: 'Cancel credit note VCN-00001?',
  text: 'The parts come back into stock.',
  reasonLabel: 'Reason for cancelling',
  confirmLabel: 'Cancel credit note',
  pending: false,
  onClose: vi.fn(),
};

describe('ReasonConfirmDialog', () => {
  it('asks for the reason before confirming, and sends it trimmed', async () => {
    const onConfirm = vi.fn();
    await renderScreen(<ReasonConfirmDialog {...props} onConfirm={onConfirm} />);
    expect(await screen.findByText('The parts come back into stock.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel credit note' }));
    expect(onConfirm).not.toHaveBeenCalled();
    // Spaces pass the browser's own check of a required field, not ours.
    fireEvent.change(screen.getByLabelText(/Reason for cancelling/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel credit note' }));
    expect(await screen.findByText('Reason for cancelling is required')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason for cancelling/), { target: { value: '  Vendor kept them  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel credit note' }));
    expect(onConfirm).toHaveBeenCalledWith('Vendor kept them');
  });

  it('confirms without a reason when none is required, and shows the server refusal', async () => {
    const onConfirm = vi.fn();
    await renderScreen(
      <ReasonConfirmDialog {...props} reasonRequired={false} error="A payment was taken after it" onConfirm={onConfirm} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('A payment was taken after it');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel credit note' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
