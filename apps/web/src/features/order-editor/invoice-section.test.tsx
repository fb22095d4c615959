import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/test-render.tsx';
import { type InvoiceChoice, InvoiceSection } from './invoice-section.tsx';

const choice: InvoiceChoice = { type: 'B2B', zeroReason: '', global: false, cfdiUse: 'S01' };

describe('the CFDI use of a Mexican B2B bill (decision 048, addendum on the uso CFDI)', () => {
  afterEach(cleanup);

  it('offers the uses it is given, S01 chosen, and says which one the user picks', async () => {
    const onChange = vi.fn();
    await renderScreen(
      <InvoiceSection
        choice={choice}
        onChange={onChange}
        b2b
        zero={false}
        reasonMissing={false}
        cfdiUses={['S01', 'G01', 'G03']}
      />,
    );
    const select = (await screen.findByRole('combobox', { name: /CFDI use/ })) as HTMLInputElement;
    expect(select.value).toBe('S01 – Sin efectos fiscales');
    fireEvent.click(select);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'S01 – Sin efectos fiscales',
      'G01 – Adquisición de mercancías',
      'G03 – Gastos en general',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'G03 – Gastos en general', hidden: true }));
    expect(onChange).toHaveBeenCalledWith({ ...choice, cfdiUse: 'G03' });
  });

  it('offers no choice without uses (outside Mexico, a B2C bill)', async () => {
    await renderScreen(<InvoiceSection choice={choice} onChange={() => {}} b2b zero={false} reasonMissing={false} />);
    expect(screen.queryByText('CFDI use (uso CFDI)')).toBeNull();
  });
});
