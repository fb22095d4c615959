import { CUSTOMER_WRITE, MODEL_WRITE } from '@garage/contract';
import { FUEL_TYPES, type FuelType, hasAnyRole, type VehicleType } from '@garage/domain';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  brandsQuery,
  createModel,
  createVehicle,
  customerKeys,
  customerQuery,
  modelsQuery,
  updateVehicle,
  type VehicleHistory,
  vehicleKeys,
  vehicleQuery,
} from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import {
  checkNewVehicle,
  checkVehicleUpdate,
  draftFromVehicle,
  emptyVehicleDraft,
  requiredVehicleFields,
  VEHICLE_FIELDS,
  VEHICLE_SERVER_KEYS,
  type VehicleDraft,
  type VehicleField,
} from '../../lib/masters/vehicle-rules.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useFocusFirstError } from '../../lib/ui/use-focus-first-error.ts';

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
  const language = currentLanguage();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { garage, roles } = useShellData();
  const { rules } = useGarageContext();
  const defaultType: VehicleType = garage.type === 'bike' ? 'bike' : 'car';

  const [customer, setCustomer] = useState<PickedCustomer | null>(initialCustomer);
  const [draft, setDraft] = useState<VehicleDraft>(() => (vehicle ? draftFromVehicle(vehicle) : emptyVehicleDraft(defaultType)));
  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();
  const required = useMemo(() => requiredVehicleFields(rules), [rules]);

  const brands = useQuery(brandsQuery(draft.vehicle_type));
  const models = useQuery({ ...modelsQuery(draft.brand_id ?? 0), enabled: draft.brand_id !== null });

  const labels: Record<VehicleField, string> = {
    customer_id: t('vehicles.form.customer'),
    reg_number: t('vehicles.form.regNumber'),
    vehicle_type: t('vehicles.form.vehicleType'),
    brand_id: t('vehicles.form.brand'),
    model_id: t('vehicles.form.model'),
    fuel_type: t('vehicles.form.fuel'),
    variant: t('vehicles.form.variant'),
    vin: t('vehicles.form.vin'),
    engine_number: t('vehicles.form.engineNumber'),
    odometer_reading: t('vehicles.form.odometer'),
    manufacture_year: t('vehicles.form.year'),
    colour: t('vehicles.form.colour'),
    insurance_provider: t('vehicles.form.insuranceProvider'),
    policy_number: t('vehicles.form.policyNumber'),
    insurance_expiry: t('vehicles.form.insuranceExpiry'),
  };

  const set = <K extends keyof VehicleDraft>(field: K, value: VehicleDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const brandOptions = useMemo(() => {
    const list = [...(brands.data ?? [])];
    // Favourites first (the server sorts so too), otherwise in the server's order.
    list.sort((a, b) => Number(b.is_favourite) - Number(a.is_favourite));
    return list.map((b) => ({ value: b.brand_id, label: b.brand_name, favourite: b.is_favourite }));
  }, [brands.data]);
  const favouriteBrands = useMemo(() => new Set(brandOptions.filter((b) => b.favourite).map((b) => b.value)), [brandOptions]);
  const modelOptions = useMemo(() => {
    const list = [...(models.data ?? [])];
    list.sort((a, b) => Number(b.is_favourite) - Number(a.is_favourite));
    return list.map((m) => ({ value: m.model_id, label: m.model_name }));
  }, [models.data]);
  const favouriteModels = useMemo(
    () => new Set((models.data ?? []).filter((m) => m.is_favourite).map((m) => m.model_id)),
    [models.data],
  );

  // A model with a single fuel fills the fuel in when none was chosen.
  useEffect(() => {
    const model = models.data?.find((m) => m.model_id === draft.model_id);
    const only = model?.fuel_types.length === 1 ? model.fuel_types[0] : undefined;
    if (only && (FUEL_TYPES as readonly string[]).includes(only)) {
      setDraft((d) => (d.fuel_type === null ? { ...d, fuel_type: only as FuelType } : d));
    }
  }, [models.data, draft.model_id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const checked = vehicle ? checkVehicleUpdate(draft, rules) : checkNewVehicle(draft, customer?.customer_id ?? null, rules);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      focusFirstError();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = vehicle
        ? await updateVehicle(vehicle.user_car_id, checked.body)
        : await createVehicle(checked.body as Parameters<typeof createVehicle>[0], keeper.current.keyFor(checked.body));
      keeper.current.settle();
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
    } catch (error) {
      const text = refusalText(error, language);
      if (text === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      const placed = placeServerError(text, VEHICLE_FIELDS, VEHICLE_SERVER_KEYS);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field as VehicleField]: text }));
      else setFormError(text);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const input = (field: Exclude<keyof VehicleDraft, 'vehicle_type' | 'brand_id' | 'model_id' | 'fuel_type'>) => ({
    label: labels[field],
    required: required.has(field),
    value: draft[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  });

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
                if (errors.customer_id) setErrors((e) => ({ ...e, customer_id: undefined }));
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

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="vehicle-data">
          <Title order={2} size="h3" id="vehicle-data" mb="xs">
            {t('vehicles.form.vehicleSection')}
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...input('reg_number')}
                autoComplete="off"
                maxLength={20}
                autoFocus={!!vehicle || !!customer}
                placeholder={rules.saudi ? 'ABC 1234' : undefined}
                styles={{ input: { textTransform: 'uppercase' } }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Input.Label id="vehicle-type-label" display="block">
                {labels.vehicle_type}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="vehicle-type-label"
                value={draft.vehicle_type}
                onChange={(v) => {
                  const type: VehicleType = v === 'bike' ? 'bike' : 'car';
                  // Brands are per vehicle type: a new type starts the brand and model again.
                  setDraft((d) => (d.vehicle_type === type ? d : { ...d, vehicle_type: type, brand_id: null, model_id: null }));
                }}
                data={[
                  { value: 'car', label: t('vehicles.types.car') },
                  { value: 'bike', label: t('vehicles.types.bike') },
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select<number>
                label={labels.brand_id}
                placeholder={t('vehicles.form.brandPlaceholder')}
                data={brandOptions}
                value={draft.brand_id}
                onChange={(v) => {
                  // Clearing or changing the brand clears the model.
                  setDraft((d) => (d.brand_id === v ? d : { ...d, brand_id: v, model_id: null }));
                  if (errors.brand_id || errors.model_id) setErrors((e) => ({ ...e, brand_id: undefined, model_id: undefined }));
                }}
                searchable
                clearable
                error={errors.brand_id}
                nothingFoundMessage={brands.isPending ? t('common.loading') : t('vehicles.form.noBrand')}
                renderOption={({ option }) => (
                  <Group gap={6} wrap="nowrap">
                    {favouriteBrands.has(option.value) ? (
                      <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-label={t('vehicles.form.favourite')} />
                    ) : (
                      <span style={{ width: 12 }} />
                    )}
                    <span>{option.label}</span>
                  </Group>
                )}
                comboboxProps={{ position: 'bottom-start' }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select<number>
                label={labels.model_id}
                placeholder={draft.brand_id === null ? t('vehicles.form.brandFirst') : t('vehicles.form.modelPlaceholder')}
                data={modelOptions}
                value={draft.model_id}
                onChange={(v) => set('model_id', v)}
                disabled={draft.brand_id === null}
                searchable
                clearable
                error={errors.model_id}
                nothingFoundMessage={models.isPending ? t('common.loading') : t('vehicles.form.noModel')}
                renderOption={({ option }) => (
                  <Group gap={6} wrap="nowrap">
                    {favouriteModels.has(option.value) ? (
                      <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-label={t('vehicles.form.favourite')} />
                    ) : (
                      <span style={{ width: 12 }} />
                    )}
                    <span>{option.label}</span>
                  </Group>
                )}
              />
              {draft.brand_id !== null && hasAnyRole(roles, MODEL_WRITE) && (
                <CustomModel
                  brandId={draft.brand_id}
                  vehicleType={draft.vehicle_type}
                  onCreated={(modelId) => set('model_id', modelId)}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={labels.fuel_type}
                data={FUEL_TYPES.map((f) => ({ value: f, label: t(`vehicles.fuel.${f}`) }))}
                value={draft.fuel_type}
                onChange={(v) => set('fuel_type', (v as FuelType | null) ?? null)}
                clearable
                error={errors.fuel_type}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...input('variant')} maxLength={60} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...input('vin')} maxLength={17} autoComplete="off" styles={{ input: { textTransform: 'uppercase' } }} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...input('engine_number')} maxLength={30} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                {...input('odometer_reading')}
                inputMode="numeric"
                maxLength={10}
                rightSection={
                  <Text size="xs" c="dimmed" aria-hidden>
                    {t(`vehicles.units.${rules.distanceUnit}`)}
                  </Text>
                }
                rightSectionWidth={48}
                label={t('vehicles.form.odometerWithUnit', { unit: t(`vehicles.units.${rules.distanceUnit}`) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput {...input('manufacture_year')} inputMode="numeric" maxLength={4} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput {...input('colour')} maxLength={30} />
            </Grid.Col>
          </Grid>
        </Paper>

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

/** "Add custom model": a model of the group's own for the chosen brand, chosen at once when saved. */
function CustomModel({
  brandId,
  vehicleType,
  onCreated,
}: {
  brandId: number;
  vehicleType: VehicleType;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  if (!open) {
    return (
      <Button variant="subtle" size="compact-sm" mt={4} leftSection={<IconPlus size={14} />} onClick={() => setOpen(true)}>
        {t('vehicles.form.addModel')}
      </Button>
    );
  }

  const save = async () => {
    if (inFlight.current) return;
    const modelName = name.trim();
    if (!modelName) {
      setError(t('vehicles.form.modelNameRequired'));
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    try {
      const model = await createModel({ brand_id: brandId, model_name: modelName, vehicle_type: vehicleType });
      await queryClient.invalidateQueries({ queryKey: modelsQuery(brandId).queryKey });
      onCreated(model.model_id);
      setName('');
      setOpen(false);
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
    <Group gap="xs" mt="xs" align="flex-start" wrap="wrap">
      <TextInput
        aria-label={t('vehicles.form.newModelName')}
        placeholder={t('vehicles.form.newModelName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter saves the model, not the whole vehicle form.
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') setOpen(false);
        }}
        error={error}
        maxLength={60}
        autoFocus
        style={{ flex: '1 1 180px', minWidth: 0 }}
      />
      <Button onClick={() => void save()} loading={saving}>
        {t('vehicles.form.saveModel')}
      </Button>
      <Button variant="default" onClick={() => setOpen(false)} disabled={saving}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
