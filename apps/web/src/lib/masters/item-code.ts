import { countryTaxRules } from '@garage/domain';
import type { TFunction } from 'i18next';

/**
 * The label of an item's tax classification code in the garage's country (decision 037): SAC / HSN in
 * India, the SAT key in Mexico, a generic "tax code" elsewhere; null where the country asks for none
 * (USA, Saudi Arabia), so the field, column or chip is left out.
 */
export function itemCodeLabel(
  t: TFunction,
  countryCode: string,
  kind: 'service' | 'part',
  form: 'long' | 'short' = 'long',
): string | null {
  const scheme = countryTaxRules(countryCode).itemCode;
  if (scheme === 'none') return null;
  const variant = form === 'short' ? (kind === 'service' ? 'serviceShort' : 'partShort') : kind;
  return t(`catalogue.itemCode.${scheme}.${variant}`);
}

/** The tax screen's example, e.g. "GST 18% = CGST 9% + SGST 9%" in India, "IVA 16%" in Mexico. */
export function taxCategoryExample(countryCode: string): string {
  const { example } = countryTaxRules(countryCode);
  const parts = example.components.map((c) => `${c.name} ${c.value}%`);
  return parts.length > 1 ? `${example.name} = ${parts.join(' + ')}` : example.name;
}
