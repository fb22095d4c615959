import { STOCK_FILTERS, STOCK_SORTS } from '@garage/domain';
import { Anchor, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { type StockRow, stockQuery } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';
import { LevelBadge } from './level-badge.tsx';
import type { StockListSearch } from './routes.tsx';
import { StockSummaryCards } from './stock-summary-cards.tsx';

const route = getRouteApi('/tabs/inventory');
const PAGE_SIZE = 25;
const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function PartLink({ r }: { r: StockRow }) {
  const { t } = useTranslation();
  return (
    <Anchor
      size="sm"
      fw={600}
      aria-label={t('inventory.list.open', { name: r.part_name })}
      renderRoot={(p) => <Link {...p} to="/tabs/stock-history" search={{ part: r.part_id }} />}
    >
      {r.part_name}
    </Anchor>
  );
}

const subline = (r: StockRow) => [r.part_number, r.brand].filter(Boolean).join(' · ');

/** /tabs/inventory: the garage's parts with on hand, reorder level, average cost and value; search, filter, sort, paged. */
export function InventoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const search = route.useSearch();
  const navigate = useNavigate();
  const page = (search.page ?? 1) - 1;
  const list = useQuery(
    stockQuery({
      page_number: page,
      page_size: PAGE_SIZE,
      filter: search.filter ?? 'ALL',
      sort: search.sort ?? 'name',
      dir: search.dir ?? 'asc',
      ...(search.q?.trim() ? { q: search.q.trim() } : {}),
    }),
  );
  const set = (next: Partial<StockListSearch>) =>
    void navigate({ to: '/tabs/inventory', search: { ...search, page: undefined, ...next }, replace: true });
  const hidden = list.data?.prices_hidden ?? false;
  const qty = (v: string, unit: string) => `${f.number(v)} ${unit}`;

  return (
    <InventoryFrame title={t('inventory.list.title')} description={t('inventory.list.description')}>
      <StockSummaryCards />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <SearchInput label={t('inventory.list.search')} value={search.q ?? ''} onChange={(q) => set({ q: q || undefined })} />
        <Select
          aria-label={t('inventory.list.filter')}
          data={STOCK_FILTERS.map((v) => ({ value: v, label: t(`inventory.list.filters.${v}`) }))}
          value={search.filter ?? 'ALL'}
          onChange={(v) => set({ filter: v && v !== 'ALL' ? (v as StockListSearch['filter']) : undefined })}
          allowDeselect={false}
        />
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={t('inventory.list.sort')}
            style={{ flex: 1 }}
            data={STOCK_SORTS.map((v) => ({ value: v, label: t(`inventory.list.sorts.${v}`) }))}
            value={search.sort ?? 'name'}
            onChange={(v) => set({ sort: v && v !== 'name' ? (v as StockListSearch['sort']) : undefined })}
            allowDeselect={false}
          />
          <Select
            aria-label={t('inventory.list.sort')}
            w={140}
            data={[
              { value: 'asc', label: t('inventory.list.asc') },
              { value: 'desc', label: t('inventory.list.desc') },
            ]}
            value={search.dir ?? 'asc'}
            onChange={(v) => set({ dir: v === 'desc' ? 'desc' : undefined })}
            allowDeselect={false}
          />
        </Group>
      </SimpleGrid>
      {hidden && (
        <Text size="xs" c="dimmed">
          {t('inventory.list.pricesHidden')}
        </Text>
      )}
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 8, height: 36 }}
        empty={
          search.q || search.filter
            ? { icon: <IconPackage size={22} />, title: t('inventory.list.noMatch') }
            : { icon: <IconPackage size={22} />, title: t('inventory.list.empty'), text: t('inventory.list.emptyText') }
        }
      >
        {(rows, { data, stale }) => (
          <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
            {desktop ? (
              <Table verticalSpacing={6} aria-label={t('inventory.list.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('inventory.list.part')}</Table.Th>
                    <Table.Th />
                    <Table.Th ta="right">{t('inventory.list.onHand')}</Table.Th>
                    <Table.Th ta="right">{t('inventory.list.reorder')}</Table.Th>
                    {!hidden && <Table.Th ta="right">{t('inventory.list.avgCost')}</Table.Th>}
                    {!hidden && <Table.Th ta="right">{t('inventory.list.value')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.part_id}>
                      <Table.Td>
                        <PartLink r={r} />
                        <Text size="xs" c="dimmed">
                          {subline(r)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{r.level !== 'OK' && <LevelBadge level={r.level} />}</Table.Td>
                      <Table.Td ta="right" style={figure}>
                        {qty(r.on_hand, r.unit_symbol)}
                      </Table.Td>
                      <Table.Td ta="right" style={figure}>
                        {r.min_stock === '0' ? '—' : f.number(r.min_stock)}
                      </Table.Td>
                      {!hidden && (
                        <Table.Td ta="right" style={figure}>
                          {f.money(r.avg_cost)}
                        </Table.Td>
                      )}
                      {!hidden && (
                        <Table.Td ta="right" style={figure}>
                          {f.money(r.stock_value)}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Stack
                gap={0}
                component="ul"
                aria-label={t('inventory.list.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {rows.map((r) => (
                  <li key={r.part_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <PartLink r={r} />
                      <Text size="sm" fw={600} style={figure}>
                        {qty(r.on_hand, r.unit_symbol)}
                      </Text>
                    </Group>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {subline(r) || '\u00a0'}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        {r.level !== 'OK' && <LevelBadge level={r.level} />}
                        {!hidden && (
                          <Text size="xs" c="dimmed" style={figure}>
                            {f.money(r.stock_value)}
                          </Text>
                        )}
                      </Group>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              capped={data.total_capped}
              onChange={(p) => void navigate({ to: '/tabs/inventory', search: { ...search, page: p ? p + 1 : undefined } })}
            />
          </Stack>
        )}
      </QueryList>
    </InventoryFrame>
  );
}
