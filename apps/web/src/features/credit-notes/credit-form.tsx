import { Alert, Button, Group, Paper, Radio, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import {
  type CreditNote,
  type CreditNoteCreateBody,
  createCreditNote,
  creditNoteKeys,
} from '../../lib/invoices/credit-notes-api.ts';
import { type Invoice, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { methodChoices, paymentMethodsQuery, useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { toast } from '../../lib/toast.ts';
import { Section } from '../../lib/ui/detail-section.tsx';
import {
  type CreditValues,
  checkCredit,
  creditPreview,
  initialCreditValues,
  quantityField,
  refundTakesReference,
} from './credit-rules.ts';
import { ReturnLines } from './return-lines.tsx';

export interface CreditFormProps {
  invoice: Invoice;
  earlier: ReadonlyMap<number, readonly string[]>;
  onCancel: () => void;
  onSaved: (note: CreditNote) => void;
}

type Field = 'reason' | 'lines' | 'refund_reference';

/**
 * The return of an invoice: quantities per line (or everything left), a reason, and — only when the
 * credit is more than what is still due — refund or keep the rest as the customer's credit. A live
 * summary says what the credit takes off the due and what is left over. One Idempotency-Key per submit;
 * a refusal is shown as the server words it.
 */
export function CreditForm({ invoice, earlier, onCancel, onSaved }: CreditFormProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const labels: Record<string, string> = {
    reason: t('creditNotes.create.reason'),
    lines: t('creditNotes.create.whatReturns'),
    refund_reference: t('creditNotes.create.refundReference'),
  };
  for (const line of invoice.lines) labels[quantityField(line.line_id)] = t('creditNotes.create.quantityOf', { name: line.name });
  const input = { invoice, earlier, invoiceId: invoice.invoice_id };
  const { form, saving, formError, submit, formRef } = useContractForm<CreditValues, Field, CreditNoteCreateBody, CreditNote>({
    initialValues: initialCreditValues(),
    check: (values) => checkCredit(input, values, (q) => f.number(q, 3)),
    labels,
    fields: ['reason', 'lines', 'refund_reference'],
    serverKeys: { 'credit.reasonRequired': 'reason', 'credit.noLines': 'lines' },
    send: (body, key) => createCreditNote(body, key),
    onRefused: () => {
      // Another return may have taken these quantities meanwhile: read what is left again.
      void queryClient.invalidateQueries({ queryKey: creditNoteKeys.all });
      return false;
    },
    onSaved: (note) => {
      refreshAfterBilling(queryClient);
      toast(t('creditNotes.create.saved', { number: note.credit_number }), 'success');
      onSaved(note);
    },
  });
  const values = form.getValues();
  const preview = creditPreview({ invoice, earlier, quantities: values.quantities, completeRo: values.complete_ro });
  // The garage's active money methods (payment master), its own included.
  const methods = useQuery(paymentMethodsQuery());
  const methodLabel = useMethodLabel();
  const methodOptions = methodChoices(methods.data, methodLabel).map(({ value, label }) => ({ value, label }));
  const keep = values.settlement === 'CREDIT';

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Section title={t('creditNotes.create.whatReturns')}>
          <Stack gap="sm">
            <Switch
              label={t('creditNotes.create.completeRo')}
              description={t('creditNotes.create.completeRoHint')}
              {...form.getInputProps('complete_ro', { type: 'checkbox' })}
            />
            {form.errors.lines && (
              <Text size="sm" c="red" role="alert">
                {form.errors.lines}
              </Text>
            )}
            <ReturnLines invoice={invoice} earlier={earlier} form={form} />
            <Textarea
              label={t('creditNotes.create.reason')}
              placeholder={t('creditNotes.create.reasonPlaceholder')}
              required
              autosize
              minRows={2}
              maxLength={300}
              {...form.getInputProps('reason')}
            />
          </Stack>
        </Section>
        {preview.needsSettlement && (
          <Section title={t('creditNotes.create.settlementTitle')}>
            <Stack gap="sm">
              <Text size="sm">{t('creditNotes.create.settlementText', { amount: f.money(preview.excess.toString()) })}</Text>
              <Radio.Group label={t('creditNotes.create.settlement')} {...form.getInputProps('settlement')}>
                <Group gap="lg" mt={6}>
                  <Radio value="REFUND" label={t('creditNotes.create.refund')} />
                  <Radio value="CREDIT" label={t('creditNotes.create.keep')} />
                </Group>
              </Radio.Group>
              {!keep && (
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <Select
                    label={t('creditNotes.create.refundMethod')}
                    data={methodOptions}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    style={{ flex: '1 1 200px', maxWidth: 320 }}
                    {...form.getInputProps('refund_method')}
                    onChange={(v) => v && form.setFieldValue('refund_method', v)}
                  />
                  {refundTakesReference(values.refund_method) && (
                    <TextInput
                      label={t('creditNotes.create.refundReference')}
                      maxLength={60}
                      style={{ flex: '1 1 200px', maxWidth: 320 }}
                      {...form.getInputProps('refund_reference')}
                    />
                  )}
                </Group>
              )}
            </Stack>
          </Section>
        )}
        <Paper
          withBorder
          p="md"
          bg="var(--mantine-color-gray-0)"
          aria-label={t('creditNotes.create.summary')}
          component="section"
        >
          <Stack gap={4} maw={420} ml="auto" aria-live="polite">
            <Row label={t('creditNotes.create.dueNow')} value={f.money(invoice.due_amount)} />
            <Row
              label={t('creditNotes.create.creditTotal')}
              value={f.money(preview.totals.grand_total)}
              strong
              testId="credit-total"
            />
            <Row label={t('creditNotes.create.applied')} value={f.money(preview.applied.toString())} testId="credit-applied" />
            <Row
              label={
                !preview.needsSettlement
                  ? t('creditNotes.create.leftOver')
                  : keep
                    ? t('creditNotes.create.toKeep')
                    : t('creditNotes.create.toRefund')
              }
              value={f.money(preview.excess.toString())}
              strong
              testId="credit-excess"
            />
          </Stack>
        </Paper>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saving} leftSection={<IconArrowBackUp size={16} />}>
            {t('creditNotes.create.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
