import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Data that could not be loaded (the central handler has said why) and a way to try again. */
export function LoadFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Stack align="center" gap="xs">
        <Text c="dimmed" ta="center">
          {text ?? t('common.loadFailed')}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
