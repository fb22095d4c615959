import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createVehicle, customerKeys, type Vehicle, vehicleKeys } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { useVehicleForm } from '../../lib/masters/use-vehicle-form.ts';
import { checkNewVehicle, emptyVehicleDraft } from '../../lib/masters/vehicle-rules.ts';
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
  const queryClient = useQueryClient();
  const { garage } = useShellData();
  const { rules } = useGarageContext();
  const { form, draft, labels, required, brands, models, input, setBrand, saving, formError, submit } = useVehicleForm({
    initialValues: emptyVehicleDraft(garage.type === 'bike' ? 'bike' : 'car'),
    check: (d) => checkNewVehicle(d, customerId, rules),
    send: (body, key) => createVehicle(body, key),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
      onCreated(saved);
    },
  });

  return (
    <form
      onSubmit={(event) => {
        // The modal sits inside the order editor's form: its submit must not reach that one.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label={t('vehicles.form.createTitle')}
    >
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
            onChange={setBrand}
            searchable
            clearable
            nothingFoundMessage={brands.isPending ? t('common.loading') : t('vehicles.form.noBrand')}
          />
          <Select<number>
            label={labels.model_id}
            placeholder={draft.brand_id === null ? t('vehicles.form.brandFirst') : t('vehicles.form.modelPlaceholder')}
            data={(models.data ?? []).map((m) => ({ value: m.model_id, label: m.model_name }))}
            value={draft.model_id}
            onChange={(v) => form.setFieldValue('model_id', v)}
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
            <TextInput label={labels.insurance_expiry} required type="date" {...form.getInputProps('insurance_expiry')} />
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
