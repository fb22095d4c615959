import { STOCK_AUDIT_RUN } from '@garage/contract/meta';
import { STOCK_AUDIT_STATUSES } from '@garage/domain';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { AuditStatusBadge } from './audit-status-badge.tsx';
import { type AuditPage, auditsQuery } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';

const route = getRouteApi('/tabs/stock-audit');
const PAGE_SIZE = 20;
type Audit = AuditPage['content'][number];

function AuditLink({ a }: { a: Audit }) {
  const { t } = useTranslation();
  const to = a.status === 'COMPLETED' ? '/tabs/stock-audit-report' : '/tabs/inventory-parts-audit';
  return (
    <Anchor
      size="sm"
      fw={600}
      aria-label={t('inventory.audits.open', { number: a.audit_number })}
      renderRoot={(p) => <Link {...p} to={to} search={{ audit: a.audit_id }} />}
    >
      {a.audit_number}
    </Anchor>
  );
}

/** /tabs/stock-audit: the garage's stock audits, newest first, by status. */
export function StockAuditsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const search = route.useSearch();
  const navigate = useNavigate();
  const page = (search.page ?? 1) - 1;
  const list = useQuery(
    auditsQuery({ page_number: page, page_size: PAGE_SIZE, ...(search.status ? { status: search.status } : {}) }),
  );
  return (
    <InventoryFrame
      roles={STOCK_AUDIT_RUN}
      title={t('inventory.audits.title')}
      description={t('inventory.audits.description')}
      actions={
        <Button leftSection={<IconPlus size={16} />} renderRoot={(p) => <Link {...p} to="/tabs/create-stock-audit" />}>
          {t('inventory.audits.new')}
        </Button>
      }
    >
      <Select
        aria-label={t('inventory.audits.status')}
        placeholder={t('inventory.audits.allStatuses')}
        clearable
        maw={260}
        data={STOCK_AUDIT_STATUSES.map((s) => ({ value: s, label: t(`inventory.audits.statuses.${s}`) }))}
        value={search.status ?? null}
        onChange={(v) =>
          void navigate({
            to: '/tabs/stock-audit',
            search: { status: (v as (typeof STOCK_AUDIT_STATUSES)[number] | null) ?? undefined },
            replace: true,
          })
        }
      />
      <QueryList
        query={list}
        rows={(p) => p.content}
        skeleton={{ rows: 4, height: 36 }}
        empty={{
          icon: <IconClipboardList size={22} />,
          title: t('inventory.audits.empty'),
          text: t('inventory.audits.emptyText'),
        }}
      >
        {(rows, { data, stale }) => (
          <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
            {desktop ? (
              <Table verticalSpacing={6} aria-label={t('inventory.audits.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('inventory.audits.number')}</Table.Th>
                    <Table.Th>{t('inventory.audits.name')}</Table.Th>
                    <Table.Th>{t('inventory.audits.status')}</Table.Th>
                    <Table.Th ta="right">{t('inventory.audits.progress')}</Table.Th>
                    <Table.Th>{t('inventory.audits.started')}</Table.Th>
                    <Table.Th>{t('inventory.audits.completed')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((a) => (
                    <Table.Tr key={a.audit_id}>
                      <Table.Td>
                        <AuditLink a={a} />
                      </Table.Td>
                      <Table.Td>{a.name}</Table.Td>
                      <Table.Td>
                        <AuditStatusBadge status={a.status} />
                      </Table.Td>
                      <Table.Td ta="right">
                        {f.number(a.counted)} / {f.number(a.parts)}
                      </Table.Td>
                      <Table.Td>{f.dateTime(a.created_at)}</Table.Td>
                      <Table.Td>{a.completed_at ? f.dateTime(a.completed_at) : ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Stack
                gap={0}
                component="ul"
                aria-label={t('inventory.audits.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {rows.map((a) => (
                  <li key={a.audit_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <AuditLink a={a} />
                      <AuditStatusBadge status={a.status} />
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {[a.name, `${f.number(a.counted)} / ${f.number(a.parts)}`, f.dateTime(a.created_at)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={(p) => void navigate({ to: '/tabs/stock-audit', search: { ...search, page: p ? p + 1 : undefined } })}
            />
          </Stack>
        )}
      </QueryList>
    </InventoryFrame>
  );
}
