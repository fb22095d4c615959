import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import classes from './panel.module.css';

export interface PanelListProps<T> {
  label: string;
  items: readonly T[] | undefined;
  total: number;
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: { icon: ReactNode; title: string; text: string };
  /** Lists in the panel scroll at this height (spec 2.1: 52vh); pages let them grow. */
  maxHeight?: string;
}

/** What PanelList reads of an infinite query (the shape of TanStack Query's result). */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The loading, failure and "load more" props of a PanelList, from its infinite query. */
export function pagedListState(query: PagedQuery) {
  return {
    isPending: query.isPending,
    isError: query.isError,
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

/** A list of the panel: skeletons while loading, an empty or failed state, entries and "load more". */
export function PanelList<T>(props: PanelListProps<T>) {
  const { t } = useTranslation();
  const body = (() => {
    if (props.isPending) return <ListSkeleton rows={4} height={58} />;
    if (props.isError && !props.items?.length) return <LoadFailed onRetry={props.onRetry} text={t('panel.loadFailed')} />;
    if (!props.items?.length) return <EmptyList icon={props.empty.icon} title={props.empty.title} text={props.empty.text} />;
    return (
      <Stack gap={0}>
        <Stack component="ul" gap={0} aria-label={props.label} m={0} p={0} style={{ listStyle: 'none' }}>
          {props.items.map((item) => (
            <li key={props.keyOf(item)}>{props.render(item)}</li>
          ))}
        </Stack>
        <Group justify="space-between" gap="xs" px={4} py="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('panel.shownOf', { shown: props.items.length, total: props.total })}
          </Text>
          {props.hasMore && (
            <Button size="compact-xs" variant="light" onClick={props.onLoadMore} loading={props.loadingMore}>
              {t('panel.loadMore')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  })();
  if (!props.maxHeight) return body;
  return (
    // Native scrolling: long names truncate to the column instead of widening a scroll area's content.
    <Box className={classes.scroller} mah={props.maxHeight} data-testid="panel-scroller">
      {body}
    </Box>
  );
}
