import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { DRAFT: 'gray', PARTIAL: 'blue', COMPLETED: 'teal' } as const;

export function AuditStatusBadge({ status }: { status: 'DRAFT' | 'PARTIAL' | 'COMPLETED' }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={COLORS[status]}>
      {t(`inventory.audits.statuses.${status}`)}
    </Badge>
  );
}
