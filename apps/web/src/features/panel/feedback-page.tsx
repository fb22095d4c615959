import { canReadReviews } from '@garage/domain';
import { Chip, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { FeedbackList } from './feedback-list.tsx';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/**
 * Service Feedbacks (/tabs/garage-feedbacks): every internal review, newest first, by rating. Phones reach
 * the Recent Feedback list here (decision 014).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { garage, roles } = useShellData();
  const [ratings, setRatings] = useState<string[]>([]);
  if (!canReadReviews(roles)) return <AccessDenied title={t('panel.feedbackTitle')} />;
  const sorted = RATINGS.filter((r) => ratings.includes(r)).join(',');
  return (
    <Stack gap="sm" maw={720}>
      <PageHeader title={t('panel.feedbackTitle')} description={t('panel.feedbackText')} />
      <Group gap={6} wrap="wrap" role="group" aria-label={t('panel.ratingFilter')}>
        <Chip.Group multiple value={ratings} onChange={setRatings}>
          {RATINGS.map((r) => (
            <Chip key={r} value={r} size="xs">
              {`${r} ★`}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <FeedbackList garageId={garage.garage_id} timeZone={garage.time_zone} filter={{ ratings: sorted }} full />
    </Stack>
  );
}
