import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { type Invoice, type InvoicePayment, shareReceipt } from '../../lib/invoices/invoices-api.ts';
import { useMethodLabel } from '../../lib/invoices/payment-methods-api.ts';
import { PdfMenu } from '../../lib/invoices/pdf-menu.tsx';
import { Section } from '../../lib/ui/detail-section.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

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

/** The payments of an invoice: receipt number, method, amount, reference, date (garage time zone), its receipt's PDF. */
export function PaymentsList({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const reference = useReference();
  const methodLabel = useMethodLabel();
  const zone = invoice.seller.time_zone;
  const title = t('invoices.payments.title');
  return (
    <Section title={title}>
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
                <Table.Th w={48}>
                  <VisuallyHidden>{t('invoices.payments.receiptPdf')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((p) => (
                <Table.Tr key={p.payment_id}>
                  <Table.Td>{p.receipt_number}</Table.Td>
                  <Table.Td>{f.dateTime(p.paid_at, zone)}</Table.Td>
                  <Table.Td>{methodLabel(p.method, p.method_name)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{reference(p)}</Table.Td>
                  <Table.Td ta="right">{f.money(p.amount)}</Table.Td>
                  <Table.Td>
                    <ReceiptPdf payment={p} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap={0} component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invoice.payments.map((p) => (
            <li key={p.payment_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={500}>
                      {methodLabel(p.method, p.method_name)}
                    </Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {f.money(p.amount)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {p.receipt_number} · {f.dateTime(p.paid_at, zone)}
                    {p.reference || p.cheque_number ? ` · ${reference(p)}` : ''}
                  </Text>
                </div>
                <ReceiptPdf payment={p} />
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
