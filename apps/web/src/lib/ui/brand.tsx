import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** App name with its mark; `inverted` for dark backgrounds. */
export function Brand({ size = 'md', inverted = false }: { size?: 'md' | 'lg'; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 40 : 30} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconTool size={size === 'lg' ? 24 : 18} />
      </ThemeIcon>
      <Text fw={700} size={size === 'lg' ? 'xl' : 'lg'} style={{ whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
