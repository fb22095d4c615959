import { CUSTOMER_READ, CUSTOMER_WRITE, OWNERSHIP_CHANGE } from '@garage/contract';
import { FUEL_TYPES, type FuelType, hasAnyRole } from '@garage/domain';
import { Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconUserShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvisoryVehicleSource } from '../../lib/advisory/advisory-vehicle-source.ts';
import { type VehicleHistory, vehicleQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import { RelatedOrders } from '../../lib/orders/related-orders.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { ChangeOwnerModal } from './change-owner-modal.tsx';
import { OrderOdometerReadings } from './order-odometer-readings.tsx';
import { OdometerHistory, OwnerHistory } from './vehicle-history-sections.tsx';

const route = getRouteApi('/tabs/vehicle-history/$userCarId');

/** Odometer readings, newest first. */
export function readingsNewestFirst(readings: VehicleHistory['odometer_readings']): VehicleHistory['odometer_readings'] {
  return [...readings].sort((a, b) => Date.parse(b.recorded_at) - Date.parse(a.recorded_at));
}

/** Owners, the current one first, then by the date they took the vehicle over, newest first. */
export function ownersNewestFirst(owners: VehicleHistory['owners']): VehicleHistory['owners'] {
  return [...owners].sort((a, b) => Number(a.to !== null) - Number(b.to !== null) || Date.parse(b.from) - Date.parse(a.from));
}

/** /tabs/vehicle-history/$userCarId: the vehicle, its owner and owners over time, odometer readings, orders. */
export function VehicleHistoryPage() {
  const f = useFormat();
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { rules } = useGarageContext();
  const _desktop = useIsDesktop();
  const { userCarId } = route.useParams();
  const id = Number(userCarId);
  const allowed = hasAnyRole(roles, CUSTOMER_READ);
  const vehicle = useQuery({ ...vehicleQuery(id), enabled: allowed && Number.isInteger(id) && id > 0 });
  useAdvisoryVehicleSource(Number.isSafeInteger(id) && id > 0 ? id : null);
  const [changing, setChanging] = useState(false);

  if (!allowed) return <AccessDenied title={t('vehicles.history.title')} />;
  const back = {
    label: t('vehicles.backToList'),
    render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/customer-vehicles" />,
  };
  if (vehicle.isPending) {
    return (
      <Stack maw={1100}>
        <PageHeader title={t('vehicles.history.title')} back={back} />
        <ListSkeleton rows={6} />
      </Stack>
    );
  }
  const v = vehicle.data;
  if (!v) {
    const missing = vehicle.error instanceof HttpError && vehicle.error.status === 404;
    return (
      <Stack maw={1100}>
        <PageHeader title={t('vehicles.history.title')} back={back} />
        <LoadFailed text={missing ? t('vehicles.history.notFound') : undefined} onRetry={() => void vehicle.refetch()} />
      </Stack>
    );
  }

  const readings = readingsNewestFirst(v.odometer_readings);
  const owners = ownersNewestFirst(v.owners);
  const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);
  const unit = (u: 'KM' | 'MILE') => t(`vehicles.units.${u}`);
  const fuelLabel = (f: string | null) =>
    f === null ? '—' : (FUEL_TYPES as readonly string[]).includes(f) ? t(`vehicles.fuel.${f as FuelType}`) : f;

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={v.reg_number}
        description={vehicleName(v, rules) || undefined}
        back={back}
        actions={
          <>
            {hasAnyRole(roles, CUSTOMER_WRITE) && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                renderRoot={(props) => <Link {...props} to="/tabs/add-vehicle" search={{ user_car_id: v.user_car_id }} />}
              >
                {t('vehicles.history.edit')}
              </Button>
            )}
            {hasAnyRole(roles, OWNERSHIP_CHANGE) && (
              <Button leftSection={<IconUserShare size={16} />} onClick={() => setChanging(true)}>
                {t('vehicles.owner.change')}
              </Button>
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('vehicles.history.vehicle')}>
          <Stack gap={6}>
            <Field label={t('vehicles.form.vehicleType')}>{t(`vehicles.types.${v.vehicle_type}`)}</Field>
            <Field label={t('vehicles.form.brand')}>{dash(v.brand_name)}</Field>
            <Field label={t('vehicles.form.model')}>{dash(v.model_name)}</Field>
            <Field label={t('vehicles.form.fuel')}>{fuelLabel(v.fuel_type)}</Field>
            <Field label={t('vehicles.form.variant')}>{dash(v.variant)}</Field>
            <Field label={t('vehicles.form.vin')}>{dash(v.vin)}</Field>
            <Field label={t('vehicles.form.engineNumber')}>{dash(v.engine_number)}</Field>
            <Field label={t('vehicles.form.odometer')}>
              {v.odometer_reading === null ? '—' : `${f.number(v.odometer_reading)} ${unit(v.odometer_unit)}`}
            </Field>
            <Field label={t('vehicles.form.year')}>{dash(v.manufacture_year)}</Field>
            <Field label={t('vehicles.form.colour')}>{dash(v.colour)}</Field>
          </Stack>
        </Section>
        <Stack gap="md">
          <Section title={t('vehicles.owner.current')}>
            <Text fw={600}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(v.customer_id) }} />
                )}
              >
                {v.customer_name}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {v.customer_mobile}
            </Text>
          </Section>
          <Section title={t('vehicles.form.insuranceSection')}>
            <Stack gap={6}>
              <Field label={t('vehicles.form.insuranceProvider')}>{dash(v.insurance_provider)}</Field>
              <Field label={t('vehicles.form.policyNumber')}>{dash(v.policy_number)}</Field>
              <Field label={t('vehicles.form.insuranceExpiry')}>{v.insurance_expiry ? f.date(v.insurance_expiry) : '—'}</Field>
            </Stack>
          </Section>
        </Stack>
      </SimpleGrid>

      <OwnerHistory owners={owners} />

      <Section title={t('vehicles.history.orders')}>
        <RelatedOrders
          filter={{ user_car_id: v.user_car_id }}
          searchText={v.reg_number}
          label={t('vehicles.history.orders')}
          emptyText={t('vehicles.history.ordersEmpty')}
        />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OdometerHistory readings={readings} />
        <Section title={t('vehicles.history.orderReadings')}>
          <OrderOdometerReadings userCarId={v.user_car_id} unitLabel={unit} />
        </Section>
      </SimpleGrid>

      <ChangeOwnerModal vehicle={v} opened={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}
