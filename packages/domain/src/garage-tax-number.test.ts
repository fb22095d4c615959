import { describe, expect, it } from 'vitest';
import { garageTaxNumberProblem, sellerTaxNumberMissing } from './garage-tax-number.ts';

describe("a garage's own tax number by country", () => {
  it.each([
    ['IN', '29AABCD1234E1Z5', null],
    ['IN', '29aabcd1234e1z5', null],
    ['IN', '29AABCD1234E1X5', 'garage.taxNumber.IN'],
    ['IN', 'AABCD1234E', 'garage.taxNumber.IN'],
    ['SA', '300000000000003', null],
    ['SA', '310122393500003', null],
    ['SA', '200000000000003', 'garage.taxNumber.SA'],
    ['SA', '30000000000003', 'garage.taxNumber.SA'],
    ['MX', 'EKU9003173C9', null],
    ['MX', 'gomj800101ab1', null],
    ['MX', 'EKU900317', 'garage.taxNumber.MX'],
    ['US', '12-3456789', null],
    ['IN', '  ', null],
  ])('%s %s → %s', (country, value, problem) => expect(garageTaxNumberProblem(country, value)).toBe(problem));
});

describe('sellerTaxNumberMissing (the invoice page offers to add it)', () => {
  it('asks India, Saudi Arabia and Mexico for the garage’s number, and no other country', () => {
    expect(sellerTaxNumberMissing('IN', null)).toBe(true);
    expect(sellerTaxNumberMissing('sa', ' ')).toBe(true);
    expect(sellerTaxNumberMissing('MX', undefined)).toBe(true);
    expect(sellerTaxNumberMissing('IN', '29AABCD1234E1Z5')).toBe(false);
    expect(sellerTaxNumberMissing('US', null)).toBe(false);
    expect(sellerTaxNumberMissing('GB', '')).toBe(false);
  });
});
