import { describe, expect, it } from 'vitest';
import { ownersNewestFirst, readingsNewestFirst } from './vehicle-history-page.tsx';

describe('vehicle history order', () => {
  it('lists odometer readings newest first', () => {
    const readings = [
      { reading: 100, unit: 'KM' as const, recorded_at: '2025-01-01T00:00:00Z' },
      { reading: 300, unit: 'KM' as const, recorded_at: '2025-06-01T00:00:00Z' },
      { reading: 200, unit: 'KM' as const, recorded_at: '2025-03-01T00:00:00Z' },
    ];
    expect(readingsNewestFirst(readings).map((r) => r.reading)).toEqual([300, 200, 100]);
  });

  it('lists the current owner first, then earlier owners newest first', () => {
    const owners = [
      { customer_id: 1, customer_name: 'A', from: '2020-01-01T00:00:00Z', to: '2022-01-01T00:00:00Z', note: null },
      { customer_id: 3, customer_name: 'C', from: '2024-01-01T00:00:00Z', to: null, note: null },
      { customer_id: 2, customer_name: 'B', from: '2022-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z', note: null },
    ];
    expect(ownersNewestFirst(owners).map((o) => o.customer_name)).toEqual(['C', 'B', 'A']);
  });
});
