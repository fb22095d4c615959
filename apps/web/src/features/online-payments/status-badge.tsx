import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentStatus } from '../../lib/online-payments/online-payments-api.ts';

const COLORS: Record<OnlinePaymentStatus, string> = {
  CREATED: 'blue',
  SUCCESS: 'green',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  FAILED: 'red',
  REFUND_NEEDED: 'orange',
};

export function OnlinePaymentStatusBadge({ status, size = 'sm' }: { status: OnlinePaymentStatus; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size={size}>
      {t(`onlinePayments.status.${status}`)}
    </Badge>
  );
}
