import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Order } from '../../lib/orders/orders-api.ts';
import { StatusBadge } from '../../lib/orders/status-badge.tsx';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { DocumentPending } from '../../lib/ui/document-pending.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { HistorySection } from './history-section.tsx';
import { OrderDocument } from './order-document.tsx';
import classes from './order-lists.module.css';
import { BackLink, PrintLetterhead } from './print-header.tsx';

export interface DocumentPageProps {
  /** The order or quotation; `null` id when the address names none. */
  query: UseQueryResult<Order>;
  validId: boolean;
  title: string;
  notFound: string;
  back: { label: string; render: (props: Record<string, unknown>) => ReactNode };
  subtitle: (doc: Order) => string;
  actions: (doc: Order) => ReactNode;
  /** The order's invoices (orders only). */
  invoices?: (doc: Order) => ReactNode;
}

/**
 * An order's or a quotation's page: not found / loading states, then the printable document with its
 * letterhead, status, actions and history.
 */
export function DocumentPage({ query, validId, title, notFound, back, subtitle, actions, invoices }: DocumentPageProps) {
  const today = useGarageToday();
  const doc = query.data;
  if (!validId || !doc) {
    return (
      <DocumentPending
        title={title}
        back={back}
        validId={validId}
        query={query}
        notFound={notFound}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" className={classes.document} data-print-document>
      <BackLink {...back} />
      <PrintLetterhead />
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {doc.external_order_id}
            <StatusBadge status={doc.status} size="lg" />
          </Group>
        }
        description={subtitle(doc)}
      />
      {actions(doc)}
      {invoices?.(doc)}
      <OrderDocument doc={doc} today={today} />
      <div data-no-print>
        <HistorySection id={doc.order_id} />
      </div>
    </Stack>
  );
}
