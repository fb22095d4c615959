import { Badge } from '@mantine/core';

/** The number in a list tab (orders, quotations): filled on the tab shown, grey for cancelled ones. */
export function TabCount({ n, active, muted }: { n: number | undefined; active: boolean; muted?: boolean }) {
  if (n === undefined) return null;
  return (
    <Badge size="sm" variant={active ? 'filled' : 'light'} color={muted ? 'gray' : undefined} circle={n < 10}>
      {n}
    </Badge>
  );
}
