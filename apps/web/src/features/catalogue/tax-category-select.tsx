import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type TaxCategory, taxCategoriesQuery } from '../../lib/api/masters.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { formatPercent } from '../../lib/money.ts';

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

/** The garage's active tax categories (and the chosen one even if inactive). */
export function TaxCategorySelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useQuery(taxCategoriesQuery());
  const data = useMemo(
    () =>
      (list.data ?? [])
        .filter((c) => c.active || c.tax_category_id === value)
        .map((c) => ({ value: c.tax_category_id, label: taxCategoryLabel(c, language) })),
    [list.data, value, language],
  );
  return (
    <Select<number>
      label={t('catalogue.fields.taxCategory')}
      placeholder={t('catalogue.fields.noTax')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      error={error}
      nothingFoundMessage={list.isPending ? t('common.loading') : t('catalogue.fields.noTaxCategories')}
    />
  );
}
