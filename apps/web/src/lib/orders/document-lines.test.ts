import { describe, expect, it } from 'vitest';
import { linesOfOrder, totalRows, totalsOfOrder } from './document-lines.ts';
import type { Order } from './orders-api.ts';

const base = {
  kind: 'service' as const,
  item_id: 1,
  code: '9987',
  package_name: null,
  quantity: '1',
  unit_price: '100.00',
  discount: '0',
  tax_category_name: 'GST 18%',
  total: '118.00',
};

const order = {
  lines: [
    { ...base, name: 'Alignment', taxes: [{ name: 'GST 18%', amount: '18.00' }] },
    {
      ...base,
      name: 'Wash',
      discount: '10',
      taxes: [
        { name: 'CGST', amount: '8.10' },
        { name: 'SGST', amount: '8.10' },
      ],
    },
    { ...base, name: 'Free check', tax_category_name: null, taxes: [] },
  ],
  sub_total: '290.00',
  discount: '20.00',
  tax_lines: [{ name: 'GST 18%', amount: '34.20' }],
  total_amount: '304.20',
} as unknown as Order;

describe('document lines of a saved order (the details table)', () => {
  it('shows one tax line as it is, several as their sum, none as "—" (null)', () => {
    const rows = linesOfOrder(order);
    expect(rows.map((r) => r.taxTotal)).toEqual(['18.00', '16.2', null]);
    expect(rows.map((r) => r.discount)).toEqual([null, '10', null]);
    expect(rows.map((r) => r.taxLabel)).toEqual(['GST 18%', 'GST 18%', null]);
    expect(rows.map((r) => r.amount)).toEqual(['118.00', '118.00', '118.00']);
  });

  it("sums up with the order discount when discounts are not item-wise, with the order's total", () => {
    expect(totalRows(totalsOfOrder(order), false)).toEqual([
      { kind: 'subTotal', amount: '290.00' },
      { kind: 'tax', name: 'GST 18%', amount: '34.20' },
      { kind: 'discount', amount: '20.00' },
      { kind: 'grandTotal', amount: '304.20' },
    ]);
    expect(totalRows(totalsOfOrder(order), true).map((r) => r.kind)).toEqual(['subTotal', 'tax', 'grandTotal']);
  });
});
