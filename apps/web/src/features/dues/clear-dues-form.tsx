import { BULK_PAYMENT_LIMIT } from '@garage/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '../../lib/api/masters.ts';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { clearDues, type Receipt } from '../../lib/invoices/dues-api.ts';
import { type InvoiceSummary, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { methodChoices, paymentMethodsQuery, useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { PaymentRows, usePaymentLabels } from '../../lib/invoices/payment-rows.tsx';
import {
  type ClearDuesValues,
  checkClearDues,
  chosenBills,
  defaultRows,
  defaultSelection,
  dueOf,
  followChoice,
  previewAllocation,
  selectionFull,
  toggleBill,
} from './clear-dues-rules.ts';

export interface ClearDuesFormProps {
  customerId: number;
  /** The customer's bills still owed, oldest first. */
  bills: readonly InvoiceSummary[];
  onPaid: (receipt: Receipt) => void;
  onCancel?: () => void;
}

/**
 * Clear dues / bulk payment (issue 13): the customer's bills oldest first, all chosen at first (at most
 * 50), one receipt in one or more methods, and live how it spreads over the chosen bills oldest first and
 * what each still owes. One Idempotency-Key per submit; the server's refusal is shown as it words it.
 */
export function ClearDuesForm({ customerId, bills, onPaid, onCancel }: ClearDuesFormProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const labels = usePaymentLabels();
  // The garage's active methods, its own ones included (payment master, decision 050).
  const methodLabel = useMethodLabel();
  const methods = methodChoices(useQuery(paymentMethodsQuery()).data, methodLabel);
  const initialSelection = defaultSelection(bills);
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: {
      selected: initialSelection,
      rows: defaultRows(bills, initialSelection),
      note: '',
    } as ClearDuesValues,
    check: (values) => checkClearDues(customerId, bills, values, (v) => f.money(v)),
    labels: { ...labels, selected: t('dues.clear.bills') },
    fields: ['note', 'selected'],
    send: (body, key) => clearDues(body, key),
    onSaved: (receipt) => {
      refreshAfterBilling(queryClient);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onPaid(receipt);
    },
  });
  const { selected, rows } = form.getValues();
  const chosen = chosenBills(bills, selected);
  const preview = previewAllocation(chosen, rows);
  const byBill = new Map(preview.bills.map((b) => [b.invoice_id, b]));

  const choose = (next: number[]) => {
    const amount = followChoice(rows, dueOf(chosen), dueOf(chosenBills(bills, next)));
    form.setFieldValue('selected', next);
    if (amount !== null) form.setFieldValue('rows.0.amount', amount);
  };
  const limitId = 'dues-limit-note';
  const full = selected.length >= BULK_PAYMENT_LIMIT;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6} role="group" aria-labelledby="dues-bills-heading">
          <Group justify="space-between" gap="xs">
            <Text fw={650} id="dues-bills-heading">
              {t('dues.clear.chosen', { count: chosen.length, total: bills.length })}
            </Text>
            <Group gap={4}>
              <Button size="compact-sm" variant="subtle" onClick={() => choose(defaultSelection(bills))}>
                {t('dues.clear.chooseAll')}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => choose([])}>
                {t('dues.clear.chooseNone')}
              </Button>
            </Group>
          </Group>
          {(full || bills.length > BULK_PAYMENT_LIMIT) && (
            <Text size="sm" c="dimmed" id={limitId}>
              {t('dues.clear.limit', { max: BULK_PAYMENT_LIMIT })}
            </Text>
          )}
          <Stack gap={0} component="ul" aria-label={t('dues.clear.bills')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {bills.map((bill) => {
              const on = selected.includes(bill.invoice_id);
              const blocked = selectionFull(selected, bill.invoice_id);
              const share = byBill.get(bill.invoice_id);
              return (
                <li
                  key={bill.invoice_id}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}
                  data-testid="due-bill"
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                    <Checkbox
                      checked={on}
                      disabled={blocked}
                      onChange={() => choose(toggleBill(selected, bill.invoice_id))}
                      aria-describedby={blocked ? limitId : undefined}
                      label={
                        <Text span fw={600} size="sm">
                          {bill.invoice_number}
                        </Text>
                      }
                      description={
                        <>
                          {f.date(`${bill.invoice_day}T12:00:00Z`, 'UTC')} ·{' '}
                          {t('invoices.list.ageDays', { count: bill.age_days })} ·{' '}
                          {t('dues.clear.owes', { amount: f.money(bill.due_amount) })}
                          {blocked && (
                            <>
                              <br />
                              {t('dues.clear.limitShort', { max: BULK_PAYMENT_LIMIT })}
                            </>
                          )}
                        </>
                      }
                      style={{ flex: '1 1 220px', minWidth: 0 }}
                    />
                    {on && share && (
                      <Group
                        gap={8}
                        wrap="nowrap"
                        ml="auto"
                        pl={{ base: 32, sm: 0 }}
                        style={{ flex: '0 1 auto' }}
                        data-testid="bill-preview"
                      >
                        <Text size="sm" fw={600}>
                          {t('dues.clear.pays', { amount: f.money(share.pays.toString()) })}
                        </Text>
                        <Text size="xs" c={share.left.isZero() ? 'teal.8' : 'orange.8'}>
                          {share.left.isZero()
                            ? t('dues.clear.settled')
                            : t('dues.clear.leaves', { amount: f.money(share.left.toString()) })}
                        </Text>
                      </Group>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
          {form.errors.selected && (
            <Text size="sm" c="red" role="alert">
              {form.errors.selected}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={650}>{t('dues.clear.received')}</Text>
          <PaymentRows form={form} target={preview.due.toString()} methods={methods} />
        </Stack>
        <Textarea label={t('invoices.pay.note')} autosize minRows={1} maxLength={500} {...form.getInputProps('note')} />
        <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between">
            <Text size="sm">{t('dues.clear.chosenDue')}</Text>
            <Text size="sm">{f.money(preview.due.toString())}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('dues.clear.amountReceived')}</Text>
            <Text size="sm" data-testid="amount-received">
              {f.money(preview.received.toString())}
            </Text>
          </Group>
          <Group justify="space-between" aria-live="polite">
            <Text fw={700}>{t('dues.clear.dueAfter')}</Text>
            <Text fw={700} c={preview.overpaid ? 'red' : undefined} data-testid="dues-after">
              {f.money(preview.left.toString())}
            </Text>
          </Group>
          {preview.overpaid && (
            <Text size="sm" c="red">
              {t('invoices.pay.overpaid')}
            </Text>
          )}
        </Paper>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={saving}>
            {t('dues.clear.submit', { amount: f.money(preview.received.toString()) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
