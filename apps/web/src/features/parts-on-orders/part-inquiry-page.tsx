import { hasAnyRole } from '@garage/domain';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { PartSelect } from '../../lib/parts-on-orders/part-select.tsx';
import { type PartInquiry, partInquiryQuery } from '../../lib/parts-on-orders/parts-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

const route = getRouteApi('/tabs/part-inquiry');
const INBOUND = new Set(['OPENING', 'STOCK_IN', 'ORDER_RETURN', 'TRANSFER_IN', 'ADJUSTMENT_IN', 'VENDOR_RETURN_CANCEL']);

/**
 * /tabs/part-inquiry (spec "part-inquiry", decision 056): look a part up — on hand, what open orders
 * ask for, available, value and last purchase price where the user may see purchase prices, lost sales
 * and its latest movements.
 */
export function PartInquiryPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { part } = route.useSearch();
  const navigate = useNavigate();
  const allowed = hasAnyRole(roles, routes.partInquiry.roles);
  const inquiry = useQuery({ ...partInquiryQuery(part ?? 0), enabled: allowed && part !== undefined });
  if (!allowed) return <AccessDenied title={t('parts.inquiry.title')} />;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('parts.inquiry.title')} description={t('parts.inquiry.subtitle')} />
      <PartSelect
        label={t('parts.inquiry.search')}
        placeholder={t('parts.inquiry.searchPlaceholder')}
        value={part ?? null}
        initial={inquiry.data ? { id: inquiry.data.part_id, name: inquiry.data.part_name } : null}
        onChange={(p) => void navigate({ to: '/tabs/part-inquiry', search: p ? { part: p.part_id } : {}, replace: true })}
        w="min(100%, 460px)"
      />
      {part === undefined ? (
        <EmptyList icon={<IconSearch size={22} />} title={t('parts.inquiry.choose')} />
      ) : inquiry.isError ? (
        <Alert color="gray">{t('parts.inquiry.choose')}</Alert>
      ) : (
        <QueryList query={inquiry} rows={(d) => [d]} skeleton={{ rows: 4, height: 60 }} empty={null}>
          {([d]) => (d ? <InquiryView d={d} /> : null)}
        </QueryList>
      )}
    </Stack>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={tone}>
        {value}
      </Text>
    </Paper>
  );
}

function InquiryView({ d }: { d: PartInquiry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const unit = (v: string) => `${f.number(v)}${d.unit_symbol ? ` ${d.unit_symbol}` : ''}`;
  const low = Number(d.available) < Number(d.min_stock) || Number(d.available) < 0;
  const kind = (k: string) => t(`parts.inquiry.kinds.${k}` as 'parts.inquiry.kinds.OPENING', { defaultValue: k });
  const doc = (m: PartInquiry['movements'][number]) =>
    [m.doc_number ?? `${m.doc_kind} ${m.doc_id}`, m.reason].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={700} size="lg">
          {d.part_name}
        </Text>
        {d.part_number && (
          <Badge variant="outline" color="gray" tt="none">
            {d.part_number}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure label={t('parts.inquiry.onHand')} value={unit(d.on_hand)} />
        <Figure label={t('parts.inquiry.reserved')} value={unit(d.reserved)} />
        <Figure label={t('parts.inquiry.available')} value={unit(d.available)} tone={low ? 'orange.8' : undefined} />
        <Figure label={t('parts.inquiry.minStock')} value={unit(d.min_stock)} />
        <Figure label={t('parts.inquiry.lostSales')} value={unit(d.lost_sales)} />
        {d.value !== null && <Figure label={t('parts.inquiry.value')} value={f.money(d.value)} />}
        {d.avg_cost !== null && <Figure label={t('parts.inquiry.avgCost')} value={f.money(d.avg_cost)} />}
        {d.last_purchase_price !== null && (
          <Figure label={t('parts.inquiry.lastPurchase')} value={f.money(d.last_purchase_price)} />
        )}
        <Figure label={t('parts.inquiry.sellingPrice')} value={f.money(d.selling_price)} />
      </SimpleGrid>
      <Text fw={650}>{t('parts.inquiry.movements')}</Text>
      {d.movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('parts.inquiry.noMovements')}
        </Text>
      ) : desktop ? (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing={6} aria-label={t('parts.inquiry.movements')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parts.inquiry.when')}</Table.Th>
                <Table.Th>{t('parts.inquiry.kind')}</Table.Th>
                <Table.Th ta="right">{t('parts.inquiry.quantity')}</Table.Th>
                <Table.Th ta="right">{t('parts.inquiry.after')}</Table.Th>
                <Table.Th>{t('parts.inquiry.document')}</Table.Th>
                <Table.Th>{t('parts.inquiry.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.movements.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{f.dateTime(m.at)}</Table.Td>
                  <Table.Td>{kind(m.kind)}</Table.Td>
                  <Table.Td ta="right" c={INBOUND.has(m.kind) ? 'teal.8' : 'red.8'}>
                    {INBOUND.has(m.kind) ? '+' : ''}
                    {f.number(m.quantity)}
                  </Table.Td>
                  <Table.Td ta="right">{f.number(m.on_hand_after)}</Table.Td>
                  <Table.Td>{doc(m)}</Table.Td>
                  <Table.Td>{m.user_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={t('parts.inquiry.movements')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {d.movements.map((m) => (
            <li key={m.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {kind(m.kind)}
                </Text>
                <Text size="sm" fw={600} c={INBOUND.has(m.kind) ? 'teal.8' : 'red.8'}>
                  {INBOUND.has(m.kind) ? '+' : ''}
                  {f.number(m.quantity)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {[f.dateTime(m.at), doc(m), m.user_name].filter(Boolean).join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
