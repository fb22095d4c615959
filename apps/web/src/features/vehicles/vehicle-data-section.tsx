import { MODEL_WRITE } from '@garage/contract';
import { FUEL_TYPES, type FuelType, hasAnyRole } from '@garage/domain';
import { Grid, Group, Input, Paper, SegmentedControl, Select, Text, TextInput, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import type { useVehicleForm } from '../../lib/masters/use-vehicle-form.ts';
import { CustomModel } from './custom-model.tsx';

/** The vehicle form's state, as useVehicleForm returns it. */
export type VehicleFormState = ReturnType<typeof useVehicleForm<unknown, unknown>>;

/** The "Vehicle" section of /tabs/add-vehicle: registration, type, brand and model (favourites starred), fuel and the rest. */
export function VehicleDataSection({ state, autoFocusReg }: { state: VehicleFormState; autoFocusReg: boolean }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { form, draft, labels, input, brands, models, rules, setVehicleType, setBrand } = state;
  const errors = form.errors;
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

  return (
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
            autoFocus={autoFocusReg}
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
            onChange={(v) => setVehicleType(v === 'bike' ? 'bike' : 'car')}
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
              setBrand(v);
              form.clearFieldError('brand_id');
              form.clearFieldError('model_id');
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
            onChange={(v) => form.setFieldValue('model_id', v)}
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
              onCreated={(modelId) => form.setFieldValue('model_id', modelId)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={labels.fuel_type}
            data={FUEL_TYPES.map((f) => ({ value: f, label: t(`vehicles.fuel.${f}`) }))}
            value={draft.fuel_type}
            onChange={(v) => form.setFieldValue('fuel_type', (v as FuelType | null) ?? null)}
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
  );
}
