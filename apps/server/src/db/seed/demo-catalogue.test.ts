import { findUnit } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PARTS } from './demo.ts';

/** Issue 12: "Brake fluid 1 ml" at ₹350 — demo data a garage would not believe. */
describe('the demo catalogue', () => {
  const parts = DEMO_PARTS.map(([name, , , , unitId, selling, purchase]) => ({
    name,
    unit: findUnit(unitId),
    selling: Number(selling),
    purchase: Number(purchase),
  }));

  it('sells nothing by the millilitre, gram or centimetre', () => {
    for (const p of parts) {
      expect(p.unit, p.name).toBeDefined();
      expect(['ml', 'g', 'cm'], p.name).not.toContain(p.unit?.symbol);
    }
  });

  it('sells a part named by its pack size (500 ml, 1 L) per piece, not per litre or millilitre', () => {
    for (const p of parts.filter((x) => /\d\s*(ml|l|g|kg)\b/i.test(x.name))) {
      expect(p.unit?.category_id, p.name).toBe(4);
    }
  });

  it('buys every part for less than it sells it', () => {
    for (const p of parts) expect(p.purchase, p.name).toBeLessThan(p.selling);
  });
});
