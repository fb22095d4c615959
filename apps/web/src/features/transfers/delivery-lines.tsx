import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { TransferDelivery } from '../../lib/transfers/transfers-api.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

type Line = TransferDelivery['lines'][number];

/** A delivery's parts: asked, reserved, sent, received (and the cost per unit where it may be seen); cards on a phone. */
export function DeliveryLines({ delivery }: { delivery: TransferDelivery }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const showCost = delivery.lines.some((l) => l.unit_cost !== null);
  const columns: Array<{ label: string; value: (l: Line) => string }> = [
    ...(delivery.direct
      ? []
      : [
          { label: t('transfers.delivery.requested'), value: (l: Line) => f.number(l.requested) },
          { label: t('transfers.delivery.reserved'), value: (l: Line) => f.number(l.reserved) },
        ]),
    { label: t('transfers.delivery.dispatched'), value: (l) => f.number(l.dispatched) },
    { label: t('transfers.delivery.received'), value: (l) => f.number(l.received) },
    ...(showCost
      ? [{ label: t('transfers.delivery.unitCost'), value: (l: Line) => (l.unit_cost === null ? '—' : f.money(l.unit_cost)) }]
      : []),
  ];
  const detail = (l: Line) =>
    [
      l.part_number,
      l.lots.length
        ? t('transfers.delivery.lots', { lots: l.lots.map((x) => `${x.code} × ${f.number(x.quantity)}`).join(', ') })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');

  if (!desktop)
    return (
      <Stack gap="xs" role="list" aria-label={t('transfers.col.parts')}>
        {delivery.lines.map((l) => (
          <Paper key={l.line_id} withBorder p="sm" role="listitem">
            <Text size="sm" fw={600}>
              {l.part_name}
            </Text>
            {detail(l) && (
              <Text size="xs" c="dimmed">
                {detail(l)}
              </Text>
            )}
            <SimpleGrid cols={2} spacing={4} mt={6}>
              {columns.map((c) => (
                <Group key={c.label} gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {c.label}:
                  </Text>
                  <Text size="sm">{c.value(l)}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table verticalSpacing={6} aria-label={t('transfers.col.parts')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transfers.col.parts')}</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.label} ta="right">
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {delivery.lines.map((l) => (
          <Table.Tr key={l.line_id}>
            <Table.Td>
              <Text size="sm">{l.part_name}</Text>
              <Text size="xs" c="dimmed">
                {detail(l)}
              </Text>
            </Table.Td>
            {columns.map((c) => (
              <Table.Td key={c.label} ta="right">
                {c.value(l)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
