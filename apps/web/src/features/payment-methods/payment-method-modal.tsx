import {
  builtInMethod,
  CUSTOM_METHOD_KINDS,
  type CustomMethodKind,
  formaPagoLabel,
  formaPagoOf,
  KIND_FORMA_PAGO,
  METHOD_FORMAS_PAGO,
} from '@garage/domain';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  createPaymentMethod,
  type PaymentMethod,
  paymentMethodKeys,
  updatePaymentMethod,
  useMethodLabel,
} from '../../lib/invoices/payment-methods-api.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { checkMethod, type MethodValues, methodValues } from './payment-method-rules.ts';

export interface PaymentMethodModalProps {
  /** The method to change; null adds a method of the garage's own. */
  method: PaymentMethod | null;
  opened: boolean;
  onClose: () => void;
}

/** Add a method of the garage's own (name, kind), or rename a method and turn it on or off. */
export function PaymentMethodModal({ method, opened, onClose }: PaymentMethodModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const label = useMethodLabel();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        method
          ? t('invoices.paymentMethods.editTitle', { name: label(method.code, method.name) })
          : t('invoices.paymentMethods.addTitle')
      }
      fullScreen={!desktop}
      centered
    >
      {opened && <MethodForm key={method?.code ?? 'new'} method={method} onClose={onClose} />}
    </Modal>
  );
}

function MethodForm({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const label = useMethodLabel();
  const standard = method && !method.custom ? builtInMethod(method.code) : null;
  // Mexico's CFDIs state how money was paid (c_FormaPago): asked there only (decision 050, addendum).
  const mexico = useShellData().garage.country_code === 'MX';
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: methodValues(method),
    check: (values: MethodValues) => checkMethod(method, values, mexico),
    labels: {
      name: t('invoices.paymentMethods.name'),
      kind: t('invoices.paymentMethods.kind'),
      forma_pago: t('invoices.paymentMethods.formaPago'),
    },
    fields: ['name', 'kind', 'forma_pago'] as const,
    serverKeys: {
      'paymentMethod.duplicate': 'name',
      'paymentMethod.nameRequired': 'name',
      'paymentMethod.limit': 'name',
      'paymentMethod.formaPago': 'forma_pago',
      'paymentMethod.formaPagoMexico': 'forma_pago',
    },
    send: (body) =>
      method ? updatePaymentMethod(method.code, body) : createPaymentMethod(body as Parameters<typeof createPaymentMethod>[0]),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
      const name = label(saved.code, saved.name);
      toast(method ? t('invoices.paymentMethods.saved', { name }) : t('invoices.paymentMethods.added', { name }), 'success');
      onClose();
    },
  });
  const kinds = method && !method.custom ? [method.kind] : CUSTOM_METHOD_KINDS;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('invoices.paymentMethods.name')}
          placeholder={
            standard ? standard[currentLanguage() === 'es' ? 'es' : 'en'] : t('invoices.paymentMethods.namePlaceholder')
          }
          description={standard ? t('invoices.paymentMethods.standardName', { name: label(standard.code) }) : undefined}
          required={!standard}
          maxLength={40}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="method-kind-label">
            {t('invoices.paymentMethods.kind')}
          </Text>
          {kinds.length > 1 ? (
            <SegmentedControl
              aria-labelledby="method-kind-label"
              orientation="vertical"
              fullWidth
              data={kinds.map((k) => ({ value: k, label: t(`invoices.paymentMethods.kinds.${k}`) }))}
              {...form.getInputProps('kind')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t(`invoices.paymentMethods.kinds.${kinds[0] ?? 'CASH'}`)}
            </Text>
          )}
        </Stack>
        {mexico && (
          <FormaPagoField
            method={method}
            kind={form.values.kind}
            value={form.values.forma_pago}
            onChange={(v) => form.setFieldValue('forma_pago', v)}
            error={form.errors.forma_pago as string | undefined}
          />
        )}
        <Switch label={t('invoices.paymentMethods.activeLabel')} {...form.getInputProps('active', { type: 'checkbox' })} />
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('invoices.paymentMethods.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Mexico: the SAT form a method states on CFDIs. A method of the garage's own takes its kind's unless the
 * owner chooses one (cleared: its kind's again); a built-in's is fixed and only shown.
 */
function FormaPagoField({
  method,
  kind,
  value,
  onChange,
  error,
}: {
  method: PaymentMethod | null;
  kind: CustomMethodKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage() === 'es' ? 'es' : 'en';
  const label = t('invoices.paymentMethods.formaPago');
  if (method && !method.custom) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {formaPagoLabel(formaPagoOf(method) ?? '', language)}
        </Text>
      </Stack>
    );
  }
  return (
    <Select
      label={label}
      description={t('invoices.paymentMethods.formaPagoHint')}
      placeholder={t('invoices.paymentMethods.formaPagoOfKind', { forma: formaPagoLabel(KIND_FORMA_PAGO[kind], language) })}
      data={METHOD_FORMAS_PAGO.map((code) => ({ value: code, label: formaPagoLabel(code, language) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      searchable
      error={error}
    />
  );
}
