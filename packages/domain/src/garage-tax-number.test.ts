import { describe, expect, it } from 'vitest';
import { garageTaxNumberProblem } from './garage-tax-number.ts';

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
