import { describe, expect, it } from 'vitest';
import { groupByPackage, previewColumns } from '../../lib/orders/document-lines.ts';
import { odometerText } from './preview-rules.ts';

describe('preview (spec 2.2)', () => {
  it('varies the columns with tax, item-wise discount and packages', () => {
    expect(previewColumns({ taxApplies: false, itemWiseDiscount: false, anyPackage: false })).toEqual([
      'index',
      'name',
      'quantity',
      'rate',
      'amount',
    ]);
    expect(previewColumns({ taxApplies: true, itemWiseDiscount: true, anyPackage: true })).toEqual([
      'package',
      'index',
      'name',
      'code',
      'quantity',
      'rate',
      'discount',
      'tax',
      'amount',
    ]);
    expect(previewColumns({ taxApplies: false, itemWiseDiscount: true, anyPackage: false })).toContain('discount');
    expect(previewColumns({ taxApplies: true, itemWiseDiscount: false, anyPackage: false })).not.toContain('discount');
    // No item code column where the country asks for none (USA, Saudi Arabia), the tax column stays.
    expect(previewColumns({ taxApplies: true, itemCode: false, itemWiseDiscount: false, anyPackage: false })).toEqual([
      'index',
      'name',
      'quantity',
      'rate',
      'tax',
      'amount',
    ]);
  });

  it('groups package items under the package name', () => {
    const groups = groupByPackage([
      { packageName: null, n: 1 },
      { packageName: 'Basic', n: 2 },
      { packageName: null, n: 3 },
      { packageName: 'Basic', n: 4 },
    ]);
    expect(groups.map((g) => [g.packageName, g.lines.map((l) => l.n)])).toEqual([
      [null, [1]],
      ['Basic', [2, 4]],
      [null, [3]],
    ]);
  });

  it('shows the odometer in KM, or MILE in the USA', () => {
    expect(odometerText('42000', 'IN')).toBe('42000 KM');
    expect(odometerText(42000, 'US')).toBe('42000 MILE');
    expect(odometerText('', 'IN')).toBeNull();
  });
});
