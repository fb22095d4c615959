import { Stack } from '@mantine/core';
import { HttpError } from '../http.ts';
import { ListSkeleton } from './list-states.tsx';
import { LoadFailed } from './load-failed.tsx';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

export interface DocumentPendingProps {
  title: PageHeaderProps['title'];
  back: PageHeaderProps['back'];
  /** Whether the page's id is one at all (an id that is not names nothing, without asking the server). */
  validId: boolean;
  /** The document's query: still loading, or why it failed. */
  query: { isPending: boolean; error: unknown };
  /** What to say when the id names nothing (no valid id, or the server answered 404). */
  notFound: string;
  onRetry: () => void;
  rows?: number;
}

/**
 * A document's page before its document is there (an order, an invoice, a credit note): its header and
 * "not found", or a retry when loading failed, or a skeleton while it loads.
 */
export function DocumentPending({ title, back, validId, query, notFound, onRetry, rows = 8 }: DocumentPendingProps) {
  const failed = !validId || !query.isPending;
  const missing = !validId || (query.error instanceof HttpError && query.error.status === 404);
  return (
    <Stack maw={1100}>
      <PageHeader title={title} back={back} />
      {failed ? <LoadFailed text={missing ? notFound : undefined} onRetry={onRetry} /> : <ListSkeleton rows={rows} />}
    </Stack>
  );
}
