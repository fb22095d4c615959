import { STOCK_ADJUST } from '@garage/contract/meta';
import { hasAnyRole, mayAdjustStock } from '@garage/domain';
import { Badge, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { type PartStock, partStockQuery } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';
import { LevelBadge } from './level-badge.tsx';
import { MisplacedModal } from './misplaced-modal.tsx';
import { MovementList } from './movement-list.tsx';

const route = getRouteApi('/tabs/stock-history');
const figure = { fontVariantNumeric: 'tabular-nums' } as const;

function Figures({ part }: { part: PartStock }) {
  const { t } = useTranslation();
  const f = useFormat();
  const items: Array<[string, string]> = [
    [t('inventory.history.onHand'), `${f.number(part.on_hand)} ${part.unit_symbol}`],
    ...(part.prices_hidden
      ? []
      : ([
          [t('inventory.history.avgCost'), f.money(part.avg_cost)],
          [t('inventory.history.value'), f.money(part.stock_value)],
        ] as Array<[string, string]>)),
    [t('inventory.history.reorder'), part.min_stock === '0' ? '—' : f.number(part.min_stock)],
    [
      t('inventory.history.lastMovement'),
      part.last_movement_at ? f.dateTime(part.last_movement_at) : t('inventory.history.never'),
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
      {items.map(([label, value]) => (
        <Paper key={label} withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} style={figure}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Lots({ part }: { part: PartStock }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (part.tracking === 'NONE') return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {t('inventory.history.lots')}
      </Title>
      {part.lots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('inventory.history.noLots')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t('inventory.history.lots')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inventory.history.lotCode')}</Table.Th>
              <Table.Th>{t('inventory.history.expiry')}</Table.Th>
              <Table.Th ta="right">{t('inventory.history.onHand')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {part.lots.map((l) => (
              <Table.Tr key={l.lot_id}>
                <Table.Td>
                  {l.code}{' '}
                  {l.held_by && (
                    <Badge size="xs" color="yellow" variant="light" tt="none">
                      {t('inventory.history.heldBy', { order: l.held_by })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {l.expiry_date ? f.date(l.expiry_date) : '—'}{' '}
                  {l.expired && (
                    <Badge size="xs" color="red" variant="light">
                      {t('inventory.history.expired')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={figure}>
                  {f.number(l.on_hand)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** /tabs/stock-history?part=…: a part's stock figures, its batches / serials in stock and its movements. */
export function StockHistoryPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { part: partId, page } = route.useSearch();
  const part = useQuery({ ...partStockQuery(partId), enabled: partId > 0 });
  const [misplacing, setMisplacing] = useState(false);
  const back = {
    label: t('inventory.history.back'),
    render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/inventory" />,
  };
  const missing = partId <= 0 || (part.error instanceof HttpError && part.error.status === 404);
  if (missing)
    return (
      <InventoryFrame title={t('inventory.history.title')} back={back}>
        <EmptyList icon={<IconPackageOff size={22} />} title={t('inventory.history.notFound')} />
      </InventoryFrame>
    );
  if (!part.data)
    return (
      <InventoryFrame title={t('inventory.history.title')} back={back}>
        {part.isError ? <LoadFailed onRetry={() => void part.refetch()} /> : <ListSkeleton rows={6} />}
      </InventoryFrame>
    );
  const p = part.data;
  const canMisplace = hasAnyRole(roles, STOCK_ADJUST) && mayAdjustStock(roles) && Number(p.on_hand) > 0;
  return (
    <InventoryFrame
      title={p.part_name}
      description={[t('inventory.history.title'), p.part_number, p.brand].filter(Boolean).join(' · ')}
      back={back}
      actions={
        <>
          {p.level !== 'OK' && <LevelBadge level={p.level} />}
          {canMisplace && (
            <Button variant="default" color="red" onClick={() => setMisplacing(true)}>
              {t('inventory.history.misplaced')}
            </Button>
          )}
        </>
      }
    >
      <Figures part={p} />
      <Lots part={p} />
      <Title order={2} size="h5" mt="xs">
        {t('inventory.history.movements')}
      </Title>
      <MovementList partId={p.part_id} page={(page ?? 1) - 1} unit={p.unit_symbol} hidden={p.prices_hidden} />
      {canMisplace && <MisplacedModal part={p} opened={misplacing} onClose={() => setMisplacing(false)} />}
    </InventoryFrame>
  );
}
