import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../lib/test-render.tsx';
import { InvoicePreviewNotice } from './invoice-preview-notice.tsx';

afterEach(cleanup);

const totals = (grand_total: string) => ({
  sub_total: grand_total,
  discount: '0.00',
  tax_lines: [],
  tax_total: '0.00',
  grand_total,
});
const fmt = (v: string) => `₹${v}`;

describe('InvoicePreviewNotice (PREPARE_INVOICE preview)', () => {
  it('says it is the invoice about to be created, numbered when created, not an estimate', async () => {
    await renderScreen(<InvoicePreviewNotice split={null} fmt={fmt} />);
    expect(await screen.findByText('Invoice preview: not an estimate')).toBeTruthy();
    expect(screen.getByText('This is the invoice “Create invoice” makes. It gets its number when it is created.')).toBeTruthy();
    expect(screen.queryByText(/Two invoices/)).toBeNull();
  });

  it('says plainly that a split bill makes two invoices, each share with its total', async () => {
    await renderScreen(<InvoicePreviewNotice split={{ insurer: totals('708.00'), customer: totals('472.00') }} fmt={fmt} />);
    expect(await screen.findByText('Two invoices will be created, one for each share:')).toBeTruthy();
    expect(screen.getByTestId('notice-insurer').textContent).toBe(
      'the insurer’s share: ₹708.00, billed to the insurance partner',
    );
    expect(screen.getByTestId('notice-customer').textContent).toBe('the customer’s share: ₹472.00, billed to the customer');
  });
});
