import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Part, partsQuery } from '../api/masters.ts';

/** A searchable choice of one catalogue part (active ones); answers its id and the part. */
export function PartSelect({
  label,
  placeholder,
  value,
  initial,
  onChange,
  w,
}: {
  label: string;
  placeholder?: string;
  value: number | null;
  /** The chosen part's name while the search has not loaded it. */
  initial?: { id: number; name: string } | null;
  onChange: (part: Part | null) => void;
  w?: number | string;
}) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const parts = useQuery(partsQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const known = useMemo(() => new Map((parts.data?.content ?? []).map((p) => [p.part_id, p])), [parts.data]);
  const data = useMemo(() => {
    const items = (parts.data?.content ?? []).map((p) => ({
      value: String(p.part_id),
      label: [p.part_name, p.part_number].filter(Boolean).join(' · '),
    }));
    if (initial && value === initial.id && !items.some((i) => i.value === String(initial.id)))
      items.unshift({ value: String(initial.id), label: initial.name });
    return items;
  }, [parts.data, initial, value]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onSearchChange={setSearch}
      onChange={(v) => onChange(v === null ? null : (known.get(Number(v)) ?? null))}
      filter={({ options }) => options}
      nothingFoundMessage={parts.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
      w={w}
    />
  );
}
