import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n.ts';
import { itemCodeLabel, taxCategoryExample } from './item-code.ts';

describe('item code wording by country', () => {
  it('says SAC / HSN in India, the SAT key in Mexico and nothing in the USA and Saudi Arabia', async () => {
    // The Spanish catalogue loads on demand (decision 029).
    await loadLanguage('es');
    const t = i18n.getFixedT('en');
    expect(itemCodeLabel(t, 'IN', 'service')).toBe('SAC code');
    expect(itemCodeLabel(t, 'IN', 'part', 'short')).toBe('HSN');
    expect(itemCodeLabel(t, 'US', 'service')).toBeNull();
    expect(itemCodeLabel(t, 'SA', 'part')).toBeNull();
    expect(itemCodeLabel(i18n.getFixedT('es'), 'MX', 'part')).toBe('Clave de producto o servicio (SAT)');
    expect(itemCodeLabel(i18n.getFixedT('es'), 'KE', 'service')).toBe('Código fiscal');
  });

  it('gives the tax screen an example of the country, never GST outside India', () => {
    expect(taxCategoryExample('IN')).toBe('GST 18% = CGST 9% + SGST 9%');
    expect(taxCategoryExample('MX')).toBe('IVA 16%');
    expect(taxCategoryExample('SA')).toBe('VAT 15%');
    expect(taxCategoryExample('US')).not.toContain('GST');
  });
});

describe('tax category names in Spanish', () => {
  it('does not repeat the rate a name already says with other spacing', async () => {
    const { taxCategoryShort } = await import('./tax-category-label.ts');
    const iva = {
      tax_category_id: 1,
      name: 'IVA 16%',
      total_value: '16',
      active: true,
      tax_component_list: [{ tax_component_name: 'IVA', value: '16' }],
    } as unknown as Parameters<typeof taxCategoryShort>[0];
    expect(taxCategoryShort(iva, 'es')).toBe('IVA 16%');
    expect(taxCategoryShort(iva, 'en')).toBe('IVA 16%');
  });
});
