import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAppWindow, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { handOffPath, openInRunningWindow, watchWindowFreed } from './single-window.ts';

/**
 * What a second window shows instead of the app (spec 2.2, 8): the page is otherwise blank. Once the other
 * window has closed it offers a reload, which runs the app here.
 */
export function SecondWindowScreen() {
  const { t } = useTranslation();
  const [freed, setFreed] = useState(false);
  const [handedOff, setHandedOff] = useState(false);
  useEffect(() => watchWindowFreed(() => setFreed(true)), []);
  // A link opened in a new tab (an order, a notification) can still be shown, in the running window.
  const path = handOffPath(window.location.href, window.location.origin);
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
        {path && !freed && (
          <Button
            variant="light"
            leftSection={<IconExternalLink size={16} />}
            onClick={() => {
              openInRunningWindow(path);
              setHandedOff(true);
            }}
          >
            {t('session.secondWindow.openThere')}
          </Button>
        )}
        {handedOff && !freed && (
          <Text size="sm" role="status">
            {t('session.secondWindow.openedThere')}
          </Text>
        )}
        {freed && (
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('session.secondWindow.reload')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
