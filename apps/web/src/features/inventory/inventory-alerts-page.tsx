import { STOCK_ALERT_KINDS } from '@garage/domain';
import { Anchor, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { alertsQuery } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';
import type { AlertSearch } from './routes.tsx';

const route = getRouteApi('/tabs/inventory-alerts-new');
const PAGE_SIZE = 25;
const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /tabs/inventory-alerts-new: parts to reorder, empty shelves, batches expiring within N days or expired. */
export function InventoryAlertsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const search = route.useSearch();
  const navigate = useNavigate();
  const kind = search.kind ?? 'LOW';
  const days = search.days ?? 30;
  const page = (search.page ?? 1) - 1;
  const list = useQuery(alertsQuery({ kind, days, page_number: page, page_size: PAGE_SIZE }));
  const set = (next: Partial<AlertSearch>) =>
    void navigate({ to: '/tabs/inventory-alerts-new', search: { ...search, page: undefined, ...next }, replace: true });
  const batches = kind === 'EXPIRING' || kind === 'EXPIRED';
  const desktop = useIsDesktop();
  const kinds = STOCK_ALERT_KINDS.map((k) => ({ value: k, label: t(`inventory.alerts.kinds.${k}`) }));
  return (
    <InventoryFrame title={t('inventory.alerts.title')} description={t('inventory.alerts.description')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {desktop ? (
          <SegmentedControl data={kinds} value={kind} onChange={(v) => set({ kind: v as AlertSearch['kind'] })} />
        ) : (
          <Select
            aria-label={t('inventory.alerts.title')}
            data={kinds}
            value={kind}
            onChange={(v) => set({ kind: (v ?? 'LOW') as AlertSearch['kind'] })}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
          />
        )}
        {kind === 'EXPIRING' && (
          <NumberInput
            label={t('inventory.alerts.days')}
            min={1}
            max={366}
            w={140}
            value={days}
            onChange={(v) => set({ days: typeof v === 'number' && v >= 1 ? Math.min(366, Math.floor(v)) : undefined })}
          />
        )}
      </Group>
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 5, height: 36 }}
        empty={{ icon: <IconBellCheck size={22} />, title: t('inventory.alerts.empty'), text: t('inventory.alerts.emptyText') }}
      >
        {(rows, { data, stale }) => (
          <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
            <Table verticalSpacing={6} aria-label={t(`inventory.alerts.kinds.${kind}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.list.part')}</Table.Th>
                  {batches && <Table.Th>{t('inventory.alerts.batch')}</Table.Th>}
                  {batches && <Table.Th>{t('inventory.history.expiry')}</Table.Th>}
                  <Table.Th ta="right">{batches ? t('inventory.alerts.batchLeft') : t('inventory.list.onHand')}</Table.Th>
                  {!batches && <Table.Th ta="right">{t('inventory.list.reorder')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={`${a.part_id}-${a.lot_code ?? ''}`}>
                    <Table.Td>
                      <Anchor
                        size="sm"
                        fw={600}
                        renderRoot={(p) => <Link {...p} to="/tabs/stock-history" search={{ part: a.part_id }} />}
                      >
                        {a.part_name}
                      </Anchor>
                      {a.part_number && (
                        <Text size="xs" c="dimmed">
                          {a.part_number}
                        </Text>
                      )}
                    </Table.Td>
                    {batches && <Table.Td>{a.lot_code}</Table.Td>}
                    {batches && <Table.Td style={figure}>{a.expiry_date ? f.date(a.expiry_date) : ''}</Table.Td>}
                    <Table.Td ta="right" style={figure}>
                      {f.number(batches ? a.lot_on_hand : a.on_hand)} {a.unit_symbol}
                    </Table.Td>
                    {!batches && (
                      <Table.Td ta="right" style={figure}>
                        {a.min_stock === '0' ? '—' : f.number(a.min_stock)}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              capped={data.total_capped}
              onChange={(p) =>
                void navigate({ to: '/tabs/inventory-alerts-new', search: { ...search, page: p ? p + 1 : undefined } })
              }
            />
          </Stack>
        )}
      </QueryList>
    </InventoryFrame>
  );
}
