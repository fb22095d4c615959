import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { hoStockQuery } from '../../lib/transfers/transfers-api.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { StockMatrix } from './stock-matrix.tsx';

const PAGE_SIZE = 20;

/** Head Office Management → Stock information (spec 2.3): every outlet's stock of the group, with its value at cost. */
export function HoStockPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const garageId = useSession().garageId ?? 0;
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(0);
  const stock = useQuery(hoStockQuery(garageId, { q: debounced || undefined, page_number: page, page_size: PAGE_SIZE }));
  const notHeadOffice = stock.error instanceof HttpError && stock.error.status === 403;

  return (
    <Stack maw={1200}>
      <PageHeader title={t('transfers.ho.stockTitle')} description={t('transfers.ho.stockDescription')} />
      {notHeadOffice ? (
        <Alert color="yellow">{t('transfers.ho.notHeadOffice')}</Alert>
      ) : (
        <>
          <TextInput
            type="search"
            label={t('transfers.stocks.search')}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(0);
            }}
          />
          {stock.data?.group_value != null && (
            <Text fw={600}>{t('transfers.ho.groupValue', { amount: f.money(stock.data.group_value) })}</Text>
          )}
          <QueryList
            query={stock}
            rows={(p) => p.content}
            skeleton={{ rows: 6, height: 40 }}
            empty={{ icon: <IconBuildingWarehouse size={22} />, title: t('transfers.stocks.noMatch') }}
          >
            {(rows, { data, stale }) => (
              <div style={{ opacity: stale ? 0.6 : 1 }}>
                <StockMatrix rows={rows} outlets={data.outlets} currentGarageId={garageId} />
                <Pager
                  page={page}
                  totalPages={data.total_pages}
                  totalElements={data.total_elements}
                  pageSize={PAGE_SIZE}
                  onChange={setPage}
                />
              </div>
            )}
          </QueryList>
        </>
      )}
    </Stack>
  );
}
