import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { odometerHistoryQuery } from '../../lib/api/odometer-history.ts';
import { useFormat } from '../../lib/format.ts';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { Pager } from '../../lib/ui/pager.tsx';

const PAGE_SIZE = 10;

/** The readings this garage's orders recorded for the vehicle, newest first, ten to a page. */
export function OrderOdometerReadings({
  userCarId,
  unitLabel,
}: {
  userCarId: number;
  unitLabel: (unit: 'KM' | 'MILE') => string;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const readings = useQuery(odometerHistoryQuery(userCarId, page, PAGE_SIZE));

  if (readings.isPending) return <ListSkeleton rows={3} />;
  if (readings.isError) return <LoadFailed onRetry={() => void readings.refetch()} />;
  const { content } = readings.data;
  if (content.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('vehicles.history.orderReadingsEmpty')}
      </Text>
    );
  return (
    <>
      <Table verticalSpacing={4} aria-label={t('vehicles.history.orderReadings')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vehicles.history.recordedAt')}</Table.Th>
            <Table.Th>{t('vehicles.history.order')}</Table.Th>
            <Table.Th ta="right">{t('vehicles.history.reading')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.map((r) => (
            <Table.Tr key={r.order_id}>
              <Table.Td>{f.dateTime(r.recorded_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.external_order_id}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {f.number(r.reading)} {unitLabel(r.unit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager
        page={readings.data.page_number}
        totalPages={readings.data.total_pages}
        totalElements={readings.data.total_elements}
        pageSize={PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}
