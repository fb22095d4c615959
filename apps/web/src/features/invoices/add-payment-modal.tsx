import { money } from '@garage/domain';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { customerCreditQuery } from '../../lib/invoices/credit-notes-api.ts';
import { createPayment, type Invoice, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { type MethodChoice, methodChoices, paymentMethodsQuery, useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { PaymentRows, usePaymentLabels } from '../../lib/invoices/payment-rows.tsx';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { OnAccountForm } from './on-account-form.tsx';
import { checkPayment, creditPrefill, dueAfter, newRow, type PaymentValues, paymentSum } from './payment-rules.ts';

export interface AddPaymentModalProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Add payment" (issue 13): one or more methods (part cash, the rest by card), each with what it needs,
 * the amount prefilled with the due, and what stays due after it, live. One Idempotency-Key per submit;
 * Save stays disabled while saving; a refusal (overpay, void bill) is shown as the server words it.
 */
export function AddPaymentModal({ invoice, opened, onClose }: AddPaymentModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoices.pay.title', { number: invoice.invoice_number })}
      size="lg"
      fullScreen={!desktop}
      centered
    >
      {opened && <PaymentOrOnAccount invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

/**
 * The garage's active methods (its own ones included) and, when its ON_ACCOUNT is on and the bill is not
 * on account yet, "On account": choosing it turns the form into the on-account one (no money; decision 050).
 */
function PaymentOrOnAccount({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const methodLabel = useMethodLabel();
  const query = useQuery(paymentMethodsQuery());
  const list = query.data;
  const [onAccount, setOnAccount] = useState(false);
  // The first row starts with the garage's first active method: wait for them (the built-ins if they fail).
  if (query.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  const onAccountOffered = invoice.on_account === null && (list ?? []).some((m) => m.code === 'ON_ACCOUNT' && m.active);
  if (onAccount) return <OnAccountForm invoice={invoice} onClose={onClose} onBack={() => setOnAccount(false)} />;
  return (
    <PaymentForm
      invoice={invoice}
      onClose={onClose}
      methods={methodChoices(list, methodLabel)}
      onAccountChoice={onAccountOffered ? { value: 'ON_ACCOUNT', label: t('invoices.onAccount.method') } : null}
      chooseOnAccount={() => setOnAccount(true)}
    />
  );
}

interface PaymentFormProps {
  invoice: Invoice;
  onClose: () => void;
  methods: readonly MethodChoice[];
  onAccountChoice: { value: string; label: string } | null;
  chooseOnAccount: () => void;
}

function PaymentForm({ invoice, onClose, methods, onAccountChoice, chooseOnAccount }: PaymentFormProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const due = invoice.due_amount;
  const labels = usePaymentLabels();
  // The customer's credit from credit notes (not on an insurer's bill): offered as a method when above zero.
  const creditQuery = useQuery({ ...customerCreditQuery(invoice.customer_id), enabled: invoice.insurance_partner_id === null });
  const credit = creditQuery.data && money(creditQuery.data.balance).gt(0) ? creditQuery.data.balance : null;
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { rows: [newRow(methods[0]?.value ?? 'CASH', money(due).toString())], note: '' } as PaymentValues,
    check: (values) => checkPayment(invoice.invoice_id, due, values, (v) => f.money(v), credit ?? '0'),
    labels,
    fields: ['note'],
    send: (body, key) => createPayment(body, key),
    onSaved: async (receipt) => {
      refreshAfterBilling(queryClient);
      const paidInFull = dueAfter(due, form.getValues().rows).left.isZero();
      toast(
        paidInFull
          ? t('invoices.pay.paidInFull', { number: receipt.receipt_number })
          : t('invoices.pay.saved', { number: receipt.receipt_number }),
        'success',
      );
      onClose();
    },
  });
  const rows = form.getValues().rows;
  const after = dueAfter(due, rows);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">{t('invoices.pay.dueNow')}</Text>
          <Text size="sm" fw={600}>
            {f.money(due)}
          </Text>
        </Group>
        {credit && (
          <Text size="sm" c="blue.8" data-testid="customer-credit">
            {t('creditNotes.pay.available', { amount: f.money(credit) })}
          </Text>
        )}
        <PaymentRows
          form={form}
          target={due}
          methods={methods}
          extraMethods={[
            ...(credit ? [{ value: 'CUSTOMER_CREDIT', label: t('creditNotes.pay.method', { amount: f.money(credit) }) }] : []),
            // On account is the whole bill, never a part beside money: offered while there is one row.
            ...(onAccountChoice && rows.length === 1 ? [onAccountChoice] : []),
          ]}
          onMethodChange={(i, method) => {
            if (method === 'ON_ACCOUNT') {
              form.setFieldValue(`rows.${i}.method`, 'CASH');
              chooseOnAccount();
              return;
            }
            // The customer's credit pays what it can of the bill: prefilled with the smaller of credit and due.
            if (method === 'CUSTOMER_CREDIT' && credit)
              form.setFieldValue(`rows.${i}.amount`, creditPrefill(credit, due).toString());
          }}
        />
        <Textarea label={t('invoices.pay.note')} autosize minRows={1} maxLength={500} {...form.getInputProps('note')} />
        <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between">
            <Text size="sm">{t('invoices.pay.thisPayment')}</Text>
            <Text size="sm">{f.money(paymentSum(rows).toString())}</Text>
          </Group>
          <Group justify="space-between" aria-live="polite">
            <Text fw={700}>{t('invoices.pay.dueAfter')}</Text>
            <Text fw={700} c={after.overpaid ? 'red' : undefined} data-testid="due-after">
              {f.money(after.left.toString())}
            </Text>
          </Group>
          {after.overpaid && (
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
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {t('invoices.pay.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
