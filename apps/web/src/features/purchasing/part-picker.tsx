import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Part, partsQuery } from '../../lib/api/masters.ts';

/** A searchable part of the garage's catalogue (server search as the user types). */
export function PartPicker({
  value,
  label,
  onPick,
  error,
}: {
  value: { id: number | null; name: string };
  label: string;
  onPick: (part: Part) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const parts = useQuery(partsQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const found = parts.data?.content ?? [];
  const options = found.map((p) => ({
    value: String(p.part_id),
    label: p.part_number ? `${p.part_name} · ${p.part_number}` : p.part_name,
  }));
  if (value.id !== null && !options.some((o) => o.value === String(value.id)))
    options.unshift({ value: String(value.id), label: value.name });
  return (
    <Select
      label={label}
      placeholder={t('purchasing.form.choosePart')}
      searchable
      data={options}
      value={value.id === null ? null : String(value.id)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="—"
      onChange={(v) => {
        const part = found.find((p) => String(p.part_id) === v);
        if (part) onPick(part);
      }}
      error={error}
      style={{ flex: '2 1 220px', minWidth: 0 }}
    />
  );
}
