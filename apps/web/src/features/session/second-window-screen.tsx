import { message } from '@garage/domain';
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** What a second window shows instead of the app (spec 2.2, 8): the page is otherwise blank. */
export function SecondWindowScreen() {
  const { t } = useTranslation();
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
          {t('session.secondWindow.hint')}
        </Text>
      </Stack>
    </Center>
  );
}
