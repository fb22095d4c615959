import type { TransferDeliveryStatus, TransferRequestStatus } from '@garage/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const REQUEST_COLOR: Record<TransferRequestStatus, string> = { DRAFT: 'gray', REQUESTED: 'blue', RECEIVED: 'teal' };
const DELIVERY_COLOR: Record<TransferDeliveryStatus, string> = {
  RESERVED: 'indigo',
  PARTIAL_RESERVED: 'indigo',
  TRANSIT: 'orange',
  PARTIAL_TRANSIT: 'orange',
  DIRECT_DELIVERY_TRANSIT: 'orange',
  PARTIAL_RECEIVED: 'yellow',
  RECEIVED: 'teal',
  DIRECT_DELIVERY_RECEIVED: 'teal',
  CANCELLED: 'red',
};

export function RequestStatusBadge({ status }: { status: TransferRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={REQUEST_COLOR[status]}>
      {t(`transfers.requestStatus.${status}`)}
    </Badge>
  );
}

export function DeliveryStatusBadge({ status }: { status: TransferDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={DELIVERY_COLOR[status]}>
      {t(`transfers.deliveryStatus.${status}`)}
    </Badge>
  );
}
