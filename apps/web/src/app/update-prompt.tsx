import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AppUpdate, appUpdate, useAppUpdate } from '../lib/app-update.ts';

/** The offer of a new version, over every screen while one waits (decision 030). */
export function UpdatePrompt({ store = appUpdate }: { store?: AppUpdate }) {
  const { t } = useTranslation();
  const { prompt, applying } = useAppUpdate(store);
  if (!prompt) return null;
  return (
    <Paper
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      aria-describedby="update-prompt-text"
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 400, maxWidth: 'min(420px, calc(100vw - 32px))' }}
    >
      <Text id="update-prompt-title" fw={700}>
        {t('appUpdate.title')}
      </Text>
      <Text id="update-prompt-text" size="sm" c="dimmed" mt={4}>
        {t('appUpdate.prompt')}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={() => store.dismiss()} disabled={applying}>
          {t('appUpdate.later')}
        </Button>
        <Button size="xs" onClick={() => void store.apply()} loading={applying}>
          {t('appUpdate.updateNow')}
        </Button>
      </Group>
    </Paper>
  );
}
