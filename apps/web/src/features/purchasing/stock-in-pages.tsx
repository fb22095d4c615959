import { PURCHASE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { partVendorPricesQuery } from '../../lib/api/vendor-prices.ts';
import { useFormat } from '../../lib/format.ts';
import { Fact } from '../../lib/purchasing/fact.tsx';
import {
  PAGE_SIZE,
  priceHistoryQuery as priceHistoryQueryOf,
  stockInQuery,
  stockInsQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import classes from '../../lib/ui/lists.module.css';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

const day = (f: ReturnType<typeof useFormat>, d: string | null) => (d ? f.date(`${d}T12:00:00Z`, 'UTC') : '—');

/** /tabs/stokin-list: parts received into stock, newest first. */
export function StockInListPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const canRead = hasAnyRole(roles, PURCHASE_READ);
  const list = useQuery({ ...stockInsQuery(q, page), enabled: canRead });
  if (!canRead) return <AccessDenied title={t('purchasing.stockIn.listTitle')} />;
  const newButton = hasAnyRole(roles, routes.createStockIn.roles) ? (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => <Link {...props} to="/tabs/inventory-stock-in" search={{}} />}
    >
      {t('purchasing.stockIn.new')}
    </Button>
  ) : null;
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader
        title={t('purchasing.stockIn.listTitle')}
        description={t('purchasing.stockIn.listDescription')}
        actions={newButton}
      />
      <SearchInput
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(0);
        }}
        label={t('purchasing.stockIn.search')}
      />
      <QueryList
        query={list}
        rows={(data) => data.content}
        skeleton={{ rows: 5 }}
        empty={{
          icon: <IconPackageImport size={22} />,
          title: t('purchasing.stockIn.empty'),
          text: t('purchasing.stockIn.emptyText'),
          action: newButton,
        }}
      >
        {(rows, { data }) => (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-label={t('purchasing.stockIn.listTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('purchasing.stockIn.number')}</Table.Th>
                    <Table.Th>{t('purchasing.stockIn.received')}</Table.Th>
                    <Table.Th>{t('purchasing.stockIn.vendor')}</Table.Th>
                    <Table.Th>{t('purchasing.stockIn.bill')}</Table.Th>
                    <Table.Th>{t('purchasing.stockIn.order')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.stockIn.total')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.stockIn.due')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.stock_in_id}>
                      <Table.Td>
                        <Anchor
                          className={classes.rowLink}
                          renderRoot={(props) => (
                            <Link {...props} to="/tabs/stock-in/$stockInId" params={{ stockInId: String(s.stock_in_id) }} />
                          )}
                        >
                          {s.stock_in_number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{day(f, s.received_day)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.vendor_name ?? '—'}</Table.Td>
                      <Table.Td>{s.bill_number ?? '—'}</Table.Td>
                      <Table.Td>{s.po_number ?? '—'}</Table.Td>
                      <Table.Td ta="right">{s.grand_total === null ? '—' : f.money(s.grand_total)}</Table.Td>
                      <Table.Td ta="right">{s.due_amount === null ? '—' : f.money(s.due_amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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

const detailRoute = getRouteApi('/tabs/stock-in/$stockInId');

/** /tabs/stock-in/{id}: one stock-in with its bill, lines, batches and serials. */
export function StockInPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(detailRoute.useParams().stockInId);
  const query = useQuery(stockInQuery(id));
  if (query.isPending) return <ListSkeleton rows={6} />;
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} text={t('purchasing.stockIn.notFound')} />;
  const s = query.data;
  const money = (v: string | null) => (v === null ? '—' : f.money(v));
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={s.stock_in_number}
        back={{ label: t('purchasing.stockIn.listTitle'), render: (props) => <Link {...props} to="/tabs/stokin-list" /> }}
      />
      {s.prices_hidden && <Alert color="gray">{t('purchasing.view.pricesHidden')}</Alert>}
      <Section title={t('purchasing.stockIn.bill')}>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Fact label={t('purchasing.stockIn.vendor')}>
              {s.vendor_id ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/tabs/vendor-info/$vendorId" params={{ vendorId: String(s.vendor_id) }} />
                  )}
                >
                  {s.vendor_name}
                </Anchor>
              ) : (
                '—'
              )}
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('purchasing.stockIn.order')}>
              {s.purchase_order_id ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/tabs/purchase-order/$orderId" params={{ orderId: String(s.purchase_order_id) }} />
                  )}
                >
                  {s.po_number}
                </Anchor>
              ) : (
                '—'
              )}
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.stockIn.billNumber')}>{s.bill_number ?? '—'}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.stockIn.billDate')}>{day(f, s.bill_date)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Fact label={t('purchasing.stockIn.received')}>{day(f, s.received_day)}</Fact>
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('purchasing.stockIn.lines')}>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchasing.stockIn.part')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.form.quantity')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.view.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.view.tax')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.view.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.lines.map((l) => (
                <Table.Tr key={l.line_id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {l.part_name}
                    </Text>
                    {l.lots.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {l.lots.map((x) => `${x.code} ×${x.quantity}${x.expiry_date ? ` (${x.expiry_date})` : ''}`).join(', ')}
                      </Text>
                    )}
                    {!s.prices_hidden && (
                      <Anchor
                        size="xs"
                        renderRoot={(props) => (
                          <Link {...props} to="/tabs/purchase-price-history/$partId" params={{ partId: String(l.part_id) }} />
                        )}
                      >
                        {t('purchasing.stockIn.priceHistory')}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                  <Table.Td ta="right">{money(l.unit_price)}</Table.Td>
                  <Table.Td ta="right">{money(l.tax_amount)}</Table.Td>
                  <Table.Td ta="right">{money(l.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="lg" mt="xs" wrap="wrap">
          <Text size="sm">
            {t('purchasing.view.total')}: <b>{money(s.grand_total)}</b>
          </Text>
          <Text size="sm">
            {t('purchasing.stockIn.due')}: <b>{money(s.due_amount)}</b>
          </Text>
        </Group>
      </Section>
    </Stack>
  );
}

const historyRoute = getRouteApi('/tabs/purchase-price-history/$partId');

/** /tabs/purchase-price-history/{partId}: what a part was bought for, newest first. */
export function PriceHistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const partId = Number(historyRoute.useParams().partId);
  const [page, setPage] = useState(0);
  const query = useQuery(priceHistoryQueryOf(partId, page));
  const data = query.data;
  return (
    <Stack gap="sm" maw={1100}>
      <PageHeader
        title={t('purchasing.history.title')}
        description={
          data
            ? t('purchasing.history.description', {
                name: data.part_name,
                price: data.purchase_price ? f.money(data.purchase_price) : '—',
              })
            : undefined
        }
        back={{ label: t('purchasing.stockIn.listTitle'), render: (props) => <Link {...props} to="/tabs/stokin-list" /> }}
      />
      <QueryList
        query={query}
        rows={(d) => d.content}
        empty={{ icon: <IconPackageImport size={22} />, title: t('purchasing.history.empty') }}
      >
        {(rows, { data: d }) => (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('purchasing.history.date')}</Table.Th>
                    <Table.Th>{t('purchasing.history.number')}</Table.Th>
                    <Table.Th>{t('purchasing.history.vendor')}</Table.Th>
                    <Table.Th>{t('purchasing.history.bill')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.history.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.history.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((h) => (
                    <Table.Tr key={`${h.stock_in_id}-${h.quantity}-${h.unit_price}`}>
                      <Table.Td>{day(f, h.received_day)}</Table.Td>
                      <Table.Td>{h.stock_in_number}</Table.Td>
                      <Table.Td>{h.vendor_name ?? '—'}</Table.Td>
                      <Table.Td>{h.bill_number ?? '—'}</Table.Td>
                      <Table.Td ta="right">{h.quantity}</Table.Td>
                      <Table.Td ta="right">{f.money(h.unit_price)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={page}
              totalPages={d.total_pages}
              totalElements={d.total_elements}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
      <PartVendorPrices partId={partId} />
    </Stack>
  );
}

/** Who sells this part and at what (decision 061): the vendors' prices in effect, cheapest first, then upcoming ones. */
function PartVendorPrices({ partId }: { partId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const sellers = useQuery(partVendorPricesQuery(partId));
  const rows = sellers.data?.content ?? [];
  return (
    <Section title={t('purchasing.prices.whoSells')}>
      {sellers.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('purchasing.prices.noSellers')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchasing.history.vendor')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.prices.price')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('purchasing.prices.minQty')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('purchasing.prices.leadDays')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor
                      renderRoot={(props) => (
                        <Link {...props} to="/tabs/vendor-info/$vendorId" params={{ vendorId: String(p.vendor_id) }} />
                      )}
                    >
                      {p.vendor_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {f.money(p.purchase_price)}
                    {!p.in_effect && p.valid_from && (
                      <Badge size="sm" variant="light" color="orange" tt="none" display="block" ml="auto" w="fit-content">
                        {t('purchasing.prices.upcoming', { day: f.date(`${p.valid_from}T12:00:00Z`, 'UTC') })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {p.min_order_qty ?? '—'}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {p.lead_time_days === null ? '—' : t('purchasing.prices.days', { count: p.lead_time_days })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
