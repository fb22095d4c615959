import { Badge, Group, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../api/masters.ts';
import { useFormat } from '../format.ts';
import classes from '../ui/lists.module.css';
import { Pager } from '../ui/pager.tsx';
import { QueryList } from '../ui/query-list.tsx';
import { useIsDesktop } from '../ui/responsive.ts';
import { useTypeLabel } from './labels.ts';
import { isQuoteExpired, randomSuffix } from './order-display.ts';
import { LIST_PAGE_SIZE, type OrderSummary } from './orders-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** The link of a row: the order's deep link (spec 2.2) or the quotation's details. */
function DocLink({ row, className, children }: { row: OrderSummary; className?: string; children: ReactNode }) {
  return row.document === 'QUOTE' ? (
    <Link to="/tabs/quotation-detail/$quoteId" params={{ quoteId: String(row.order_id) }} className={className}>
      {children}
    </Link>
  ) : (
    <Link
      to="/tabs/order-details/$orderId/$random"
      params={{ orderId: String(row.order_id), random: randomSuffix() }}
      className={className}
    >
      {children}
    </Link>
  );
}

export interface OrderResultsProps {
  list: UseQueryResult<Page<OrderSummary>>;
  /** Accessible name of the list. */
  label: string;
  /** Shown when the page is empty. */
  empty: ReactNode;
  /** Without it no pager is shown (a short list with a link to the full search). */
  onPage?: (page: number) => void;
  /** The garage-local day (quotations flag the expired ones). */
  today: string;
  /** A column every row has the same value in (a customer's or a vehicle's orders). */
  hide?: 'customer' | 'vehicle';
}

/** Orders or quotations of a list or a search: a table on desktop, cards on phones, with paging. */
export function OrderResults({ list, label, empty, onPage, today, hide }: OrderResultsProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const typeLabel = useTypeLabel();
  const money = (v: string) => f.money(v);
  const data = list.data;
  const rows = data?.content ?? [];

  const open = (row: OrderSummary) =>
    void (row.document === 'QUOTE'
      ? navigate({ to: '/tabs/quotation-detail/$quoteId', params: { quoteId: String(row.order_id) } })
      : navigate({
          to: '/tabs/order-details/$orderId/$random',
          params: { orderId: String(row.order_id), random: randomSuffix() },
        }));
  const due = (row: OrderSummary) =>
    row.document === 'QUOTE' ? f.date(row.expiry_date) : f.dateTime(row.estimated_delivery_time);
  const expired = (row: OrderSummary) => row.document === 'QUOTE' && isQuoteExpired(row, today);
  const quotes = rows.some((r) => r.document === 'QUOTE');
  const vehicle = (row: OrderSummary) => [row.vehicle_name, row.reg_number].filter(Boolean).join(' · ');

  const body = (rows: readonly OrderSummary[], stale: boolean) => {
    if (desktop) {
      return (
        <Table.ScrollContainer minWidth={hide ? 700 : 860}>
          <Table highlightOnHover verticalSpacing="xs" aria-label={label} style={{ opacity: stale ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderLists.columns.number')}</Table.Th>
                {hide !== 'customer' && <Table.Th>{t('orderLists.columns.customer')}</Table.Th>}
                {hide !== 'vehicle' && <Table.Th>{t('orderLists.columns.vehicle')}</Table.Th>}
                <Table.Th>{t('orderLists.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('orderLists.columns.total')}</Table.Th>
                <Table.Th>{quotes ? t('orderLists.columns.expiry') : t('orderLists.columns.delivery')}</Table.Th>
                <Table.Th>{t('orderLists.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.order_id} className={classes.row} onClick={() => open(row)}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DocLink row={row} className={classes.rowLink}>
                      {row.external_order_id}
                    </DocLink>
                    {row.order_type !== 'REPAIR_ORDER' && (
                      <Text size="xs" c="dimmed">
                        {typeLabel(row.order_type)}
                      </Text>
                    )}
                  </Table.Td>
                  {hide !== 'customer' && (
                    <Table.Td>
                      <Text size="sm">{row.customer_name}</Text>
                      {row.customer_mobile && (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {row.customer_mobile}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                  {hide !== 'vehicle' && (
                    <Table.Td>
                      <Text size="sm">{row.vehicle_name ?? '—'}</Text>
                      {row.reg_number && (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {row.reg_number}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                  {/* The column is as wide as its badge: a status is never cut short. */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge status={row.status} styles={{ label: { overflow: 'visible' } }} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.total_amount)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {due(row) || '—'}
                    {expired(row) && (
                      <Badge ml={6} size="xs" color="red" variant="outline" tt="none">
                        {t('orderLists.quotes.expired')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.date(row.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    return (
      <ul className={classes.cards} aria-label={label} style={{ opacity: stale ? 0.6 : 1 }}>
        {rows.map((row) => (
          <li key={row.order_id}>
            <DocLink row={row} className={classes.card}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {row.external_order_id}
                  {row.order_type !== 'REPAIR_ORDER' && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · {typeLabel(row.order_type)}
                    </Text>
                  )}
                </Text>
                <StatusBadge status={row.status} />
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {hide === 'customer' ? vehicle(row) || '—' : row.customer_name}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {money(row.total_amount)}
                </Text>
              </Group>
              {!hide && vehicle(row) && (
                <Text size="sm" c="dimmed" truncate>
                  {vehicle(row)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {row.document === 'QUOTE'
                  ? t('orderLists.expiresOn', { date: due(row) || '—' })
                  : t('orderLists.deliveryOn', { date: due(row) || '—' })}
                {expired(row) && (
                  <Badge ml={6} size="xs" color="red" variant="outline" tt="none">
                    {t('orderLists.quotes.expired')}
                  </Badge>
                )}
              </Text>
            </DocLink>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <QueryList query={list} rows={(d) => d.content} empty={empty}>
        {(rows, { stale }) => body(rows, stale)}
      </QueryList>
      {data && onPage && (
        <Pager
          page={data.page_number}
          totalPages={data.total_pages}
          totalElements={data.total_elements}
          capped={data.total_capped}
          pageSize={data.page_size || LIST_PAGE_SIZE}
          onChange={onPage}
        />
      )}
    </>
  );
}
