import { Alert, Button, Grid, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../forms/use-contract-form.ts';
import { toast } from '../toast.ts';
import { useIsDesktop } from '../ui/responsive.ts';
import { createInsurancePartner, type InsurancePartner, insurerKeys, updateInsurancePartner } from './insurance-api.ts';
import {
  checkInsurancePartner,
  INSURER_FIELDS,
  INSURER_SERVER_KEYS,
  type InsurancePartnerField,
  insurancePartnerDraft,
} from './insurance-partner-rules.ts';

/**
 * Add or change an insurance partner (the master page; PREPARE_INVOICE adds one in place). The server's
 * refusals (e.g. a name already taken) are shown as it words them.
 */
export function InsurancePartnerModal({
  partner,
  opened,
  onClose,
  onSaved,
}: {
  partner: InsurancePartner | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (saved: InsurancePartner) => void;
}) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const title = partner ? t('invoices.insurers.editTitle') : t('invoices.insurers.createTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={!desktop} closeOnClickOutside={false}>
      {opened && (
        <PartnerForm
          key={partner?.id ?? 'new'}
          partner={partner}
          title={title}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function PartnerForm({
  partner,
  title,
  onDone,
  onCancel,
}: {
  partner: InsurancePartner | null;
  title: string;
  onDone: (saved: InsurancePartner) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels: Record<InsurancePartnerField, string> = {
    name: t('invoices.insurers.name'),
    tax_number: t('invoices.insurers.taxNumber'),
    mobile_number: t('invoices.insurers.mobile'),
    email: t('invoices.insurers.email'),
    address: t('invoices.insurers.address'),
    active: t('invoices.insurers.activeField'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: insurancePartnerDraft(partner),
    check: checkInsurancePartner,
    labels,
    fields: INSURER_FIELDS,
    serverKeys: INSURER_SERVER_KEYS,
    send: (body, key) => (partner ? updateInsurancePartner(partner.id, body) : createInsurancePartner(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: insurerKeys.all });
      toast(t('invoices.insurers.saved', { name: saved.name }), 'success');
      onDone(saved);
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <TextInput label={labels.name} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={labels.tax_number} maxLength={20} {...form.getInputProps('tax_number')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={labels.mobile_number}
              type="tel"
              inputMode="tel"
              maxLength={20}
              {...form.getInputProps('mobile_number')}
            />
          </Grid.Col>
        </Grid>
        <TextInput label={labels.email} type="email" inputMode="email" maxLength={120} {...form.getInputProps('email')} />
        <Textarea label={labels.address} autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
        <Switch
          label={labels.active}
          description={t('invoices.insurers.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
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
            {partner ? t('invoices.insurers.save') : t('invoices.insurers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
