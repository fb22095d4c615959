import type { Garage } from '@garage/contract';
import type { OrderType, PricedOrder } from '@garage/domain';
import { Anchor, Button, Divider, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxCategory } from '../../lib/api/masters.ts';
import { formatGarageDateTime } from '../../lib/dates.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import { formatMoney, formatPercent, formatQuantity } from '../../lib/money.ts';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import {
  type EditorDocument,
  groupByPackage,
  type LineDraft,
  lineTaxCategoryId,
  odometerText,
  type PreviewColumn,
  previewColumns,
  previewSummary,
} from './editor-rules.ts';
import type { MoneyFormat } from './line-items.tsx';
import classes from './order-editor.module.css';

export interface PreviewParty {
  display_name: string;
  mobile_number: string | null;
  country_phone_code?: string | null;
  email: string | null;
}

export interface PreviewVehicle {
  display_name: string;
  reg_number: string;
}

export interface OrderPreviewProps {
  document: EditorDocument;
  /** "Repair Order", "Counter Sale", "Quotation"… */
  title: string;
  orderType: OrderType;
  garage: Pick<
    Garage,
    'garage_name' | 'address' | 'mobile_number' | 'country_phone_code' | 'email' | 'logo_url' | 'time_zone' | 'country_code'
  >;
  customer: PreviewParty | null;
  vehicle: PreviewVehicle | null;
  odometer: string;
  lines: readonly LineDraft[];
  priced: PricedOrder;
  itemWiseDiscount: boolean;
  taxApplicable: boolean;
  taxCategories: readonly TaxCategory[];
  lpoNumber: string;
  customerRemarks: readonly string[];
  garageRecommendation: string;
  signatureUrl: string | null;
  date: Date | string;
  money: MoneyFormat;
  /** The footer button ("Create Repair Order"); null shows none (VIEW). */
  actionLabel: string | null;
  /** Resolves true once saved (the button stays disabled), false when it failed (enabled again). */
  onConfirm: () => Promise<boolean>;
  onBack: () => void;
}

/** estimate-preview / quotation-preview (spec 2.2): the read-only document the user confirms. */
export function OrderPreview(props: OrderPreviewProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [pressed, setPressed] = useState(false);
  const fmt = (v: string) => formatMoney(v, props.money.currency, props.money.digits, language);
  const services = props.lines
    .map((l, i) => ({ line: l, priced: props.priced.lines[i] }))
    .filter((x) => x.line.kind === 'service');
  const parts = props.lines.map((l, i) => ({ line: l, priced: props.priced.lines[i] })).filter((x) => x.line.kind === 'part');
  const taxApplies = props.taxApplicable && props.lines.some((l) => lineTaxCategoryId(l) !== null);
  const columns = previewColumns({
    taxApplies,
    itemWiseDiscount: props.itemWiseDiscount,
    anyPackage: props.lines.some((l) => l.packageName),
  });
  const g = props.garage;
  const remarks = props.customerRemarks.map((r) => r.trim()).filter(Boolean);

  const confirm = async () => {
    if (pressed) return;
    setPressed(true);
    const ok = await props.onConfirm();
    if (!ok) setPressed(false);
  };

  const tableProps = { columns, fmt, taxCategories: props.taxCategories };

  return (
    <Stack gap="md" maw={980}>
      <Group justify="space-between" gap="xs" className={classes.noPrint}>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={props.onBack} px={4}>
          {t('orderEditor.preview.back')}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('orderEditor.preview.print')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'xl' }} className={classes.document} component="article" aria-label={props.title}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
              {g.logo_url ? (
                <Image src={g.logo_url} alt="" w={56} h={56} fit="contain" />
              ) : (
                <GarageBadge name={g.garage_name} size={56} />
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Title order={2} size="h3">
                  {g.garage_name}
                </Title>
                {g.address && (
                  <Text size="sm" c="dimmed">
                    {g.address}
                  </Text>
                )}
                {g.mobile_number && (
                  <Text size="sm" c="dimmed">
                    {g.country_phone_code ? `+${g.country_phone_code} ` : ''}
                    {g.mobile_number}
                  </Text>
                )}
                {g.email && (
                  <Text size="sm" c="dimmed">
                    {g.email}
                  </Text>
                )}
              </Stack>
            </Group>
            <div className={classes.docTitle}>
              <Title order={1} size="h2" tt="uppercase" c="workshop.8">
                {props.title}
              </Title>
              <Text size="sm">
                {t('orderEditor.preview.date')}: {formatGarageDateTime(props.date, g.time_zone, language)}
              </Text>
              <Text size="sm" fw={650}>
                {t('orderEditor.preview.totalAmount')}: {fmt(props.priced.grand_total)}
              </Text>
            </div>
          </Group>
          <Divider />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <Block title={t('orderEditor.preview.customer')}>
              {props.customer && (
                <>
                  <Text fw={600} size="sm">
                    {props.customer.display_name}
                  </Text>
                  {props.customer.mobile_number && (
                    <Text size="sm">
                      {props.customer.country_phone_code ? `+${props.customer.country_phone_code} ` : ''}
                      {props.customer.mobile_number}
                    </Text>
                  )}
                  {props.customer.email && <Text size="sm">{props.customer.email}</Text>}
                </>
              )}
            </Block>
            {props.vehicle && (
              <Block title={t('orderEditor.preview.vehicle')}>
                <Text fw={600} size="sm">
                  {props.vehicle.display_name}
                </Text>
                <Text size="sm">{props.vehicle.reg_number}</Text>
                {odometerText(props.odometer, g.country_code) && (
                  <Text size="sm">
                    {t('orderEditor.preview.odometer')}: {odometerText(props.odometer, g.country_code)}
                  </Text>
                )}
              </Block>
            )}
          </Group>

          {services.length > 0 && (
            <ItemsTable title={t('orderEditor.preview.services')} rows={services} kind="service" {...tableProps} />
          )}
          {parts.length > 0 && <ItemsTable title={t('orderEditor.preview.parts')} rows={parts} kind="part" {...tableProps} />}

          <Group justify="flex-end">
            <Table
              w={{ base: '100%', sm: 360 }}
              withRowBorders={false}
              verticalSpacing={4}
              aria-label={t('orderEditor.preview.summary')}
            >
              <Table.Tbody>
                {previewSummary(props.priced, props.itemWiseDiscount).map((row) => (
                  <Table.Tr key={`${row.kind}:${row.name ?? ''}`} fw={row.kind === 'grandTotal' ? 700 : undefined}>
                    <Table.Td>
                      {row.kind === 'tax'
                        ? row.name
                        : row.kind === 'subTotal'
                          ? t('orderEditor.preview.subTotal')
                          : row.kind === 'discount'
                            ? t('orderEditor.preview.discount')
                            : t('orderEditor.preview.grandTotal')}
                    </Table.Td>
                    <Table.Td ta="right">{row.kind === 'discount' ? `− ${fmt(row.amount)}` : fmt(row.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Group>

          {props.lpoNumber.trim() && (
            <Text size="sm">
              <Text span fw={600}>
                {t('orderEditor.fields.lpoNumber')}:
              </Text>{' '}
              {props.lpoNumber.trim()}
            </Text>
          )}
          {remarks.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('orderEditor.fields.customerRemarks')}
              </Text>
              <ol className={classes.remarks}>
                {remarks.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: remarks may repeat; their order is their identity.
                  <li key={i}>
                    <Text size="sm">{r}</Text>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {props.garageRecommendation.trim() && (
            <div>
              <Text size="sm" fw={600}>
                {t('orderEditor.fields.garageRecommendation')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {props.garageRecommendation.trim()}
              </Text>
            </div>
          )}
          {props.signatureUrl && (
            <Stack gap={2} align="flex-end">
              <Image src={props.signatureUrl} alt={t('orderEditor.preview.signature')} w={160} h={160} fit="contain" />
              <Text size="xs" c="dimmed">
                {t('orderEditor.preview.signature')}
              </Text>
            </Stack>
          )}
          {props.orderType !== 'COUNTER_SALE' && (
            <Text size="xs" c="dimmed" className={classes.note}>
              {props.document === 'QUOTE' ? t('orderEditor.preview.quoteNote') : t('orderEditor.preview.orderNote')}
            </Text>
          )}
        </Stack>
      </Paper>
      {props.actionLabel && (
        <Group justify="flex-end" className={classes.noPrint}>
          <Button size="md" onClick={() => void confirm()} disabled={pressed} loading={pressed}>
            {props.actionLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={200}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={650}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

type Row = { line: LineDraft; priced: PricedOrder['lines'][number] | undefined };

function ItemsTable({
  title,
  rows,
  kind,
  columns,
  fmt,
  taxCategories,
}: {
  title: string;
  rows: readonly Row[];
  kind: 'service' | 'part';
  columns: readonly PreviewColumn[];
  fmt: (v: string) => string;
  taxCategories: readonly TaxCategory[];
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const groups = groupByPackage(rows.map((r) => ({ ...r, packageName: r.line.packageName })));
  const heads: Record<PreviewColumn, string> = {
    package: t('orderEditor.preview.cols.package'),
    index: '#',
    name: kind === 'service' ? t('orderEditor.preview.cols.service') : t('orderEditor.preview.cols.part'),
    code: kind === 'service' ? 'SAC' : 'HSN',
    quantity: t('orderEditor.preview.cols.quantity'),
    rate: t('orderEditor.preview.cols.rate'),
    discount: t('orderEditor.preview.cols.discount'),
    tax: t('orderEditor.preview.cols.tax'),
    amount: t('orderEditor.preview.cols.amount'),
  };
  const numeric = new Set<PreviewColumn>(['quantity', 'rate', 'discount', 'tax', 'amount']);
  let n = 0;
  const cell = (col: PreviewColumn, r: Row): ReactNode => {
    const l = r.line;
    switch (col) {
      case 'index':
        return n;
      case 'name':
        return l.name;
      case 'code':
        return l.code ?? '';
      case 'quantity':
        return `${formatQuantity(l.quantity, language)}${l.unitSymbol ? ` ${l.unitSymbol}` : ''}`;
      case 'rate':
        return fmt(l.unitPrice || '0');
      case 'discount':
        return Number(l.discount || 0) > 0 && r.priced && Number(r.priced.discount_amount) > 0
          ? formatPercent(l.discount, language)
          : '—';
      case 'tax': {
        const c = taxCategories.find((x) => x.tax_category_id === lineTaxCategoryId(l));
        if (!c || !r.priced) return '—';
        return (
          <>
            {fmt(r.priced.tax_total)}
            <Text span size="xs" c="dimmed" display="block">
              {taxCategoryShort(c, language)}
            </Text>
          </>
        );
      }
      case 'amount':
        return r.priced ? fmt(r.priced.total) : '—';
      default:
        return null;
    }
  };

  return (
    <section aria-label={title}>
      <Text fw={650} size="sm" mb={4}>
        {title}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder withColumnBorders={false} striped={false} verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} ta={numeric.has(c) ? 'right' : undefined}>
                  {heads[c]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Fragment key={group.packageName ?? `loose-${group.lines[0]?.line.key}`}>
                {group.lines.map((r, i) => {
                  n += 1;
                  return (
                    <Table.Tr key={r.line.key}>
                      {columns.map((c) =>
                        c === 'package' ? (
                          i === 0 ? (
                            <Table.Td key={c} rowSpan={group.lines.length} fw={600} className={classes.packageCell}>
                              {group.packageName ?? ''}
                            </Table.Td>
                          ) : null
                        ) : (
                          <Table.Td key={c} ta={numeric.has(c) ? 'right' : undefined}>
                            {cell(c, r)}
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
    </section>
  );
}

/** The "View Order" link of the created toast (the toast lives outside the router). */
export function ViewOrderLink({ href, onOpen, label }: { href: string; onOpen: (href: string) => void; label: string }) {
  return (
    <Anchor
      href={href}
      size="sm"
      fw={600}
      onClick={(e) => {
        e.preventDefault();
        onOpen(href);
      }}
    >
      {label}
    </Anchor>
  );
}
