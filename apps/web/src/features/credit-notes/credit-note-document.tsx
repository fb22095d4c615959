import { money } from '@garage/domain';
import { Anchor, Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { CreditNote } from '../../lib/invoices/credit-notes-api.ts';
import { type Invoice, invoiceHref } from '../../lib/invoices/invoices-api.ts';
import { TotalsRows } from '../../lib/orders/totals-rows.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

export interface CreditNoteDocumentProps {
  note: CreditNote;
  /** The credited invoice, for the seller's letterhead and the garage's time zone (shown once it is read). */
  invoice?: Invoice;
}

function Lines({ note }: { note: CreditNote }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const title = t('creditNotes.lines');
  const qty = (q: string) => f.number(q, 3);
  const tax = (l: CreditNote['lines'][number]) => l.taxes.reduce((a, x) => a.plus(x.amount), money(0)).toString();
  if (!desktop) {
    return (
      <Stack gap={0} component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {note.lines.map((l) => (
          <li key={l.line_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {l.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {f.money(l.total)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {qty(l.quantity)} × {f.money(l.unit_price)}
              {l.taxes.length > 0 ? ` · ${t('creditNotes.columns.tax')} ${f.money(tax(l))}` : ''}
            </Text>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('creditNotes.columns.item')}</Table.Th>
            <Table.Th ta="right">{t('creditNotes.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('creditNotes.columns.rate')}</Table.Th>
            <Table.Th ta="right">{t('creditNotes.columns.taxable')}</Table.Th>
            <Table.Th ta="right">{t('creditNotes.columns.tax')}</Table.Th>
            <Table.Th ta="right">{t('creditNotes.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {note.lines.map((l) => (
            <Table.Tr key={l.line_id}>
              <Table.Td>
                {l.name}
                {l.code && (
                  <Text size="xs" c="dimmed">
                    {l.code}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{qty(l.quantity)}</Table.Td>
              <Table.Td ta="right">{f.money(l.unit_price)}</Table.Td>
              <Table.Td ta="right">{f.money(l.taxable)}</Table.Td>
              <Table.Td ta="right">{l.taxes.length > 0 ? f.money(tax(l)) : '—'}</Table.Td>
              <Table.Td ta="right">{f.money(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ note }: { note: CreditNote }) {
  const { t } = useTranslation();
  const f = useFormat();
  const fmt = (v: string | null) => f.money(v);
  const row = (label: string, value: string, testId?: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" mt={4}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Section title={t('invoices.totals.title')}>
      <Box maw={420} ml="auto">
        <TotalsRows
          layout="details"
          totals={{
            sub_total: note.sub_total,
            discount: note.discount,
            tax_lines: note.tax_lines,
            grand_total: note.total_amount,
          }}
          showDiscount={money(note.discount).gt(0)}
          fmt={fmt}
          labels={{
            subTotal: t('creditNotes.totals.subTotal'),
            discount: t('creditNotes.totals.discount'),
            grandTotal: t('creditNotes.totals.total'),
          }}
        />
        {row(t('creditNotes.totals.applied'), fmt(note.applied_to_due), 'credit-applied')}
        {note.settlement === 'REFUND' && row(t('creditNotes.totals.refunded'), fmt(note.excess), 'credit-refunded', true)}
        {note.settlement === 'CREDIT' && row(t('creditNotes.totals.kept'), fmt(note.excess), 'credit-kept', true)}
        {note.refund_receipt_number && row(t('creditNotes.totals.refundReceipt'), note.refund_receipt_number, 'refund-receipt')}
      </Box>
    </Section>
  );
}

/** A credit note as issued (and printed): who, which invoice, why, the lines given back, the totals and settlement. */
export function CreditNoteDocument({ note, invoice }: CreditNoteDocumentProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const seller = invoice?.seller;
  return (
    <Stack gap="md">
      {seller && (
        <Stack gap={0} pb="sm" style={{ borderBottom: '2px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {seller.name}
          </Text>
          {seller.address && <Text size="sm">{seller.address}</Text>}
          {seller.tax_number && (
            <Text size="sm">
              {t('invoices.taxNumber')}: {seller.tax_number}
            </Text>
          )}
        </Stack>
      )}
      <Title order={2} size="h3" ta="center">
        {t('creditNotes.one')} {note.credit_number}
      </Title>
      <Section title={t('creditNotes.one')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <Field label={t('creditNotes.number')}>
            <Text size="sm" fw={700} component="span">
              {note.credit_number}
            </Text>
          </Field>
          <Field label={t('creditNotes.date')}>{f.dateTime(note.created_at, seller?.time_zone)}</Field>
          <Field label={t('creditNotes.invoice')}>
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to={invoiceHref(note.invoice_id)} />}>
              {note.invoice_number}
            </Anchor>
          </Field>
          <Field label={t('creditNotes.customer')}>
            <Text size="sm" fw={600} component="span">
              {note.customer_name}
            </Text>
            {invoice?.customer.tax_number && (
              <Text size="sm">
                {t('invoices.taxNumber')}: {invoice.customer.tax_number}
              </Text>
            )}
          </Field>
          <Field label={t('creditNotes.columns.settlement')}>{t(`creditNotes.settlement.${note.settlement}`)}</Field>
          <Field label={t('creditNotes.reason')}>{note.reason}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('creditNotes.lines')}>
        <Lines note={note} />
      </Section>
      <Totals note={note} />
    </Stack>
  );
}
