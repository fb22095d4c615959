import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS } from './invoice-rules.ts';

type PaymentStatus = 'UNPAID' | 'PARTIAL' | 'PAID';

/** The payment status of a bill as a coloured badge (unpaid, partly paid, paid), or "Void" for a void invoice. */
export function PaymentStatusBadge({
  status,
  invoiceStatus,
  ...rest
}: { status: PaymentStatus; invoiceStatus: string } & Omit<BadgeProps, 'children' | 'color'>) {
  const { t } = useTranslation();
  const label = invoiceStatus === 'VOID' ? t('invoices.status.VOID') : t(`invoices.paymentStatus.${status}`);
  return (
    <Badge
      variant="light"
      color={invoiceStatus === 'VOID' ? 'gray' : (PAYMENT_STATUS_COLORS[status] ?? 'gray')}
      tt="none"
      style={{ flexShrink: 0 }}
      aria-label={t('invoices.paymentStatusAria', { status: label })}
      {...rest}
    >
      {label}
    </Badge>
  );
}
