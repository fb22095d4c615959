import { PartInput, ServiceInput, ServicePackageInput, TaxCategoryInput } from '@garage/contract';
import {
  type MessageKey,
  Money,
  normalizeSearch,
  PACKAGE_DESCRIPTION_MAX_WORDS,
  type PART_TYPES,
  type TRACKING_TYPES,
  wordCount,
} from '@garage/domain';
import type {
  Part,
  PartBody,
  Service,
  ServiceBody,
  ServicePackage,
  ServicePackageBody,
  TaxCategory,
  TaxCategoryBody,
} from '../../lib/api/masters.ts';
import type { IssueLike } from '../../lib/form-errors.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';

const issue = (field: string, key: MessageKey, params?: Record<string, string | number>): IssueLike => ({
  path: [field],
  message: key,
  params,
});

/** A decimal as typed: spaces dropped and a decimal comma read as a point ("1 234,5" → "1234.5"). */
export function decimalText(value: string): string {
  const t = value.trim().replace(/\s/g, '');
  return t.includes('.') ? t.replace(/,/g, '') : t.replace(',', '.');
}

/** An amount from the API for an input: "150.0000" → "150", "12.5000" → "12.5". */
export function decimalForInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return new Money(value).toString();
  } catch {
    return value;
  }
}

function finish<B>(
  issues: IssueLike[],
  parsed: { success: true; data: B } | { success: false; error: { issues: IssueLike[] } },
): Check<B> {
  if (!parsed.success) issues.push(...parsed.error.issues);
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

// ---- services -------------------------------------------------------------------------------------------

/** A type, not an interface: form values must be a Record (useContractForm). */
export type ServiceDraft = {
  service_name: string;
  sac: string;
  price: string;
  tax_category_id: number | null;
  tax_inclusive: boolean;
  hourly_rating: string;
  active: boolean;
};
export type ServiceField = keyof ServiceDraft;
export const SERVICE_FIELDS: readonly ServiceField[] = [
  'service_name',
  'sac',
  'price',
  'tax_category_id',
  'tax_inclusive',
  'hourly_rating',
  'active',
];

export function serviceDraft(service: Service | null, taxInclusiveDefault: boolean): ServiceDraft {
  return {
    service_name: service?.service_name ?? '',
    sac: service?.sac ?? '',
    price: decimalForInput(service?.price),
    tax_category_id: service?.tax_category_id ?? null,
    tax_inclusive: service ? service.tax_inclusive : taxInclusiveDefault,
    hourly_rating: decimalForInput(service?.hourly_rating),
    active: service?.active ?? true,
  };
}

/** The hourly rating is sent only when the garage prices services by the hour. */
export function checkService(draft: ServiceDraft, hourlyRate: boolean): Check<ServiceBody> {
  const issues: IssueLike[] = [];
  if (draft.price.trim() === '') issues.push(issue('price', 'field.required'));
  const rating = decimalText(draft.hourly_rating);
  const body = {
    service_name: draft.service_name,
    sac: draft.sac,
    price: decimalText(draft.price),
    tax_category_id: draft.tax_category_id,
    tax_inclusive: draft.tax_inclusive,
    hourly_rating: hourlyRate ? rating || null : undefined,
    active: draft.active,
  };
  return finish(issues, ServiceInput.safeParse(body));
}

// ---- parts ----------------------------------------------------------------------------------------------

export type PartType = (typeof PART_TYPES)[number];
export type Tracking = (typeof TRACKING_TYPES)[number];

export type PartDraft = {
  part_name: string;
  part_number: string;
  hsn: string;
  brand: string;
  part_type: PartType;
  tracking: Tracking;
  unit_id: number | null;
  selling_price: string;
  purchase_price: string;
  tax_category_id: number | null;
  tax_inclusive: boolean;
  min_stock: string;
  active: boolean;
};
export type PartField = keyof PartDraft;
export const PART_FIELDS: readonly PartField[] = [
  'part_name',
  'part_number',
  'hsn',
  'brand',
  'part_type',
  'tracking',
  'unit_id',
  'selling_price',
  'purchase_price',
  'tax_category_id',
  'tax_inclusive',
  'min_stock',
  'active',
];

/** Piece: the unit of a new part. */
export const DEFAULT_UNIT_ID = 9;

export function partDraft(part: Part | null, taxInclusiveDefault: boolean): PartDraft {
  return {
    part_name: part?.part_name ?? '',
    part_number: part?.part_number ?? '',
    hsn: part?.hsn ?? '',
    brand: part?.brand ?? '',
    part_type: part?.part_type ?? 'PART',
    tracking: part?.tracking ?? 'NONE',
    unit_id: part?.unit_id ?? DEFAULT_UNIT_ID,
    selling_price: decimalForInput(part?.selling_price),
    purchase_price: decimalForInput(part?.purchase_price),
    tax_category_id: part?.tax_category_id ?? null,
    tax_inclusive: part ? part.tax_inclusive : taxInclusiveDefault,
    min_stock: part ? decimalForInput(part.min_stock) : '0',
    active: part?.active ?? true,
  };
}

/**
 * `showPurchasePrice` is false for PRICE_VIEW_RESTRICTED users: the field is hidden and the price is not
 * sent, so the stored one stays as it is.
 */
export function checkPart(draft: PartDraft, showPurchasePrice: boolean): Check<PartBody> {
  const issues: IssueLike[] = [];
  if (draft.selling_price.trim() === '') issues.push(issue('selling_price', 'field.required'));
  if (draft.unit_id === null) issues.push(issue('unit_id', 'field.required'));
  const purchase = decimalText(draft.purchase_price);
  const body = {
    part_name: draft.part_name,
    part_number: draft.part_number,
    hsn: draft.hsn,
    brand: draft.brand,
    part_type: draft.part_type,
    tracking: draft.tracking,
    unit_id: draft.unit_id ?? undefined,
    selling_price: decimalText(draft.selling_price),
    purchase_price: showPurchasePrice ? purchase || null : undefined,
    tax_category_id: draft.tax_category_id,
    tax_inclusive: draft.tax_inclusive,
    min_stock: decimalText(draft.min_stock) || '0',
    active: draft.active,
  };
  return finish(issues, PartInput.safeParse(body));
}

// ---- service packages -----------------------------------------------------------------------------------

export interface WordState {
  count: number;
  max: number;
  /** The limit is reached: one more word is too many. */
  atLimit: boolean;
  over: boolean;
}

/** The live counter of the package description (at most 1000 words). */
export function descriptionWords(text: string, max = PACKAGE_DESCRIPTION_MAX_WORDS): WordState {
  const count = wordCount(text);
  return { count, max, atLimit: count >= max, over: count > max };
}

export type PackageDraft = {
  service_package_name: string;
  description: string;
  service_ids: number[];
  part_ids: number[];
  active: boolean;
};
export type PackageField = 'service_package_name' | 'description' | 'items' | 'active';
export const PACKAGE_FIELDS: readonly PackageField[] = ['service_package_name', 'description', 'items', 'active'];

export function packageDraft(p: ServicePackage | null): PackageDraft {
  return {
    service_package_name: p?.service_package_name ?? '',
    description: p?.description ?? '',
    service_ids: p ? [...p.service_ids_list] : [],
    part_ids: p ? [...p.part_ids_list] : [],
    active: p?.active ?? true,
  };
}

export function checkPackage(draft: PackageDraft): Check<ServicePackageBody> {
  const issues: IssueLike[] = [];
  const words = descriptionWords(draft.description);
  if (words.over) issues.push(issue('description', 'package.descriptionWords', { count: words.count }));
  if (draft.service_ids.length + draft.part_ids.length === 0) issues.push(issue('items', 'package.empty'));
  const parsed = ServicePackageInput.safeParse({
    service_package_name: draft.service_package_name,
    description: draft.description,
    service_ids_list: draft.service_ids,
    part_ids_list: draft.part_ids,
    active: draft.active,
  });
  // The schema's own "empty package" issue is already said under the items.
  const rest = parsed.success
    ? parsed
    : { success: false as const, error: { issues: parsed.error.issues.filter((i) => i.message !== 'package.empty') } };
  return finish(issues, rest);
}

// ---- tax categories -------------------------------------------------------------------------------------

export interface ComponentDraft {
  /** Stable key of the row on screen. */
  key: number;
  name: string;
  value: string;
}

export type TaxCategoryDraft = {
  name: string;
  total_value: string;
  components: ComponentDraft[];
  active: boolean;
};
export type TaxField = 'name' | 'total_value' | 'components' | 'active';
export const TAX_FIELDS: readonly TaxField[] = ['name', 'total_value', 'components', 'active'];
export const MAX_TAX_COMPONENTS = 6;

let nextKey = 1;
export function componentRow(name = '', value = ''): ComponentDraft {
  nextKey += 1;
  return { key: nextKey, name, value };
}

export function taxCategoryDraft(c: TaxCategory | null): TaxCategoryDraft {
  return {
    name: c?.name ?? '',
    total_value: decimalForInput(c?.total_value),
    components: c?.tax_component_list.length
      ? c.tax_component_list.map((x) => componentRow(x.tax_component_name, decimalForInput(x.value)))
      : [componentRow()],
    active: c?.active ?? true,
  };
}

/** The sum of the components' values, or null while one of them is not a number. */
export function componentsSum(components: readonly { value: string }[]): string | null {
  let sum = new Money(0);
  for (const c of components) {
    const text = decimalText(c.value);
    if (!/^\d{1,12}(\.\d{1,4})?$/.test(text)) return null;
    sum = sum.plus(text);
  }
  return sum.toString();
}

/** Whether the components add up to the total (e.g. GST 18 = CGST 9 + SGST 9); null while something is not a number. */
export function componentsMatchTotal(total: string, components: readonly { value: string }[]): boolean | null {
  const sum = componentsSum(components);
  const t = decimalText(total);
  if (sum === null || !/^\d{1,12}(\.\d{1,4})?$/.test(t)) return null;
  return new Money(sum).equals(t);
}

export function checkTaxCategory(draft: TaxCategoryDraft): Check<TaxCategoryBody> {
  const issues: IssueLike[] = [];
  if (draft.total_value.trim() === '') issues.push(issue('total_value', 'field.required'));
  const body = {
    name: draft.name,
    total_value: decimalText(draft.total_value),
    tax_component_list: draft.components.map((c) => ({ tax_component_name: c.name, value: decimalText(c.value) })),
    active: draft.active,
  };
  const parsed = TaxCategoryInput.safeParse(body);
  if (parsed.success && componentsMatchTotal(draft.total_value, draft.components) === false) {
    issues.push(issue('components', 'tax.componentsSum', { total: new Money(body.total_value).toString() }));
  }
  // Issues inside the component rows are said once, for the rows as a whole.
  const mapped = parsed.success
    ? parsed
    : {
        success: false as const,
        error: {
          issues: parsed.error.issues.map((i) =>
            i.path[0] === 'tax_component_list' ? { ...i, path: ['components', ...i.path.slice(1)] } : i,
          ),
        },
      };
  return finish(issues, mapped);
}

/** Server messages that belong next to a catalogue field. */
export const SERVICE_SERVER_KEYS: Partial<Record<MessageKey, ServiceField>> = {
  'catalogue.nameTaken': 'service_name',
  'catalogue.taxUnknown': 'tax_category_id',
};
export const PART_SERVER_KEYS: Partial<Record<MessageKey, PartField>> = {
  'catalogue.nameTaken': 'part_name',
  'catalogue.partNumberTaken': 'part_number',
  'catalogue.unitUnknown': 'unit_id',
  'catalogue.taxUnknown': 'tax_category_id',
};
export const PACKAGE_SERVER_KEYS: Partial<Record<MessageKey, PackageField>> = {
  'catalogue.nameTaken': 'service_package_name',
  'package.descriptionWords': 'description',
  'package.empty': 'items',
  'catalogue.itemUnknown': 'items',
};
export const TAX_SERVER_KEYS: Partial<Record<MessageKey, TaxField>> = {
  'catalogue.nameTaken': 'name',
  'tax.componentsSum': 'components',
};

/** The package list is not paged by the API: it is searched and paged here. */
export function filterPackages(list: readonly ServicePackage[], query: string, includeInactive: boolean): ServicePackage[] {
  const q = normalizeSearch(query);
  return list.filter(
    (p) =>
      (includeInactive || p.active) && (!q || normalizeSearch(`${p.service_package_name} ${p.description ?? ''}`).includes(q)),
  );
}
