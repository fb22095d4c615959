import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * App name with its mark; `inverted` for dark backgrounds; `compact` shows the name only from the xs breakpoint
 * (a phone's header with other controls beside it has room for the mark alone).
 */
export function Brand({
  size = 'md',
  inverted = false,
  compact = false,
}: {
  size?: 'md' | 'lg';
  inverted?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 40 : 30} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconTool size={size === 'lg' ? 24 : 18} />
      </ThemeIcon>
      <Text fw={700} size={size === 'lg' ? 'xl' : 'lg'} style={{ whiteSpace: 'nowrap' }} visibleFrom={compact ? 'xs' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
