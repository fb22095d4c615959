import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The odometer field's warning: a reading below the last one is worth a second look, not a refusal. */
export function OdometerWarning({ text }: { text: string }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" align="flex-start" role="status">
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text component="span" size="xs" c="orange.9">
        {text}
      </Text>
    </Group>
  );
}
