import { cancelReasonText } from '@garage/domain';
import { Alert, Anchor, Badge, Divider, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGarageDate, formatGarageDateTime } from '../../lib/dates.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { formatMoney, formatPercent, formatQuantity } from '../../lib/money.ts';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useTypeLabel } from './labels.ts';
import classes from './order-lists.module.css';
import { groupLines, isQuoteExpired, lineColumns, randomSuffix, showsOrderDiscount } from './order-rules.ts';
import type { Order } from './orders-api.ts';
import { StatusBadge } from './status-badge.tsx';

type Line = Order['lines'][number];

function useMoney() {
  const language = currentLanguage();
  const { currency, rules } = useGarageContext();
  return (v: string | null) => formatMoney(v, currency, rules.roundingDigits, language);
}

/** Header block: who, which vehicle, when. */
function DocumentHeader({ doc, today }: { doc: Order; today: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const typeLabel = useTypeLabel();
  const { timeZone, rules } = useGarageContext();
  const quote = doc.document === 'QUOTE';
  const expired = quote && isQuoteExpired(doc, today);
  const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);
  return (
    <Section title={quote ? t('orderLists.quotes.summary') : t('orderLists.details.summary')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label={t('orderLists.details.type')}>{typeLabel(doc.order_type)}</Field>
        <Field label={t('orderLists.columns.status')}>
          <StatusBadge status={doc.status} />
        </Field>
        <Field label={t('orderLists.columns.customer')}>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(doc.customer_id) }} />
            )}
          >
            {doc.customer_name}
          </Anchor>
          {doc.customer_mobile && <Text size="sm">{doc.customer_mobile}</Text>}
          {doc.customer_email && (
            <Text size="sm" c="dimmed">
              {doc.customer_email}
            </Text>
          )}
        </Field>
        <Field label={t('orderLists.columns.vehicle')}>
          {doc.user_car_id ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/tabs/vehicle-history/$userCarId" params={{ userCarId: String(doc.user_car_id) }} />
              )}
            >
              {dash(doc.vehicle_name)}
            </Anchor>
          ) : (
            dash(doc.vehicle_name)
          )}
          {doc.reg_number && (
            <Text size="sm" ff="monospace">
              {doc.reg_number}
            </Text>
          )}
        </Field>
        <Field label={t('orderLists.columns.created')}>{formatGarageDateTime(doc.created_at, timeZone, language)}</Field>
        {quote ? (
          <Field label={t('orderLists.columns.expiry')}>
            <Group gap={6}>
              {dash(formatGarageDate(doc.expiry_date, timeZone, language))}
              {expired && (
                <Badge color="red" variant="outline" size="sm" tt="none">
                  {t('orderLists.quotes.expired')}
                </Badge>
              )}
            </Group>
          </Field>
        ) : (
          <Field label={t('orderLists.columns.delivery')}>
            {dash(formatGarageDateTime(doc.estimated_delivery_time, timeZone, language))}
          </Field>
        )}
        <Field label={t('orderLists.details.odometer')}>
          {doc.odometer_reading === null
            ? '—'
            : `${formatQuantity(doc.odometer_reading, language)} ${t(`vehicles.units.${rules.distanceUnit}`)}`}
        </Field>
        {doc.lpo_number && <Field label={t('orderLists.details.lpo')}>{doc.lpo_number}</Field>}
        {quote && doc.converted_order_id !== null && (
          <Field label={t('orderLists.quotes.convertedTo')}>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/tabs/order-details/$orderId/$random"
                  params={{ orderId: String(doc.converted_order_id), random: randomSuffix() }}
                />
              )}
            >
              {t('orderLists.quotes.openOrder')}
            </Anchor>
          </Field>
        )}
        {!quote && doc.source_quote_id !== null && (
          <Field label={t('orderLists.details.fromQuote')}>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/tabs/quotation-detail/$quoteId" params={{ quoteId: String(doc.source_quote_id) }} />
              )}
            >
              {t('orderLists.details.openQuote')}
            </Anchor>
          </Field>
        )}
      </SimpleGrid>
    </Section>
  );
}

function LinesTable({ doc }: { doc: Order }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const desktop = useIsDesktop();
  const money = useMoney();
  const cols = lineColumns(doc);
  const groups = groupLines(doc.lines);
  const span = 4 + Number(cols.discount) + Number(cols.tax);
  const groupTitle = (g: (typeof groups)[number]) =>
    g.kind === 'package'
      ? t('orderLists.details.package', { name: g.name })
      : g.kind === 'services'
        ? t('orderLists.details.services')
        : t('orderLists.details.parts');
  const taxOf = (l: Line) => l.taxes.reduce((sum, x) => sum + Number(x.amount), 0);
  const taxText = (l: Line) =>
    l.taxes.length === 0 ? '—' : l.taxes.length === 1 ? money(l.taxes[0]?.amount ?? '0') : money(String(taxOf(l)));
  const taxTitle = (l: Line) => l.taxes.map((x) => `${x.name}: ${money(x.amount)}`).join(', ');

  if (doc.lines.length === 0) {
    return (
      <Section title={t('orderLists.details.lines')}>
        <Text size="sm" c="dimmed">
          {t('orderLists.details.noLines')}
        </Text>
      </Section>
    );
  }

  if (!desktop) {
    return (
      <Section title={t('orderLists.details.lines')}>
        <Stack gap="sm">
          {groups.map((g) => (
            <Stack key={`${g.kind}-${g.name ?? ''}`} gap={6}>
              <Text size="sm" fw={700} c="dimmed" tt="uppercase">
                {groupTitle(g)}
              </Text>
              {g.lines.map((l, i) => (
                <Stack
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own.
                  key={i}
                  gap={0}
                  pb={6}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Text>
                    <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                      {money(l.total)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatQuantity(l.quantity, language)} × {money(l.unit_price)}
                    {cols.discount && Number(l.discount) > 0 && ` · −${formatPercent(l.discount, language)}`}
                    {cols.tax && l.taxes.length > 0 && ` · ${t('orderLists.details.tax')} ${taxText(l)}`}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ))}
        </Stack>
      </Section>
    );
  }

  return (
    <Section title={t('orderLists.details.lines')}>
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing={6} aria-label={t('orderLists.details.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderLists.details.item')}</Table.Th>
              <Table.Th ta="right">{t('orderLists.details.qty')}</Table.Th>
              <Table.Th ta="right">{t('orderLists.details.unitPrice')}</Table.Th>
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
                {g.lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own.
                  <Table.Tr key={i}>
                    <Table.Td>
                      <Text size="sm">{l.name}</Text>
                      {(l.code || l.tax_category_name) && (
                        <Text size="xs" c="dimmed">
                          {[l.code, l.tax_category_name].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.quantity, language)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(l.unit_price)}
                    </Table.Td>
                    {cols.discount && (
                      <Table.Td ta="right">{Number(l.discount) > 0 ? formatPercent(l.discount, language) : '—'}</Table.Td>
                    )}
                    {cols.tax && (
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} title={taxTitle(l)}>
                        {taxText(l)}
                      </Table.Td>
                    )}
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(l.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

function Totals({ doc }: { doc: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Section title={t('orderLists.details.totals')}>
      <Stack gap={4} maw={420} ml="auto">
        {row(t('orderLists.details.subTotal'), money(doc.sub_total))}
        {showsOrderDiscount(doc) && row(t('orderLists.details.discount'), `−${money(doc.discount)}`)}
        {doc.tax_lines.map((x) => (
          <Fragment key={x.name}>{row(x.name, money(x.amount))}</Fragment>
        ))}
        <Divider my={4} />
        {row(t('orderLists.details.grandTotal'), money(doc.total_amount), true)}
      </Stack>
    </Section>
  );
}

/** Everything of an order or a quotation that is read (and printed): header, lines, totals, notes. */
export function OrderDocument({ doc, today }: { doc: Order; today: string }) {
  const { t } = useTranslation();
  const comments = doc.comments
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const remarks = doc.customer_remarks.filter((r) => r.trim());
  return (
    <Stack gap="md">
      {doc.status === 'CANCELLED' && (
        <Alert color="red" variant="light" icon={<IconBan size={18} />} title={t('orderLists.details.cancelledTitle')}>
          {doc.cancel_reason
            ? t('orderLists.details.cancelReason', {
                reason: cancelReasonText(doc.document, doc.cancel_reason, currentLanguage()),
              })
            : null}
        </Alert>
      )}
      {doc.document === 'QUOTE' && isQuoteExpired(doc, today) && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('orderLists.quotes.expiredText')}
        </Alert>
      )}
      <DocumentHeader doc={doc} today={today} />
      <LinesTable doc={doc} />
      <Totals doc={doc} />
      {(remarks.length > 0 || comments.length > 0 || doc.garage_recommendation) && (
        <Section title={t('orderLists.details.notes')}>
          <Stack gap="sm">
            {remarks.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('orderLists.details.remarks')}
                </Text>
                <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {remarks.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: remarks may repeat.
                    <li key={i}>
                      <Text size="sm">{r}</Text>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {comments.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('orderLists.details.comments')}
                </Text>
                <Text size="sm">{comments.join(', ')}</Text>
              </div>
            )}
            {doc.garage_recommendation && (
              <div>
                <Text size="sm" fw={600}>
                  {t('orderLists.details.recommendation')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {doc.garage_recommendation}
                </Text>
              </div>
            )}
          </Stack>
        </Section>
      )}
      {doc.order_properties.length > 0 && (
        <Section title={t('orderLists.details.properties')}>
          <Stack gap={4}>
            {doc.order_properties.map((p) => (
              <Field key={p.key} label={p.key}>
                {p.value}
              </Field>
            ))}
          </Stack>
        </Section>
      )}
      {doc.signature_url && (
        <Section title={t('orderLists.details.signature')}>
          <img src={doc.signature_url} alt={t('orderLists.details.signatureAlt')} className={classes.signature} />
        </Section>
      )}
    </Stack>
  );
}
