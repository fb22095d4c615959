import { CUSTOMER_READ, CUSTOMER_WRITE, OWNERSHIP_CHANGE } from '@garage/contract';
import { FUEL_TYPES, type FuelType, hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconUserShare } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOwnership, type VehicleHistory, vehicleQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { formatGarageDate, formatGarageDateTime } from '../../lib/dates.ts';
import { HttpError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import { formatQuantity } from '../../lib/money.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useAdvisoryVehicleSource } from '../advisory/advisory-vehicle-source.ts';
import { RelatedOrders } from '../order-lists/related-orders.tsx';
import { OrderOdometerReadings } from './order-odometer-readings.tsx';

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
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const { timeZone, rules } = useGarageContext();
  const desktop = useIsDesktop();
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
              {v.odometer_reading === null ? '—' : `${formatQuantity(v.odometer_reading, language)} ${unit(v.odometer_unit)}`}
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
              <Field label={t('vehicles.form.insuranceExpiry')}>
                {v.insurance_expiry ? formatGarageDate(v.insurance_expiry, timeZone, language) : '—'}
              </Field>
            </Stack>
          </Section>
        </Stack>
      </SimpleGrid>

      <Section title={t('vehicles.owner.history')}>
        {owners.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('vehicles.owner.noHistory')}
          </Text>
        ) : desktop ? (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} aria-label={t('vehicles.owner.history')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vehicles.owner.customer')}</Table.Th>
                  <Table.Th>{t('vehicles.owner.from')}</Table.Th>
                  <Table.Th>{t('vehicles.owner.to')}</Table.Th>
                  <Table.Th>{t('vehicles.owner.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {owners.map((o) => (
                  <Table.Tr key={`${o.customer_id}-${o.from}`}>
                    <Table.Td>
                      <Anchor
                        size="sm"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/tabs/customer-details/$customerId"
                            params={{ customerId: String(o.customer_id) }}
                          />
                        )}
                      >
                        {o.customer_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatGarageDate(o.from, timeZone, language)}</Table.Td>
                    <Table.Td>{o.to ? formatGarageDate(o.to, timeZone, language) : t('vehicles.owner.now')}</Table.Td>
                    <Table.Td>{o.note ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('vehicles.owner.history')}
          >
            {owners.map((o) => (
              <li key={`${o.customer_id}-${o.from}`}>
                <Anchor
                  size="sm"
                  fw={600}
                  renderRoot={(props) => (
                    <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(o.customer_id) }} />
                  )}
                >
                  {o.customer_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatGarageDate(o.from, timeZone, language)} –{' '}
                  {o.to ? formatGarageDate(o.to, timeZone, language) : t('vehicles.owner.now')}
                </Text>
                {o.note && <Text size="xs">{o.note}</Text>}
              </li>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('vehicles.history.orders')}>
        <RelatedOrders
          filter={{ user_car_id: v.user_car_id }}
          searchText={v.reg_number}
          label={t('vehicles.history.orders')}
          emptyText={t('vehicles.history.ordersEmpty')}
        />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('vehicles.history.odometer')}>
          {readings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('vehicles.history.noReadings')}
            </Text>
          ) : (
            <Table verticalSpacing={4} aria-label={t('vehicles.history.odometer')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vehicles.history.recordedAt')}</Table.Th>
                  <Table.Th ta="right">{t('vehicles.history.reading')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {readings.map((r) => (
                  <Table.Tr key={`${r.recorded_at}-${r.reading}`}>
                    <Table.Td>{formatGarageDateTime(r.recorded_at, timeZone, language)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatQuantity(r.reading, language)} {unit(r.unit)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section title={t('vehicles.history.orderReadings')}>
          <OrderOdometerReadings userCarId={v.user_car_id} timeZone={timeZone} unitLabel={unit} />
        </Section>
      </SimpleGrid>

      <ChangeOwnerModal vehicle={v} opened={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}

/** Moves the vehicle to another customer; the previous owner stays in its history. */
function ChangeOwnerModal({ vehicle, opened, onClose }: { vehicle: VehicleHistory; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const close = () => {
    if (inFlight.current) return;
    setCustomer(null);
    setNote('');
    setError(null);
    onClose();
  };

  const save = async () => {
    if (inFlight.current) return;
    if (!customer) {
      setError(t('vehicles.owner.pickFirst'));
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    try {
      const updated = await changeOwnership(vehicle.user_car_id, {
        customer_id: customer.customer_id,
        note: note.trim() || undefined,
      });
      queryClient.setQueryData(vehicleQuery(vehicle.user_car_id).queryKey, updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      ]);
      toast(t('vehicles.owner.changed', { name: updated.customer_name }), 'success');
      inFlight.current = false;
      close();
    } catch (e) {
      const text = refusalText(e, language);
      if (text === null) reportHttpError(e);
      else setError(text);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('vehicles.owner.change')} size="lg" fullScreen={!desktop}>
      <Stack gap="sm">
        <Text size="sm">{t('vehicles.owner.currentIs', { reg: vehicle.reg_number, name: vehicle.customer_name })}</Text>
        <SelectCustomer
          value={customer}
          onChange={(c) => {
            setCustomer(c);
            setError(null);
          }}
          excludeId={vehicle.customer_id}
          label={t('vehicles.owner.newOwner')}
          autoFocus
        />
        <Textarea
          label={t('vehicles.owner.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!customer}>
            {t('vehicles.owner.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
