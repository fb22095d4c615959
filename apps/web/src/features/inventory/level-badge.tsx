import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { OK: 'teal', LOW: 'orange', OUT: 'red' } as const;

/** In stock, low (at or below the reorder level) or out of stock. */
export function LevelBadge({ level }: { level: 'OK' | 'LOW' | 'OUT' }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={COLORS[level]}>
      {t(`inventory.level.${level}`)}
    </Badge>
  );
}
