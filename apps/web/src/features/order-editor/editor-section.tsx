import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the editor's form (its title names the region for screen readers). */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
