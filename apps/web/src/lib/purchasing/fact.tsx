import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over its value: the facts of a purchasing document laid out in a grid (narrow columns too). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
