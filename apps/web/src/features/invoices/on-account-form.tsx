import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconClockDollar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { type Invoice, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { putOnAccount } from '../../lib/invoices/payment-methods-api.ts';
import { toast } from '../../lib/toast.ts';

export interface OnAccountFormProps {
  invoice: Invoice;
  onClose: () => void;
  /** Back to taking money. */
  onBack: () => void;
}

/**
 * "On account" (decision 050): the customer takes the vehicle on account. No money and no receipt: the
 * whole due stays on the customer's account (dues, ageing), and the order may be delivered.
 */
export function OnAccountForm({ invoice, onClose, onBack }: OnAccountFormProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { note: '' },
    check: (values) => ({ ok: true, body: values.note.trim() || null }),
    labels: { note: t('invoices.pay.note') },
    fields: ['note'] as const,
    send: (note) => putOnAccount(invoice.invoice_id, note),
    onSaved: (answer) => {
      refreshAfterBilling(queryClient, answer);
      toast(t('invoices.onAccount.saved', { number: invoice.invoice_number }), 'success');
      onClose();
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="grape" variant="light" icon={<IconClockDollar size={18} />} title={t('invoices.onAccount.method')}>
          <Text size="sm">{t('invoices.onAccount.explain', { amount: f.money(invoice.due_amount) })}</Text>
        </Alert>
        <Textarea
          label={t('invoices.pay.note')}
          placeholder={t('invoices.onAccount.notePlaceholder')}
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('note')}
        />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" onClick={onBack} disabled={saving}>
            {t('invoices.onAccount.back')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="grape" loading={saving} disabled={saving}>
              {t('invoices.onAccount.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
