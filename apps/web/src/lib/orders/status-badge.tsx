import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from './labels.ts';
import { statusColor } from './order-display.ts';

/** A status as a coloured badge; unknown statuses show their name. */
export function StatusBadge({ status, ...rest }: { status: string } & Omit<BadgeProps, 'children' | 'color'>) {
  const label = useStatusLabel();
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={statusColor(status)}
      tt="none"
      style={{ flexShrink: 0 }}
      aria-label={t('orderLists.statusAria', { status: label(status) })}
      {...rest}
    >
      {label(status)}
    </Badge>
  );
}
