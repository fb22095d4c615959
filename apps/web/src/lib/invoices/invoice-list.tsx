import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import { type ListQuery, QueryList } from '../ui/query-list.tsx';
import { useIsDesktop } from '../ui/responsive.ts';
import { type InvoiceSummary, type InvoiceSummaryPage, invoiceHref } from './invoices-api.ts';
import { OnAccountBadge, PaymentStatusBadge } from './payment-status-badge.tsx';

export interface InvoiceListProps {
  query: ListQuery<InvoiceSummaryPage>;
  label: string;
  emptyText: string;
  /** Shows each bill's age (days since its invoice day) and the total due of the search (a customer's dues). */
  ageing?: boolean;
}

/** A link to the invoice page that navigates inside the app (a real link: middle click, copy address). */
function InvoiceLink({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = invoiceHref(invoice.invoice_id);
  return (
    <Anchor
      href={href}
      size="sm"
      fw={600}
      aria-label={t('invoices.list.open', { number: invoice.invoice_number })}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {invoice.invoice_number}
    </Anchor>
  );
}

/**
 * Invoices of an order or a customer (issue 13): number, day, total, due and payment status, each linking
 * to its invoice page; rows of two lines on a phone, a table on wider screens.
 */
export function InvoiceList({ query, label, emptyText, ageing = false }: InvoiceListProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const age = (i: InvoiceSummary) => `${t('invoices.list.ageDays', { count: i.age_days })} · ${i.ageing}`;
  return (
    <QueryList
      query={query}
      rows={(page) => page.content}
      skeleton={{ rows: 2, height: 36 }}
      empty={
        <Group gap="xs" c="dimmed">
          <IconFileInvoice size={18} aria-hidden />
          <Text size="sm">{emptyText}</Text>
        </Group>
      }
    >
      {(rows, { data }) => (
        <Stack gap="xs">
          {desktop ? (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing={6} aria-label={label}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.list.number')}</Table.Th>
                    <Table.Th>{t('invoices.list.date')}</Table.Th>
                    {ageing && <Table.Th>{t('invoices.list.age')}</Table.Th>}
                    <Table.Th ta="right">{t('invoices.list.total')}</Table.Th>
                    <Table.Th ta="right">{t('invoices.list.due')}</Table.Th>
                    <Table.Th>{t('invoices.list.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((i) => (
                    <Table.Tr key={i.invoice_id}>
                      <Table.Td>
                        <InvoiceLink invoice={i} />
                      </Table.Td>
                      <Table.Td>{f.date(`${i.invoice_day}T12:00:00Z`, 'UTC')}</Table.Td>
                      {ageing && <Table.Td>{age(i)}</Table.Td>}
                      <Table.Td ta="right">{f.money(i.total_amount)}</Table.Td>
                      <Table.Td ta="right">{f.money(i.due_amount)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <PaymentStatusBadge status={i.payment_status} invoiceStatus={i.status} />
                          {i.on_account && i.payment_status !== 'PAID' && <OnAccountBadge />}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap={0} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((i) => (
                <li key={i.invoice_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <InvoiceLink invoice={i} />
                    <Group gap={4} wrap="nowrap">
                      <PaymentStatusBadge status={i.payment_status} invoiceStatus={i.status} />
                      {i.on_account && i.payment_status !== 'PAID' && <OnAccountBadge />}
                    </Group>
                  </Group>
                  <Group justify="space-between" wrap="wrap" gap={4}>
                    <Text size="xs" c="dimmed">
                      {f.date(`${i.invoice_day}T12:00:00Z`, 'UTC')}
                      {ageing ? ` · ${age(i)}` : ''}
                    </Text>
                    <Text size="xs">
                      {f.money(i.total_amount)} · {t('invoices.list.due')} {f.money(i.due_amount)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {ageing && (
            <Text size="sm" fw={600} ta="right">
              {t('invoices.list.totalDue', { amount: f.money(data.total_due) })}
            </Text>
          )}
        </Stack>
      )}
    </QueryList>
  );
}
