import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCarSuv, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { customerVehiclesQuery, type Vehicle } from '../../lib/api/masters.ts';
import type { MasterRules } from '../../lib/masters/garage-rules.ts';
import { SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import type { EditorAction, EditorState } from './editor-reducer.ts';
import { EditorSection } from './editor-section.tsx';

export interface CustomerVehicleSectionProps {
  state: EditorState;
  /** The customer's vehicles (useCustomerVehicles). */
  vehicles: readonly Vehicle[];
  dispatch: Dispatch<EditorAction>;
  /** The customer and vehicle are chosen when the document is made; later they are shown. */
  fixed: boolean;
  readOnly: boolean;
  canAddVehicle: boolean;
  rules: MasterRules;
  issue: (i: 'customer' | 'vehicle') => boolean;
  onAddVehicle: () => void;
}

/** The customer's vehicles: those the picker brought, else loaded. */
export function useCustomerVehicles(state: EditorState): Vehicle[] {
  const customerId = state.draft.customerId;
  const loaded = useQuery({
    ...customerVehiclesQuery(customerId ?? 0),
    enabled: customerId !== null && state.customer?.vehicles === undefined,
  });
  return state.customer?.vehicles ?? loaded.data ?? [];
}

export function CustomerVehicleSection({
  state,
  vehicles,
  dispatch,
  fixed,
  readOnly,
  canAddVehicle,
  rules,
  issue,
  onAddVehicle,
}: CustomerVehicleSectionProps) {
  const { t } = useTranslation();
  const { customer, vehicle } = state;
  const counterSale = state.draft.orderType === 'COUNTER_SALE';
  return (
    <EditorSection title={t('orderEditor.sections.customer')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={4} data-issue={issue('customer') || undefined}>
          <Text size="sm" fw={500}>
            {t('orderEditor.fields.customer')}
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          </Text>
          {readOnly || fixed ? (
            <Paper withBorder p="sm">
              <Text fw={600}>{customer?.display_name}</Text>
              <Text size="sm" c="dimmed">
                {customer ? `+${customer.country_phone_code} ${customer.mobile_number}` : ''}
              </Text>
            </Paper>
          ) : (
            <SelectCustomer
              value={customer}
              onChange={(c) => dispatch({ type: 'customerPicked', customer: c })}
              label={t('orderEditor.fields.customerSearch')}
            />
          )}
          {issue('customer') && (
            <Text size="xs" c="red" role="alert">
              {t('orderEditor.errors.customer')}
            </Text>
          )}
        </Stack>
        <Stack gap={4} data-issue={issue('vehicle') || undefined}>
          <Text size="sm" fw={500}>
            {t('orderEditor.fields.vehicle')}
            {!counterSale ? (
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            ) : (
              <Text span c="dimmed" size="xs">
                {` (${t('orderEditor.fields.optional')})`}
              </Text>
            )}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              aria-label={t('orderEditor.fields.vehicle')}
              placeholder={customer ? t('orderEditor.fields.vehiclePlaceholder') : t('orderEditor.fields.customerFirst')}
              data={vehicles.map((v) => ({
                value: String(v.user_car_id),
                label: [v.reg_number, vehicleName(v, rules)].filter(Boolean).join(' · '),
              }))}
              value={vehicle ? String(vehicle.user_car_id) : null}
              onChange={(v) =>
                dispatch({ type: 'vehiclePicked', vehicle: vehicles.find((x) => String(x.user_car_id) === v) ?? null })
              }
              disabled={!customer}
              readOnly={readOnly || fixed}
              clearable={counterSale}
              // Clicking the chosen vehicle again must not drop it (a lone vehicle is chosen for the user).
              allowDeselect={false}
              searchable
              style={{ flex: 1 }}
              error={issue('vehicle') ? t('orderEditor.errors.vehicle') : undefined}
              leftSection={<IconCarSuv size={16} />}
              nothingFoundMessage={t('orderEditor.fields.noVehicles')}
            />
            {customer && canAddVehicle && (
              <Button variant="light" leftSection={<IconPlus size={14} />} onClick={onAddVehicle}>
                {t('orderEditor.fields.addVehicle')}
              </Button>
            )}
          </Group>
        </Stack>
      </SimpleGrid>
    </EditorSection>
  );
}
