import { Alert, Button, Grid, Group, Modal, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, createService, type Service, updateService } from '../../lib/api/masters.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { itemCodeLabel } from '../../lib/masters/item-code.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import {
  checkService,
  SERVICE_FIELDS,
  SERVICE_SERVER_KEYS,
  type ServiceDraft,
  type ServiceField,
  serviceDraft,
} from './catalogue-rules.ts';
import { TaxCategorySelect } from './tax-category-select.tsx';

export interface ServiceFormModalProps {
  opened: boolean;
  /** Edit this service; add one without. */
  service: Service | null;
  onClose: () => void;
}

/** add-service-modal: add or edit a service of the garage. */
export function ServiceFormModal({ opened, service, onClose }: ServiceFormModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? t('catalogue.service.editTitle') : t('catalogue.service.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && <ServiceForm key={service?.service_id ?? 'new'} service={service} onDone={onClose} />}
    </Modal>
  );
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { rules, currency } = useGarageContext();
  const codeLabel = itemCodeLabel(t, rules.countryCode, 'service');
  const labels: Record<ServiceField, string> = {
    service_name: t('catalogue.service.name'),
    sac: codeLabel ?? t('catalogue.itemCode.generic.service'),
    price: t('catalogue.service.price'),
    tax_category_id: t('catalogue.fields.taxCategory'),
    tax_inclusive: t('catalogue.fields.taxInclusive'),
    hourly_rating: t('catalogue.service.hourlyRating'),
    active: t('catalogue.fields.active'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: serviceDraft(service, rules.serviceTaxInclusive),
    check: (draft: ServiceDraft) => checkService(draft, rules.serviceHourlyRate),
    labels,
    fields: SERVICE_FIELDS,
    serverKeys: SERVICE_SERVER_KEYS,
    send: (body, key) => (service ? updateService(service.service_id, body) : createService(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.services() });
      toast(t('catalogue.service.saved', { name: saved.service_name }), 'success');
      onDone();
    },
  });
  const text = (field: 'service_name' | 'sac' | 'price' | 'hourly_rating') => ({
    label: labels[field],
    ...form.getInputProps(field),
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={service ? t('catalogue.service.editTitle') : t('catalogue.service.createTitle')}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput {...text('service_name')} required maxLength={120} data-autofocus autoComplete="off" />
        </Grid.Col>
        {codeLabel && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...text('sac')} maxLength={20} autoComplete="off" />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...text('price')}
            required
            inputMode="decimal"
            rightSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            rightSectionWidth={48}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TaxCategorySelect
            value={form.values.tax_category_id}
            onChange={(v) => form.setFieldValue('tax_category_id', v)}
            error={form.errors.tax_category_id}
            preselect={!service}
          />
        </Grid.Col>
        {rules.serviceHourlyRate && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...text('hourly_rating')} inputMode="decimal" description={t('catalogue.service.hourlyHint')} />
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group gap="lg">
            <Switch label={labels.tax_inclusive} {...form.getInputProps('tax_inclusive', { type: 'checkbox' })} />
            <Switch label={labels.active} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Group>
        </Grid.Col>
        {formError && (
          <Grid.Col span={12}>
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {service ? t('catalogue.service.save') : t('catalogue.service.create')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
