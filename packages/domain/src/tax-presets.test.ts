import { describe, expect, it } from 'vitest';
import { countryTaxRules, defaultTaxCategory, showsItemCode, taxPresets } from './tax-presets.ts';

describe('country tax rules', () => {
  it('names the item code by country: SAC/HSN in India, the SAT key in Mexico, none in the USA and Saudi Arabia', () => {
    expect(countryTaxRules('IN').itemCode).toBe('india');
    expect(countryTaxRules('mx').itemCode).toBe('sat');
    expect(showsItemCode('US')).toBe(false);
    expect(showsItemCode('SA')).toBe(false);
    expect(showsItemCode('KE')).toBe(true);
    expect(countryTaxRules('ZZ').itemCode).toBe('generic');
  });

  it('lets only the USA price a line without a tax category as untaxed', () => {
    expect(['US', 'IN', 'MX', 'SA', 'ES'].filter((c) => countryTaxRules(c).untaxedLines)).toEqual(['US']);
  });

  it('gives an Indian example with its components and a standard rate each seeded country has', () => {
    expect(countryTaxRules('IN').example.components.map((c) => `${c.name} ${c.value}`)).toEqual(['CGST 9', 'SGST 9']);
    for (const code of ['IN', 'MX', 'US', 'SA', 'ES', 'KE']) {
      const rate = countryTaxRules(code).defaultRate;
      expect(taxPresets(code).some((p) => Number(p.total_value) === Number(rate))).toBe(true);
    }
  });

  it('preselects the active category at the standard rate, else the first active one', () => {
    const cats = [
      { id: 1, active: true, total_value: '5.0000' },
      { id: 2, active: false, total_value: '18' },
      { id: 3, active: true, total_value: '18.0000' },
    ];
    expect(defaultTaxCategory('IN', cats)?.id).toBe(3);
    expect(defaultTaxCategory('IN', cats.slice(0, 2))?.id).toBe(1);
    expect(defaultTaxCategory('US', [{ id: 9, active: true, total_value: '0' }])?.id).toBe(9);
    expect(defaultTaxCategory('MX', [])).toBeNull();
  });
});

describe('seeded tax categories in the garage language', () => {
  it('translates the names that have a translation and keeps tax names such as GST and IVA', () => {
    expect(taxPresets('US', 'es').map((p) => p.name)).toEqual(['Impuesto sobre las ventas']);
    expect(taxPresets('SA', 'es')[0]).toMatchObject({ name: 'IVA 15%', components: [{ name: 'IVA', value: '15' }] });
    expect(taxPresets('IN', 'es').map((p) => p.name)).toEqual(taxPresets('IN').map((p) => p.name));
    expect(taxPresets('MX', 'es').map((p) => p.name)).toEqual(['IVA 16%']);
    expect(taxPresets('GB').map((p) => p.name)).toEqual(['VAT 20%']);
  });
});
