import { MultiSelect, Text } from '@mantine/core';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { isOn, useShellData } from '../api/session-data.ts';

/** A part's stock with its batches and serial numbers in stock; the key is the Inventory screens' own. */
export const partLotsQuery = (partId: number) =>
  queryOptions({
    queryKey: ['inventory', 'part', partId] as const,
    queryFn: ({ signal }) => call(routes.partStock, { params: { id: partId }, signal }),
    staleTime: 10_000,
  });

/**
 * Of these parts, the ones that must be moved by serial number here (see useSerialTracked); `ready` once
 * every part is known.
 */
export function useSerialParts(partIds: readonly number[]): { ready: boolean; serial: ReadonlySet<number> } {
  const { properties } = useShellData();
  const on = isOn(properties, 'batchSerialEnabled');
  const stocks = useQueries({ queries: partIds.map((id) => ({ ...partLotsQuery(id), enabled: on })) });
  if (!on) return { ready: true, serial: new Set() };
  return {
    ready: stocks.every((s) => s.data !== undefined || s.isError),
    serial: new Set(partIds.filter((_, i) => stocks[i]?.data?.tracking === 'SERIAL')),
  };
}

/**
 * Whether this part must be moved by serial number here: the garage tracks batches and serials
 * (batch_serial_enabled) and the part is SERIAL-tracked. Undefined while the part is loading.
 */
export function useSerialTracked(partId: number): boolean | undefined {
  const { properties } = useShellData();
  const on = isOn(properties, 'batchSerialEnabled');
  const stock = useQuery({ ...partLotsQuery(partId), enabled: on });
  if (!on) return false;
  return stock.data ? stock.data.tracking === 'SERIAL' : undefined;
}

export interface SerialPickerProps {
  partId: number;
  partName: string;
  /** How many pieces leave: exactly this many serial numbers are chosen. */
  count: number;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
}

/**
 * Chooses which serial numbers of a part leave the shelf (decision 052: a serial number is one piece,
 * issued once): the part's serial numbers in stock, searchable, exactly `count` of them.
 */
export function SerialPicker({ partId, partName, count, value, onChange, disabled }: SerialPickerProps) {
  const { t } = useTranslation();
  const stock = useQuery(partLotsQuery(partId));
  const codes = (stock.data?.lots ?? []).filter((l) => l.tracking === 'SERIAL' && Number(l.on_hand) > 0).map((l) => l.code);
  const short = value.length !== count;
  return (
    <MultiSelect
      label={t('serialPicker.label', { part: partName })}
      description={t('serialPicker.chosen', { chosen: value.length, count })}
      placeholder={codes.length === 0 && !stock.isPending ? t('serialPicker.none') : t('serialPicker.search')}
      data={[...new Set([...codes, ...value])]}
      value={[...value]}
      onChange={(next) => onChange(next.slice(0, Math.max(count, 0)))}
      maxValues={count}
      searchable
      hidePickedOptions
      disabled={disabled || stock.isPending}
      error={short && value.length > 0 ? <Text size="xs">{t('serialPicker.choose', { count })}</Text> : undefined}
      nothingFoundMessage={t('serialPicker.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
