import { ORDER_READ, QUOTE_READ } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../api/session-data.ts';
import { OrderResults } from './order-results.tsx';
import { relatedDocumentsQuery } from './orders-api.ts';
import { useGarageToday } from './use-garage-today.ts';

/** How many of a customer's or a vehicle's orders its page shows; the rest are a search away. */
export const RELATED_ORDERS_SIZE = 10;

export interface RelatedOrdersProps {
  /** Whose orders: a customer's or a vehicle's. */
  filter: { customer_id: number } | { user_car_id: number };
  /** The order search text that finds the same orders (a mobile number, a registration number). */
  searchText: string;
  /** Accessible name of the list. */
  label: string;
  /** Shown when there are none yet. */
  emptyText: string;
  /** Orders (default) or quotations. */
  document?: 'ORDER' | 'QUOTE';
}

/** The newest orders of a customer or a vehicle, for users who may read orders; a note for the others. */
export function RelatedOrders({ filter, searchText, label, emptyText, document = 'ORDER' }: RelatedOrdersProps) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const today = useGarageToday();
  const quotes = document === 'QUOTE';
  const allowed = hasAnyRole(roles, quotes ? QUOTE_READ : ORDER_READ);
  // Keyed under ['orders'] / ['quotes']: the editor refreshes these after it saves.
  const query = { ...filter, page_number: 0, page_size: RELATED_ORDERS_SIZE };
  const list = useQuery({ ...relatedDocumentsQuery(document, query), enabled: allowed });

  const note = (text: string) => (
    <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
      <IconTool size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
  if (!allowed) return note(t('orderLists.related.noAccess'));

  const total = list.data?.total_elements ?? 0;
  const more = (list.data?.content.length ?? 0) < total;
  return (
    <>
      <OrderResults
        list={list}
        label={label}
        empty={<div role="status">{note(emptyText)}</div>}
        today={today}
        hide={'customer_id' in filter ? 'customer' : 'vehicle'}
      />
      {more && searchText && !quotes && (
        <Group justify="flex-end" mt="sm">
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/tabs/order-search" search={{ q: searchText }} />}>
            {t(list.data?.total_capped ? 'orderLists.related.seeAllCapped' : 'orderLists.related.seeAll', { count: total })}
          </Anchor>
        </Group>
      )}
    </>
  );
}
