import type { ReactNode } from 'react';
import { EmptyList, ListSkeleton } from './list-states.tsx';
import { LoadFailed } from './load-failed.tsx';

/** The parts of a TanStack query result a list body reads. */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface QueryListProps<T, R> {
  query: ListQuery<T>;
  /** The rows of the answer (a page's `content`, or the answer itself). */
  rows: (data: T) => readonly R[];
  /** What an empty answer shows: an EmptyList's props, or any node (e.g. "no match for …"). */
  empty: Parameters<typeof EmptyList>[0] | ReactNode;
  /** Skeleton bars while the first answer loads. */
  skeleton?: { rows?: number; height?: number };
  /** What a list with its own layout shows instead of the bars while the first answer loads (e.g. card outlines). */
  pending?: ReactNode;
  /** Text of the load-failed box (default: common.loadFailed). */
  failedText?: string;
  /** The rows, drawn when there is at least one; `stale` is true while a newer answer is on its way. */
  children: (rows: readonly R[], state: { stale: boolean; data: T }) => ReactNode;
}

function isEmptyListProps(value: unknown): value is Parameters<typeof EmptyList>[0] {
  return typeof value === 'object' && value !== null && 'title' in value && 'icon' in value && !('$$typeof' in value);
}

/**
 * The one list body of the app: skeleton on the first load, a retry box when the first load failed (the
 * central handler has said why), the empty state, else the rows. An answer that failed to refresh keeps
 * showing the rows it has.
 */
export function QueryList<T, R>({ query, rows, empty, skeleton, pending, failedText, children }: QueryListProps<T, R>) {
  const loading = pending ?? <ListSkeleton {...skeleton} />;
  if (query.isPending) return loading;
  if (query.data === undefined) {
    return query.isError ? <LoadFailed onRetry={() => void query.refetch()} text={failedText} /> : loading;
  }
  const list = rows(query.data);
  if (list.length === 0) return isEmptyListProps(empty) ? <EmptyList {...empty} /> : empty;
  return <>{children(list, { stale: query.isPlaceholderData === true, data: query.data })}</>;
}
