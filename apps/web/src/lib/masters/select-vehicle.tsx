import { CUSTOMER_WRITE } from '@garage/contract';
import { hasAnyRole, normalizeReg } from '@garage/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCarSuv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerVehiclesQuery, type Vehicle, vehicleSearchQuery } from '../api/masters.ts';
import { useShellData } from '../api/session-data.ts';
import { PickerList } from '../ui/picker-list.tsx';
import { SEARCH_DEBOUNCE_MS } from '../ui/use-url-search-text.ts';
import type { MasterRules } from './garage-rules.ts';
import { useGarageContext } from './use-master-rules.ts';
import { vehicleName } from './vehicle-name.ts';

export interface SelectVehicleProps {
  /** Choose among this customer's vehicles; without one, search all vehicles by registration number. */
  customerId: number | null;
  /** The customer's vehicles when already known (saves a call). */
  vehicles?: readonly Vehicle[];
  value: Vehicle | null;
  onChange: (vehicle: Vehicle | null) => void;
  label?: string;
  autoFocus?: boolean;
}

export function vehicleLine(v: Vehicle, rules: Pick<MasterRules, 'hideBrand' | 'hideFuel'>): string {
  return [vehicleName(v, rules), v.customer_name].filter(Boolean).join(' · ');
}

/** Filters a customer's vehicles by registration number (spaces and dashes ignored), name or VIN. */
export function filterVehicles(vehicles: readonly Vehicle[], text: string): Vehicle[] {
  const reg = normalizeReg(text);
  const words = text.trim().toLowerCase();
  if (!words) return [...vehicles];
  return vehicles.filter(
    (v) =>
      (reg && normalizeReg(v.reg_number).includes(reg)) ||
      v.display_name.toLowerCase().includes(words) ||
      (v.vin ?? '').toLowerCase().includes(words),
  );
}

/** select-vehicle: a customer's vehicles (filtered as typed) or a registration number search, keyboard navigable. */
export function SelectVehicle({ customerId, vehicles, value, onChange, label, autoFocus }: SelectVehicleProps) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { rules } = useGarageContext();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const own = useQuery({
    ...customerVehiclesQuery(customerId ?? 0),
    enabled: customerId !== null && vehicles === undefined && value === null,
  });
  const found = useQuery({ ...vehicleSearchQuery('reg_number', debounced, 0), enabled: customerId === null && value === null });
  const list = vehicles ?? own.data;
  const items = useMemo(
    () => (customerId !== null ? filterVehicles(list ?? [], search) : (found.data?.content ?? [])),
    [customerId, list, search, found.data],
  );
  const canAdd = customerId !== null && hasAnyRole(roles, CUSTOMER_WRITE);

  if (value) {
    return (
      <Paper withBorder p="sm" aria-label={t('vehicles.picker.selected')} role="group">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {value.reg_number}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {vehicleLine(value, rules)}
            </Text>
          </Stack>
          <Button variant="light" size="xs" onClick={() => onChange(null)} style={{ flexShrink: 0 }}>
            {t('vehicles.picker.change')}
          </Button>
        </Group>
      </Paper>
    );
  }

  const loading = customerId !== null ? list === undefined && own.isPending : found.isPending;
  return (
    <PickerList<Vehicle>
      label={label ?? t('vehicles.picker.search')}
      placeholder={t('vehicles.picker.placeholder')}
      listLabel={t('vehicles.picker.results')}
      search={search}
      onSearch={setSearch}
      items={items}
      getKey={(v) => v.user_car_id}
      onPick={(v) => onChange(v)}
      loading={loading}
      fetching={customerId === null && (found.isFetching || debounced !== search.trim())}
      emptyText={
        customerId !== null && (list ?? []).length === 0 ? t('vehicles.picker.noneOfCustomer') : t('vehicles.picker.none')
      }
      autoFocus={autoFocus}
      renderItem={(v) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {v.reg_number}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {vehicleLine(v, rules)}
          </Text>
        </Stack>
      )}
      footer={
        canAdd ? (
          <Button
            variant="subtle"
            leftSection={<IconCarSuv size={16} />}
            w="fit-content"
            renderRoot={(props) => <Link {...props} to="/tabs/add-vehicle" search={{ customer_id: customerId ?? undefined }} />}
          >
            {t('vehicles.picker.addNew')}
          </Button>
        ) : null
      }
    />
  );
}
