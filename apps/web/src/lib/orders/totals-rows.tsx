import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { type DocumentTotals, totalRows } from './document-lines.ts';

export interface TotalsRowsProps {
  /**
   * `bar`: the editor's live totals; `summary`: the preview's summary table (spec 2.2); `details`: the
   * order and quotation details (discount before the taxes, a rule above the grand total).
   */
  layout: 'bar' | 'summary' | 'details';
  totals: DocumentTotals;
  /** The order-level discount is a summary row only when discounts are not item-wise (and it is above 0). */
  showDiscount: boolean;
  fmt: (amount: string) => string;
  labels: { subTotal: string; discount: string; grandTotal: string };
  /** Accessible name of the summary table. */
  label?: string;
}

/** The summary rows of a document: sub total, taxes, the order discount, grand total. */
export function TotalsRows({ layout, totals, showDiscount, fmt, labels, label }: TotalsRowsProps) {
  const rows = totalRows(totals, !showDiscount);
  const name = (row: (typeof rows)[number]) => (row.kind === 'tax' ? (row.name ?? '') : labels[row.kind]);
  if (layout === 'summary') {
    return (
      <Table w={{ base: '100%', sm: 360 }} withRowBorders={false} verticalSpacing={4} aria-label={label}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.kind}:${row.name ?? ''}`} fw={row.kind === 'grandTotal' ? 700 : undefined}>
              <Table.Td>{name(row)}</Table.Td>
              <Table.Td ta="right">{row.kind === 'discount' ? `− ${fmt(row.amount)}` : fmt(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  if (layout === 'bar') {
    return (
      <>
        {rows.map((row) => (
          <BarRow
            key={`${row.kind}:${row.name ?? ''}`}
            strong={row.kind === 'grandTotal'}
            label={name(row)}
            value={row.kind === 'discount' ? `− ${fmt(row.amount)}` : fmt(row.amount)}
          />
        ))}
      </>
    );
  }
  // The details list the discount right under the sub total.
  const ordered = [
    ...rows.filter((r) => r.kind === 'subTotal' || r.kind === 'discount'),
    ...rows.filter((r) => r.kind === 'tax'),
  ];
  const grand = rows.find((r) => r.kind === 'grandTotal');
  return (
    <Stack gap={4} maw={420} ml="auto">
      {ordered.map((row) => (
        <Fragment key={`${row.kind}:${row.name ?? ''}`}>
          <DetailsRow label={name(row)} value={row.kind === 'discount' ? `−${fmt(row.amount)}` : fmt(row.amount)} />
        </Fragment>
      ))}
      <Divider my={4} />
      {grand && <DetailsRow strong label={labels.grandTotal} value={fmt(grand.amount)} />}
    </Stack>
  );
}

function BarRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

function DetailsRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
