import { addDays, money } from '@garage/domain';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { invoiceHref } from '../../lib/invoices/invoices-api.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './accounts.module.css';
import { type AccountBook, bookQuery } from './accounts-api.ts';
import { AccountsFrame, dayText, useMethodName } from './accounts-frame.tsx';
import type { BookSearch } from './routes.tsx';

const route = getRouteApi('/tabs/account-book');
const PAGE_SIZE = 100;

/** /tabs/account-book: the daily book of one garage-local day (today by default) or of a range of days. */
export function AccountBookPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const search = route.useSearch();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const query = { ...search, page_number: page, page_size: PAGE_SIZE };
  const book = useQuery(bookQuery(query));
  const go = (next: BookSearch) => {
    setPage(0);
    void navigate({ to: '/tabs/account-book', search: next, replace: true });
  };
  const from = search.from ?? book.data?.from ?? '';
  const to = search.to ?? book.data?.to ?? from;
  const [range, setRange] = useState(from !== to);

  return (
    <AccountsFrame
      title={t('accounts.book.title')}
      description={t('accounts.book.description')}
      actions={
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-no-print>
          {t('accounts.book.print')}
        </Button>
      }
    >
      <Paper withBorder p="sm" data-no-print>
        <Group gap="xs" align="flex-end" wrap="wrap">
          {range ? (
            <>
              <TextInput
                type="date"
                label={t('accounts.book.from')}
                value={from}
                max={to}
                onChange={(e) => go({ from: e.currentTarget.value, to })}
              />
              <TextInput
                type="date"
                label={t('accounts.book.to')}
                value={to}
                min={from}
                onChange={(e) => go({ from, to: e.currentTarget.value })}
              />
            </>
          ) : (
            <Group gap={4} align="flex-end" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('accounts.book.previousDay')}
                disabled={!from}
                onClick={() => go({ from: addDays(from, -1), to: addDays(from, -1) })}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <TextInput
                type="date"
                label={t('accounts.book.day')}
                value={from}
                onChange={(e) => e.currentTarget.value && go({ from: e.currentTarget.value, to: e.currentTarget.value })}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('accounts.book.nextDay')}
                disabled={!from}
                onClick={() => go({ from: addDays(from, 1), to: addDays(from, 1) })}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
          )}
          <Switch
            label={t('accounts.book.range')}
            checked={range}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setRange(on);
              if (!on) go({ from, to: from });
            }}
            mb={8}
          />
        </Group>
      </Paper>
      <Stack gap="md" data-print-book>
        {book.data && (
          <Title order={2} size="h4">
            {book.data.from === book.data.to
              ? dayText(f, book.data.from)
              : `${dayText(f, book.data.from)} – ${dayText(f, book.data.to)}`}
          </Title>
        )}
        <QueryList query={book} rows={(b) => b.methods} skeleton={{ rows: 3, height: 32 }} empty={null}>
          {(_, { data }) => <Balances book={data} />}
        </QueryList>
        <Title order={2} size="h4">
          {t('accounts.book.movements')}
        </Title>
        <QueryList
          query={book}
          rows={(b) => b.movements.content}
          skeleton={{ rows: 4, height: 36 }}
          empty={{ icon: <IconReceipt size={22} />, title: t('accounts.book.empty') }}
        >
          {(rows, { data }) => (
            <>
              <Movements rows={rows} />
              <Pager
                page={page}
                totalPages={data.movements.total_pages}
                totalElements={data.movements.total_elements}
                pageSize={PAGE_SIZE}
                onChange={setPage}
              />
            </>
          )}
        </QueryList>
      </Stack>
    </AccountsFrame>
  );
}

function Balances({ book }: { book: AccountBook }) {
  const { t } = useTranslation();
  const f = useFormat();
  const methodName = useMethodName();
  const desktop = useIsDesktop();
  const cash = book.methods.find((m) => m.method === 'CASH');
  const cashLine = cash && (
    <Text fw={600} data-testid="cash-closing">
      {t('accounts.book.cashClosing', { amount: f.money(cash.closing) })}
    </Text>
  );
  if (!desktop)
    // A phone reads one method per row: its closing, and how it got there below it.
    return (
      <Stack gap="xs">
        {cashLine}
        <Table aria-label={t('accounts.book.balances')} withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.book.method')}</Table.Th>
              <Table.Th ta="right">{t('accounts.book.closing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {book.methods.map((m) => (
              <Table.Tr key={m.method} data-method={m.method}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {methodName(m.method, m.method_name)}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.figure} style={{ whiteSpace: 'normal' }}>
                    {t('accounts.book.opening')} {f.money(m.opening)} · {t('accounts.book.moneyIn')} {f.money(m.money_in)} ·{' '}
                    {t('accounts.book.moneyOut')} {f.money(m.money_out)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={700} className={classes.figure}>
                  {f.money(m.closing)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('accounts.book.total')}</Table.Td>
              <Table.Td ta="right" fw={700} className={classes.figure}>
                {f.money(book.totals.closing)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    );
  return (
    <Stack gap="xs">
      {cashLine}
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder verticalSpacing={6} aria-label={t('accounts.book.balances')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.book.method')}</Table.Th>
              <Table.Th ta="right">{t('accounts.book.opening')}</Table.Th>
              <Table.Th ta="right">{t('accounts.book.moneyIn')}</Table.Th>
              <Table.Th ta="right">{t('accounts.book.moneyOut')}</Table.Th>
              <Table.Th ta="right">{t('accounts.book.closing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {book.methods.map((m) => (
              <Table.Tr key={m.method} data-method={m.method}>
                <Table.Td fw={m.method === 'CASH' ? 600 : undefined}>{methodName(m.method, m.method_name)}</Table.Td>
                <Table.Td ta="right" className={classes.figure}>
                  {f.money(m.opening)}
                </Table.Td>
                <Table.Td ta="right" className={classes.figure} c="teal.8">
                  {f.money(m.money_in)}
                </Table.Td>
                <Table.Td ta="right" className={classes.figure} c="red.8">
                  {f.money(m.money_out)}
                </Table.Td>
                <Table.Td ta="right" className={classes.figure} fw={600}>
                  {f.money(m.closing)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('accounts.book.total')}</Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {f.money(book.totals.opening)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {f.money(book.totals.money_in)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {f.money(book.totals.money_out)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {f.money(book.totals.closing)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

type Movement = AccountBook['movements']['content'][number];

/** Money into the garage: a customer's payment or a vendor's refund. */
const moneyIn = (kind: Movement['kind']) => kind === 'RECEIPT' || kind === 'VENDOR_REFUND';
const movementKey = (m: Movement) => `${m.kind}-${m.number}-${m.at}-${m.method}-${m.invoice_id ?? m.source_id ?? ''}`;

function What({ m }: { m: Movement }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={moneyIn(m.kind) ? 'teal' : 'red'}>
          {t(`accounts.book.kind.${m.kind}`)}
        </Badge>
        {m.expense_id ? (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(p) => <Link {...p} to="/tabs/add-new-expense" search={{ expense_id: m.expense_id ?? undefined }} />}
          >
            {m.number}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {m.number}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {[m.party, m.label].filter(Boolean).join(' · ')}
        {m.invoice_id && m.invoice_number && (
          <>
            {' · '}
            <Anchor size="xs" href={invoiceHref(m.invoice_id)}>
              {t('accounts.book.invoice', { number: m.invoice_number })}
            </Anchor>
          </>
        )}
        {m.kind === 'VENDOR_PAYMENT' && m.source_number && ` · ${t('accounts.book.bill', { number: m.source_number })}`}
        {m.kind === 'VENDOR_REFUND' && m.source_id && m.source_number && (
          <>
            {' · '}
            <Anchor
              size="xs"
              renderRoot={(p) => (
                <Link {...p} to="/tabs/vendor-credit-note/$creditNoteId" params={{ creditNoteId: String(m.source_id) }} />
              )}
            >
              {t('accounts.book.creditNote', { number: m.source_number })}
            </Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}

function Movements({ rows }: { rows: readonly Movement[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const methodName = useMethodName();
  const amount = (m: Movement) =>
    !money(m.money_out).isZero() ? (
      <Text span c="red.8" className={classes.figure}>
        −{f.money(m.money_out)}
      </Text>
    ) : (
      <Text span c="teal.8" className={classes.figure}>
        +{f.money(m.money_in)}
      </Text>
    );
  if (!desktop)
    return (
      <Stack
        gap={0}
        component="ul"
        aria-label={t('accounts.book.movements')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {rows.map((m) => (
          <li key={movementKey(m)} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <What m={m} />
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600}>
                  {amount(m)}
                </Text>
                <Text size="xs" c="dimmed">
                  {methodName(m.method, m.method_name)} · {f.time(m.at)}
                </Text>
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    );
  return (
    <Table verticalSpacing={6} aria-label={t('accounts.book.movements')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('accounts.book.day')}</Table.Th>
          <Table.Th>{t('accounts.expenses.number')}</Table.Th>
          <Table.Th>{t('accounts.book.method')}</Table.Th>
          <Table.Th ta="right">{t('accounts.book.moneyIn')}</Table.Th>
          <Table.Th ta="right">{t('accounts.book.moneyOut')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((m) => (
          <Table.Tr key={movementKey(m)}>
            <Table.Td>
              <Text size="sm">{dayText(f, m.day)}</Text>
              <Text size="xs" c="dimmed">
                {f.time(m.at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <What m={m} />
            </Table.Td>
            <Table.Td>{methodName(m.method, m.method_name)}</Table.Td>
            <Table.Td ta="right" className={classes.figure} c="teal.8">
              {money(m.money_in).isZero() ? '' : f.money(m.money_in)}
            </Table.Td>
            <Table.Td ta="right" className={classes.figure} c="red.8">
              {money(m.money_out).isZero() ? '' : f.money(m.money_out)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
