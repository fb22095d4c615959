import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';

/** The orders a summary invoice bills, each linking to its order (nothing on an ordinary invoice). */
export function SummaryOrders({ invoice }: { invoice: Pick<Invoice, 'summary_orders'> }) {
  const { t } = useTranslation();
  if (invoice.summary_orders.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="summary-orders">
      <Group gap={6} mb={6} wrap="nowrap">
        <IconListDetails size={16} aria-hidden />
        <Text fw={600} size="sm" id="summary-orders">
          {t('dues.summaryOrders.title', { count: invoice.summary_orders.length })}
        </Text>
      </Group>
      <Group gap="xs" component="ul" wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invoice.summary_orders.map((o) => (
          <li key={o.order_id}>
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => <Link {...props} to={orderDetailsHref(o.order_id)} />}
              aria-label={t('dues.summaryOrders.open', { number: o.external_order_id })}
            >
              {o.external_order_id}
            </Anchor>
          </li>
        ))}
      </Group>
    </Paper>
  );
}
