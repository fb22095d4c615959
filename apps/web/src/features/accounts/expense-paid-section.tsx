import { EXPENSE_PAYMENT_METHODS, type ExpensePaymentMethod, localDay } from '@garage/domain';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { type Expense, payExpense, refreshAccounts } from './accounts-api.ts';

/** "Mark as paid" of an expense on credit: how and on which day the money went out (today by default). */
export function PayExpense({ expense }: { expense: Expense }) {
  const { t } = useTranslation();
  const { garage } = useShellData();
  const queryClient = useQueryClient();
  const today = localDay(new Date(), garage.time_zone || 'UTC');
  const [method, setMethod] = useState<ExpensePaymentMethod>('CASH');
  const [day, setDay] = useState(today);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setSaving(true);
    setError(null);
    try {
      const paid = await payExpense(expense.expense_id, { payment_method: method, paid_date: day });
      refreshAccounts(queryClient, paid);
      toast(t('accounts.form.paidToast', { number: paid.expense_number }), 'success');
    } catch (e) {
      const text = refusalText(e, currentLanguage());
      if (text === null) reportHttpError(e);
      else setError(text);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="md" maw={760}>
      <Title order={2} size="h4" mb="xs">
        {t('accounts.form.markPaid')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('accounts.form.method')}
          data={EXPENSE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`accounts.methods.${m}`) }))}
          value={method}
          allowDeselect={false}
          onChange={(v) => v && setMethod(v as ExpensePaymentMethod)}
        />
        <TextInput
          type="date"
          label={t('accounts.form.paidOn')}
          value={day}
          min={expense.expense_date}
          max={today}
          onChange={(e) => setDay(e.currentTarget.value)}
        />
        <Button onClick={() => void pay()} loading={saving} disabled={!day}>
          {t('accounts.form.pay')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** The expense's audit trail: created, changed, paid; who and when. */
export function ExpenseHistory({ expense }: { expense: Expense }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper withBorder p="md" maw={760}>
      <Title order={2} size="h4" mb="sm">
        {t('accounts.form.history')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {expense.activity.map((a) => (
          <Timeline.Item
            key={`${a.action}-${a.at}`}
            title={
              <Text size="sm" fw={600}>
                {isAction(a.action) ? t(`accounts.form.actions.${a.action}`) : a.action}
              </Text>
            }
          >
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {f.dateTime(a.at)}
              </Text>
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}

const ACTIONS = ['CREATED', 'EDITED', 'PAID'] as const;
const isAction = (name: string): name is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(name);
