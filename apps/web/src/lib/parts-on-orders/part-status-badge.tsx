import type { PartStatus } from '@garage/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PartStatus, string> = {
  RESERVED: 'gray',
  REQUESTED: 'yellow',
  IN_PROCESS: 'blue',
  PROCURED: 'grape',
  ISSUED: 'teal',
  RETURNED: 'orange',
};

/** A part line's status under part issuance (decision 056). */
export function PartStatusBadge({ status }: { status: PartStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} tt="none" data-part-status={status}>
      {t(`parts.status.${status}`)}
    </Badge>
  );
}
