import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { branchesQuery, branchStocksQuery, TRANSFERS_HREF } from '../../lib/transfers/transfers-api.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { StockMatrix } from './stock-matrix.tsx';

const route = getRouteApi('/tabs/view-branch-stocks');
const PAGE_SIZE = 20;

/** Spec route view-branch-stocks: each outlet's on hand of the parts a search finds, with a link to ask for them. */
export function BranchStocksPage() {
  const { t } = useTranslation();
  const garageId = useSession().garageId ?? 0;
  const search = route.useSearch();
  const navigate = useNavigate();
  const [q, setQ] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const page = search.page ?? 0;
  useEffect(() => {
    if ((search.q ?? '') !== debounced)
      void navigate({ to: '/tabs/view-branch-stocks', search: { ...(debounced ? { q: debounced } : {}) }, replace: true });
  }, [debounced, search.q, navigate]);
  const branches = useQuery(branchesQuery(garageId));
  const stocks = useQuery(branchStocksQuery(garageId, { q: search.q, page_number: page, page_size: PAGE_SIZE }));
  const outlets = (branches.data ?? []).map((b) => ({ garage_id: b.garage_id, garage_name: b.garage_name }));

  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('transfers.stocks.title')}
        description={t('transfers.stocks.description')}
        back={{ label: t('transfers.form.back'), render: (p) => <Link {...p} to={TRANSFERS_HREF} /> }}
      />
      <TextInput type="search" label={t('transfers.stocks.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      <QueryList
        query={stocks}
        rows={(p) => p.content}
        skeleton={{ rows: 5, height: 40 }}
        empty={{ icon: <IconBuildingWarehouse size={22} />, title: t('transfers.stocks.noMatch') }}
      >
        {(rows, { data, stale }) => (
          <div style={{ opacity: stale ? 0.6 : 1 }}>
            <StockMatrix rows={rows} outlets={outlets} currentGarageId={garageId} askFrom />
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={(p) => void navigate({ to: '/tabs/view-branch-stocks', search: { ...search, page: p || undefined } })}
            />
          </div>
        )}
      </QueryList>
    </Stack>
  );
}
