import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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

/** /update-available (spec 2.8): the same offer as a page; without a new version, says the app is current. */
export function UpdateAvailablePage({ store = appUpdate }: { store?: AppUpdate }) {
  const { t } = useTranslation();
  const { available, applying } = useAppUpdate(store);
  return (
    <Stack align="center" ta="center" py="xl" px="md" gap="sm" maw={520} mx="auto">
      <Title order={1}>{available ? t('appUpdate.title') : t('appUpdate.upToDateTitle')}</Title>
      <Text c="dimmed">{available ? t('appUpdate.pageText') : t('appUpdate.upToDateText')}</Text>
      {available ? (
        <Button onClick={() => void store.apply()} loading={applying}>
          {t('appUpdate.updateNow')}
        </Button>
      ) : (
        <Button renderRoot={(props) => <Link {...props} to="/" />}>{t('appUpdate.back')}</Button>
      )}
    </Stack>
  );
}
