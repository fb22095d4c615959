import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type AppUpdate, appUpdate, useAppUpdate } from '../lib/app-update.ts';

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
