import { describe, expect, it } from 'vitest';
import { globalCancelPlan, globalPeriod, globalPeriodicidades, netCfdiLine } from './cfdi-global.ts';

describe('globalPeriod (the period of a factura global holding a day)', () => {
  it('is the day, the week cut at the month, the quincena, the month or the bimester', () => {
    expect(globalPeriod('01', '2026-03-04')).toEqual({
      periodicidad: '01',
      from: '2026-03-04',
      to: '2026-03-04',
      meses: '03',
      anio: 2026,
    });
    // 2026-03-04 is a Wednesday: Monday 2 to Sunday 8.
    expect(globalPeriod('02', '2026-03-04')).toMatchObject({ from: '2026-03-02', to: '2026-03-08', meses: '03' });
    // The week of Tuesday 2026-03-31 is cut at the month's end; that of Sunday 2026-03-01 at its start.
    expect(globalPeriod('02', '2026-03-31')).toMatchObject({ from: '2026-03-30', to: '2026-03-31' });
    expect(globalPeriod('02', '2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
    expect(globalPeriod('03', '2026-02-15')).toMatchObject({ from: '2026-02-01', to: '2026-02-15', meses: '02' });
    expect(globalPeriod('03', '2026-02-16')).toMatchObject({ from: '2026-02-16', to: '2026-02-28' });
    expect(globalPeriod('04', '2028-02-10')).toMatchObject({ from: '2028-02-01', to: '2028-02-29', meses: '02', anio: 2028 });
    expect(globalPeriod('05', '2026-01-20')).toMatchObject({ from: '2026-01-01', to: '2026-02-28', meses: '13' });
    expect(globalPeriod('05', '2026-12-01')).toMatchObject({ from: '2026-11-01', to: '2026-12-31', meses: '18' });
  });
});

describe('globalCancelPlan (where the bills of a cancelled global invoice go)', () => {
  const bills = [
    { invoice_id: 1, stands: true },
    { invoice_id: 2, stands: false },
    { invoice_id: 3, stands: true },
  ];
  it('02 (sin relación) sends every bill back to the pool', () => {
    expect(globalCancelPlan('02', bills)).toEqual({ nominative: null, substitute: [], released: [1, 2, 3] });
  });
  it('01 (con relación) puts the bills still paid in full into the substitute and frees the rest', () => {
    expect(globalCancelPlan('01', bills)).toEqual({ nominative: null, substitute: [1, 3], released: [2] });
  });
  it('04 (operación nominativa) gives the named bill its own CFDI and re-issues the others', () => {
    expect(globalCancelPlan('04', bills, 3)).toEqual({ nominative: 3, substitute: [1], released: [2] });
    expect(globalCancelPlan('04', [{ invoice_id: 7, stands: true }], 7)).toEqual({ nominative: 7, substitute: [], released: [] });
  });
});

describe('netCfdiLine (what a global invoice states of a line after credit notes)', () => {
  const line = {
    kind: 'part' as const,
    name: 'Bujía',
    code: '25174004',
    quantity: '4',
    taxable: '400.00',
    share: '40.00',
    taxes: [{ name: 'IVA', amount: '57.60' }],
    rates: [{ name: 'IVA', value: '16' }],
  };
  it.each([
    ['no credit note leaves the line as billed', [], { taxable: '400', share: '40', iva: '57.6' }],
    [
      'one unit returned takes its value, discount share and tax off',
      [{ taxable: '100.00', share: '10.00', taxes: [{ name: 'IVA', amount: '14.40' }] }],
      { taxable: '300', share: '30', iva: '43.2' },
    ],
    [
      'two credit notes returning everything leave nothing',
      [
        { taxable: '100.00', share: '10.00', taxes: [{ name: 'IVA', amount: '14.40' }] },
        { taxable: '300.00', share: '30.00', taxes: [{ name: 'IVA', amount: '43.20' }] },
      ],
      { taxable: '0', share: '0', iva: '0' },
    ],
  ])('%s', (_name, credits, want) => {
    const net = netCfdiLine(line, credits);
    expect({ taxable: net.taxable, share: net.share, iva: net.taxes[0]!.amount }).toEqual(want);
    expect(net.rates).toEqual(line.rates);
  });
});

describe('globalPeriodicidades', () => {
  it.each([
    ['621', ['01', '02', '03', '04', '05']],
    ['601', ['01', '02', '03', '04']],
    ['612', ['01', '02', '03', '04']],
    ['626', ['01', '02', '03', '04']],
  ])('régimen %s may state %j (05, bimonthly, is only for 621)', (regimen, want) => {
    expect(globalPeriodicidades(regimen)).toEqual(want);
  });
});
