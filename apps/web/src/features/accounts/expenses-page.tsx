import { EXPENSE_STATUSES } from '@garage/domain';
import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPaperclip, IconPlus, IconReceipt2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './accounts.module.css';
import { type ExpenseSummary, expensesQuery, labelsQuery } from './accounts-api.ts';
import { AccountsFrame, dayText, useMethodName } from './accounts-frame.tsx';
import type { ExpenseListSearch } from './routes.tsx';

const route = getRouteApi('/tabs/expenses');
const PAGE_SIZE = 20;

function ExpenseLink({ e }: { e: ExpenseSummary }) {
  const { t } = useTranslation();
  return (
    <Anchor
      size="sm"
      fw={600}
      aria-label={t('accounts.expenses.open', { number: e.expense_number })}
      renderRoot={(p) => <Link {...p} to="/tabs/add-new-expense" search={{ expense_id: e.expense_id }} />}
    >
      {e.expense_number}
    </Anchor>
  );
}

function StatusBadge({ e }: { e: ExpenseSummary }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={e.status === 'PAID' ? 'teal' : 'orange'}>
      {t(`accounts.status.${e.status}`)}
    </Badge>
  );
}

/** /tabs/expenses: the garage's expenses with filters (days, label, status, text), paged, with the total. */
export function ExpensesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const methodName = useMethodName();
  const search = route.useSearch();
  const navigate = useNavigate();
  const labels = useQuery(labelsQuery(true));
  const page = search.page ?? 0;
  const list = useQuery(
    expensesQuery({
      page_number: page,
      page_size: PAGE_SIZE,
      ...(search.q ? { q: search.q } : {}),
      ...(search.label ? { label_id: search.label } : {}),
      ...(search.status ? { status: search.status } : {}),
      ...(search.from ? { from: search.from } : {}),
      ...(search.to ? { to: search.to } : {}),
    }),
  );
  const set = (next: Partial<ExpenseListSearch>) =>
    void navigate({ to: '/tabs/expenses', search: { ...search, page: undefined, ...next }, replace: true });
  const filtered = Boolean(search.q || search.label || search.status || search.from || search.to);

  return (
    <AccountsFrame
      title={t('accounts.expenses.title')}
      description={t('accounts.expenses.description')}
      actions={
        <Button leftSection={<IconPlus size={16} />} renderRoot={(p) => <Link {...p} to="/tabs/add-new-expense" />}>
          {t('accounts.expenses.add')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
        <TextInput
          label={t('accounts.expenses.search')}
          defaultValue={search.q ?? ''}
          onChange={(e) => set({ q: e.currentTarget.value.trim() || undefined })}
          type="search"
        />
        <Select
          label={t('accounts.expenses.label')}
          placeholder={t('accounts.expenses.allLabels')}
          clearable
          data={(labels.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          value={search.label ? String(search.label) : null}
          onChange={(v) => set({ label: v ? Number(v) : undefined })}
        />
        <Select
          label={t('accounts.expenses.statusColumn')}
          placeholder={t('accounts.expenses.allStatuses')}
          clearable
          data={EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`accounts.status.${s}`) }))}
          value={search.status ?? null}
          onChange={(v) => set({ status: v === 'PAID' || v === 'CREDIT' ? v : undefined })}
        />
        <TextInput
          type="date"
          label={t('accounts.expenses.from')}
          value={search.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('accounts.expenses.to')}
          value={search.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 5, height: 36 }}
        empty={
          filtered
            ? { icon: <IconReceipt2 size={22} />, title: t('accounts.expenses.noMatch') }
            : { icon: <IconReceipt2 size={22} />, title: t('accounts.expenses.empty'), text: t('accounts.expenses.emptyText') }
        }
      >
        {(rows, { data, stale }) => (
          <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
            {desktop ? (
              <Table verticalSpacing={6} aria-label={t('accounts.expenses.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accounts.expenses.number')}</Table.Th>
                    <Table.Th>{t('accounts.expenses.date')}</Table.Th>
                    <Table.Th>{t('accounts.expenses.label')}</Table.Th>
                    <Table.Th>{t('accounts.expenses.payee')}</Table.Th>
                    <Table.Th>{t('accounts.expenses.statusColumn')}</Table.Th>
                    <Table.Th ta="right">{t('accounts.expenses.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((e) => (
                    <Table.Tr key={e.expense_id}>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ExpenseLink e={e} />
                          {e.attachment_count > 0 && (
                            <IconPaperclip
                              size={14}
                              aria-label={t('accounts.expenses.attachments', { count: e.attachment_count })}
                            />
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{dayText(f, e.expense_date)}</Table.Td>
                      <Table.Td>{e.label_name}</Table.Td>
                      <Table.Td>{e.payee}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <StatusBadge e={e} />
                          {e.payment_method && (
                            <Text size="xs" c="dimmed">
                              {methodName(e.payment_method)}
                            </Text>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right" className={classes.figure}>
                        {f.money(e.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Stack
                gap={0}
                component="ul"
                aria-label={t('accounts.expenses.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {rows.map((e) => (
                  <li key={e.expense_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <ExpenseLink e={e} />
                      <Text size="sm" fw={600} className={classes.figure}>
                        {f.money(e.amount)}
                      </Text>
                    </Group>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {dayText(f, e.expense_date)} · {e.label_name}
                        {e.payee ? ` · ${e.payee}` : ''}
                      </Text>
                      <StatusBadge e={e} />
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            <Text size="sm" fw={600} ta="right">
              {t('accounts.expenses.total', { amount: f.money(data.total_amount) })}
            </Text>
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={(p) => void navigate({ to: '/tabs/expenses', search: { ...search, page: p || undefined } })}
            />
          </Stack>
        )}
      </QueryList>
    </AccountsFrame>
  );
}
