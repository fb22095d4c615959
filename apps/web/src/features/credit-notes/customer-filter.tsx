import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerPickerQuery } from '../../lib/api/masters.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

export interface CustomerFilterValue {
  id: number;
  name: string;
}

/**
 * A compact "which customer" filter: a searchable box whose options are the customers the server finds
 * (name, mobile or e-mail), cleared to show every customer's notes.
 */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: CustomerFilterValue | null;
  onChange: (value: CustomerFilterValue | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Once a customer is chosen the box shows them; clearing it searches again.
  const results = useQuery({ ...customerPickerQuery(debounced), enabled: value === null && debounced.length > 0 });
  const found = (results.data?.content ?? []).map((c) => ({
    value: String(c.customer_id),
    label: `${c.display_name} · +${c.country_phone_code} ${c.mobile_number}`,
    name: c.display_name,
  }));
  const data = value ? [{ value: String(value.id), label: value.name, name: value.name }] : found;
  return (
    <Select
      label={t('creditNotes.customerFilter')}
      placeholder={t('creditNotes.customerPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      clearable
      // The server filters; the box shows its answer as it is.
      filter={({ options }) => options}
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={debounced ? t('customers.picker.none', { query: debounced }) : undefined}
      onChange={(id) => {
        const picked = data.find((o) => o.value === id);
        onChange(picked ? { id: Number(picked.value), name: picked.name } : null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
