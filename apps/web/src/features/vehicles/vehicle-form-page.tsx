import { CUSTOMER_WRITE } from '@garage/contract';
import { FUEL_TYPES, type FuelType, hasAnyRole, type VehicleType } from '@garage/domain';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createVehicle,
  customerKeys,
  customerQuery,
  updateVehicle,
  type Vehicle,
  type VehicleCreateBody,
  type VehicleHistory,
  type VehicleUpdateBody,
  vehicleKeys,
  vehicleQuery,
} from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { useVehicleForm } from '../../lib/masters/use-vehicle-form.ts';
import { checkNewVehicle, checkVehicleUpdate, draftFromVehicle, emptyVehicleDraft } from '../../lib/masters/vehicle-rules.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';

const route = getRouteApi('/tabs/add-vehicle');

/** /tabs/add-vehicle?customer_id= (add) and ?user_car_id= (edit). */
export function VehicleFormPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { customer_id: customerId, user_car_id: userCarId } = route.useSearch();
  const allowed = hasAnyRole(roles, CUSTOMER_WRITE);
  const editing = userCarId !== undefined;
  const existing = useQuery({ ...vehicleQuery(userCarId ?? 0), enabled: allowed && editing });
  const owner = useQuery({ ...customerQuery(customerId ?? 0), enabled: allowed && !editing && customerId !== undefined });
  const title = editing ? t('vehicles.form.editTitle') : t('vehicles.form.createTitle');
  if (!allowed) return <AccessDenied title={title} />;

  let content: React.ReactNode;
  if ((editing && existing.isPending) || (!editing && customerId !== undefined && owner.isPending))
    content = <ListSkeleton rows={8} />;
  else if (editing && !existing.data) content = <LoadFailed onRetry={() => void existing.refetch()} />;
  else {
    content = (
      <VehicleForm
        key={existing.data?.user_car_id ?? 'new'}
        vehicle={existing.data ?? null}
        initialCustomer={owner.data ?? null}
      />
    );
  }
  return (
    <Stack gap={0} maw={900}>
      <PageHeader title={title} />
      {content}
    </Stack>
  );
}

function VehicleForm({ vehicle, initialCustomer }: { vehicle: VehicleHistory | null; initialCustomer: PickedCustomer | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { garage } = useShellData();
  const { rules } = useGarageContext();
  const defaultType: VehicleType = garage.type === 'bike' ? 'bike' : 'car';

  const [customer, setCustomer] = useState<PickedCustomer | null>(initialCustomer);
  const state = useVehicleForm<VehicleUpdateBody | VehicleCreateBody, Vehicle>({
    initialValues: vehicle ? draftFromVehicle(vehicle) : emptyVehicleDraft(defaultType),
    check: (draft) => (vehicle ? checkVehicleUpdate(draft, rules) : checkNewVehicle(draft, customer?.customer_id ?? null, rules)),
    send: (body, key) => (vehicle ? updateVehicle(vehicle.user_car_id, body) : createVehicle(body as VehicleCreateBody, key)),
    onSaved: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]);
      toast(vehicle ? t('vehicles.form.updated') : t('vehicles.form.created', { reg: saved.reg_number }), 'success');
      await navigate(
        vehicle
          ? { to: '/tabs/vehicle-history/$userCarId', params: { userCarId: String(saved.user_car_id) }, replace: true }
          : { to: '/tabs/customer-details/$customerId', params: { customerId: String(saved.customer_id) }, replace: true },
      );
    },
  });
  const { form, labels, input, models, saving, formError, submit, formRef } = state;
  const errors = form.errors;
  const modelId = form.values.model_id;

  // A model with a single fuel fills the fuel in when none was chosen.
  useEffect(() => {
    const model = models.data?.find((m) => m.model_id === modelId);
    const only = model?.fuel_types.length === 1 ? model.fuel_types[0] : undefined;
    if (only && (FUEL_TYPES as readonly string[]).includes(only) && form.getValues().fuel_type === null) {
      form.setFieldValue('fuel_type', only as FuelType);
    }
  }, [models.data, modelId, form.getValues, form.setFieldValue]);

  const leave = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/tabs/customer-vehicles' });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={vehicle ? t('vehicles.form.editTitle') : t('vehicles.form.createTitle')}
    >
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="vehicle-owner">
          <Title order={2} size="h3" id="vehicle-owner" mb="xs">
            {labels.customer_id}
            {!vehicle && (
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            )}
          </Title>
          {vehicle ? (
            <Text>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(vehicle.customer_id) }} />
                )}
              >
                {vehicle.customer_name}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {vehicle.customer_mobile}
              </Text>
            </Text>
          ) : (
            <SelectCustomer
              value={customer}
              onChange={(c) => {
                setCustomer(c);
                form.clearFieldError('customer_id');
              }}
              label={t('vehicles.form.customerSearch')}
            />
          )}
          {errors.customer_id && (
            <Text c="red" size="sm" mt={4} role="alert">
              {errors.customer_id}
            </Text>
          )}
        </Paper>

        <VehicleDataSection state={state} autoFocusReg={!!vehicle || !!customer} />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="vehicle-insurance">
          <Title order={2} size="h3" id="vehicle-insurance" mb="xs">
            {t('vehicles.form.insuranceSection')}
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...input('insurance_provider')} maxLength={80} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...input('policy_number')} maxLength={40} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...input('insurance_expiry')} type="date" />
            </Grid.Col>
          </Grid>
        </Paper>

        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap-reverse">
          <Text size="xs" c="dimmed">
            {t('common.requiredHint')}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={leave} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {vehicle ? t('vehicles.form.save') : t('vehicles.form.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

import { VehicleDataSection } from './vehicle-data-section.tsx';
