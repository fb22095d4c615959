import { INVOICE_READ, PAYMENT_TAKE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Anchor, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCash, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { dueListQuery } from '../../lib/invoices/dues-api.ts';
import { type InvoiceSummary, invoiceHref } from '../../lib/invoices/invoices-api.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { useUrlSearchText } from '../../lib/ui/use-url-search-text.ts';
import { ageingDays } from './ageing.ts';
import { AgeingChips } from './ageing-chips.tsx';
import { ClearDuesForm } from './clear-dues-form.tsx';
import { dueListBlock, dueOf } from './clear-dues-rules.ts';
import type { DueListSearch } from './routes.tsx';

const route = getRouteApi('/tabs/clear-dues');
const PAGE_SIZE = 20;

/**
 * /tabs/clear-dues (spec "clear-dues"): every bill of the garage still owed, oldest first, with ageing
 * buckets and the total due; search by customer or number; bills of one customer chosen and paid at once
 * (bulk payment, the clear-dues form).
 */
export function DueListPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const today = useGarageToday();
  const search = route.useSearch();
  const navigate = useNavigate();
  const q = search.q ?? '';
  const page = search.page ?? 0;
  const age = search.age ?? null;
  const go = (next: DueListSearch) => void navigate({ to: '/tabs/clear-dues', search: next, replace: true });
  const [text, setText] = useUrlSearchText(q, (next) => go({ ...(next ? { q: next } : {}), ...(age ? { age } : {}) }));
  const allowed = hasAnyRole(roles, INVOICE_READ);
  const canPay = hasAnyRole(roles, PAYMENT_TAKE);
  const list = useQuery({
    ...dueListQuery({
      ...(q ? { q } : {}),
      ...(age ? ageingDays(age, today) : {}),
      page_number: page,
      page_size: PAGE_SIZE,
    }),
    enabled: allowed,
  });
  const [chosen, setChosen] = useState<InvoiceSummary[]>([]);
  const [paying, setPaying] = useState(false);

  if (!allowed) return <AccessDenied title={t('dues.list.title')} />;
  const toggle = (bill: InvoiceSummary) =>
    setChosen((now) =>
      now.some((c) => c.invoice_id === bill.invoice_id)
        ? now.filter((c) => c.invoice_id !== bill.invoice_id)
        : dueListBlock(now, bill)
          ? now
          : [...now, bill],
    );
  const pick = (bill: InvoiceSummary) => {
    const block = dueListBlock(chosen, bill);
    const on = chosen.some((c) => c.invoice_id === bill.invoice_id);
    return (
      <Checkbox
        checked={on}
        disabled={block !== null}
        onChange={() => toggle(bill)}
        aria-label={t('dues.list.choose', { number: bill.invoice_number })}
        title={block ? t(`dues.list.block.${block}`) : undefined}
      />
    );
  };
  const customerLink = (bill: InvoiceSummary) => (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/tabs/customer-due-clear/$customerId" params={{ customerId: String(bill.customer_id) }} />
      )}
    >
      {bill.customer_name}
    </Anchor>
  );
  const invoiceLink = (bill: InvoiceSummary) => (
    <Anchor
      size="sm"
      fw={600}
      renderRoot={(props) => <Link {...props} to={invoiceHref(bill.invoice_id)} />}
      aria-label={t('invoices.list.open', { number: bill.invoice_number })}
    >
      {bill.invoice_number}
    </Anchor>
  );
  const ageText = (bill: InvoiceSummary) => t('invoices.list.ageDays', { count: bill.age_days });
  const sorted = [...chosen].sort((a, b) => a.invoiced_at.localeCompare(b.invoiced_at) || a.invoice_id - b.invoice_id);

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('dues.list.title')} description={t('dues.list.description')} />
      <SearchInput value={text} onChange={setText} label={t('dues.list.search')} maw={420} />
      <AgeingChips
        today={today}
        q={q}
        value={age}
        onChange={(next) => go({ ...(q ? { q } : {}), ...(next ? { age: next } : {}) })}
      />
      {list.data && (
        <Text fw={650} data-testid="dues-total">
          {t('invoices.list.totalDue', { amount: f.money(list.data.total_due) })}
        </Text>
      )}
      {canPay && chosen.length > 0 && (
        <Paper withBorder p="sm" bg="var(--mantine-color-workshop-0)" role="region" aria-label={t('dues.list.bulk')}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('dues.list.chosen', {
                count: chosen.length,
                name: chosen[0]?.customer_name ?? '',
                amount: f.money(dueOf(chosen).toString()),
              })}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setChosen([])}>
                {t('dues.clear.chooseNone')}
              </Button>
              <Button size="xs" leftSection={<IconCash size={16} />} onClick={() => setPaying(true)}>
                {t('dues.list.receive')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 6, height: 40 }}
        empty={<EmptyList icon={<IconReceipt size={22} />} title={t('dues.list.empty')} text={t('dues.list.emptyText')} />}
      >
        {(rows, { data }) => (
          <Stack gap="xs">
            {desktop ? (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing={6} aria-label={t('dues.list.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      {canPay && <Table.Th w={48}>{t('dues.list.pick')}</Table.Th>}
                      <Table.Th>{t('invoices.list.number')}</Table.Th>
                      <Table.Th>{t('dues.list.customer')}</Table.Th>
                      <Table.Th>{t('invoices.list.date')}</Table.Th>
                      <Table.Th>{t('invoices.list.age')}</Table.Th>
                      <Table.Th ta="right">{t('invoices.list.total')}</Table.Th>
                      <Table.Th ta="right">{t('invoices.list.due')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((bill) => (
                      <Table.Tr key={bill.invoice_id}>
                        {canPay && <Table.Td>{pick(bill)}</Table.Td>}
                        <Table.Td>{invoiceLink(bill)}</Table.Td>
                        <Table.Td>{customerLink(bill)}</Table.Td>
                        <Table.Td>{f.date(`${bill.invoice_day}T12:00:00Z`, 'UTC')}</Table.Td>
                        <Table.Td>{ageText(bill)}</Table.Td>
                        <Table.Td ta="right">{f.money(bill.total_amount)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {f.money(bill.due_amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack
                gap={0}
                component="ul"
                aria-label={t('dues.list.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {rows.map((bill) => (
                  <li key={bill.invoice_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      {canPay && <div style={{ paddingTop: 2 }}>{pick(bill)}</div>}
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          {invoiceLink(bill)}
                          <Text size="sm" fw={600}>
                            {f.money(bill.due_amount)}
                          </Text>
                        </Group>
                        {customerLink(bill)}
                        <Text size="xs" c="dimmed">
                          {f.date(`${bill.invoice_day}T12:00:00Z`, 'UTC')} · {ageText(bill)}
                        </Text>
                      </Stack>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              capped={data.total_capped}
              onChange={(p) => go({ ...(q ? { q } : {}), ...(age ? { age } : {}), ...(p > 0 ? { page: p } : {}) })}
            />
          </Stack>
        )}
      </QueryList>
      <Modal
        opened={paying && chosen.length > 0}
        onClose={() => setPaying(false)}
        title={t('dues.list.payTitle', { name: chosen[0]?.customer_name ?? '' })}
        size="lg"
        fullScreen={!desktop}
        centered
      >
        {paying && sorted[0] && (
          <ClearDuesForm
            customerId={sorted[0].customer_id}
            bills={sorted}
            onCancel={() => setPaying(false)}
            onPaid={(receipt) => {
              toast(t('dues.clear.done', { number: receipt.receipt_number }), 'success');
              setPaying(false);
              setChosen([]);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
