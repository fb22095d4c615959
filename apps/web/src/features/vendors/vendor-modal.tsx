import { Alert, Button, Grid, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { createVendor, purchasingKeys, updateVendor, type Vendor } from '../../lib/purchasing/purchasing-api.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { checkVendor, VENDOR_FIELDS, VENDOR_SERVER_KEYS, type VendorField, vendorDraft } from './vendor-rules.ts';

/** Add or change a vendor; the server's refusals (a name already taken) are shown as it words them. */
export function VendorModal({ vendor, opened, onClose }: { vendor: Vendor | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const title = vendor ? t('purchasing.vendors.editTitle') : t('purchasing.vendors.createTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={!desktop} closeOnClickOutside={false}>
      {opened && <VendorForm key={vendor?.vendor_id ?? 'new'} vendor={vendor} title={title} onDone={onClose} />}
    </Modal>
  );
}

function VendorForm({ vendor, title, onDone }: { vendor: Vendor | null; title: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels: Record<VendorField, string> = {
    name: t('purchasing.vendors.name'),
    tax_number: t('purchasing.vendors.taxNumber'),
    contact_name: t('purchasing.vendors.contactName'),
    phone: t('purchasing.vendors.phone'),
    email: t('purchasing.vendors.email'),
    address: t('purchasing.vendors.address'),
    payment_terms_days: t('purchasing.vendors.terms'),
    notes: t('purchasing.vendors.notes'),
    active: t('purchasing.vendors.activeField'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: vendorDraft(vendor),
    check: checkVendor,
    labels,
    fields: VENDOR_FIELDS,
    serverKeys: VENDOR_SERVER_KEYS,
    send: (body, key) => (vendor ? updateVendor(vendor.vendor_id, body) : createVendor(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.vendors.saved', { name: saved.name }), 'success');
      onDone();
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <TextInput label={labels.name} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={labels.tax_number} maxLength={30} {...form.getInputProps('tax_number')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label={labels.payment_terms_days}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('payment_terms_days')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={labels.contact_name} maxLength={80} {...form.getInputProps('contact_name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={labels.phone} type="tel" inputMode="tel" maxLength={20} {...form.getInputProps('phone')} />
          </Grid.Col>
        </Grid>
        <TextInput label={labels.email} type="email" inputMode="email" maxLength={120} {...form.getInputProps('email')} />
        <Textarea label={labels.address} autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
        <Textarea label={labels.notes} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
        <Switch
          label={labels.active}
          description={t('purchasing.vendors.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {vendor ? t('purchasing.vendors.save') : t('purchasing.vendors.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
