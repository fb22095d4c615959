import { INVOICE_READ, ORDER_CREATE, ORDER_READ } from '@garage/contract';
import { hasAnyRole, type OrderTab } from '@garage/domain';
import { Group, Stack, Tabs } from '@mantine/core';
import { IconCash, IconFileInvoice, IconPlus, IconReceipt, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { OrderResults } from '../../lib/orders/order-results.tsx';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { editorHref, HrefButton } from './href-button.tsx';
import classes from './order-lists.module.css';
import { DEFAULT_ORDER_TAB, ORDER_TAB_KEYS } from './order-rules.ts';
import { orderCountsQuery, orderTabQuery } from './orders-api.ts';
import { TabCount } from './tab-count.tsx';
import { useActiveTabInView } from './use-active-tab-in-view.ts';

const ordersRoute = getRouteApi('/tabs/orders');
const cancelledRoute = getRouteApi('/tabs/cancelled-orders');

function CreateOrderButton() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  if (!hasAnyRole(roles, ORDER_CREATE)) return null;
  return (
    <HrefButton href={editorHref.createRepairOrder()} leftSection={<IconPlus size={16} />}>
      {t('features.createRepairOrder')}
    </HrefButton>
  );
}

interface ListProps {
  tab: OrderTab;
  page: number;
  onPage: (page: number) => void;
}

function TabList({ tab, page, onPage }: ListProps) {
  const { t } = useTranslation();
  const today = useGarageToday();
  const { roles, garage } = useShellData();
  const list = useQuery(orderTabQuery(tab, page));
  const cancelled = tab === 'CANCELLED';
  return (
    <>
      {(tab === 'PAYMENT_DUE' || tab === 'COMPLETED') && hasAnyRole(roles, INVOICE_READ) && (
        <Group justify="flex-end" mb="xs" gap="xs">
          {garage.country_code === 'MX' && (
            <HrefButton href="/tabs/global-invoice" variant="light" size="xs" leftSection={<IconFileInvoice size={14} />}>
              {t('orderLists.globalInvoice')}
            </HrefButton>
          )}
          {tab === 'PAYMENT_DUE' && (
            <HrefButton href="/tabs/clear-dues" variant="light" size="xs" leftSection={<IconCash size={14} />}>
              {t('orderLists.dueList')}
            </HrefButton>
          )}
        </Group>
      )}
      <OrderResults
        list={list}
        label={t(`orderLists.tabs.${tab}`)}
        today={today}
        onPage={onPage}
        empty={
          <EmptyList
            icon={cancelled ? <IconReceiptOff size={22} /> : <IconReceipt size={22} />}
            title={t(`orderLists.empty.${tab}`)}
            text={cancelled ? undefined : t('orderLists.empty.text')}
            action={tab === 'OPEN' ? <CreateOrderButton /> : undefined}
          />
        }
      />
    </>
  );
}

/** /tabs/orders?tab=…: repair orders by list tab, with the number in each tab. */
export function OrderListPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const search = ordersRoute.useSearch();
  const tab = search.tab ?? DEFAULT_ORDER_TAB;
  const page = search.page ?? 0;
  const navigate = useNavigate();
  const tabStrip = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabStrip, tab);
  const allowed = hasAnyRole(roles, ORDER_READ);
  const counts = useQuery({ ...orderCountsQuery(), enabled: allowed });

  if (!allowed) return <AccessDenied title={t('orderLists.title')} />;
  const go = (next: OrderTab, p = 0) =>
    void navigate({
      to: '/tabs/orders',
      search: { ...(next !== DEFAULT_ORDER_TAB ? { tab: next } : {}), ...(p > 0 ? { page: p } : {}) },
    });

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('orderLists.title')} actions={<CreateOrderButton />} />
      <Tabs value={tab} onChange={(v) => v && go(v as OrderTab)} mb="sm" keepMounted={false}>
        <Tabs.List ref={tabStrip} className={classes.tabList} aria-label={t('orderLists.tabsLabel')}>
          {ORDER_TAB_KEYS.map((key) => {
            const n = counts.data?.[key];
            return (
              <Tabs.Tab key={key} value={key} rightSection={<TabCount n={n} active={key === tab} muted={key === 'CANCELLED'} />}>
                {t(`orderLists.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <TabList tab={tab} page={page} onPage={(p) => go(tab, p)} />
    </Stack>
  );
}

/** /tabs/cancelled-orders: the repair order list fixed to CANCELLED (spec 2.3). */
export function CancelledOrdersPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const search = cancelledRoute.useSearch();
  const navigate = useNavigate();
  if (!hasAnyRole(roles, ORDER_READ)) return <AccessDenied title={t('features.cancelledOrders')} />;
  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.cancelledOrders')} description={t('orderLists.cancelledText')} />
      <TabList
        tab="CANCELLED"
        page={search.page ?? 0}
        onPage={(p) => void navigate({ to: '/tabs/cancelled-orders', search: p > 0 ? { page: p } : {} })}
      />
    </Stack>
  );
}
