import { STOCK_AUDIT_RUN } from '@garage/contract/meta';
import { Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconClipboardOff, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { AuditStatusBadge } from './audit-status-badge.tsx';
import { type AuditReport, reportQuery } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';

const route = getRouteApi('/tabs/stock-audit-report');
const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Totals({ report }: { report: AuditReport }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { totals, prices_hidden: hidden } = report.audit;
  const items: Array<[string, string, string?]> = [
    [t('inventory.report.parts'), f.number(totals.parts)],
    [t('inventory.report.counted'), f.number(totals.counted)],
    [t('inventory.report.matched'), f.number(totals.matched)],
    [t('inventory.report.over'), f.number(totals.over), 'teal.8'],
    [t('inventory.report.short'), f.number(totals.short), 'red.8'],
    ...(hidden
      ? []
      : ([
          [t('inventory.report.valueOver'), f.money(totals.value_over), 'teal.8'],
          [t('inventory.report.valueShort'), f.money(totals.value_short), 'red.8'],
          [t('inventory.report.valueNet'), f.money(totals.value_net)],
        ] as Array<[string, string, string?]>)),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {items.map(([label, value, color]) => (
        <Paper key={label} withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} c={color} style={figure}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /tabs/stock-audit-report?audit=…: totals and every variance with its value; printable. */
export function AuditReportPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { audit: id } = route.useSearch();
  const report = useQuery({ ...reportQuery(id), enabled: id > 0 });
  const back = {
    label: t('inventory.report.back'),
    render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/inventory-parts-audit" search={{ audit: id }} />,
  };
  if (id <= 0 || (report.error instanceof HttpError && report.error.status === 404))
    return (
      <InventoryFrame roles={STOCK_AUDIT_RUN} title={t('inventory.audits.title')}>
        <EmptyList icon={<IconClipboardOff size={22} />} title={t('inventory.count.notFound')} />
      </InventoryFrame>
    );
  if (!report.data)
    return (
      <InventoryFrame roles={STOCK_AUDIT_RUN} title={t('inventory.audits.title')} back={back}>
        {report.isError ? <LoadFailed onRetry={() => void report.refetch()} /> : <ListSkeleton rows={6} />}
      </InventoryFrame>
    );
  const r = report.data;
  const a = r.audit;
  const hidden = a.prices_hidden;
  return (
    <InventoryFrame
      roles={STOCK_AUDIT_RUN}
      title={t('inventory.report.title', { number: a.audit_number })}
      description={[a.name, t('inventory.report.startedBy', { date: f.dateTime(a.created_at), name: a.created_by ?? '' })]
        .filter(Boolean)
        .join(' · ')}
      back={back}
      actions={
        <>
          <AuditStatusBadge status={a.status} />
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-no-print>
            {t('inventory.report.print')}
          </Button>
        </>
      }
    >
      <Totals report={r} />
      <Text size="sm" c="dimmed">
        {a.status === 'COMPLETED' && a.completed_at
          ? t('inventory.report.booked', { date: f.dateTime(a.completed_at), name: a.completed_by ?? '' })
          : t('inventory.report.estimate')}
      </Text>
      {r.lines.length === 0 ? (
        <Text size="sm">{t('inventory.report.noVariance')}</Text>
      ) : (
        <Stack gap={4}>
          <Table verticalSpacing={4} aria-label={t('inventory.report.title', { number: a.audit_number })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.list.part')}</Table.Th>
                <Table.Th ta="right">{t('inventory.count.system')}</Table.Th>
                <Table.Th ta="right">{t('inventory.count.counted')}</Table.Th>
                <Table.Th ta="right">{t('inventory.count.variance')}</Table.Th>
                {!hidden && <Table.Th ta="right">{t('inventory.count.varianceValue')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lines.map((l) => (
                <Table.Tr key={l.part_id}>
                  <Table.Td>
                    <Text size="sm">{l.part_name}</Text>
                    {l.part_number && (
                      <Text size="xs" c="dimmed">
                        {l.part_number}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={figure}>
                    {f.number(l.system_quantity)}
                  </Table.Td>
                  <Table.Td ta="right" style={figure}>
                    {f.number(l.counted)}
                  </Table.Td>
                  <Table.Td ta="right" style={figure} c={Number(l.variance) < 0 ? 'red.8' : 'teal.8'}>
                    {Number(l.variance) > 0 ? '+' : ''}
                    {f.number(l.variance)}
                  </Table.Td>
                  {!hidden && (
                    <Table.Td ta="right" style={figure}>
                      {f.money(l.variance_value)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.more > 0 && (
            <Text size="xs" c="dimmed">
              {t('inventory.report.more', { count: r.more })}
            </Text>
          )}
        </Stack>
      )}
    </InventoryFrame>
  );
}
