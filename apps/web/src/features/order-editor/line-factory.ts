import type { AmcItem } from '@garage/contract';
import type { Part, Service } from '../../lib/api/masters.ts';
import { type LineDraft, newLineKey, trimDecimal } from './editor-draft.ts';

/** New lines from the catalogue: a service, a part, or a package's items under its name. */

/** The AMC discount an item starts with on an AMC order (the contract's), else none. */
export function amcDiscountFor(items: readonly AmcItem[] | null, kind: 'service' | 'part', id: number): string {
  if (items === null) return '';
  const item = items.find((i) => i.kind === kind && i.item_id === id);
  return item ? trimDecimal(item.discount) : '';
}

export function serviceLine(s: Service, packageName: string | null, discount: string): LineDraft {
  return {
    key: newLineKey(),
    kind: 'service',
    itemId: s.service_id,
    name: s.service_name,
    code: s.sac,
    packageName,
    quantity: '1',
    unitPrice: trimDecimal(s.price),
    masterPrice: s.price,
    discount,
    taxInclusive: s.tax_inclusive,
    taxCategoryId: s.tax_category_id,
    masterTaxCategoryId: s.tax_category_id,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
    serials: [],
  };
}

/** A part line; its purchase price stays out for users with PRICE_VIEW_RESTRICTED. */
export function partLine(p: Part, packageName: string | null, discount: string, hidePurchase: boolean): LineDraft {
  return {
    key: newLineKey(),
    kind: 'part',
    itemId: p.part_id,
    name: p.part_name,
    code: p.hsn,
    packageName,
    quantity: '1',
    unitPrice: trimDecimal(p.selling_price),
    masterPrice: p.selling_price,
    discount,
    taxInclusive: p.tax_inclusive,
    taxCategoryId: p.tax_category_id,
    masterTaxCategoryId: p.tax_category_id,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: p.unit_id,
    unitSymbol: p.unit_symbol,
    purchasePrice: hidePurchase ? null : p.purchase_price,
    serials: [],
  };
}

/** Prefilled lines (edit, copy) take their catalogue price, tax category and unit from the masters found. */
export function enrichLines(
  lines: LineDraft[],
  masters: { services: ReadonlyMap<number, Service>; parts: ReadonlyMap<number, Part> },
): LineDraft[] {
  return lines.map((l) => {
    if (l.itemId === null) return l;
    if (l.kind === 'service') {
      const s = masters.services.get(l.itemId);
      return s ? { ...l, masterPrice: s.price, masterTaxCategoryId: s.tax_category_id } : l;
    }
    const p = masters.parts.get(l.itemId);
    return p
      ? {
          ...l,
          masterPrice: p.selling_price,
          masterTaxCategoryId: p.tax_category_id,
          unitId: p.unit_id,
          unitSymbol: p.unit_symbol,
          purchasePrice: p.purchase_price,
        }
      : l;
  });
}
