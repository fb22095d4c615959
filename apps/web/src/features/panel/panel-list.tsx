import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../../lib/ui/query-list.tsx';
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

/** A list of the panel: QueryList's loading, failed and empty states, then the entries and "load more". */
export function PanelList<T>(props: PanelListProps<T>) {
  const { t } = useTranslation();
  const query = { data: props.items, isPending: props.isPending, isError: props.isError, refetch: props.onRetry };
  const body = (
    <QueryList
      query={query}
      rows={(items) => items}
      empty={props.empty}
      skeleton={{ rows: 4, height: 58 }}
      failedText={t('panel.loadFailed')}
    >
      {(items) => (
        <Stack gap={0}>
          <Stack component="ul" gap={0} aria-label={props.label} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={props.keyOf(item)}>{props.render(item)}</li>
            ))}
          </Stack>
          <Group justify="space-between" gap="xs" px={4} py="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('panel.shownOf', { shown: items.length, total: props.total })}
            </Text>
            {props.hasMore && (
              <Button size="compact-xs" variant="light" onClick={props.onLoadMore} loading={props.loadingMore}>
                {t('panel.loadMore')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </QueryList>
  );
  if (!props.maxHeight) return body;
  return (
    // Native scrolling: long names truncate to the column instead of widening a scroll area's content.
    <Box className={classes.scroller} mah={props.maxHeight} data-testid="panel-scroller">
      {body}
    </Box>
  );
}
