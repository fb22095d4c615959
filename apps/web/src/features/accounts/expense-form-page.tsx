import { EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES, localDay } from '@garage/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { toast } from '../../lib/toast.ts';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { createExpense, type Expense, expenseQuery, labelsQuery, refreshAccounts, updateExpense } from './accounts-api.ts';
import { AccountsFrame } from './accounts-frame.tsx';
import { AttachmentsField } from './attachments-field.tsx';
import { ExpenseHistory, PayExpense } from './expense-paid-section.tsx';
import { checkExpense, EXPENSE_FIELDS, type ExpenseValues, expenseValues, newExpenseValues } from './expense-rules.ts';

const route = getRouteApi('/tabs/add-new-expense');

/** /tabs/add-new-expense (?expense_id= to edit): record or change an expense (spec add-new-expense, expense-view). */
export function ExpenseFormPage() {
  const { t } = useTranslation();
  const { expense_id: id } = route.useSearch();
  const existing = useQuery({ ...expenseQuery(id ?? 0), enabled: id !== undefined });
  const back = { label: t('accounts.form.back'), render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/expenses" /> };
  const title =
    id === undefined
      ? t('accounts.form.addTitle')
      : t('accounts.form.editTitle', { number: existing.data?.expense_number ?? '' });
  return (
    <AccountsFrame title={title} back={back}>
      {id === undefined ? (
        <ExpenseForm key="new" />
      ) : existing.data ? (
        <Stack gap="md">
          <ExpenseForm key={existing.data.expense_id} expense={existing.data} />
          {existing.data.status === 'CREDIT' && <PayExpense expense={existing.data} />}
          <ExpenseHistory expense={existing.data} />
        </Stack>
      ) : existing.isError ? (
        (existing.error as { status?: number }).status === 404 ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('accounts.form.notFound')}
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void existing.refetch()} />
        )
      ) : (
        <Skeleton h={420} />
      )}
    </AccountsFrame>
  );
}

function ExpenseForm({ expense }: { expense?: Expense }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { garage } = useShellData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const labels = useQuery(labelsQuery(true));
  const today = localDay(new Date(), garage.time_zone || 'UTC');
  const fieldLabels: Record<string, string> = {
    expense_date: t('accounts.form.date'),
    label_id: t('accounts.form.label'),
    amount: t('accounts.form.amount'),
    status: t('accounts.form.status'),
    payment_method: t('accounts.form.method'),
    payee: t('accounts.form.payee'),
    reference: t('accounts.form.reference'),
    note: t('accounts.form.note'),
    attachments: t('accounts.form.attachments'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: expense ? expenseValues(expense) : newExpenseValues(today),
    check: (v: ExpenseValues) => checkExpense(v, today),
    labels: fieldLabels,
    fields: EXPENSE_FIELDS,
    serverKeys: {
      'expense.futureDay': 'expense_date',
      'expense.paidBeforeDay': 'expense_date',
      'expenseLabel.inactive': 'label_id',
      'expenseLabel.notFound': 'label_id',
      'expense.methodRequired': 'payment_method',
      'expense.amountPositive': 'amount',
      'expense.attachmentUnknown': 'attachments',
      'expense.attachmentsTooLarge': 'attachments',
    },
    send: (body, key) => (expense ? updateExpense(expense.expense_id, body) : createExpense(body, key)),
    onSaved: async (saved) => {
      refreshAccounts(queryClient, saved);
      toast(t('accounts.form.saved', { number: saved.expense_number }), 'success');
      if (!expense) await navigate({ to: '/tabs/expenses' });
    },
  });
  const values = form.getValues();
  // Active labels, and the expense's own even if it was retired since.
  const labelOptions = (labels.data ?? [])
    .filter((l) => l.active || String(l.id) === values.label_id)
    .map((l) => ({ value: String(l.id), label: l.name }));
  const noLabels = labels.isSuccess && labelOptions.length === 0;

  return (
    <Paper withBorder p="md" component="form" ref={formRef} onSubmit={(e) => void submit(e)} noValidate maw={760}>
      <Stack gap="sm">
        {noLabels && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            {t('accounts.form.noLabels')}{' '}
            <Anchor renderRoot={(p) => <Link {...p} to="/tabs/expense-labels-master" />}>
              {t('accounts.form.manageLabels')}
            </Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={fieldLabels.expense_date}
            max={today}
            withAsterisk
            {...form.getInputProps('expense_date')}
          />
          <Select
            label={fieldLabels.label_id}
            placeholder={t('accounts.form.labelPlaceholder')}
            data={labelOptions}
            searchable
            withAsterisk
            {...form.getInputProps('label_id')}
          />
          <TextInput
            label={fieldLabels.amount}
            inputMode="decimal"
            withAsterisk
            rightSection={
              <Text size="xs" c="dimmed">
                {garage.currency_code}
              </Text>
            }
            rightSectionWidth={48}
            {...form.getInputProps('amount')}
          />
          <Input.Wrapper label={fieldLabels.status} withAsterisk>
            <SegmentedControl
              fullWidth
              aria-label={fieldLabels.status}
              data={EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`accounts.status.${s}`) }))}
              {...form.getInputProps('status')}
            />
          </Input.Wrapper>
          {values.status === 'PAID' && (
            <Select
              label={fieldLabels.payment_method}
              data={EXPENSE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`accounts.methods.${m}`) }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('payment_method')}
            />
          )}
          <TextInput
            label={fieldLabels.payee}
            placeholder={t('accounts.form.payeePlaceholder')}
            maxLength={120}
            {...form.getInputProps('payee')}
          />
          <TextInput
            label={fieldLabels.reference}
            placeholder={t('accounts.form.referencePlaceholder')}
            maxLength={60}
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <Textarea label={fieldLabels.note} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
        <AttachmentsField
          garageId={garage.garage_id}
          value={values.attachments}
          onChange={(next) => form.setFieldValue('attachments', next)}
          error={form.errors.attachments}
        />
        {expense && (
          <Text size="xs" c="dimmed">
            {f.dateTime(expense.created_at)}
          </Text>
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={noLabels}>
            {t('accounts.form.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
