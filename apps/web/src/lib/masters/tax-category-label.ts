import { formatPercent } from '@garage/domain';
import type { TaxCategory } from '../api/masters.ts';

/** Whether a name already says the rate, however it is spaced ("IVA 16%" says "16 %"). */
const saysRate = (name: string, rate: string) => name.replace(/\s/g, '').includes(rate.replace(/\s/g, ''));

/** "GST 18% (CGST 9% + SGST 9%)", percentages in `locale` (useFormat().locale). */
export function taxCategoryLabel(c: TaxCategory, locale: string): string {
  const parts = c.tax_component_list.map((x) => `${x.tax_component_name} ${formatPercent(x.value, locale)}`);
  const total = formatPercent(c.total_value, locale);
  const name = saysRate(c.name, total) ? c.name : `${c.name} ${total}`;
  return parts.length > 1 ? `${name} (${parts.join(' + ')})` : name;
}

/** "GST 18%": the name, with the rate when the name does not say it. */
export function taxCategoryShort(c: TaxCategory, locale: string): string {
  const total = formatPercent(c.total_value, locale);
  return saysRate(c.name, total) ? c.name : `${c.name} ${total}`;
}
