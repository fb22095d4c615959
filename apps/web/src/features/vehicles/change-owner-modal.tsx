import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  changeOwnership,
  customerKeys,
  type OwnershipChangeBody,
  type VehicleHistory,
  vehicleKeys,
  vehicleQuery,
} from '../../lib/api/masters.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

type OwnerValues = { customer: PickedCustomer | null; note: string };

/** Moves the vehicle to another customer; the previous owner stays in its history. */
export function ChangeOwnerModal({
  vehicle,
  opened,
  onClose,
}: {
  vehicle: VehicleHistory;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const { form, saving, formError, setFormError, submit } = useContractForm({
    initialValues: { customer: null, note: '' } as OwnerValues,
    check: (v): { ok: true; body: OwnershipChangeBody } => ({
      ok: true,
      body: { customer_id: v.customer?.customer_id ?? 0, note: v.note.trim() || undefined },
    }),
    labels: { customer_id: t('vehicles.owner.newOwner'), note: t('vehicles.owner.note') },
    fields: ['customer_id', 'note'] as const,
    // No new owner yet: said above the buttons in this screen's words.
    blocked: () => {
      if (form.getValues().customer) return false;
      setFormError(t('vehicles.owner.pickFirst'));
      return true;
    },
    send: (body) => changeOwnership(vehicle.user_car_id, body),
    onSaved: async (updated) => {
      queryClient.setQueryData(vehicleQuery(vehicle.user_car_id).queryKey, updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]);
      toast(t('vehicles.owner.changed', { name: updated.customer_name }), 'success');
      reset();
    },
    // Every refusal is said above the buttons, as the form has no field the server names.
    onRefused: (placed) => {
      setFormError(placed.text);
      return true;
    },
  });
  const customer = form.values.customer;

  /** Forgets what was chosen and typed, then closes. */
  const reset = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const close = () => {
    if (!saving) reset();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('vehicles.owner.change')} size="lg" fullScreen={!desktop}>
      <Stack gap="sm">
        <Text size="sm">{t('vehicles.owner.currentIs', { reg: vehicle.reg_number, name: vehicle.customer_name })}</Text>
        <SelectCustomer
          value={customer}
          onChange={(c) => {
            form.setFieldValue('customer', c);
            setFormError(null);
          }}
          excludeId={vehicle.customer_id}
          label={t('vehicles.owner.newOwner')}
          autoFocus
        />
        <Textarea label={t('vehicles.owner.note')} {...form.getInputProps('note')} maxLength={500} autosize minRows={2} />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={!customer}>
            {t('vehicles.owner.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
