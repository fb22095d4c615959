import { defaultTaxCategory } from '@garage/domain';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { taxCategoriesQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryLabel } from '../../lib/masters/tax-category-label.ts';

/**
 * The garage's active tax categories (and the chosen one even if inactive). A new item (`preselect`)
 * starts on the country's standard category once the list is known (decision 037); the user may clear it.
 */
export function TaxCategorySelect({
  value,
  onChange,
  error,
  preselect = false,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
  preselect?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { garage } = useShellData();
  const list = useQuery(taxCategoriesQuery());
  const preselected = useRef(!preselect);
  useEffect(() => {
    if (preselected.current || !list.data) return;
    preselected.current = true;
    const standard = value === null ? defaultTaxCategory(garage.country_code, list.data) : null;
    if (standard) onChange(standard.tax_category_id);
  }, [list.data, value, onChange, garage.country_code]);
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
