import { describe, expect, it } from 'vitest';
import type { ReturnableLine } from '../../lib/purchasing/purchasing-api.ts';
import { type Picked, pickedProblem, returnBody, returnEstimate } from './vendor-return-rules.ts';

const line = (extra: Partial<ReturnableLine> = {}): ReturnableLine => ({
  stock_in_line_id: 5,
  stock_in_id: 2,
  stock_in_number: 'SI-00002',
  bill_number: null,
  received_day: '2026-11-20',
  part_id: 9,
  part_name: 'Engine oil',
  tracking: 'NONE',
  quantity: '10',
  returned: '3',
  returnable: '7',
  on_hand: '40',
  unit_price: '10.00',
  tax_rate: '15',
  lots: [],
  ...extra,
});
const pick = (extra: Partial<Picked> = {}): Picked => ({ line: line(), quantity: '2', lots: [], ...extra });

describe('vendor return form rules', () => {
  it('estimates quantity × received price plus tax, in decimal, skipping lines without a quantity', () => {
    expect(returnEstimate([pick(), pick({ quantity: '0.1', line: line({ unit_price: '0.10', tax_rate: '0' }) })])).toBe('23.01');
    expect(returnEstimate([pick({ quantity: '' }), pick({ quantity: 'abc' })])).toBe('0.00');
  });

  it('flags a missing quantity, more than can go back, and missing batches or serials', () => {
    expect(pickedProblem(pick())).toBeNull();
    expect(pickedProblem(pick({ quantity: '' }))).toBe('quantity');
    expect(pickedProblem(pick({ quantity: '7.001' }))).toBe('tooMany');
    const serial = line({ tracking: 'SERIAL', lots: [{ code: 'SN-1', expiry_date: null, quantity: '1', held_by: null }] });
    expect(pickedProblem(pick({ line: serial, quantity: '0' }))).toBe('lots');
    const batch = line({ tracking: 'BATCH', lots: [{ code: 'B-1', expiry_date: null, quantity: '5', held_by: null }] });
    expect(pickedProblem(pick({ line: batch }))).toBe('lots');
    expect(pickedProblem(pick({ line: batch, lots: ['B-1'] }))).toBeNull();
  });

  it('builds the request: serials one each, a batch with the line quantity', () => {
    const serial = line({ tracking: 'SERIAL', lots: [{ code: 'SN-1', expiry_date: null, quantity: '1', held_by: null }] });
    expect(
      returnBody(4, ' Leak ', 'REFUND', [
        pick({ line: serial, quantity: '2', lots: ['SN-1', 'SN-2'] }),
        pick({ quantity: ' 3 ' }),
      ]),
    ).toEqual({
      vendor_id: 4,
      reason: 'Leak',
      settlement: 'REFUND',
      lines: [
        {
          stock_in_line_id: 5,
          quantity: '2',
          lots: [
            { code: 'SN-1', quantity: '1' },
            { code: 'SN-2', quantity: '1' },
          ],
        },
        { stock_in_line_id: 5, quantity: '3' },
      ],
    });
  });
});
