import { insuredText, Money, placeOfSupplyLabel } from '@garage/domain';
import { Alert, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { PaymentStatusBadge } from '../../lib/invoices/payment-status-badge.tsx';
import { lineColumns, showsOrderDiscount } from '../../lib/orders/document-lines.ts';
import { LinesTable } from '../../lib/orders/lines-table.tsx';
import { StatusBadge } from '../../lib/orders/status-badge.tsx';
import { TotalsRows } from '../../lib/orders/totals-rows.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { InvoiceCreditNotes } from './credit-notes-section.tsx';
import classes from './invoices.module.css';
import { PaymentsList } from './payments-list.tsx';
import { shareLines } from './share-lines.ts';

/** The seller's letterhead as the invoice froze it: logo, name, address, contact, tax number. */
function Letterhead({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const s = invoice.seller;
  const contact = [s.mobile, s.email].filter(Boolean).join(' · ');
  return (
    <Group className={classes.letterhead} gap="md" wrap="nowrap" align="center" justify="space-between">
      <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
        {s.logo_url && <img src={s.logo_url} alt="" className={classes.logo} />}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {s.name}
          </Text>
          {s.address && <Text size="sm">{s.address}</Text>}
          {contact && <Text size="sm">{contact}</Text>}
          {s.tax_number && (
            <Text size="sm">
              {t('invoices.taxNumber')}: {s.tax_number}
            </Text>
          )}
        </Stack>
      </Group>
    </Group>
  );
}

/** Who is billed, for which vehicle and order, and when. */
function Header({ invoice }: { invoice: Invoice }) {
  const f = useFormat();
  const { t } = useTranslation();
  const c = invoice.customer;
  const v = invoice.vehicle;
  return (
    <Section title={t('invoices.summary')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label={t('invoices.number')}>
          <Text size="sm" fw={700} component="span">
            {invoice.invoice_number}
          </Text>
        </Field>
        <Field label={t('invoices.date')}>{f.dateTime(invoice.invoiced_at, invoice.seller.time_zone)}</Field>
        <Field label={t('invoices.billTo')}>
          <Text size="sm" fw={600}>
            {c.name}
          </Text>
          {c.mobile && <Text size="sm">{c.mobile}</Text>}
          {c.email && <Text size="sm">{c.email}</Text>}
          {c.address && <Text size="sm">{c.address}</Text>}
          {c.tax_number && (
            <Text size="sm">
              {t('invoices.taxNumber')}: {c.tax_number}
            </Text>
          )}
        </Field>
        <Field label={t('invoices.type')}>{t(`invoices.types.${invoice.invoice_type}`)}</Field>
        {invoice.insured && <Field label={t('invoices.insured')}>{insuredText(invoice.insured)}</Field>}
        {invoice.place_of_supply && (
          <Field label={t('invoices.placeOfSupply')}>{placeOfSupplyLabel(invoice.place_of_supply)}</Field>
        )}
        {v && (
          <Field label={t('invoices.vehicle')}>
            {v.reg_number && (
              <Text size="sm" ff="monospace">
                {v.reg_number}
              </Text>
            )}
            {v.name && <Text size="sm">{v.name}</Text>}
            {v.odometer_reading !== null && (
              <Text size="sm" c="dimmed">
                {f.number(v.odometer_reading)} {t(`vehicles.units.${v.distance_unit}`)}
              </Text>
            )}
          </Field>
        )}
        <Field label={t('invoices.order')}>
          <Group gap={6} component="span">
            {invoice.external_order_id}
            <StatusBadge status={invoice.order_status} size="sm" />
          </Group>
        </Field>
        {invoice.lpo_number && <Field label={t('orderLists.details.lpo')}>{invoice.lpo_number}</Field>}
      </SimpleGrid>
    </Section>
  );
}

/** Sub total, taxes, discount, total, then what is paid and what is still due. */
function Totals({ invoice }: { invoice: Invoice }) {
  const f = useFormat();
  const { t } = useTranslation();
  const fmt = (v: string | null) => f.money(v);
  return (
    <Section title={t('invoices.totals.title')}>
      {/* A block, not a flex column: the totals rows (max 420 px, pushed right) then fill it as wide as these rows. */}
      <Box maw={420} ml="auto" className={classes.amounts}>
        <TotalsRows
          layout="details"
          totals={{
            sub_total: invoice.sub_total,
            discount: invoice.discount,
            tax_lines: invoice.tax_lines,
            grand_total: invoice.total_amount,
          }}
          showDiscount={showsOrderDiscount(invoice)}
          fmt={fmt}
          labels={{
            subTotal: t('invoices.totals.subTotal'),
            discount: t('invoices.totals.discount'),
            grandTotal: t('invoices.totals.grandTotal'),
          }}
        />
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text size="sm">{t('invoices.totals.paid')}</Text>
          <Text size="sm" data-testid="invoice-paid">
            {fmt(invoice.paid_amount)}
          </Text>
        </Group>
        {new Money(invoice.credited_amount).gt(0) && (
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text size="sm">{t('creditNotes.credited')}</Text>
            <Text size="sm" data-testid="invoice-credited">
              − {fmt(invoice.credited_amount)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap" className={classes.dueRow} mt={4}>
          <Group gap={6}>
            <Text fw={700}>{t('invoices.totals.due')}</Text>
            <PaymentStatusBadge status={invoice.payment_status} invoiceStatus={invoice.status} />
          </Group>
          <Text fw={700} data-testid="invoice-due">
            {fmt(invoice.due_amount)}
          </Text>
        </Group>
      </Box>
    </Section>
  );
}

/** The invoice as billed (and printed): letterhead, void banner, header, lines, totals, payments. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const money = (v: string | null) => f.money(v);
  return (
    <Stack gap="md">
      <Letterhead invoice={invoice} />
      <Title order={2} size="h3" ta="center">
        {t('invoices.title')} {invoice.invoice_number}
      </Title>
      {invoice.status === 'VOID' && (
        <Alert color="red" variant="filled" icon={<IconBan size={18} />} title={t('invoices.voidTitle')} role="alert">
          {invoice.void_reason ? t('invoices.voidReason', { reason: invoice.void_reason }) : null}
        </Alert>
      )}
      <Header invoice={invoice} />
      <Section title={t('invoices.lines')}>
        <LinesTable layout="details" lines={shareLines(invoice)} columns={lineColumns(invoice)} fmt={money} cards={!desktop} />
        {invoice.zero_reason && (
          <Text size="sm" mt="xs">
            {t('invoices.zeroReason', { reason: invoice.zero_reason })}
          </Text>
        )}
      </Section>
      <Totals invoice={invoice} />
      <PaymentsList invoice={invoice} />
      <InvoiceCreditNotes invoice={invoice} />
    </Stack>
  );
}
