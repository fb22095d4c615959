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

/** A bill put on account (ON_ACCOUNT, decision 050): the vehicle may have left while it is owed. */
export function OnAccountBadge(props: Omit<BadgeProps, 'children' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="grape" tt="none" style={{ flexShrink: 0 }} {...props}>
      {t('invoices.onAccount.badge')}
    </Badge>
  );
}
