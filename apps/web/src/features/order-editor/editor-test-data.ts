import type { AmcItem } from '@garage/contract';
import { type EditorDraft, emptyDraft, type LineDraft } from './editor-draft.ts';
import type { GarageSettings } from './totals-rules.ts';

/** Shared fixtures of the editor's rule tests. */

export const IN: GarageSettings = { countryCode: 'IN', digits: 2, taxApplicable: true, timeZone: 'Asia/Kolkata' };
export const NOW = new Date('2025-03-05T06:00:00Z'); // 11:30 in Kolkata

export function line(over: Partial<LineDraft> = {}): LineDraft {
  return {
    key: over.key ?? 'a',
    kind: 'service',
    itemId: 1,
    name: 'Oil change',
    code: '9987',
    packageName: null,
    quantity: '1',
    unitPrice: '1000',
    masterPrice: '1000',
    discount: '',
    taxInclusive: false,
    taxCategoryId: 7,
    masterTaxCategoryId: 7,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
    serials: [],
    ...over,
  };
}

export function draft(over: Partial<EditorDraft> = {}): EditorDraft {
  return {
    ...emptyDraft('REPAIR_ORDER'),
    customerId: 5,
    vehicleId: 9,
    lines: [line()],
    deliveryTime: '2025-03-06T10:00',
    ...over,
  };
}

export const GST18 = {
  tax_category_id: 7,
  name: 'GST 18%',
  total_value: '18',
  tax_component_list: [
    { tax_component_name: 'CGST', value: '9' },
    { tax_component_name: 'SGST', value: '9' },
  ],
};

export function amcItem(over: Partial<AmcItem> = {}): AmcItem {
  return {
    id: 1,
    customer_id: 5,
    user_car_id: null,
    kind: 'service',
    item_id: 1,
    item_name: 'Oil change',
    quantity: '3',
    availed_quantity: '1',
    discount: '50',
    unit: null,
    uom_child: null,
    ...over,
  };
}
