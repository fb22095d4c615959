import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from './purchasing-api.ts';

const COLORS: Record<PurchaseOrderStatus, string> = {
  DRAFT: 'gray',
  AWAITING_APPROVAL: 'yellow',
  APPROVED: 'blue',
  SENT: 'indigo',
  PARTIALLY_RECEIVED: 'orange',
  RECEIVED: 'teal',
  CLOSED: 'dark',
  CANCELLED: 'red',
};

/** A purchase order's status as a coloured badge (the vendor page and the purchasing screens). */
export function PurchaseStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} tt="none">
      {t(`purchasing.status.${status}`)}
    </Badge>
  );
}
