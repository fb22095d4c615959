import { hasAnyRole } from '@garage/domain';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { randomSuffix } from '../../lib/orders/order-display.ts';
import { LostSaleModal, type LostSaleStart } from '../../lib/parts-on-orders/lost-sale-modal.tsx';
import { type LostSale, lostSalesQuery } from '../../lib/parts-on-orders/parts-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import type { LostSalesSearch } from './routes.tsx';

const route = getRouteApi('/tabs/lost-sales');
const PAGE_SIZE = 20;

/** /tabs/lost-sales: the parts customers wanted and the garage could not sell, newest first (decision 056). */
export function LostSalesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const search = route.useSearch();
  const navigate = useNavigate();
  const page = search.page ?? 0;
  const go = (next: LostSalesSearch) => void navigate({ to: '/tabs/lost-sales', search: next, replace: true });
  const allowed = hasAnyRole(roles, routes.listLostSales.roles);
  const list = useQuery({
    ...lostSalesQuery({
      ...(search.from ? { from: search.from } : {}),
      ...(search.to ? { to: search.to } : {}),
      page_number: page,
      page_size: PAGE_SIZE,
    }),
    enabled: allowed,
  });
  const [recording, setRecording] = useState<LostSaleStart | null>(null);
  if (!allowed) return <AccessDenied title={t('parts.lostSales.title')} />;
  const canRecord = hasAnyRole(roles, routes.createLostSale.roles);
  const orderLink = (s: LostSale) =>
    s.order_id && s.external_order_id ? (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/tabs/order-details/$orderId/$random"
            params={{ orderId: String(s.order_id), random: randomSuffix() }}
          />
        )}
      >
        {s.external_order_id}
      </Anchor>
    ) : (
      '—'
    );
  const qty = (s: LostSale) => `${f.number(s.quantity)}${s.unit_symbol ? ` ${s.unit_symbol}` : ''}`;
  const when = (s: LostSale) => f.dateTime(s.at);
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title={t('parts.lostSales.title')}
        description={t('parts.lostSales.subtitle')}
        actions={
          canRecord && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setRecording({ partId: null, partName: '', quantity: '1' })}
            >
              {t('parts.lostSale.button')}
            </Button>
          )
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('parts.lostSales.from')}
          value={search.from ?? ''}
          onChange={(e) => go({ ...search, from: e.currentTarget.value || undefined, page: undefined })}
          w={170}
        />
        <TextInput
          type="date"
          label={t('parts.lostSales.to')}
          value={search.to ?? ''}
          onChange={(e) => go({ ...search, to: e.currentTarget.value || undefined, page: undefined })}
          w={170}
        />
      </Group>
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 6, height: 40 }}
        empty={{ icon: <IconMoodEmpty size={22} />, title: t('parts.lostSales.empty') }}
      >
        {(rows, { data }) => (
          <Stack gap="xs">
            {desktop ? (
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing={6} aria-label={t('parts.lostSales.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('parts.lostSales.when')}</Table.Th>
                      <Table.Th>{t('parts.lostSales.part')}</Table.Th>
                      <Table.Th ta="right">{t('parts.lostSales.quantity')}</Table.Th>
                      <Table.Th>{t('parts.lostSales.customer')}</Table.Th>
                      <Table.Th>{t('parts.lostSales.order')}</Table.Th>
                      <Table.Th>{t('parts.lostSales.reason')}</Table.Th>
                      <Table.Th>{t('parts.lostSales.by')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((s) => (
                      <Table.Tr key={s.lost_sale_id}>
                        <Table.Td>{when(s)}</Table.Td>
                        <Table.Td>
                          {s.part_name}
                          {s.note && (
                            <Text size="xs" c="dimmed">
                              {s.note}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{qty(s)}</Table.Td>
                        <Table.Td>{s.customer_name ?? '—'}</Table.Td>
                        <Table.Td>{orderLink(s)}</Table.Td>
                        <Table.Td>{t(`parts.lostSale.reasons.${s.reason}`)}</Table.Td>
                        <Table.Td>{s.user_name}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack
                gap={0}
                component="ul"
                aria-label={t('parts.lostSales.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {rows.map((s) => (
                  <li key={s.lost_sale_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {s.part_name}
                      </Text>
                      <Text size="sm">{qty(s)}</Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[when(s), t(`parts.lostSale.reasons.${s.reason}`), s.customer_name].filter(Boolean).join(' · ')}
                    </Text>
                    {s.order_id && <Text size="xs">{orderLink(s)}</Text>}
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
              onChange={(p) => go({ ...search, page: p || undefined })}
            />
          </Stack>
        )}
      </QueryList>
      <LostSaleModal start={recording} onClose={() => setRecording(null)} />
    </Stack>
  );
}
