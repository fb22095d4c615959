import { CORE_MESSAGES, type CoreMessageKey, type Language } from './messages.ts';

/** The tax categories a new garage starts with, by country; the owner edits them afterwards. */
export interface TaxPreset {
  name: string;
  total_value: string;
  components: ReadonlyArray<{ name: string; value: string }>;
}

const single = (name: string, value: string): TaxPreset => ({
  name: `${name} ${value}%`,
  total_value: value,
  components: [{ name, value }],
});
const gst = (value: number): TaxPreset => {
  const half = String(value / 2);
  return {
    name: `GST ${value}%`,
    total_value: String(value),
    components: [
      { name: 'CGST', value: half },
      { name: 'SGST', value: half },
    ],
  };
};

const PRESETS: Record<string, readonly TaxPreset[]> = {
  IN: [gst(5), gst(12), gst(18), gst(28), single('IGST', '5'), single('IGST', '12'), single('IGST', '18'), single('IGST', '28')],
  SA: [single('VAT', '15')],
  MX: [single('IVA', '16')],
  // The garage sets its own sales tax rate (state and local rates differ).
  US: [{ name: 'Sales tax', total_value: '0', components: [{ name: 'Sales tax', value: '0' }] }],
  KE: [single('VAT', '16')],
  TZ: [single('VAT', '18')],
  UG: [single('VAT', '18')],
  RW: [single('VAT', '18')],
  ZM: [single('VAT', '16')],
  AE: [single('VAT', '5')],
  OM: [single('VAT', '5')],
  BH: [single('VAT', '10')],
  QA: [],
  JO: [single('GST', '16')],
  YE: [single('GST', '5')],
  ES: [single('IVA', '21'), single('IVA', '10')],
  GB: [single('VAT', '20')],
};

const TRANSLATED_NAMES: Record<string, CoreMessageKey> = { 'Sales tax': 'taxPreset.salesTax', VAT: 'taxPreset.vat' };

/** A tax name in the language: "VAT 15%" → "IVA 15%", "Sales tax" → "Impuesto sobre las ventas". */
function taxName(name: string, language: Language): string {
  for (const [english, key] of Object.entries(TRANSLATED_NAMES)) {
    if (name === english || name.startsWith(`${english} `)) return CORE_MESSAGES[key][language] + name.slice(english.length);
  }
  return name;
}

/**
 * The tax categories a new garage of the country starts with, named in the garage's language (the
 * language it is registered in, decision 038).
 */
export function taxPresets(countryCode: string, language: Language = 'en'): readonly TaxPreset[] {
  const presets = PRESETS[countryCode.toUpperCase()] ?? [];
  if (language === 'en') return presets;
  return presets.map((p) => ({
    ...p,
    name: taxName(p.name, language),
    components: p.components.map((c) => ({ ...c, name: taxName(c.name, language) })),
  }));
}

/**
 * How a country's tax shows in the catalogue and on documents (decision 037), one row per country:
 * - `itemCode`: the classification code an item carries on a tax document and the wording of its field —
 *   India SAC for services and HSN for goods (GST invoices), Mexico the SAT product or service key
 *   (ClaveProdServ of the CFDI), `none` where no code is asked for (USA, Saudi Arabia: a ZATCA invoice
 *   needs no item classification), `generic` elsewhere (an optional "tax code").
 * - `untaxedLines`: whether a line without a tax category may be priced as untaxed. USA yes (sales tax
 *   depends on state and item, labour is often untaxed); India, Mexico, Saudi Arabia and the VAT countries
 *   no: every line of a GST invoice, a CFDI or a ZATCA invoice states its rate, a zero or exempt rate is a
 *   tax category of its own, so a missing category is a mistake to fix, not a 0 % line.
 * - `defaultRate`: the rate of the category new services and parts start with (the standard rate).
 * - `example`: the tax category the tax screen gives as an example of components.
 */
export type ItemCodeKind = 'india' | 'sat' | 'generic' | 'none';
export interface CountryTaxRules {
  itemCode: ItemCodeKind;
  untaxedLines: boolean;
  defaultRate: string | null;
  example: TaxPreset;
}

const vatLike = (name: string, value: string): CountryTaxRules => ({
  itemCode: 'generic',
  untaxedLines: false,
  defaultRate: value,
  example: single(name, value),
});

const TAX_RULES: Record<string, CountryTaxRules> = {
  IN: { itemCode: 'india', untaxedLines: false, defaultRate: '18', example: gst(18) },
  MX: { itemCode: 'sat', untaxedLines: false, defaultRate: '16', example: single('IVA', '16') },
  US: {
    itemCode: 'none',
    untaxedLines: true,
    defaultRate: '0',
    example: {
      name: 'Sales tax 8.25%',
      total_value: '8.25',
      components: [
        { name: 'State', value: '6.25' },
        { name: 'Local', value: '2' },
      ],
    },
  },
  SA: { itemCode: 'none', untaxedLines: false, defaultRate: '15', example: single('VAT', '15') },
  ES: vatLike('IVA', '21'),
  GB: vatLike('VAT', '20'),
  AE: vatLike('VAT', '5'),
  OM: vatLike('VAT', '5'),
  BH: vatLike('VAT', '10'),
  JO: vatLike('GST', '16'),
  YE: vatLike('GST', '5'),
  KE: vatLike('VAT', '16'),
  TZ: vatLike('VAT', '18'),
  UG: vatLike('VAT', '18'),
  RW: vatLike('VAT', '18'),
  ZM: vatLike('VAT', '16'),
};
const OTHER: CountryTaxRules = { itemCode: 'generic', untaxedLines: false, defaultRate: null, example: single('VAT', '15') };

export function countryTaxRules(countryCode: string): CountryTaxRules {
  return TAX_RULES[countryCode.toUpperCase()] ?? OTHER;
}

/** Whether the item code field is shown in the catalogue, the editor and the documents. */
export function showsItemCode(countryCode: string): boolean {
  return countryTaxRules(countryCode).itemCode !== 'none';
}

/**
 * The category a new service or part starts with: the active one at the country's standard rate, else the
 * first active one; none when the garage has no active category.
 */
export function defaultTaxCategory<T extends { active: boolean; total_value: string | number }>(
  countryCode: string,
  categories: readonly T[],
): T | null {
  const active = categories.filter((c) => c.active);
  const rate = countryTaxRules(countryCode).defaultRate;
  const standard = rate === null ? undefined : active.find((c) => Number(c.total_value) === Number(rate));
  return standard ?? active[0] ?? null;
}
