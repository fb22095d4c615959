import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** A link back, e.g. to the list the page was opened from. */
  back?: { label: string; render: (props: Record<string, unknown>) => ReactNode };
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="md">
      {back && (
        <Anchor
          size="sm"
          renderRoot={back.render}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 2, width: 'fit-content' }}
        >
          <IconChevronLeft size={14} aria-hidden />
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
