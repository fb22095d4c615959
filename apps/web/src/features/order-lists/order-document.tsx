import { cancelReasonText } from '@garage/domain';
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useGarageContext } from '../../lib/masters/use-master-rules.ts';
import { lineColumns, linesOfOrder, showsOrderDiscount, totalsOfOrder } from '../../lib/orders/document-lines.ts';
import { useTypeLabel } from '../../lib/orders/labels.ts';
import { LinesTable } from '../../lib/orders/lines-table.tsx';
import { isQuoteExpired, randomSuffix } from '../../lib/orders/order-display.ts';
import type { Order } from '../../lib/orders/orders-api.ts';
import { StatusBadge } from '../../lib/orders/status-badge.tsx';
import { TotalsRows } from '../../lib/orders/totals-rows.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './order-lists.module.css';

function useMoney() {
  const f = useFormat();
  return (v: string | null) => f.money(v);
}

/** Header block: who, which vehicle, when. */
function DocumentHeader({ doc, today }: { doc: Order; today: string }) {
  const f = useFormat();
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const { rules } = useGarageContext();
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
        <Field label={t('orderLists.columns.created')}>{f.dateTime(doc.created_at)}</Field>
        {quote ? (
          <Field label={t('orderLists.columns.expiry')}>
            <Group gap={6}>
              {dash(f.date(doc.expiry_date))}
              {expired && (
                <Badge color="red" variant="outline" size="sm" tt="none">
                  {t('orderLists.quotes.expired')}
                </Badge>
              )}
            </Group>
          </Field>
        ) : (
          <Field label={t('orderLists.columns.delivery')}>{dash(f.dateTime(doc.estimated_delivery_time))}</Field>
        )}
        <Field label={t('orderLists.details.odometer')}>
          {doc.odometer_reading === null ? '—' : `${f.number(doc.odometer_reading)} ${t(`vehicles.units.${rules.distanceUnit}`)}`}
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

function Lines({ doc }: { doc: Order }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const money = useMoney();
  return (
    <Section title={t('orderLists.details.lines')}>
      {doc.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orderLists.details.noLines')}
        </Text>
      ) : (
        <LinesTable layout="details" lines={linesOfOrder(doc)} columns={lineColumns(doc)} fmt={money} cards={!desktop} />
      )}
    </Section>
  );
}

function Totals({ doc }: { doc: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Section title={t('orderLists.details.totals')}>
      <TotalsRows
        layout="details"
        totals={totalsOfOrder(doc)}
        showDiscount={showsOrderDiscount(doc)}
        fmt={money}
        labels={{
          subTotal: t('orderLists.details.subTotal'),
          discount: t('orderLists.details.discount'),
          grandTotal: t('orderLists.details.grandTotal'),
        }}
      />
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
      <Lines doc={doc} />
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
