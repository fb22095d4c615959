import { CUSTOMER_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Customer, customerPickerQuery, type Vehicle } from '../api/masters.ts';
import { useShellData } from '../api/session-data.ts';
import { PickerList } from '../ui/picker-list.tsx';
import { SEARCH_DEBOUNCE_MS } from '../ui/use-url-search-text.ts';
import { AddCustomerModal } from './add-customer-modal.tsx';
import { initialFromSearch } from './customer-form.tsx';

/** A customer as the pickers hand it over: with the vehicles when the answer carried them. */
export type PickedCustomer = Customer & { vehicles?: Vehicle[] };

export interface SelectCustomerProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  /** Accessible name of the search box. */
  label?: string;
  /** A customer that cannot be chosen (e.g. the vehicle's current owner). */
  excludeId?: number;
  autoFocus?: boolean;
  /** Offer "Add new customer" (default: when the user may create customers). */
  allowAdd?: boolean;
}

export function customerLine(c: Customer): string {
  return `+${c.country_phone_code} ${c.mobile_number}${c.email ? ` · ${c.email}` : ''}`;
}

/**
 * select-customer: search by name, mobile number or e-mail (debounced), pick with the keyboard or a tap,
 * or add a new customer in the add-customer modal. Once chosen, the customer shows with a Change button.
 */
export function SelectCustomer({ value, onChange, label, excludeId, autoFocus, allowAdd }: SelectCustomerProps) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);
  const canAdd = allowAdd ?? hasAnyRole(roles, CUSTOMER_WRITE);
  const results = useQuery({ ...customerPickerQuery(debounced), enabled: value === null });
  const items = (results.data?.content ?? []).filter((c) => c.customer_id !== excludeId);

  if (value) {
    return (
      <Paper withBorder p="sm" aria-label={t('customers.picker.selected')} role="group">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {value.display_name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {customerLine(value)}
            </Text>
          </Stack>
          <Button variant="light" size="xs" onClick={() => onChange(null)} style={{ flexShrink: 0 }}>
            {t('customers.picker.change')}
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <>
      <PickerList<PickedCustomer>
        label={label ?? t('customers.picker.search')}
        placeholder={t('customers.picker.placeholder')}
        listLabel={t('customers.picker.results')}
        search={search}
        onSearch={setSearch}
        items={items}
        getKey={(c) => c.customer_id}
        onPick={(c) => onChange(c)}
        loading={results.isPending}
        fetching={results.isFetching || debounced !== search.trim()}
        emptyText={debounced ? t('customers.picker.none', { query: debounced }) : t('customers.picker.noneYet')}
        autoFocus={autoFocus}
        renderItem={(c) => (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {c.display_name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {customerLine(c)}
              </Text>
            </Stack>
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {t('customers.vehiclesCount', { count: c.vehicle_count })}
            </Badge>
          </Group>
        )}
        footer={
          canAdd ? (
            <Button variant="subtle" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)} w="fit-content">
              {t('customers.picker.addNew')}
            </Button>
          ) : null
        }
      />
      <AddCustomerModal
        opened={adding}
        onClose={() => setAdding(false)}
        initial={initialFromSearch(search)}
        onCreated={(c) => onChange(c)}
      />
    </>
  );
}
