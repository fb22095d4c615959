import { EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Grey bars in place of a list that is loading for the first time. */
export function ListSkeleton({ rows = 6, height = 44 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-busy="true" aria-label={t('common.loading')} role="status">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list with nothing in it: what it will show, and the way to add the first entry. */
export function EmptyList({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="lg" role="status">
      <EmptyState icon={icon} title={title} description={text} variant="light" size="sm">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
