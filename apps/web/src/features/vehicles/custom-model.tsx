import type { VehicleType } from '@garage/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createModel, type ModelCreateBody, modelsQuery } from '../../lib/api/masters.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';

/** "Add custom model": a model of the group's own for the chosen brand, chosen at once when saved. */
export function CustomModel({
  brandId,
  vehicleType,
  onCreated,
}: {
  brandId: number;
  vehicleType: VehicleType;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { form, saving, formError, submit } = useContractForm({
    initialValues: { model_name: '' },
    check: (v): { ok: true; body: ModelCreateBody } => ({
      ok: true,
      body: { brand_id: brandId, model_name: v.model_name.trim(), vehicle_type: vehicleType },
    }),
    labels: { model_name: t('vehicles.form.newModelName') },
    fields: ['model_name'] as const,
    // A blank name is said in this screen's own words, not the catalogue's "… is required".
    blocked: () => {
      if (form.getValues().model_name.trim()) return false;
      form.setFieldError('model_name', t('vehicles.form.modelNameRequired'));
      return true;
    },
    send: (body) => createModel(body),
    onSaved: async (model) => {
      await queryClient.invalidateQueries({ queryKey: modelsQuery(brandId).queryKey });
      onCreated(model.model_id);
      form.setFieldValue('model_name', '');
      setOpen(false);
    },
    // Every refusal of this one-field form is said under the name.
    onRefused: (placed) => {
      form.setFieldError('model_name', placed.text);
      return true;
    },
  });

  if (!open) {
    return (
      <Button variant="subtle" size="compact-sm" mt={4} leftSection={<IconPlus size={14} />} onClick={() => setOpen(true)}>
        {t('vehicles.form.addModel')}
      </Button>
    );
  }

  return (
    <Group gap="xs" mt="xs" align="flex-start" wrap="wrap">
      <TextInput
        aria-label={t('vehicles.form.newModelName')}
        placeholder={t('vehicles.form.newModelName')}
        {...form.getInputProps('model_name')}
        onKeyDown={(e) => {
          // Enter saves the model, not the whole vehicle form.
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          } else if (e.key === 'Escape') setOpen(false);
        }}
        error={form.errors.model_name ?? formError}
        maxLength={60}
        autoFocus
        style={{ flex: '1 1 180px', minWidth: 0 }}
      />
      <Button onClick={() => void submit()} loading={saving}>
        {t('vehicles.form.saveModel')}
      </Button>
      <Button variant="default" onClick={() => setOpen(false)} disabled={saving}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
