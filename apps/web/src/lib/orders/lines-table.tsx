import { Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../api/session-data.ts';
import { useFormat } from '../format.ts';
import { itemCodeLabel } from '../masters/item-code.ts';
import { type DocumentLine, groupByPackage, groupLines, type PreviewColumn } from './document-lines.ts';
import classes from './lines-table.module.css';

/**
 * The lines of an order or a quotation, one table for every document: `preview` is the printable
 * document of the editor (spec 2.2: a services table and a parts table, package items under the package
 * name, numbered rows), `details` the order and quotation details (one table grouped by package, services
 * and parts; cards on a phone). Both read the same rows (document-lines.ts).
 */
export type LinesTableProps =
  | {
      layout: 'preview';
      lines: readonly DocumentLine[];
      columns: readonly PreviewColumn[];
      fmt: (amount: string) => string;
    }
  | {
      layout: 'details';
      lines: readonly DocumentLine[];
      columns: { discount: boolean; tax: boolean };
      fmt: (amount: string) => string;
      /** Cards instead of a table (phones). */
      cards: boolean;
    };

export function LinesTable(props: LinesTableProps) {
  const { t } = useTranslation();
  if (props.layout === 'details') return <DetailsLines {...props} />;
  const services = props.lines.filter((l) => l.kind === 'service');
  const parts = props.lines.filter((l) => l.kind === 'part');
  return (
    <>
      {services.length > 0 && (
        <PreviewTable title={t('orderEditor.preview.services')} rows={services} kind="service" {...props} />
      )}
      {parts.length > 0 && <PreviewTable title={t('orderEditor.preview.parts')} rows={parts} kind="part" {...props} />}
    </>
  );
}

/** "S/N BAT-1, BAT-2" under a part sold by serial number (decision 056 addendum). */
function Serials({ line }: { line: DocumentLine }) {
  const { t } = useTranslation();
  if (!line.serials?.length) return null;
  return (
    <Text span size="xs" c="dimmed" display="block" style={{ overflowWrap: 'anywhere' }} data-testid="line-serials">
      {t('serialPicker.shown', { serials: line.serials.join(', ') })}
    </Text>
  );
}

/** "incl. tax" under a unit price that includes tax (explained by LineNotes under the lines). */
function InclTax({ line }: { line: DocumentLine }) {
  const { t } = useTranslation();
  if (!line.taxInclusive) return null;
  return (
    <Text span size="xs" c="dimmed" display="block" data-testid="incl-tax">
      {t('orderLists.details.inclTax')}
    </Text>
  );
}

/**
 * Notes under the lines: what "incl. tax" means (quantity × rate already holds the tax), and on a split bill's
 * share that the unit price is the whole line's while tax and amount are the share's.
 */
function LineNotes({ lines }: { lines: readonly DocumentLine[] }) {
  const { t } = useTranslation();
  const inclusive = lines.some((l) => l.taxInclusive);
  const split = lines.some((l) => l.sharePercent !== undefined);
  if (!inclusive && !split) return null;
  return (
    <Stack gap={2} mt={6} data-testid="line-notes">
      {inclusive && (
        <Text size="xs" c="dimmed">
          {t('orderLists.details.inclTaxNote')}
        </Text>
      )}
      {split && (
        <Text size="xs" c="dimmed">
          {t('orderLists.details.shareNote')}
        </Text>
      )}
    </Stack>
  );
}

const NUMERIC = new Set<PreviewColumn>(['quantity', 'rate', 'discount', 'tax', 'amount']);

function PreviewTable({
  title,
  rows,
  kind,
  columns,
  fmt,
}: {
  title: string;
  rows: readonly DocumentLine[];
  kind: 'service' | 'part';
  columns: readonly PreviewColumn[];
  fmt: (v: string) => string;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const { garage } = useShellData();
  const groups = groupByPackage(rows);
  const heads: Record<PreviewColumn, string> = {
    package: t('orderEditor.preview.cols.package'),
    index: '#',
    name: kind === 'service' ? t('orderEditor.preview.cols.service') : t('orderEditor.preview.cols.part'),
    code: itemCodeLabel(t, garage.country_code, kind, 'short') ?? '',
    quantity: t('orderEditor.preview.cols.quantity'),
    rate: t('orderEditor.preview.cols.rate'),
    discount: t('orderEditor.preview.cols.discount'),
    tax: t('orderEditor.preview.cols.tax'),
    amount: t('orderEditor.preview.cols.amount'),
  };
  let n = 0;
  const cell = (col: PreviewColumn, l: DocumentLine): ReactNode => {
    switch (col) {
      case 'index':
        return n;
      case 'name':
        return (
          <>
            {l.name}
            <Serials line={l} />
          </>
        );
      case 'code':
        return l.code ?? '';
      case 'quantity':
        return `${f.number(l.quantity)}${l.unitSymbol ? ` ${l.unitSymbol}` : ''}`;
      case 'rate':
        return (
          <>
            {fmt(l.unitPrice)}
            <InclTax line={l} />
          </>
        );
      case 'discount':
        return l.discount !== null ? f.percent(l.discount) : '—';
      case 'tax':
        if (l.taxTotal === null) return '—';
        return (
          <>
            {fmt(l.taxTotal)}
            <Text span size="xs" c="dimmed" display="block">
              {l.taxLabel}
            </Text>
          </>
        );
      case 'amount':
        return l.amount !== null ? fmt(l.amount) : '—';
      default:
        return null;
    }
  };

  return (
    <section aria-label={title}>
      <Text fw={650} size="sm" mb={4}>
        {title}
      </Text>
      {/* A phone gets one card per line (every money column readable at 360 px); wider screens and print the table. */}
      <Stack gap={0} className={classes.phoneLines} data-testid="preview-line-cards">
        {groups.map((group) => (
          <Fragment key={group.packageName ?? `loose-${group.lines[0]?.key}`}>
            {group.packageName && columns.includes('package') && (
              <Text size="xs" fw={650} c="dimmed" tt="uppercase" pt={6}>
                {group.packageName}
              </Text>
            )}
            {group.lines.map((l) => (
              <div key={l.key} className={classes.phoneLine}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {l.name}
                    {columns.includes('code') && l.code ? (
                      <Text span size="xs" c="dimmed">{` · ${heads.code} ${l.code}`}</Text>
                    ) : null}
                    <Serials line={l} />
                  </Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                    {cell('amount', l)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {cell('quantity', l)} × {fmt(l.unitPrice)}
                  {l.taxInclusive && ` ${t('orderLists.details.inclTax')}`}
                  {columns.includes('discount') && l.discount !== null && ` · ${heads.discount} ${cell('discount', l)}`}
                </Text>
                {columns.includes('tax') && l.taxTotal !== null && (
                  <Text size="xs" c="dimmed">
                    {heads.tax}: {fmt(l.taxTotal)}
                    {l.taxLabel ? ` (${l.taxLabel})` : ''}
                  </Text>
                )}
              </div>
            ))}
          </Fragment>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} className={classes.wideLines}>
        <Table withTableBorder withColumnBorders={false} striped={false} verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} ta={NUMERIC.has(c) ? 'right' : undefined}>
                  {heads[c]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Fragment key={group.packageName ?? `loose-${group.lines[0]?.key}`}>
                {group.lines.map((l, i) => {
                  n += 1;
                  return (
                    <Table.Tr key={l.key}>
                      {columns.map((c) =>
                        c === 'package' ? (
                          i === 0 ? (
                            <Table.Td key={c} rowSpan={group.lines.length} fw={600} className={classes.packageCell}>
                              {group.packageName ?? ''}
                            </Table.Td>
                          ) : null
                        ) : (
                          <Table.Td key={c} ta={NUMERIC.has(c) ? 'right' : undefined}>
                            {cell(c, l)}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  );
                })}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LineNotes lines={rows} />
    </section>
  );
}

function DetailsLines({ lines, columns: cols, fmt, cards }: Extract<LinesTableProps, { layout: 'details' }>) {
  const f = useFormat();
  const { t } = useTranslation();
  const groups = groupLines(lines, (l) => l.packageName);
  const share = lines.some((l) => l.sharePercent !== undefined);
  const span = 4 + Number(cols.discount) + Number(cols.tax) + Number(share);
  const groupTitle = (g: (typeof groups)[number]) =>
    g.kind === 'package'
      ? t('orderLists.details.package', { name: g.name })
      : g.kind === 'services'
        ? t('orderLists.details.services')
        : t('orderLists.details.parts');
  const taxText = (l: DocumentLine) => (l.taxTotal === null ? '—' : fmt(l.taxTotal));
  const taxTitle = (l: DocumentLine) => l.taxes.map((x) => `${x.name}: ${fmt(x.amount)}`).join(', ');
  const amount = (l: DocumentLine) => fmt(l.amount ?? '0');
  // "2 × ₹590.00 incl. tax"; a split bill's share reads as a part of the whole line: "60 % of 1 × ₹1,000.00".
  const quantityText = (l: DocumentLine) => {
    const text = `${f.number(l.quantity)} × ${fmt(l.unitPrice)}${l.taxInclusive ? ` ${t('orderLists.details.inclTax')}` : ''}`;
    return l.sharePercent === undefined
      ? text
      : t('orderLists.details.shareOf', { percent: f.percent(l.sharePercent), line: text });
  };

  if (cards) {
    return (
      <Stack gap="sm">
        {groups.map((g) => (
          <Stack key={`${g.kind}-${g.name ?? ''}`} gap={6}>
            <Text size="sm" fw={700} c="dimmed" tt="uppercase">
              {groupTitle(g)}
            </Text>
            {g.lines.map((l) => (
              <Stack key={l.key} gap={0} pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {l.name}
                    <Serials line={l} />
                  </Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                    {amount(l)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" data-testid="line-detail">
                  {quantityText(l)}
                  {cols.discount && l.discount !== null && ` · −${f.percent(l.discount)}`}
                  {cols.tax && l.taxes.length > 0 && ` · ${t('orderLists.details.tax')} ${taxText(l)}`}
                </Text>
              </Stack>
            ))}
          </Stack>
        ))}
        <LineNotes lines={lines} />
      </Stack>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing={6} aria-label={t('orderLists.details.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderLists.details.item')}</Table.Th>
              <Table.Th ta="right">{t('orderLists.details.qty')}</Table.Th>
              <Table.Th ta="right">{t('orderLists.details.unitPrice')}</Table.Th>
              {share && <Table.Th ta="right">{t('orderLists.details.share')}</Table.Th>}
              {cols.discount && <Table.Th ta="right">{t('orderLists.details.discount')}</Table.Th>}
              {cols.tax && <Table.Th ta="right">{t('orderLists.details.tax')}</Table.Th>}
              <Table.Th ta="right">{t('orderLists.columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Fragment key={`${g.kind}-${g.name ?? ''}`}>
                <Table.Tr className={classes.groupRow}>
                  <Table.Td colSpan={span}>{groupTitle(g)}</Table.Td>
                </Table.Tr>
                {g.lines.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td>
                      <Text size="sm">{l.name}</Text>
                      <Serials line={l} />
                      {(l.code || l.taxLabel) && (
                        <Text size="xs" c="dimmed">
                          {[l.code, l.taxLabel].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{f.number(l.quantity)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {fmt(l.unitPrice)}
                      <InclTax line={l} />
                    </Table.Td>
                    {share && (
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-share">
                        {l.sharePercent === undefined ? '—' : f.percent(l.sharePercent)}
                      </Table.Td>
                    )}
                    {cols.discount && <Table.Td ta="right">{l.discount !== null ? f.percent(l.discount) : '—'}</Table.Td>}
                    {cols.tax && (
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} title={taxTitle(l)}>
                        {taxText(l)}
                      </Table.Td>
                    )}
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {amount(l)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LineNotes lines={lines} />
    </>
  );
}
