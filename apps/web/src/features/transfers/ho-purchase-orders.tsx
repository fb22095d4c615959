import type { HoPurchaseOrderRow } from '@garage/contract';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus, parseRoles } from '@garage/domain';
import { Anchor, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { garagesQuery } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { PurchaseStatusBadge } from '../../lib/purchasing/purchase-status-badge.tsx';
import { session, useSession } from '../../lib/session.ts';
import { HO_PO_PAGE_SIZE, hoPurchaseOrdersQuery } from '../../lib/transfers/transfers-api.ts';
import classes from '../../lib/ui/lists.module.css';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

/**
 * Head Office Inventory with Purchase Order: the purchase orders of every outlet of the group (decision
 * 053 addendum), by outlet, status, PO number or vendor. Opening one switches to its outlet when the user
 * belongs to it; totals are left out for PRICE_VIEW_RESTRICTED (the server sends none).
 */
export function HoPurchaseOrders({ outlets }: { outlets: ReadonlyArray<{ garage_id: number; garage_name: string }> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const garageId = useSession().garageId ?? 0;
  const garages = useQuery(garagesQuery());
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [outlet, setOutlet] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    ...hoPurchaseOrdersQuery(garageId, {
      page_number: page,
      page_size: HO_PO_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(q ? { q } : {}),
      ...(outlet ? { garage_id: Number(outlet) } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const open = (po: HoPurchaseOrderRow) => {
    const target = garages.data?.find((g) => g.garage_id === po.garage_id);
    if (target && po.garage_id !== garageId) session.selectGarage(po.garage_id, parseRoles(target.roles));
    void navigate({ to: '/tabs/purchase-order/$orderId', params: { orderId: String(po.purchase_order_id) } });
  };
  const number = (po: HoPurchaseOrderRow) =>
    po.member ? (
      <Anchor
        component="button"
        type="button"
        fw={600}
        onClick={() => open(po)}
        aria-label={t('transfers.ho.openPurchaseOrder', { number: po.po_number, outlet: po.garage_name })}
      >
        {po.po_number}
      </Anchor>
    ) : (
      <Text fw={600} size="sm">
        {po.po_number}
      </Text>
    );
  const total = (po: HoPurchaseOrderRow) => (po.grand_total === null ? '—' : f.money(po.grand_total));
  return (
    <Stack gap="sm" component="section" aria-labelledby="ho-purchase-orders">
      <Title order={2} size="h3" id="ho-purchase-orders">
        {t('transfers.ho.purchaseOrders')}
      </Title>
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
        <Select
          aria-label={t('transfers.ho.outlet')}
          data={[
            { value: '', label: t('transfers.ho.allOutlets') },
            ...outlets.map((o) => ({ value: String(o.garage_id), label: o.garage_name })),
          ]}
          value={outlet}
          onChange={(v) => {
            setOutlet(v ?? '');
            setPage(0);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          aria-label={t('purchasing.orders.statusFilter')}
          data={[
            { value: '', label: t('purchasing.orders.allStatuses') },
            ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`purchasing.status.${s}`) })),
          ]}
          value={status}
          onChange={(v) => {
            setStatus((v ?? '') as PurchaseOrderStatus | '');
            setPage(0);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryList
        query={list}
        rows={(data) => data.content}
        skeleton={{ rows: 4 }}
        empty={{ icon: <IconFileInvoice size={22} />, title: t('purchasing.orders.empty') }}
      >
        {(rows, { data }) => (
          <>
            {desktop ? (
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="xs" aria-label={t('transfers.ho.purchaseOrders')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('purchasing.orders.number')}</Table.Th>
                      <Table.Th>{t('transfers.ho.outlet')}</Table.Th>
                      <Table.Th>{t('purchasing.orders.vendor')}</Table.Th>
                      <Table.Th>{t('purchasing.orders.date')}</Table.Th>
                      <Table.Th>{t('purchasing.vendors.status')}</Table.Th>
                      <Table.Th ta="right">{t('purchasing.orders.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((po) => (
                      <Table.Tr key={po.purchase_order_id}>
                        <Table.Td>{number(po)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{po.garage_name}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{po.vendor_name}</Table.Td>
                        <Table.Td>{f.date(po.created_at)}</Table.Td>
                        <Table.Td miw={150}>
                          <PurchaseStatusBadge status={po.status} />
                        </Table.Td>
                        <Table.Td ta="right">{total(po)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <ul className={classes.cards} aria-label={t('transfers.ho.purchaseOrders')}>
                {rows.map((po) => (
                  <li key={po.purchase_order_id} className={classes.card}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      {number(po)}
                      <PurchaseStatusBadge status={po.status} />
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {po.vendor_name}
                    </Text>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {po.garage_name} · {f.date(po.created_at)}
                      </Text>
                      <Text size="sm" fw={600}>
                        {po.grand_total === null ? '' : f.money(po.grand_total)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={HO_PO_PAGE_SIZE}
              capped={data.total_capped}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
    </Stack>
  );
}
