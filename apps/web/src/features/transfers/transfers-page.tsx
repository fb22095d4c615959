import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingWarehouse, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import {
  type DeliverySummary,
  deliveriesQuery,
  deliveryHref,
  requestHref,
  requestsQuery,
  type TransferRequestSummary,
} from '../../lib/transfers/transfers-api.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { DeliveryStatusBadge, RequestStatusBadge } from './transfer-badges.tsx';
import { TRANSFER_TABS, type TransferTab } from './transfer-search.ts';

const route = getRouteApi('/tabs/inter-branch-stock-transfer');
const PAGE_SIZE = 20;

interface Row {
  id: number;
  href: string;
  number: string;
  from: string;
  to: string;
  parts: string;
  date: string | null;
  badge: ReactNode;
}

/** /tabs/inter-branch-stock-transfer: requests made and received, deliveries sent and incoming (spec list-branch-ibt-request). */
export function TransfersPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const garageId = useSession().garageId ?? 0;
  const search = route.useSearch();
  const navigate = useNavigate();
  const tab: TransferTab = search.tab ?? 'requestsOut';
  const page = search.page ?? 0;
  const isRequests = tab === 'requestsOut' || tab === 'requestsIn';
  const direction = tab === 'requestsOut' || tab === 'deliveriesOut' ? 'OUTGOING' : 'INCOMING';
  const query = { direction, page_number: page, page_size: PAGE_SIZE } as const;
  const requests = useQuery({ ...requestsQuery(garageId, query), enabled: isRequests });
  const deliveries = useQuery({ ...deliveriesQuery(garageId, query), enabled: !isRequests });
  const set = (next: { tab?: TransferTab; page?: number }) =>
    void navigate({ to: '/tabs/inter-branch-stock-transfer', search: { ...search, ...next }, replace: true });

  const parts = (count: number, quantity: string) => t('transfers.partsCount', { count, quantity: f.number(quantity) });
  const requestRow = (r: TransferRequestSummary): Row => ({
    id: r.request_id,
    href: requestHref(r.request_id),
    number: r.number,
    from: r.from_garage.garage_name,
    to: r.to_garage.garage_name,
    parts: parts(r.lines_count, r.total_quantity),
    date: r.requested_at ?? r.created_at,
    badge: r.delivery_status ? <DeliveryStatusBadge status={r.delivery_status} /> : <RequestStatusBadge status={r.status} />,
  });
  const deliveryRow = (d: DeliverySummary): Row => ({
    id: d.delivery_id,
    href: deliveryHref(d.delivery_id),
    number: d.number,
    from: d.from_garage.garage_name,
    to: d.to_garage.garage_name,
    parts: parts(d.lines_count, d.total_dispatched === '0' ? '0' : d.total_dispatched),
    date: d.dispatched_at ?? d.created_at,
    badge: <DeliveryStatusBadge status={d.status} />,
  });
  const empty = {
    icon: <IconArrowsExchange size={22} />,
    title: t(`transfers.empty.${tab}`),
    ...(tab === 'requestsOut' ? { text: t('transfers.empty.requestsOutText') } : {}),
  };
  const list = (rows: readonly Row[]) =>
    desktop ? (
      <Table verticalSpacing={6} aria-label={t(`transfers.tabs.${tab}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transfers.col.number')}</Table.Th>
            <Table.Th>{t('transfers.col.from')}</Table.Th>
            <Table.Th>{t('transfers.col.to')}</Table.Th>
            <Table.Th>{t('transfers.col.parts')}</Table.Th>
            <Table.Th>{t('transfers.col.date')}</Table.Th>
            <Table.Th>{t('transfers.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor
                  fw={600}
                  size="sm"
                  aria-label={t('transfers.open', { number: r.number })}
                  renderRoot={(p) => <Link {...p} to={r.href} />}
                >
                  {r.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.from}</Table.Td>
              <Table.Td>{r.to}</Table.Td>
              <Table.Td>{r.parts}</Table.Td>
              <Table.Td>{f.date(r.date)}</Table.Td>
              <Table.Td>{r.badge}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ) : (
      <Stack gap="xs">
        {rows.map((r) => (
          <Paper key={r.id} withBorder p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                fw={600}
                size="sm"
                aria-label={t('transfers.open', { number: r.number })}
                renderRoot={(p) => <Link {...p} to={r.href} />}
              >
                {r.number}
              </Anchor>
              {r.badge}
            </Group>
            <Text size="sm">{t('transfers.request.fromTo', { from: r.from, to: r.to })}</Text>
            <Text size="xs" c="dimmed">
              {r.parts} · {f.date(r.date)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('transfers.title')}
        description={t('transfers.description')}
        actions={
          <>
            <Button
              leftSection={<IconPlus size={16} />}
              renderRoot={(p) => <Link {...p} to="/tabs/create-inter-branch-transfer-request" />}
            >
              {t('transfers.newRequest')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTruckDelivery size={16} />}
              renderRoot={(p) => <Link {...p} to="/tabs/create-inter-branch-delivery-request" />}
            >
              {t('transfers.directDelivery')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconBuildingWarehouse size={16} />}
              renderRoot={(p) => <Link {...p} to="/tabs/view-branch-stocks" />}
            >
              {t('transfers.branchStocks')}
            </Button>
          </>
        }
      />
      <SegmentedControl
        fullWidth
        orientation={desktop ? 'horizontal' : 'vertical'}
        value={tab}
        onChange={(value) => set({ tab: value as TransferTab, page: undefined })}
        data={TRANSFER_TABS.map((value) => ({ value, label: t(`transfers.tabs.${value}`) }))}
      />
      {isRequests ? (
        <QueryList query={requests} rows={(p) => p.content} empty={empty} skeleton={{ rows: 4, height: 36 }}>
          {(rows, { data, stale }) => (
            <div style={{ opacity: stale ? 0.6 : 1 }}>
              {list(rows.map(requestRow))}
              <Pager
                page={page}
                totalPages={data.total_pages}
                totalElements={data.total_elements}
                pageSize={PAGE_SIZE}
                onChange={(p) => set({ page: p })}
              />
            </div>
          )}
        </QueryList>
      ) : (
        <QueryList query={deliveries} rows={(p) => p.content} empty={empty} skeleton={{ rows: 4, height: 36 }}>
          {(rows, { data, stale }) => (
            <div style={{ opacity: stale ? 0.6 : 1 }}>
              {list(rows.map(deliveryRow))}
              <Pager
                page={page}
                totalPages={data.total_pages}
                totalElements={data.total_elements}
                pageSize={PAGE_SIZE}
                onChange={(p) => set({ page: p })}
              />
            </div>
          )}
        </QueryList>
      )}
    </Stack>
  );
}
