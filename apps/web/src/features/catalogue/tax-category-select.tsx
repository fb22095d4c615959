import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { taxCategoriesQuery } from '../../lib/api/masters.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryLabel } from '../../lib/masters/tax-category-label.ts';

/** The garage's active tax categories (and the chosen one even if inactive). */
export function TaxCategorySelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
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
