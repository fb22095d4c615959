import { describe, expect, it } from 'vitest';
import {
  checkPurchaseOrder,
  checkStockIn,
  draftEstimate,
  emptyLine,
  type PurchaseOrderDraft,
  parseLots,
  withSuggestions,
} from './purchasing-rules.ts';

const draft = (extra: Partial<PurchaseOrderDraft> = {}): PurchaseOrderDraft => ({
  vendor_id: '4',
  expected_date: '',
  notes: '',
  lines: [{ ...emptyLine(), part_id: 7, part_name: 'Pads', quantity: '2', unit_price: '35.5' }],
  ...extra,
});

describe('purchase order form rules', () => {
  it('sends the chosen parts; a blank price is left to the server (the part purchase price)', () => {
    const checked = checkPurchaseOrder(draft({ lines: [...draft().lines, { ...emptyLine(), part_id: 9, part_name: 'Oil' }] }));
    expect(checked).toEqual({
      ok: true,
      body: {
        vendor_id: 4,
        expected_date: null,
        notes: null,
        lines: [
          { part_id: 7, quantity: '2', unit_price: '35.5' },
          { part_id: 9, quantity: '1' },
        ],
      },
    });
  });

  it('refuses a purchase order without parts or with a zero quantity', () => {
    expect(checkPurchaseOrder(draft({ lines: [] })).ok).toBe(false);
    expect(checkPurchaseOrder(draft({ lines: [{ ...draft().lines[0]!, quantity: '0' }] })).ok).toBe(false);
  });

  it('adds suggested parts not already on the draft and estimates before tax', () => {
    const lines = withSuggestions(draft().lines, [
      {
        part_id: 7,
        part_name: 'Pads',
        part_number: null,
        on_hand: '0',
        min_stock: '2',
        quantity: '4',
        unit_price: '30',
        tax_category_id: null,
      },
      {
        part_id: 8,
        part_name: 'Wiper',
        part_number: null,
        on_hand: '1',
        min_stock: '5',
        quantity: '9',
        unit_price: '20',
        tax_category_id: null,
      },
    ]);
    expect(lines.map((l) => [l.part_id, l.quantity])).toEqual([
      [7, '2'],
      [8, '9'],
    ]);
    expect(draftEstimate(lines)).toBe('251.00');
  });
});

describe('stock-in form rules', () => {
  it('reads batches and serials one per line: code; quantity; expiry', () => {
    expect(parseLots('LOT-A; 3; 2027-06-30\n\nSN-9')).toEqual([
      { code: 'LOT-A', quantity: '3', expiry_date: '2027-06-30' },
      { code: 'SN-9', quantity: '1', expiry_date: null },
    ]);
    expect(parseLots('LOT-A; many')).toBeNull();
    expect(parseLots('LOT-A; 1; 30/06/2027')).toBeNull();
  });

  it('receives only the lines with a quantity, against the purchase order', () => {
    const line = {
      key: 'a',
      purchase_order_line_id: 11,
      part_id: 7,
      part_name: 'Pads',
      ordered: '10',
      left: '4',
      unit_price: '',
      lots: '',
    };
    const checked = checkStockIn(
      {
        vendor_id: null,
        bill_number: ' AN-1 ',
        bill_date: '',
        notes: '',
        lines: [
          { ...line, quantity: '4' },
          { ...line, key: 'b', purchase_order_line_id: 12, part_id: 8, quantity: '' },
        ],
      },
      3,
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        purchase_order_id: 3,
        bill_number: 'AN-1',
        bill_date: null,
        notes: null,
        lines: [{ part_id: 7, quantity: '4', purchase_order_line_id: 11 }],
      },
    });
    expect(
      checkStockIn({ vendor_id: null, bill_number: '', bill_date: '', notes: '', lines: [{ ...line, quantity: '' }] }, 3),
    ).toMatchObject({
      nothing: true,
    });
  });
});
