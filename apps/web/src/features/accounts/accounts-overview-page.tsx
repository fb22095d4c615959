import { money } from '@garage/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import classes from './accounts.module.css';
import { type AccountsSummary, summaryQuery } from './accounts-api.ts';
import { AccountsFrame, dayText, useMethodName } from './accounts-frame.tsx';
import { MoneyChart } from './money-chart.tsx';

function Figure({ label, value, sub, color }: { label: string; value: string; sub?: React.ReactNode; color?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} className={classes.figure}>
        {value}
      </Text>
      {sub}
    </Paper>
  );
}

function InOut({ title, totals }: { title: string; totals: AccountsSummary['today_totals'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const net = money(totals.money_in).minus(money(totals.money_out)).toString();
  return (
    <Figure
      label={title}
      value={f.money(net)}
      sub={
        <Stack gap={0}>
          <Text size="xs" c="dimmed" className={classes.figure}>
            {t('accounts.overview.moneyIn')} {f.money(totals.money_in)}
          </Text>
          <Text size="xs" c="dimmed" className={classes.figure}>
            {t('accounts.overview.moneyOut')} {f.money(totals.money_out)}
          </Text>
        </Stack>
      }
    />
  );
}

/** /tabs/finance: the Accounts overview (sidebar "Accounts"; owner or ACCOUNTS_MANAGEMENT). */
export function AccountsOverviewPage() {
  const { t } = useTranslation();
  const summary = useQuery(summaryQuery());
  return (
    <AccountsFrame
      title={t('accounts.title')}
      description={t('accounts.overview.description')}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconBook size={16} />}
            renderRoot={(p) => <Link {...p} to="/tabs/account-book" />}
          >
            {t('accounts.overview.openBook')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} renderRoot={(p) => <Link {...p} to="/tabs/add-new-expense" />}>
            {t('accounts.overview.addExpense')}
          </Button>
        </>
      }
    >
      {summary.data ? (
        <Overview data={summary.data} />
      ) : summary.isError ? (
        <LoadFailed onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={84} />
            ))}
          </SimpleGrid>
          <Skeleton h={260} />
        </Stack>
      )}
    </AccountsFrame>
  );
}

function Overview({ data }: { data: AccountsSummary }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const f = useFormat();
  const moved = data.daily.some((d) => !money(d.money_in).isZero() || !money(d.money_out).isZero());
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <InOut title={t('accounts.overview.today')} totals={data.today_totals} />
        <InOut title={t('accounts.overview.month')} totals={data.month_totals} />
        <Figure
          label={t('accounts.overview.receivables')}
          value={f.money(data.receivables.total_due)}
          color={money(data.receivables.total_due).isZero() ? undefined : 'orange.8'}
          sub={
            <Text size="xs" c="dimmed">
              {t('accounts.overview.receivablesText', { count: data.receivables.invoices })}
            </Text>
          }
        />
        <Figure
          label={t('accounts.overview.payables')}
          value={f.money(data.payables.total)}
          sub={
            <Text size="xs" c="dimmed">
              {t('accounts.overview.payablesText', { count: data.payables.expenses })}
            </Text>
          }
        />
      </SimpleGrid>

      <Paper withBorder p="sm">
        <Title order={2} size="h4" mb="xs">
          {t('accounts.overview.chartTitle')}
        </Title>
        {moved ? (
          <MoneyChart daily={data.daily} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('accounts.overview.chartEmpty')}
          </Text>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Paper withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {t('accounts.overview.receivables')}
            </Title>
            <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/tabs/$feature" params={{ feature: 'clear-dues' }} />}>
              {t('accounts.overview.dues')}
            </Anchor>
          </Group>
          <Table verticalSpacing={4} aria-label={t('accounts.overview.receivables')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.overview.ageing')}</Table.Th>
                <Table.Th ta="right">{t('accounts.overview.invoices')}</Table.Th>
                <Table.Th ta="right">{t('accounts.overview.due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.receivables.buckets.map((b) => (
                <Table.Tr key={b.bucket}>
                  <Table.Td>{b.bucket}</Table.Td>
                  <Table.Td ta="right">{b.invoices}</Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {f.money(b.due)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>

        <Paper withBorder p="sm">
          <Title order={2} size="h4">
            {t('accounts.overview.byLabel')}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('accounts.overview.byLabelRange', {
              from: dayText(f, data.expenses_by_label.from),
              to: dayText(f, data.expenses_by_label.to),
            })}
          </Text>
          {data.expenses_by_label.labels.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('accounts.overview.byLabelEmpty')}
            </Text>
          ) : (
            <Table verticalSpacing={4} aria-label={t('accounts.overview.byLabel')}>
              <Table.Tbody>
                {data.expenses_by_label.labels.map((l) => (
                  <Table.Tr key={l.label_id}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td ta="right" className={classes.figure}>
                      {f.money(l.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{t('accounts.book.total')}</Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {f.money(data.expenses_by_label.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </Paper>

        <Paper withBorder p="sm">
          <Title order={2} size="h4" mb="xs">
            {t('accounts.overview.byMethod')}
          </Title>
          <Table verticalSpacing={4} aria-label={t('accounts.overview.byMethod')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.book.method')}</Table.Th>
                <Table.Th ta="right">{t('accounts.book.moneyIn')}</Table.Th>
                <Table.Th ta="right">{t('accounts.book.moneyOut')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.month_totals.by_method.map((m) => (
                <Table.Tr key={m.method}>
                  <Table.Td>{methodName(m.method, m.method_name)}</Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {f.money(m.money_in)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {f.money(m.money_out)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
