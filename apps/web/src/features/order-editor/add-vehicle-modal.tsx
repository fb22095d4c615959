import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandsQuery, createVehicle, customerKeys, modelsQuery, type Vehicle, vehicleKeys } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import {
  checkNewVehicle,
  emptyVehicleDraft,
  requiredVehicleFields,
  VEHICLE_FIELDS,
  VEHICLE_SERVER_KEYS,
  type VehicleDraft,
  type VehicleField,
} from '../../lib/masters/vehicle-rules.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useBackCloses } from './use-back-closes.ts';

/**
 * A vehicle for the order's customer without leaving the order: registration number, brand, model and
 * odometer, plus whatever the garage made mandatory. The full form stays on /tabs/add-vehicle.
 */
export function AddVehicleModal({
  customerId,
  opened,
  onClose,
  onCreated,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: (v: Vehicle) => void;
}) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  useBackCloses(opened, onClose, 'add-vehicle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('vehicles.form.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && <VehicleQuickForm customerId={customerId} onCancel={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function VehicleQuickForm({
  customerId,
  onCancel,
  onCreated,
}: {
  customerId: number;
  onCancel: () => void;
  onCreated: (v: Vehicle) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { garage } = useShellData();
  const { rules } = useGarageContext();
  const [draft, setDraft] = useState<VehicleDraft>(() => emptyVehicleDraft(garage.type === 'bike' ? 'bike' : 'car'));
  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const keeper = useRef(createIdempotencyKeeper());
  const required = requiredVehicleFields(rules);
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
  const input = (
    field: 'reg_number' | 'vin' | 'engine_number' | 'odometer_reading' | 'insurance_provider' | 'policy_number',
  ) => ({
    label: labels[field],
    required: required.has(field),
    value: draft[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [field]: value }));
      setErrors((er) => ({ ...er, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    setFormError(null);
    const checked = checkNewVehicle(draft, customerId, rules);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      return;
    }
    setSaving(true);
    try {
      const saved = await createVehicle(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
      onCreated(saved);
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
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('vehicles.form.createTitle')}>
      <Stack gap="sm">
        <TextInput
          {...input('reg_number')}
          autoFocus
          autoComplete="off"
          maxLength={20}
          styles={{ input: { textTransform: 'uppercase' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select<number>
            label={labels.brand_id}
            placeholder={t('vehicles.form.brandPlaceholder')}
            data={(brands.data ?? []).map((b) => ({ value: b.brand_id, label: b.brand_name }))}
            value={draft.brand_id}
            onChange={(v) => setDraft((d) => (d.brand_id === v ? d : { ...d, brand_id: v, model_id: null }))}
            searchable
            clearable
            nothingFoundMessage={brands.isPending ? t('common.loading') : t('vehicles.form.noBrand')}
          />
          <Select<number>
            label={labels.model_id}
            placeholder={draft.brand_id === null ? t('vehicles.form.brandFirst') : t('vehicles.form.modelPlaceholder')}
            data={(models.data ?? []).map((m) => ({ value: m.model_id, label: m.model_name }))}
            value={draft.model_id}
            onChange={(v) => setDraft((d) => ({ ...d, model_id: v }))}
            disabled={draft.brand_id === null}
            searchable
            clearable
            nothingFoundMessage={models.isPending ? t('common.loading') : t('vehicles.form.noModel')}
          />
          <TextInput
            {...input('odometer_reading')}
            inputMode="numeric"
            maxLength={10}
            label={t('vehicles.form.odometerWithUnit', { unit: t(`vehicles.units.${rules.distanceUnit}`) })}
          />
          {required.has('vin') && <TextInput {...input('vin')} maxLength={17} autoComplete="off" />}
          {required.has('engine_number') && <TextInput {...input('engine_number')} maxLength={30} autoComplete="off" />}
          {required.has('insurance_provider') && <TextInput {...input('insurance_provider')} maxLength={80} />}
          {required.has('policy_number') && <TextInput {...input('policy_number')} maxLength={40} />}
          {required.has('insurance_expiry') && (
            <TextInput
              label={labels.insurance_expiry}
              required
              type="date"
              value={draft.insurance_expiry}
              error={errors.insurance_expiry}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, insurance_expiry: value }));
              }}
            />
          )}
        </SimpleGrid>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('vehicles.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
