import { Alert, Button, Grid, Group, Modal, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, createService, type Service, updateService } from '../../lib/api/masters.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useFocusFirstError } from '../../lib/ui/use-focus-first-error.ts';
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
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { rules, currency } = useGarageContext();
  const [draft, setDraft] = useState<ServiceDraft>(() => serviceDraft(service, rules.serviceTaxInclusive));
  const [errors, setErrors] = useState<Partial<Record<ServiceField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();

  const labels: Record<ServiceField, string> = {
    service_name: t('catalogue.service.name'),
    sac: t('catalogue.service.sac'),
    price: t('catalogue.service.price'),
    tax_category_id: t('catalogue.fields.taxCategory'),
    tax_inclusive: t('catalogue.fields.taxInclusive'),
    hourly_rating: t('catalogue.service.hourlyRating'),
    active: t('catalogue.fields.active'),
  };
  const set = <K extends ServiceField>(field: K, value: ServiceDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: 'service_name' | 'sac' | 'price' | 'hourly_rating') => ({
    label: labels[field],
    value: draft[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const checked = checkService(draft, rules.serviceHourlyRate);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      focusFirstError();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = service
        ? await updateService(service.service_id, checked.body)
        : await createService(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.services() });
      toast(t('catalogue.service.saved', { name: saved.service_name }), 'success');
      onDone();
    } catch (error) {
      const message = refusalText(error, language);
      if (message === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      const placed = placeServerError(message, SERVICE_FIELDS, SERVICE_SERVER_KEYS);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field as ServiceField]: message }));
      else setFormError(message);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

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
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('sac')} maxLength={20} autoComplete="off" />
        </Grid.Col>
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
            value={draft.tax_category_id}
            onChange={(v) => set('tax_category_id', v)}
            error={errors.tax_category_id}
          />
        </Grid.Col>
        {rules.serviceHourlyRate && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...text('hourly_rating')} inputMode="decimal" description={t('catalogue.service.hourlyHint')} />
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group gap="lg">
            <Switch
              label={labels.tax_inclusive}
              checked={draft.tax_inclusive}
              onChange={(e) => set('tax_inclusive', e.currentTarget.checked)}
            />
            <Switch label={labels.active} checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
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
