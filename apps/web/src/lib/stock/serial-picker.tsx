import { type MantineSize, MultiSelect } from '@mantine/core';
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
 * What an order's serial picker offers (decision 056 addendum): whether the part leaves by serial number
 * here and its serial numbers on the shelf that no other open order holds (`orderId`: the order being
 * edited, whose own count as free). Readable by whoever sells parts on orders and the parts desk.
 */
// Under the parts-on-orders keys, so a parts desk move refreshes it too.
export const partSerialsKeys = { all: ['parts-on-orders', 'serials'] as const };
export const partSerialsQuery = (partId: number, orderId: number | null) =>
  queryOptions({
    queryKey: [...partSerialsKeys.all, partId, orderId] as const,
    queryFn: ({ signal }) =>
      call(routes.partSerials, { params: { id: partId }, query: orderId ? { order_id: orderId } : {}, signal }),
    staleTime: 10_000,
  });

/**
 * Whether a part on an order leaves by serial number (the garage tracks serials and the part is
 * SERIAL-tracked); false without asking when the garage does not track them, undefined while loading.
 */
export function useOrderSerialTracked(partId: number | null, orderId: number | null): boolean | undefined {
  const { properties } = useShellData();
  const on = isOn(properties, 'batchSerialEnabled') && partId !== null;
  const serials = useQuery({ ...partSerialsQuery(partId ?? 0, orderId), enabled: on });
  if (!on) return false;
  return serials.data?.serial_tracked;
}

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
  /**
   * Where the serial numbers come from: the Inventory screens' stock of the part (transfers), or, for an
   * order, the ones no other open order holds (`orderId`: the order being edited; null for a new one).
   */
  source?: 'inventory' | { orderId: number | null };
  /** The chosen count must be right now: say so while it is not (a line that takes stock at once). */
  required?: boolean;
  /** As the fields around it (the editor's line fields are xs). */
  size?: MantineSize;
}

/**
 * Chooses which serial numbers of a part leave the shelf (decision 052: a serial number is one piece,
 * issued once): the part's serial numbers in stock, searchable, exactly `count` of them. From the
 * Inventory screens' stock, the ones an open order holds show that order and cannot be picked.
 */
export function SerialPicker({
  partId,
  partName,
  count,
  value,
  onChange,
  disabled,
  source = 'inventory',
  required = false,
  size,
}: SerialPickerProps) {
  const { t } = useTranslation();
  const forOrder = source !== 'inventory';
  const stock = useQuery({ ...partLotsQuery(partId), enabled: !forOrder });
  const offered = useQuery({ ...partSerialsQuery(partId, forOrder ? source.orderId : null), enabled: forOrder });
  const lots = (stock.data?.lots ?? []).filter((l) => l.tracking === 'SERIAL' && Number(l.on_hand) > 0);
  const codes = forOrder ? (offered.data?.serials ?? []) : lots.map((l) => l.code);
  // A transfer cannot take a serial number an open order holds (decision 056 addendum): shown, not offered.
  const heldBy = new Map(forOrder ? [] : lots.filter((l) => l.held_by).map((l) => [l.code, l.held_by as string]));
  const pending = forOrder ? offered.isPending : stock.isPending;
  const short = value.length !== count;
  return (
    <MultiSelect
      size={size}
      label={t('serialPicker.label', { part: partName })}
      description={t('serialPicker.chosen', { chosen: value.length, count })}
      placeholder={codes.length === 0 && !pending ? t('serialPicker.none') : t('serialPicker.search')}
      data={[...new Set([...codes, ...value])].map((code) => {
        const order = heldBy.get(code);
        return order
          ? { value: code, label: t('serialPicker.heldBy', { code, order }), disabled: !value.includes(code) }
          : { value: code, label: code };
      })}
      value={[...value]}
      onChange={(next) => onChange(next.slice(0, Math.max(count, 0)))}
      maxValues={count}
      searchable
      hidePickedOptions
      disabled={disabled || pending}
      error={short && (required || value.length > 0) ? t('serialPicker.choose', { count }) : undefined}
      nothingFoundMessage={t('serialPicker.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
