import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a details page. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** A label and its value, side by side. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
