import { describe, expect, it } from 'vitest';
import type { ServicePackage } from '../../lib/api/masters.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import {
  checkPackage,
  checkPart,
  checkService,
  checkTaxCategory,
  componentRow,
  componentsMatchTotal,
  componentsSum,
  decimalForInput,
  decimalText,
  descriptionWords,
  filterPackages,
  packageDraft,
  partDraft,
  serviceDraft,
  taxCategoryDraft,
} from './catalogue-rules.ts';
import { splitItemValues } from './package-form-page.tsx';

const errors = (c: { ok: true } | { ok: false; issues: Parameters<typeof fieldErrors>[0] }) =>
  c.ok ? {} : fieldErrors(c.issues, {}, 'en');

describe('decimals as typed', () => {
  it('reads a decimal comma and drops spaces', () => {
    expect(decimalText(' 1 234,5 ')).toBe('1234.5');
    expect(decimalText('1,234.50')).toBe('1234.50');
    expect(decimalText('150')).toBe('150');
  });

  it('shows API amounts without trailing zeros in inputs', () => {
    expect(decimalForInput('150.0000')).toBe('150');
    expect(decimalForInput('12.5000')).toBe('12.5');
    expect(decimalForInput(null)).toBe('');
  });
});

describe('package description word counter', () => {
  it('counts words and says when the 1000-word limit is reached or passed', () => {
    expect(descriptionWords('')).toEqual({ count: 0, max: 1000, atLimit: false, over: false });
    expect(descriptionWords('  oil   and filter\nchange ').count).toBe(4);
    expect(descriptionWords(Array(1000).fill('w').join(' '))).toMatchObject({ count: 1000, atLimit: true, over: false });
    expect(descriptionWords(Array(1001).fill('w').join(' '))).toMatchObject({ count: 1001, atLimit: true, over: true });
  });

  it('refuses a package with more than 1000 words or without items', () => {
    const base = { ...packageDraft(null), service_package_name: 'Yearly service', service_ids: [1] };
    expect(checkPackage(base).ok).toBe(true);
    expect(errors(checkPackage({ ...base, description: Array(1001).fill('w').join(' ') }))).toEqual({
      description: 'The description must be at most 1000 words (it has 1001)',
    });
    expect(errors(checkPackage({ ...base, service_ids: [] }))).toEqual({
      items: 'Add at least one service or part to the package',
    });
  });

  it('splits the grouped multi-select values into services and parts', () => {
    expect(splitItemValues(['s:1', 'p:7', 's:3', 'x:9', 'p:abc'])).toEqual({ service_ids: [1, 3], part_ids: [7] });
  });

  it('searches and pages packages in the browser (the API does not)', () => {
    const pkg = (id: number, name: string, active = true) =>
      ({ service_package_id: id, service_package_name: name, description: null, active }) as ServicePackage;
    const list = [pkg(1, 'Periodic service'), pkg(2, 'Brake care', false), pkg(3, 'Révision')];
    expect(filterPackages(list, '', false).map((p) => p.service_package_id)).toEqual([1, 3]);
    expect(filterPackages(list, 'brake', true).map((p) => p.service_package_id)).toEqual([2]);
    expect(filterPackages(list, 'revision', false).map((p) => p.service_package_id)).toEqual([3]);
  });
});

describe('tax category components', () => {
  it('adds the components exactly (GST 18 = CGST 9 + SGST 9)', () => {
    expect(componentsSum([{ value: '9' }, { value: '9' }])).toBe('18');
    expect(componentsSum([{ value: '0.1' }, { value: '0.2' }])).toBe('0.3');
    expect(componentsSum([{ value: '9' }, { value: 'x' }])).toBeNull();
    expect(componentsMatchTotal('18', [{ value: '9' }, { value: '9' }])).toBe(true);
    expect(componentsMatchTotal('0.3', [{ value: '0.1' }, { value: '0.2' }])).toBe(true);
    expect(componentsMatchTotal('18', [{ value: '9' }, { value: '8' }])).toBe(false);
    expect(componentsMatchTotal('', [{ value: '9' }])).toBeNull();
  });

  it('refuses components that do not add up to the total', () => {
    const draft = {
      ...taxCategoryDraft(null),
      name: 'GST 18%',
      total_value: '18',
      components: [componentRow('CGST', '9'), componentRow('SGST', '8')],
    };
    expect(errors(checkTaxCategory(draft))).toEqual({ components: 'The components must add up to the total (18%)' });
    const ok = checkTaxCategory({ ...draft, components: [componentRow('CGST', '9'), componentRow('SGST', '9')] });
    expect(ok.ok && ok.body).toEqual({
      name: 'GST 18%',
      total_value: '18',
      tax_component_list: [
        { tax_component_name: 'CGST', value: '9' },
        { tax_component_name: 'SGST', value: '9' },
      ],
      active: true,
    });
  });

  it('needs a name for every component and a total', () => {
    const draft = { ...taxCategoryDraft(null), name: 'VAT', total_value: '', components: [componentRow('', '15')] };
    expect(Object.keys(errors(checkTaxCategory(draft))).sort()).toEqual(['components', 'total_value']);
  });
});

describe('service and part forms', () => {
  it('sends the hourly rating only when the garage bills by the hour', () => {
    const draft = { ...serviceDraft(null, false), service_name: 'Wheel alignment', price: '600', hourly_rating: '1.5' };
    const off = checkService(draft, false);
    expect(off.ok && off.body.hourly_rating).toBeUndefined();
    const on = checkService(draft, true);
    expect(on.ok && on.body.hourly_rating).toBe('1.5');
    expect(errors(checkService({ ...draft, price: '' }, false))).toEqual({ price: 'price is required' });
    expect(errors(checkService({ ...draft, price: '-5' }, false))).toEqual({ price: 'price must not be negative' });
  });

  it('defaults parts to tax inclusive, pieces and a minimum stock of 0', () => {
    const d = partDraft(null, true);
    expect(d).toMatchObject({ tax_inclusive: true, unit_id: 9, min_stock: '0', part_type: 'PART', tracking: 'NONE' });
  });

  it('leaves the purchase price out for users who may not see it', () => {
    const draft = { ...partDraft(null, true), part_name: 'Oil filter', selling_price: '320', purchase_price: '190' };
    const seen = checkPart(draft, true);
    expect(seen.ok && seen.body.purchase_price).toBe('190');
    const hidden = checkPart(draft, false);
    expect(hidden.ok).toBe(true);
    expect(hidden.ok && 'purchase_price' in hidden.body ? hidden.body.purchase_price : undefined).toBeUndefined();
    expect(errors(checkPart({ ...draft, selling_price: '' }, true))).toEqual({ selling_price: 'selling_price is required' });
  });
});
