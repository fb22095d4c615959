import { PURCHASE_READ } from '@garage/contract/meta';
import { hasAnyRole, PURCHASE_ORDER_STATUSES } from '@garage/domain';
import { Anchor, Button, Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { PurchaseStatusBadge } from '../../lib/purchasing/purchase-status-badge.tsx';
import {
  PAGE_SIZE,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  purchaseOrdersQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

type Tab = 'all' | 'approval' | 'cancelled';
const TAB_PATHS = {
  all: '/tabs/show-purchase-order',
  approval: '/tabs/purchase-order-approval',
  cancelled: '/tabs/cancelled-purchase-order',
} as const;

const orderLink = (po: PurchaseOrderSummary) =>
  ({ to: '/tabs/purchase-order/$orderId', params: { orderId: String(po.purchase_order_id) } }) as const;

function OrdersTable({ rows }: { rows: readonly PurchaseOrderSummary[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={t('purchasing.orders.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.orders.number')}</Table.Th>
            <Table.Th>{t('purchasing.orders.vendor')}</Table.Th>
            <Table.Th>{t('purchasing.orders.date')}</Table.Th>
            <Table.Th>{t('purchasing.orders.expected')}</Table.Th>
            <Table.Th>{t('purchasing.vendors.status')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.orders.lines')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.orders.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((po) => (
            <Table.Tr key={po.purchase_order_id}>
              <Table.Td>
                <Anchor className={classes.rowLink} renderRoot={(props) => <Link {...props} {...orderLink(po)} />}>
                  {po.po_number}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{po.vendor_name}</Table.Td>
              <Table.Td>{f.date(po.created_at)}</Table.Td>
              <Table.Td>{po.expected_date ? f.date(`${po.expected_date}T12:00:00Z`, 'UTC') : '—'}</Table.Td>
              <Table.Td miw={150}>
                <PurchaseStatusBadge status={po.status} />
              </Table.Td>
              <Table.Td ta="right">{po.line_count}</Table.Td>
              <Table.Td ta="right">{po.grand_total === null ? '—' : f.money(po.grand_total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ rows }: { rows: readonly PurchaseOrderSummary[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ul className={classes.cards} aria-label={t('purchasing.orders.title')}>
      {rows.map((po) => (
        <li key={po.purchase_order_id} className={classes.card}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor fw={600} renderRoot={(props) => <Link {...props} {...orderLink(po)} />}>
              {po.po_number}
            </Anchor>
            <PurchaseStatusBadge status={po.status} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {po.vendor_name}
          </Text>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {f.date(po.created_at)} · {po.line_count} {t('purchasing.orders.lines')}
            </Text>
            <Text size="sm" fw={600}>
              {po.grand_total === null ? '' : f.money(po.grand_total)}
            </Text>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** The purchase order lists: all (show-purchase-order, by status), awaiting approval, cancelled. */
function PurchaseOrderList({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<PurchaseOrderStatus | ''>('');
  const status: PurchaseOrderStatus | '' = tab === 'approval' ? 'AWAITING_APPROVAL' : tab === 'cancelled' ? 'CANCELLED' : chosen;
  const canRead = hasAnyRole(roles, PURCHASE_READ);
  const list = useQuery({ ...purchaseOrdersQuery(status, q, page), enabled: canRead });
  if (!canRead) return <AccessDenied title={t('purchasing.orders.title')} />;
  const canCreate = hasAnyRole(roles, routes.createPurchaseOrder.roles);
  const newButton = canCreate ? (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => <Link {...props} to="/tabs/create-purchase-order" search={{}} />}
    >
      {t('purchasing.orders.new')}
    </Button>
  ) : null;
  const title =
    tab === 'approval'
      ? t('purchasing.orders.approvalTitle')
      : tab === 'cancelled'
        ? t('purchasing.orders.cancelledTitle')
        : t('purchasing.orders.title');
  const description =
    tab === 'approval'
      ? t('purchasing.orders.approvalDescription')
      : tab === 'cancelled'
        ? t('purchasing.orders.cancelledDescription')
        : t('purchasing.orders.description');
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader title={title} description={description} actions={newButton} />
      <Tabs value={tab} onChange={(v) => v && void navigate({ to: TAB_PATHS[v as Tab] })}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('purchasing.orders.tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="approval">{t('purchasing.orders.tabs.approval')}</Tabs.Tab>
          <Tabs.Tab value="cancelled">{t('purchasing.orders.tabs.cancelled')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" wrap="wrap">
        <SearchInput
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(0);
          }}
          label={t('purchasing.orders.search')}
          style={{ flex: '1 1 240px' }}
        />
        {tab === 'all' && (
          <Select
            aria-label={t('purchasing.orders.statusFilter')}
            data={[
              { value: '', label: t('purchasing.orders.allStatuses') },
              ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`purchasing.status.${s}`) })),
            ]}
            value={chosen}
            onChange={(v) => {
              setChosen((v ?? '') as PurchaseOrderStatus | '');
              setPage(0);
            }}
            allowDeselect={false}
            w={200}
          />
        )}
      </Group>
      <QueryList
        query={list}
        rows={(data) => data.content}
        skeleton={{ rows: 5 }}
        empty={{
          icon: <IconFileInvoice size={22} />,
          title: t('purchasing.orders.empty'),
          text: t('purchasing.orders.emptyText'),
          action: newButton,
        }}
      >
        {(rows, { data }) => (
          <>
            {desktop ? <OrdersTable rows={rows} /> : <OrderCards rows={rows} />}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              capped={data.total_capped}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
    </Stack>
  );
}

export const PurchaseOrdersPage = () => <PurchaseOrderList tab="all" />;
export const PurchaseApprovalPage = () => <PurchaseOrderList tab="approval" />;
export const CancelledPurchaseOrdersPage = () => <PurchaseOrderList tab="cancelled" />;
