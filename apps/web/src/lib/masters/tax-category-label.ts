import type { TaxCategory } from '../api/masters.ts';
import { formatPercent } from '../money.ts';

/** "GST 18% (CGST 9% + SGST 9%)" */
export function taxCategoryLabel(c: TaxCategory, language: 'en' | 'es'): string {
  const parts = c.tax_component_list.map((x) => `${x.tax_component_name} ${formatPercent(x.value, language)}`);
  const total = formatPercent(c.total_value, language);
  const name = c.name.includes(total) ? c.name : `${c.name} ${total}`;
  return parts.length > 1 ? `${name} (${parts.join(' + ')})` : name;
}

/** "GST 18%": the name, with the rate when the name does not say it. */
export function taxCategoryShort(c: TaxCategory, language: 'en' | 'es'): string {
  const total = formatPercent(c.total_value, language);
  return c.name.includes(total) ? c.name : `${c.name} ${total}`;
}
