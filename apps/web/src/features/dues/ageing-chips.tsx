import { Chip, Group, Skeleton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { dueListQuery } from '../../lib/invoices/dues-api.ts';
import { AGEING_RANGES, type AgeingRange, ageingDays } from './ageing.ts';

export interface AgeingChipsProps {
  today: string;
  /** The search the chips' sums follow. */
  q: string;
  value: AgeingRange | null;
  onChange: (value: AgeingRange | null) => void;
}

/**
 * The ageing buckets of the dues (0–30, 31–60, 61–90, 90+ days), each with what its bills owe — the
 * due list's own total over that bucket's invoice days — and a filter of the list when chosen.
 */
export function AgeingChips({ today, q, value, onChange }: AgeingChipsProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const sums = useQueries({
    queries: AGEING_RANGES.map((bucket) =>
      dueListQuery({ ...ageingDays(bucket, today), ...(q ? { q } : {}), page_number: 0, page_size: 1 }),
    ),
  });
  return (
    <Group gap="xs" role="group" aria-label={t('dues.list.ageing')}>
      {AGEING_RANGES.map((bucket, i) => {
        const sum = sums[i]?.data;
        return (
          <Chip
            key={bucket}
            checked={value === bucket}
            onChange={() => onChange(value === bucket ? null : bucket)}
            variant="outline"
          >
            {t(`dues.list.bucket.${bucket}`)}
            {' · '}
            {sum ? f.money(sum.total_due) : <Skeleton component="span" display="inline-block" w={48} h={12} />}
          </Chip>
        );
      })}
    </Group>
  );
}
