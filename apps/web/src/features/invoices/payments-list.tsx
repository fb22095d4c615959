import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { refundRows } from '../../lib/invoices/invoice-rules.ts';
import { type Invoice, type InvoicePayment, shareReceipt } from '../../lib/invoices/invoices-api.ts';
import { useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { PdfMenu } from '../../lib/invoices/pdf-menu.tsx';
import { Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { RefundPaymentDialog } from './refund-payment-dialog.tsx';

/** A payment's reference: the card / transfer reference, or the cheque's number, bank and day. */
function useReference() {
  const { t } = useTranslation();
  const f = useFormat();
  return (p: InvoicePayment) =>
    p.method === 'CHEQUE' && p.cheque_number
      ? t('invoices.payments.cheque', {
          number: p.cheque_number,
          bank: p.bank_name ?? '',
          date: p.cheque_date ? f.date(`${p.cheque_date}T12:00:00Z`, 'UTC') : '',
        })
      : (p.reference ?? '—');
}

/** The receipt's PDF (A4 or 80 mm) and its link sent to the customer, from a payment's row. */
function ReceiptPdf({ payment }: { payment: InvoicePayment }) {
  const { t } = useTranslation();
  return (
    <PdfMenu
      share={(body) => shareReceipt(payment.receipt_id, body)}
      a4Label={t('invoices.payments.pdfA4')}
      sentText={(to) => t('invoices.share.linkSent', { to })}
      compactLabel={t('invoices.payments.pdf', { number: payment.receipt_number })}
    />
  );
}

/** "Refunded" on a payment whose receipt was given back, "Refund" on the money that went out (decision 064). */
function RefundBadge({ payment }: { payment: InvoicePayment }) {
  const { t } = useTranslation();
  if (payment.refund)
    return (
      <Badge variant="light" color="gray" tt="none" size="sm" style={{ flexShrink: 0 }}>
        {t('invoices.refund.badge')}
      </Badge>
    );
  if (payment.refund_of)
    return (
      <Badge variant="light" color="orange" tt="none" size="sm" style={{ flexShrink: 0 }}>
        {t('invoices.refund.outBadge')}
      </Badge>
    );
  return null;
}

/** When, by whom and why a receipt was refunded, and its refund receipt; or which receipt a refund gives back. */
function useRefundLine(zone: string) {
  const { t } = useTranslation();
  const f = useFormat();
  return (p: InvoicePayment): string | null => {
    if (p.refund) {
      const when = f.dateTime(p.refund.at, zone);
      return t('invoices.refund.mark', {
        when: p.refund.by_name ? `${when} · ${p.refund.by_name}` : when,
        reason: p.refund.reason,
        number: p.refund.receipt_number,
      });
    }
    return p.refund_of ? t('invoices.refund.of', { number: p.refund_of.receipt_number }) : null;
  };
}

/** A refunded payment's amount is struck through; money that went out is red. */
function amountStyle(p: InvoicePayment) {
  if (p.refund) return { c: 'dimmed', td: 'line-through' } as const;
  if (p.refund_of) return { c: 'red.8' } as const;
  return {};
}

/**
 * The payments of an invoice: receipt number, method, amount, reference, date (garage time zone), its
 * receipt's PDF, and "Refund" for whoever takes money (the whole receipt, on its first row). A refunded
 * payment shows "Refunded" and its amount struck through; its refund shows as money out.
 */
export function PaymentsList({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const reference = useReference();
  const methodLabel = useMethodLabel();
  const { roles } = useShellData();
  const [refunding, setRefunding] = useState<{ id: number; number: string } | null>(null);
  const zone = invoice.seller.time_zone;
  const refundLine = useRefundLine(zone);
  const refundable = refundRows(invoice, roles);
  const title = t('invoices.payments.title');
  const refundButton = (p: InvoicePayment) =>
    refundable.has(p.payment_id) ? (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => setRefunding({ id: p.receipt_id, number: p.receipt_number })}
        aria-label={t('invoices.refund.button', { number: p.receipt_number })}
        data-no-print
      >
        {t('invoices.refund.action')}
      </Button>
    ) : null;
  return (
    <Section title={title}>
      {refunding && (
        <RefundPaymentDialog receiptId={refunding.id} receiptNumber={refunding.number} onClose={() => setRefunding(null)} />
      )}
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.payments.empty')}
        </Text>
      ) : desktop ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.payments.receipt')}</Table.Th>
                <Table.Th>{t('invoices.payments.date')}</Table.Th>
                <Table.Th>{t('invoices.payments.method')}</Table.Th>
                <Table.Th>{t('invoices.payments.reference')}</Table.Th>
                <Table.Th ta="right">{t('invoices.payments.amount')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('invoices.payments.receiptPdf')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((p) => {
                const line = refundLine(p);
                return (
                  <Table.Tr key={p.payment_id} data-testid={`payment-${p.payment_id}`}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {p.receipt_number}
                        </Text>
                        <RefundBadge payment={p} />
                      </Group>
                      {line && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {line}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{f.dateTime(p.paid_at, zone)}</Table.Td>
                    <Table.Td>{methodLabel(p.method, p.method_name)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{reference(p)}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" {...amountStyle(p)} style={{ whiteSpace: 'nowrap' }}>
                        {f.money(p.amount)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {refundButton(p)}
                        <ReceiptPdf payment={p} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap={0} component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invoice.payments.map((p) => {
            const line = refundLine(p);
            return (
              <li
                key={p.payment_id}
                data-testid={`payment-${p.payment_id}`}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate>
                          {methodLabel(p.method, p.method_name)}
                        </Text>
                        <RefundBadge payment={p} />
                      </Group>
                      <Text size="sm" fw={600} {...amountStyle(p)} style={{ whiteSpace: 'nowrap' }}>
                        {f.money(p.amount)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {p.receipt_number} · {f.dateTime(p.paid_at, zone)}
                      {p.reference || p.cheque_number ? ` · ${reference(p)}` : ''}
                    </Text>
                    {line && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    )}
                    {refundButton(p)}
                  </div>
                  <ReceiptPdf payment={p} />
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
