import { describe, expect, it } from 'vitest';
import { PERIODICIDADES, periodRange } from './global-invoice-rules.ts';

describe('global invoice rules', () => {
  it('states one day alone and a longer period as a range', () => {
    const date = (d: string) => `<${d}>`;
    expect(periodRange({ from: '2026-03-04', to: '2026-03-04' }, date)).toBe('<2026-03-04>');
    expect(periodRange({ from: '2026-03-01', to: '2026-03-31' }, date)).toBe('<2026-03-01> – <2026-03-31>');
  });

  it("offers SAT's five periodicities", () => {
    expect(PERIODICIDADES).toEqual(['01', '02', '03', '04', '05']);
  });
});
