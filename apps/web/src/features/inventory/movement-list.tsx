import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { type Movement, movementsQuery } from './inventory-api.ts';

const PAGE_SIZE = 20;
const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The document of a movement, linked where it has a page of its own. */
function DocumentRef({ m }: { m: Movement }) {
  const label = m.doc_number ?? `${m.doc_kind} ${m.doc_id}`;
  if (m.doc_kind === 'STOCK_AUDIT')
    return (
      <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/tabs/stock-audit-report" search={{ audit: m.doc_id }} />}>
        {label}
      </Anchor>
    );
  return <Text size="sm">{m.doc_number ?? ''}</Text>;
}

function KindBadge({ m }: { m: Movement }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={600} c={m.quantity.startsWith('-') ? 'red.8' : 'teal.8'} style={{ whiteSpace: 'nowrap' }}>
      {t(`inventory.kinds.${m.kind}`)}
    </Text>
  );
}

/** A part's movements newest first, paged (stock-history). */
export function MovementList({ partId, page, unit, hidden }: { partId: number; page: number; unit: string; hidden: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const list = useQuery(movementsQuery(partId, page, PAGE_SIZE));
  const signed = (v: string) => `${v.startsWith('-') ? '−' : '+'}${f.number(v.replace(/^[-+]/, ''))}`;
  return (
    <QueryList
      query={list}
      rows={(p) => p.content}
      skeleton={{ rows: 5, height: 36 }}
      empty={{ icon: <IconHistory size={22} />, title: t('inventory.history.empty'), text: t('inventory.history.emptyText') }}
    >
      {(rows, { data, stale }) => (
        <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
          {desktop ? (
            <Table verticalSpacing={6} aria-label={t('inventory.history.movements')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.history.when')}</Table.Th>
                  <Table.Th>{t('inventory.history.kind')}</Table.Th>
                  <Table.Th>{t('inventory.history.document')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.history.quantity')}</Table.Th>
                  {!hidden && <Table.Th ta="right">{t('inventory.history.unitCost')}</Table.Th>}
                  {!hidden && <Table.Th ta="right">{t('inventory.history.moveValue')}</Table.Th>}
                  <Table.Th ta="right">{t('inventory.history.after')}</Table.Th>
                  <Table.Th>{t('inventory.history.who')}</Table.Th>
                  <Table.Th>{t('inventory.history.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => (
                  <Table.Tr key={m.movement_id}>
                    <Table.Td style={figure}>{f.dateTime(m.at)}</Table.Td>
                    <Table.Td>
                      <KindBadge m={m} />
                    </Table.Td>
                    <Table.Td>
                      <DocumentRef m={m} />
                      {m.lot_code && (
                        <Text size="xs" c="dimmed">
                          {m.lot_code}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={figure}>
                      {signed(m.quantity)}
                    </Table.Td>
                    {!hidden && (
                      <Table.Td ta="right" style={figure}>
                        {f.money(m.unit_cost)}
                      </Table.Td>
                    )}
                    {!hidden && (
                      <Table.Td ta="right" style={figure}>
                        {f.money(m.value)}
                      </Table.Td>
                    )}
                    <Table.Td ta="right" style={figure}>
                      {f.number(m.on_hand_after)} {unit}
                    </Table.Td>
                    <Table.Td>{m.user_name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {m.reason}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Stack
              gap={0}
              component="ul"
              aria-label={t('inventory.history.movements')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {rows.map((m) => (
                <li key={m.movement_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={6} wrap="nowrap">
                      <KindBadge m={m} />
                      <DocumentRef m={m} />
                    </Group>
                    <Text size="sm" fw={600} style={figure}>
                      {signed(m.quantity)} {unit}
                    </Text>
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {f.dateTime(m.at)} · {m.user_name}
                      {m.reason ? ` · ${m.reason}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed" style={figure}>
                      {hidden ? '' : `${f.money(m.value)} · `}
                      {t('inventory.history.after')}: {f.number(m.on_hand_after)}
                    </Text>
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
            onChange={(p) =>
              void navigate({ to: '/tabs/stock-history', search: { part: partId, page: p ? p + 1 : undefined }, replace: true })
            }
          />
        </Stack>
      )}
    </QueryList>
  );
}
