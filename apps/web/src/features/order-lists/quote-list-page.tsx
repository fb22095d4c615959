import { QUOTE_CREATE, QUOTE_READ } from '@garage/contract';
import { hasAnyRole, QUOTE_STATUSES, type QuoteStatus } from '@garage/domain';
import { Stack, Tabs } from '@mantine/core';
import { IconFileDescription, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useStatusLabel } from '../../lib/orders/labels.ts';
import { OrderResults } from '../../lib/orders/order-results.tsx';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { useUrlSearchText } from '../../lib/ui/use-url-search-text.ts';
import { editorHref, HrefButton } from './href-button.tsx';
import classes from './order-lists.module.css';
import { DEFAULT_QUOTE_STATUS, type QuoteListSearch } from './order-rules.ts';
import { quoteCountsQuery, quoteListQuery } from './orders-api.ts';
import { TabCount } from './tab-count.tsx';
import { useActiveTabInView } from './use-active-tab-in-view.ts';
import { QuotesNotEnabled, useQuotesEnabled } from './use-quotes-enabled.tsx';

const route = getRouteApi('/tabs/quotation');

function CreateQuoteButton() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  if (!hasAnyRole(roles, QUOTE_CREATE)) return null;
  return (
    <HrefButton href={editorHref.createQuotation()} leftSection={<IconPlus size={16} />}>
      {t('orderLists.quotes.create')}
    </HrefButton>
  );
}

/** /tabs/quotation?status=…&q=…: quotations by status, searched by number, customer or registration number. */
export function QuoteListPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const statusLabel = useStatusLabel();
  const today = useGarageToday();
  const search = route.useSearch();
  const status = search.status ?? DEFAULT_QUOTE_STATUS;
  const q = search.q ?? '';
  const page = search.page ?? 0;
  const navigate = useNavigate();
  const tabStrip = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabStrip, status);
  const go = (next: QuoteListSearch, replace = false) =>
    void navigate({
      to: '/tabs/quotation',
      search: {
        ...(next.status && next.status !== DEFAULT_QUOTE_STATUS ? { status: next.status } : {}),
        ...(next.q ? { q: next.q } : {}),
        ...(next.page ? { page: next.page } : {}),
      },
      replace,
    });
  const [text, setText] = useUrlSearchText(q, (next) => go({ status, q: next }, true));
  const enabled = useQuotesEnabled();
  const allowed = hasAnyRole(roles, QUOTE_READ);
  const list = useQuery({ ...quoteListQuery(status, q, page), enabled: allowed && enabled });
  const counts = useQuery({ ...quoteCountsQuery(), enabled: allowed && enabled });

  if (!allowed) return <AccessDenied title={t('features.quotations')} />;
  if (!enabled) return <QuotesNotEnabled title={t('features.quotations')} />;

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.quotations')} actions={<CreateQuoteButton />} />
      <Tabs value={status} onChange={(v) => v && go({ status: v as QuoteStatus, q })} mb="sm" keepMounted={false}>
        <Tabs.List ref={tabStrip} className={classes.tabList} aria-label={t('orderLists.quotes.tabsLabel')}>
          {QUOTE_STATUSES.map((s) => (
            <Tabs.Tab
              key={s}
              value={s}
              rightSection={<TabCount n={counts.data?.[s]} active={s === status} muted={s === 'CANCELLED'} />}
            >
              {statusLabel(s)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SearchInput
        label={t('orderLists.quotes.search')}
        placeholder={t('orderLists.quotes.searchPlaceholder')}
        value={text}
        onChange={setText}
        mb="sm"
        maw={480}
      />
      <OrderResults
        list={list}
        label={t('features.quotations')}
        today={today}
        onPage={(p) => go({ status, q, page: p })}
        empty={
          <EmptyList
            icon={<IconFileDescription size={22} />}
            title={q ? t('orderLists.quotes.noMatch', { query: q }) : t(`orderLists.quotes.empty.${status}`)}
            text={!q && status === 'DRAFT' ? t('orderLists.quotes.emptyText') : undefined}
            action={!q && status === 'DRAFT' ? <CreateQuoteButton /> : undefined}
          />
        }
      />
    </Stack>
  );
}
