import { message } from '@garage/domain';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAppWindow, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { watchWindowFreed } from './single-window.ts';

/**
 * What a second window shows instead of the app (spec 2.2, 8): the page is otherwise blank. Once the other
 * window has closed it offers a reload, which runs the app here.
 */
export function SecondWindowScreen() {
  const { t } = useTranslation();
  const [freed, setFreed] = useState(false);
  useEffect(() => watchWindowFreed(() => setFreed(true)), []);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconAppWindow size={30} />
        </ThemeIcon>
        <Text fw={600} size="lg" role="alert">
          {message('shell.secondWindow', currentLanguage())}
        </Text>
        <Text size="sm" c="dimmed">
          {freed ? t('session.secondWindow.freed') : t('session.secondWindow.hint')}
        </Text>
        {freed && (
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('session.secondWindow.reload')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
