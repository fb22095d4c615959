import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { type Invoice, invoiceHref } from '../../lib/invoices/invoices-api.ts';

/** "Insurer's share — Tawuniya", "Customer's share — Rahul Sharma", or the customer's name of a whole bill. */
export function useShareText() {
  const { t } = useTranslation();
  return (invoice: Pick<Invoice, 'share' | 'customer'>) =>
    invoice.share === 'FULL'
      ? invoice.customer.name
      : t('invoices.shares.of', { share: t(`invoices.shares.${invoice.share}`), name: invoice.customer.name });
}

/** The order's other live invoice(s): the other share of a split bill, each linking to its page. */
export function RelatedInvoices({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (invoice.related.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="related-invoices" data-no-print>
      <Group gap={6} mb={6} wrap="nowrap">
        <IconArrowsSplit size={16} aria-hidden />
        <Text fw={600} size="sm" id="related-invoices">
          {t('invoices.related.title')}
        </Text>
      </Group>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invoice.related.map((r) => (
          <Group component="li" key={r.invoice_id} gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Anchor
                size="sm"
                fw={600}
                renderRoot={(props) => <Link {...props} to={invoiceHref(r.invoice_id)} />}
                aria-label={t('invoices.related.open', { number: r.invoice_number, share: t(`invoices.shares.${r.share}`) })}
              >
                {r.invoice_number}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`invoices.shares.${r.share}`)}
              </Text>
            </Group>
            <Text size="sm">{t('invoices.related.amounts', { total: f.money(r.total_amount), due: f.money(r.due_amount) })}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
