import { describe, expect, it } from 'vitest';
import { Money } from './money.ts';
import { type PriceLineInput, type PricingContext, PricingError, priceOrder } from './pricing.ts';

const VAT15 = { name: 'VAT 15%', total_value: '15', components: [{ name: 'VAT', value: '15' }] };
const GST18 = {
  name: 'GST 18%',
  total_value: '18',
  components: [
    { name: 'CGST', value: '9' },
    { name: 'SGST', value: '9' },
  ],
};
const saudi: PricingContext = { is_tax_applicable: true, country_code: 'SA', item_wise_discount: true };
const india: PricingContext = { is_tax_applicable: true, country_code: 'IN', item_wise_discount: true };

describe('worked examples of the issue', () => {
  it('service 2 × 150.00, 10 % item-wise, exclusive VAT 15 → amount 270.00, VAT 40.50, total 310.50', () => {
    const r = priceOrder(
      [{ kind: 'service', quantity: 2, unit_price: '150.00', discount: 10, tax_inclusive: false, tax_category: VAT15 }],
      saudi,
    );
    expect(r.lines[0]).toMatchObject({ amount: '270.00', tax_total: '40.50', total: '310.50' });
    expect(r.tax_lines).toEqual([{ name: 'VAT 15%', amount: '40.50' }]);
    expect(r.grand_total).toBe('310.50');
  });

  it('part 1 × 115.00 inclusive VAT 15 → taxable 100.00, VAT 15.00, total 115.00', () => {
    const r = priceOrder([{ kind: 'part', quantity: 1, unit_price: '115.00', tax_inclusive: true, tax_category: VAT15 }], saudi);
    expect(r.lines[0]).toMatchObject({ taxable: '100.00', tax_total: '15.00', total: '115.00' });
    expect(r.grand_total).toBe('115.00');
  });

  it('India GST 18 = CGST 9 + SGST 9, part 3 × 99.99, 5 % item-wise, exclusive → 284.97, CGST 25.65, SGST 25.65, total 336.27', () => {
    const r = priceOrder(
      [{ kind: 'part', quantity: 3, unit_price: '99.99', discount: 5, tax_inclusive: false, tax_category: GST18 }],
      india,
    );
    expect(r.lines[0]).toMatchObject({ discount_amount: '14.9985', amount: '284.97', total: '336.27' });
    expect(r.tax_lines).toEqual([
      { name: 'CGST', amount: '25.65' },
      { name: 'SGST', amount: '25.65' },
    ]);
    expect(r.grand_total).toBe('336.27');
  });

  it('order discount AMOUNT 40 over service 100.00 and part 300.00, exclusive → shares 10 and 30, VAT 54.00, grand total 414.00', () => {
    const r = priceOrder(
      [
        { kind: 'service', quantity: 1, unit_price: 100, tax_inclusive: false, tax_category: VAT15 },
        { kind: 'part', quantity: 1, unit_price: 300, tax_inclusive: false, tax_category: VAT15 },
      ],
      { ...saudi, item_wise_discount: false, discount: { type: 'AMOUNT', value: 40 } },
    );
    expect(r.lines.map((l) => l.share)).toEqual(['10.00', '30.00']);
    expect(r).toMatchObject({ sub_total: '400.00', discount: '40.00', tax_total: '54.00', grand_total: '414.00' });
    expect(r).toMatchObject({ labour_amount: '90.00', labour_tax_amount: '13.50', parts_tax_amount: '40.50' });
  });

  it('India, part 1 × 99.99 inclusive GST 18 → CGST = SGST = 99.99 × 9 / 118 = 7.63, taxable the rest 84.73', () => {
    const r = priceOrder([{ kind: 'part', quantity: 1, unit_price: '99.99', tax_inclusive: true, tax_category: GST18 }], india);
    expect(r.lines[0]).toMatchObject({ taxable: '84.73', total: '99.99' });
    expect(r.lines[0]?.taxes).toEqual([
      { name: 'CGST', amount: '7.63' },
      { name: 'SGST', amount: '7.63' },
    ]);
  });
});

describe('India: CGST and SGST of a tax-inclusive line are the same amount (Indian practice)', () => {
  const GST5 = {
    name: 'GST 5%',
    total_value: '5',
    components: [
      { name: 'CGST', value: '2.5' },
      { name: 'SGST', value: '2.5' },
    ],
  };
  const GST28 = {
    name: 'GST 28%',
    total_value: '28',
    components: [
      { name: 'CGST', value: '14' },
      { name: 'SGST', value: '14' },
    ],
  };
  // Converted first (taxable = round(amount × 100 / (100 + rate))), most of these left an odd paisa of tax to halve.
  it.each([
    // [price, category, taxable, each half]
    ['99.99', GST18, '84.73', '7.63'],
    ['100.00', GST18, '84.74', '7.63'],
    ['1180.01', GST18, '1000.01', '90.00'],
    ['10.01', GST5, '9.53', '0.24'],
    ['333.33', GST28, '260.41', '36.46'],
    ['0.01', GST18, '0.01', '0.00'],
  ] as const)(
    'inclusive %s at %o: each half = price × half rate / (100 + rate), rounded; taxable = price − both halves',
    (price, category, taxable, half) => {
      const r = priceOrder(
        [{ kind: 'part', quantity: 1, unit_price: price, tax_inclusive: true, tax_category: category }],
        india,
      );
      const line = r.lines[0]!;
      expect(line.taxes).toEqual([
        { name: 'CGST', amount: half },
        { name: 'SGST', amount: half },
      ]);
      expect(line.taxable).toBe(taxable);
      expect(new Money(line.taxable).plus(half).plus(half).toFixed(2)).toBe(price);
      expect(line.total).toBe(price);
    },
  );

  it('the totals keep CGST = SGST and taxable + CGST + SGST = the inclusive gross, over many odd-paisa lines', () => {
    const lines: PriceLineInput[] = Array.from({ length: 40 }, (_, i) => ({
      kind: i % 2 ? 'part' : 'service',
      quantity: 1 + (i % 3),
      unit_price: (17.37 + i * 3.01).toFixed(2),
      tax_inclusive: true,
      tax_category: i % 3 ? GST18 : GST28,
    }));
    const r = priceOrder(lines, india);
    for (const l of r.lines) expect(l.taxes[0]!.amount).toBe(l.taxes[1]!.amount);
    const cgst = r.tax_lines.find((t) => t.name === 'CGST')!.amount;
    const sgst = r.tax_lines.find((t) => t.name === 'SGST')!.amount;
    expect(cgst).toBe(sgst);
    const gross = r.lines.reduce((acc, l) => acc.plus(l.amount), new Money(0));
    expect(new Money(r.sub_total).plus(cgst).plus(sgst).toFixed(2)).toBe(gross.toFixed(2));
    expect(r.grand_total).toBe(gross.toFixed(2));
  });

  it('a category of unequal components keeps the conversion: taxable = round(amount × 100 / (100 + rate))', () => {
    const cess = {
      name: 'GST 28% + cess 12%',
      total_value: '40',
      components: [
        { name: 'IGST', value: '28' },
        { name: 'CESS', value: '12' },
      ],
    };
    const r = priceOrder([{ kind: 'part', quantity: 1, unit_price: '99.99', tax_inclusive: true, tax_category: cess }], india);
    expect(r.lines[0]).toMatchObject({ taxable: '71.42', total: '99.99' });
  });
});

describe('rules', () => {
  it('an undefined unit price counts as 0', () => {
    const r = priceOrder([{ kind: 'service', quantity: 1, tax_inclusive: false, tax_category: VAT15 }], saudi);
    expect(r.grand_total).toBe('0.00');
  });

  it('a discount is computed only when the price is not negative', () => {
    const r = priceOrder(
      [{ kind: 'service', quantity: 1, unit_price: -50, discount: 10, tax_inclusive: false, tax_category: VAT15 }],
      saudi,
    );
    expect(r.lines[0]).toMatchObject({ discount_amount: '0.0000', amount: '-50.00' });
  });

  it('a tax-exclusive line without a tax category fails; without tax applicable there is no tax', () => {
    expect(() => priceOrder([{ kind: 'part', quantity: 1, unit_price: 10, tax_inclusive: false }], saudi)).toThrow(PricingError);
    const r = priceOrder([{ kind: 'part', quantity: 1, unit_price: 115, tax_inclusive: true, tax_category: VAT15 }], {
      ...saudi,
      is_tax_applicable: false,
    });
    expect(r.lines[0]).toMatchObject({ taxable: '115.00', tax_total: '0.00', total: '115.00' });
  });

  it('a line without a tax category is untaxed where the country allows it (USA), refused elsewhere', () => {
    const untaxed = { kind: 'service' as const, quantity: 2, unit_price: '45.00', tax_inclusive: false };
    const us = priceOrder([untaxed], { ...saudi, country_code: 'US' });
    expect(us.lines[0]).toMatchObject({ taxable: '90.00', tax_total: '0.00', total: '90.00' });
    expect(us).toMatchObject({ tax_total: '0.00', grand_total: '90.00', tax_lines: [] });
    for (const country_code of ['IN', 'MX', 'SA', 'AE']) {
      expect(() => priceOrder([untaxed], { ...saudi, country_code })).toThrow('pricing.taxCategoryRequired');
    }
  });

  it('quantity must be above zero', () => {
    expect(() =>
      priceOrder([{ kind: 'part', quantity: 0, unit_price: 10, tax_inclusive: true, tax_category: VAT15 }], saudi),
    ).toThrow('pricing.quantity');
  });

  it('an order discount higher than the sub total is refused', () => {
    expect(() =>
      priceOrder([{ kind: 'part', quantity: 1, unit_price: 10, tax_inclusive: false, tax_category: VAT15 }], {
        ...saudi,
        item_wise_discount: false,
        discount: { type: 'AMOUNT', value: 11 },
      }),
    ).toThrow('pricing.discountTooHigh');
  });

  it('a percentage order discount above 100 % is refused as such, not as an amount', () => {
    const line = { kind: 'part' as const, quantity: 1, unit_price: 10, tax_inclusive: false, tax_category: VAT15 };
    const discounted = (value: number) =>
      priceOrder([line], { ...saudi, item_wise_discount: false, discount: { type: 'PERCENTAGE', value } });
    expect(() => discounted(200)).toThrow('pricing.discountPercentTooHigh');
    expect(discounted(100).grand_total).toBe('0.00');
  });

  it('ignores item discounts when discounts are not item-wise, and percentage order discounts apply to the taxable sum', () => {
    const r = priceOrder(
      [{ kind: 'part', quantity: 1, unit_price: 200, discount: 50, tax_inclusive: false, tax_category: VAT15 }],
      {
        ...saudi,
        item_wise_discount: false,
        discount: { type: 'PERCENTAGE', value: 10 },
      },
    );
    expect(r).toMatchObject({ sub_total: '200.00', discount: '20.00', tax_total: '27.00', grand_total: '207.00' });
  });

  it('rounds to the garage digits (3 for a Bahraini or Omani garage)', () => {
    const r = priceOrder([{ kind: 'part', quantity: 3, unit_price: '1.111', tax_inclusive: false, tax_category: VAT15 }], {
      ...saudi,
      digits: 3,
    });
    expect(r.lines[0]).toMatchObject({ amount: '3.333', tax_total: '0.500' });
  });
});

describe('properties', () => {
  // A small seeded generator keeps failures reproducible without another dependency.
  let seed = 42;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const cases = Array.from({ length: 300 }, () => {
    const itemWise = rand() < 0.5;
    const digits = rand() < 0.2 ? 3 : 2;
    const lines: PriceLineInput[] = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => ({
      kind: rand() < 0.5 ? 'service' : 'part',
      quantity: (1 + Math.floor(rand() * 40) / 4).toString(),
      // A negative line (an exchange credit) only where no order discount is spread over the lines.
      unit_price: ((itemWise && rand() < 0.15 ? -1 : 1) * rand() * 5000).toFixed(digits),
      discount: Math.floor(rand() * 30),
      tax_inclusive: rand() < 0.5,
      tax_category: rand() < 0.5 ? VAT15 : GST18,
    }));
    return {
      lines,
      ctx: {
        digits,
        is_tax_applicable: true,
        country_code: rand() < 0.5 ? 'IN' : 'SA',
        item_wise_discount: itemWise,
        discount: itemWise ? null : { type: 'PERCENTAGE' as const, value: Math.floor(rand() * 20) },
      },
    };
  });

  it('totals add up: grand total = sub total − discount + Σ tax, and equals Σ line totals', () => {
    for (const { lines, ctx } of cases) {
      const r = priceOrder(lines, ctx);
      const sumLines = r.lines.reduce((acc, l) => acc.plus(l.total), new Money(0));
      const places = ctx.digits;
      expect(new Money(r.sub_total).minus(r.discount).plus(r.tax_total).toFixed(places)).toBe(r.grand_total);
      expect(sumLines.toFixed(places)).toBe(r.grand_total);
      const summary = r.tax_lines.reduce((acc, t) => acc.plus(t.amount), new Money(0));
      expect(summary.toFixed(places)).toBe(r.tax_total);
    }
  });

  it('shares sum to the order discount exactly', () => {
    for (const { lines, ctx } of cases) {
      const r = priceOrder(lines, ctx);
      const shares = r.lines.reduce((acc, l) => acc.plus(l.share), new Money(0));
      expect(shares.toFixed(ctx.digits)).toBe(r.discount);
    }
  });

  it('an inclusive line without an order discount keeps exactly its amount', () => {
    const kept = cases.flatMap(({ lines, ctx }) =>
      priceOrder(lines, ctx)
        .lines.filter((l, i) => lines[i]?.tax_inclusive && new Money(l.share).isZero())
        .map((l) => ({ total: l.total, amount: l.amount })),
    );
    // The generator must produce such lines, or the check below would pass on an empty list.
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.map((l) => l.total)).toEqual(kept.map((l) => l.amount));
  });

  it('every line and total equals an exact recomputation from the spec rules (rational arithmetic, no Money)', () => {
    let compared = 0;
    for (const { lines, ctx } of cases) {
      const expected = oracle(lines, ctx);
      const r = priceOrder(lines, ctx);
      expect(r.lines.map(({ amount, taxable, share, taxes, total }) => ({ amount, taxable, share, taxes, total }))).toEqual(
        expected.lines,
      );
      expect({
        sub_total: r.sub_total,
        discount: r.discount,
        tax_total: r.tax_total,
        grand_total: r.grand_total,
        tax_lines: r.tax_lines,
      }).toEqual(expected.totals);
      compared += lines.length;
    }
    expect(compared).toBeGreaterThan(300);
  });
});

/**
 * An independent price oracle: exact fractions of bigints, rounded half away from zero only where the spec
 * says (orders section 5), so a slip in the engine's decimal library use, rounding mode or order of steps
 * shows up as a different figure instead of hiding inside a tolerance.
 */
interface Ratio {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function ratio(n: bigint, d = 1n): Ratio {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}
function parse(value: string | number): Ratio {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const negative = whole.startsWith('-');
  const digits = BigInt(`${whole.replace('-', '')}${fraction}`);
  return ratio(negative ? -digits : digits, 10n ** BigInt(fraction.length));
}
const add = (a: Ratio, b: Ratio) => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Ratio, b: Ratio) => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Ratio, b: Ratio) => ratio(a.n * b.n, a.d * b.d);
const div = (a: Ratio, b: Ratio) => ratio(a.n * b.d, a.d * b.n);
const cmp = (a: Ratio, b: Ratio) => {
  const x = a.n * b.d - b.n * a.d;
  return x === 0n ? 0 : x > 0n ? 1 : -1;
};
const ZERO_R = ratio(0n);
const HUNDRED = ratio(100n);
/** Half away from zero to `places` decimals. */
function roundTo(x: Ratio, places: number): Ratio {
  const scale = 10n ** BigInt(places);
  const scaled = x.n * scale;
  const magnitude = scaled < 0n ? -scaled : scaled;
  let q = magnitude / x.d;
  if ((magnitude % x.d) * 2n >= x.d) q += 1n;
  return ratio(scaled < 0n ? -q : q, scale);
}
function show(x: Ratio, places: number): string {
  const r = roundTo(x, places);
  const scale = 10n ** BigInt(places);
  const units = (r.n * scale) / r.d;
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function oracle(lines: readonly PriceLineInput[], ctx: PricingContext) {
  const places = ctx.digits ?? 2;
  const round = (x: Ratio) => roundTo(x, places);
  const rows = lines.map((line) => {
    const price = parse(line.unit_price ?? 0);
    const gross = mul(parse(line.quantity), price);
    // A percent discount applies per line, only on a non-negative price; discount amounts keep 4 decimals.
    const pct = ctx.item_wise_discount ? parse(line.discount ?? 0) : ZERO_R;
    const discount = cmp(price, ZERO_R) >= 0 ? roundTo(div(mul(gross, pct), HUNDRED), 4) : ZERO_R;
    const amount = round(sub(gross, discount));
    const rate = line.tax_category ? parse(line.tax_category.total_value) : null;
    // Tax-inclusive prices convert to exclusive as price * 100 / (100 + tax); when the components have one rate
    // (CGST + SGST), each is price * its rate / (100 + tax), rounded, and the taxable value is the rest.
    const comps = line.tax_category?.components ?? [];
    const equal =
      comps.length > 1 &&
      comps.every((c) => cmp(parse(c.value), parse(comps[0]!.value)) === 0) &&
      rate !== null &&
      cmp(mul(parse(comps[0]!.value), ratio(BigInt(comps.length))), rate) === 0;
    const each = equal && rate ? round(div(mul(amount, parse(comps[0]!.value)), add(HUNDRED, rate))) : ZERO_R;
    const taxable =
      line.tax_inclusive && rate
        ? equal
          ? sub(amount, mul(each, ratio(BigInt(comps.length))))
          : round(div(mul(amount, HUNDRED), add(HUNDRED, rate)))
        : amount;
    return { line, amount, rate, taxable, share: ZERO_R };
  });
  const subTotal = rows.reduce((acc, r) => add(acc, r.taxable), ZERO_R);
  let orderDiscount = ZERO_R;
  if (!ctx.item_wise_discount && ctx.discount && cmp(parse(ctx.discount.value), ZERO_R) > 0) {
    const value = parse(ctx.discount.value);
    orderDiscount = ctx.discount.type === 'PERCENTAGE' ? round(div(mul(subTotal, value), HUNDRED)) : round(value);
    if (cmp(subTotal, ZERO_R) <= 0) throw new Error('the generator keeps order discounts to positive sub totals');
    // Shared in proportion to the taxable amounts; the rounding rest goes to the first largest line.
    let largest = 0;
    rows.forEach((r, i) => {
      r.share = round(div(mul(orderDiscount, r.taxable), subTotal));
      if (cmp(r.taxable, rows[largest]!.taxable) > 0) largest = i;
    });
    const spread = rows.reduce((acc, r) => add(acc, r.share), ZERO_R);
    rows[largest]!.share = add(rows[largest]!.share, sub(orderDiscount, spread));
  }
  const india = ctx.country_code === 'IN';
  const summary = new Map<string, Ratio>();
  let taxTotal = ZERO_R;
  const priced = rows.map((r) => {
    const base = sub(r.taxable, r.share);
    const components = r.line.tax_category?.components ?? [];
    let taxes: Array<{ name: string; amount: Ratio }>;
    if (r.rate && r.line.tax_inclusive && cmp(r.share, ZERO_R) === 0) {
      // Without an order discount an inclusive line's tax is what the conversion took off; components split it
      // by their rates, the last one taking the rounding rest.
      const tax = sub(r.amount, r.taxable);
      let given = ZERO_R;
      taxes = components.map((c, i) => {
        const part = i === components.length - 1 ? sub(tax, given) : round(div(mul(tax, parse(c.value)), r.rate!));
        given = add(given, part);
        return { name: c.name, amount: part };
      });
    } else {
      // Tax per component is the component percent of the line amount, rounded to the garage digits.
      taxes = components.map((c) => ({ name: c.name, amount: round(div(mul(base, parse(c.value)), HUNDRED)) }));
    }
    const lineTax = taxes.reduce((acc, t) => add(acc, t.amount), ZERO_R);
    taxTotal = add(taxTotal, lineTax);
    const category = r.line.tax_category;
    if (category && india) for (const t of taxes) summary.set(t.name, add(summary.get(t.name) ?? ZERO_R, t.amount));
    if (category && !india) summary.set(category.name, add(summary.get(category.name) ?? ZERO_R, lineTax));
    return {
      amount: show(r.amount, places),
      taxable: show(r.taxable, places),
      share: show(r.share, places),
      taxes: taxes.map((t) => ({ name: t.name, amount: show(t.amount, places) })),
      total: show(add(base, lineTax), places),
    };
  });
  return {
    lines: priced,
    totals: {
      sub_total: show(subTotal, places),
      discount: show(orderDiscount, places),
      tax_total: show(taxTotal, places),
      grand_total: show(add(sub(subTotal, orderDiscount), taxTotal), places),
      tax_lines: [...summary].map(([name, amount]) => ({ name, amount: show(amount, places) })),
    },
  };
}
