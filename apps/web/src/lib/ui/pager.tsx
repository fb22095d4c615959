import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** From 0, as the API counts. */
  page: number;
  totalPages: number;
  totalElements: number;
  pageSize: number;
  /** The total is a lower bound (the server stopped counting). */
  capped?: boolean;
  onChange: (page: number) => void;
}

/** "21–40 of 75" and page buttons; nothing when everything fits on one page. */
export function Pager({ page, totalPages, totalElements, pageSize, capped, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (totalElements === 0) return null;
  const from = page * pageSize + 1;
  const to = Math.min(totalElements, (page + 1) * pageSize);
  return (
    <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(capped ? 'common.rangeCapped' : 'common.range', { from, to, total: totalElements })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page + 1}
          onChange={(p) => onChange(p - 1)}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t('common.nextPage') : control === 'previous' ? t('common.previousPage') : control,
          })}
          getItemProps={(p) => ({ 'aria-label': t('common.pageN', { page: p }) })}
        />
      )}
    </Group>
  );
}
