import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../lib/api/session-data.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { LinesTable } from '../../lib/orders/lines-table.tsx';
import { shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { shareLines } from './share-lines.ts';

const shell = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => shell.current,
}));

afterEach(cleanup);

type Line = Invoice['lines'][number];
/** A billed line as the server answers it: the share's figures beside the whole line's unit price. */
function billed(over: Partial<Line>): Line {
  return {
    line_id: 1,
    kind: 'service',
    item_id: null,
    name: 'Bumper repair',
    code: '998714',
    package_name: null,
    quantity: '1',
    unit_price: '1000.00',
    discount: '0',
    tax_inclusive: false,
    tax_category_id: 1,
    tax_category_name: 'GST 18%',
    serials: [],
    insurance_percentage: null,
    customer_percentage: null,
    amount: '1000.00',
    taxable: '1000.00',
    share: '0.00',
    taxes: [
      { name: 'CGST', amount: '90.00' },
      { name: 'SGST', amount: '90.00' },
    ],
    total: '1180.00',
    ...over,
  };
}

async function renderLines(invoice: Pick<Invoice, 'share' | 'lines'>, cards = false) {
  shell.current = shellData({
    garage: { country_code: 'IN', currency_code: 'INR', time_zone: 'Asia/Kolkata' },
  }) as unknown as ShellData;
  await renderScreen(
    <LinesTable
      layout="details"
      lines={shareLines(invoice)}
      columns={{ discount: false, tax: true }}
      fmt={(v) => `₹${v}`}
      cards={cards}
    />,
  );
}

describe('the lines of an invoice: which figures are a split bill’s share', () => {
  const insurerShare = {
    share: 'INSURER' as const,
    lines: [
      billed({
        insurance_percentage: '60',
        customer_percentage: '40',
        amount: '600.00',
        taxable: '600.00',
        taxes: [
          { name: 'CGST', amount: '54.00' },
          { name: 'SGST', amount: '54.00' },
        ],
        total: '708.00',
      }),
    ],
  };

  it('shows a Share column (60 %) beside the whole line’s unit price, and says tax and total are the share’s', async () => {
    await renderLines(insurerShare);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Share' })).toBeTruthy();
    expect(screen.getByTestId('line-share').textContent).toBe('60%');
    expect(screen.getByTestId('line-notes').textContent).toContain(
      'Split bill: the unit price is the price of the whole line. This invoice bills the Share of each line; its Tax and Total are of that share.',
    );
  });

  it('on a phone reads the customer’s share as a part of the whole line: “40% of 1 × ₹1000.00”', async () => {
    await renderLines({ ...insurerShare, share: 'CUSTOMER' }, true);
    expect((await screen.findByTestId('line-detail')).textContent).toMatch(/^40% of 1 × ₹1000\.00/);
  });

  it('has no Share column nor note on a whole bill', async () => {
    await renderLines({ share: 'FULL', lines: [billed({})] });
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Share' })).toBeNull();
    expect(screen.queryByTestId('line-notes')).toBeNull();
  });
});

describe('the lines of an invoice: a tax-inclusive line', () => {
  const inclusive = billed({
    kind: 'part',
    name: 'Engine oil',
    quantity: '2',
    unit_price: '590.00',
    tax_inclusive: true,
    amount: '1180.00',
    taxable: '1000.00',
    total: '1180.00',
  });

  it('marks “incl. tax” beside the unit price and explains why quantity × rate is the amount with tax', async () => {
    await renderLines({ share: 'FULL', lines: [inclusive, billed({ line_id: 2 })] });
    await screen.findByRole('table');
    expect(screen.getAllByTestId('incl-tax')).toHaveLength(1);
    expect(screen.getByTestId('line-notes').textContent).toBe(
      'incl. tax: the unit price already includes tax, so quantity × unit price is the amount with its tax; the Tax column shows the tax it contains.',
    );
  });

  it('marks it on a phone’s card too', async () => {
    await renderLines({ share: 'FULL', lines: [inclusive] }, true);
    expect((await screen.findByTestId('line-detail')).textContent).toMatch(/^2 × ₹590\.00 incl\. tax/);
  });

  it('does not mark a line without a tax category, whose price holds no tax', async () => {
    await renderLines({ share: 'FULL', lines: [billed({ tax_inclusive: true, tax_category_name: null, taxes: [] })] });
    await screen.findByRole('table');
    expect(screen.queryByTestId('incl-tax')).toBeNull();
  });
});
