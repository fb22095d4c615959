import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { BranchStockRow } from '../../lib/transfers/transfers-api.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

interface OutletRef {
  garage_id: number;
  garage_name: string;
}

/**
 * Parts × outlets: each outlet's on hand of a part (and its value at cost when the answer has it). On a
 * phone one card per part. `askFrom` links an outlet that has the part to a request for it.
 */
export function StockMatrix({
  rows,
  outlets,
  currentGarageId,
  askFrom,
}: {
  rows: readonly BranchStockRow[];
  outlets: readonly OutletRef[];
  currentGarageId: number;
  askFrom?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const label = (row: BranchStockRow) => (row.part_number ? `${row.part_name} (${row.part_number})` : row.part_name);
  const cell = (row: BranchStockRow, outlet: OutletRef) => {
    const at = row.outlets.find((o) => o.garage_id === outlet.garage_id);
    if (!at) return <Text c="dimmed">—</Text>;
    const ask = askFrom && outlet.garage_id !== currentGarageId && Number(at.on_hand) > 0;
    return (
      <Stack gap={0} align={desktop ? 'flex-end' : 'flex-start'}>
        <Text size="sm" fw={outlet.garage_id === currentGarageId ? 600 : undefined} data-outlet={outlet.garage_name}>
          {desktop
            ? f.number(at.on_hand)
            : t('transfers.stocks.outletStock', { outlet: outlet.garage_name, quantity: f.number(at.on_hand) })}
        </Text>
        {at.stock_value !== null && (
          <Text size="xs" c="dimmed">
            {f.money(at.stock_value)}
          </Text>
        )}
        {ask && (
          <Anchor
            size="xs"
            aria-label={t('transfers.stocks.askFrom', { name: row.part_name, outlet: outlet.garage_name })}
            renderRoot={(p) => (
              <Link
                {...p}
                to="/tabs/create-inter-branch-transfer-request"
                search={{ outlet: outlet.garage_id, q: row.part_number ?? row.part_name }}
              />
            )}
          >
            {t('transfers.stocks.ask')}
          </Anchor>
        )}
      </Stack>
    );
  };

  if (!desktop)
    return (
      <Stack gap="xs">
        {rows.map((row) => (
          <Paper key={label(row)} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {label(row)}
              </Text>
              <Text size="sm">
                {t('transfers.stocks.total')}: {f.number(row.total_on_hand)}
              </Text>
            </Group>
            <Stack gap={4} mt={4}>
              {outlets
                .filter((o) => row.outlets.some((x) => x.garage_id === o.garage_id))
                .map((o) => (
                  <div key={o.garage_id}>{cell(row, o)}</div>
                ))}
            </Stack>
            {row.total_value !== null && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('transfers.ho.value')}: {f.money(row.total_value)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} aria-label={t('transfers.stocks.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transfers.stocks.part')}</Table.Th>
            {outlets.map((o) => (
              <Table.Th key={o.garage_id} ta="right">
                {o.garage_name}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('transfers.stocks.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={label(row)}>
              <Table.Td>
                <Text size="sm">{row.part_name}</Text>
                <Text size="xs" c="dimmed">
                  {[row.part_number, row.brand].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              {outlets.map((o) => (
                <Table.Td key={o.garage_id} ta="right">
                  {cell(row, o)}
                </Table.Td>
              ))}
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {f.number(row.total_on_hand)}
                </Text>
                {row.total_value !== null && (
                  <Text size="xs" c="dimmed">
                    {f.money(row.total_value)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
