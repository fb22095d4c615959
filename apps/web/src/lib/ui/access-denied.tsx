import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n.ts';
import { message } from '../messages.ts';

/** Shown instead of a page whose roles the user lacks (spec 6). */
export function AccessDenied({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" maw={480} mx="auto">
      <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      {title && <Title order={1}>{title}</Title>}
      <Text role="alert">{message('perm.accessDenied', currentLanguage())}</Text>
      <Button renderRoot={(props) => <Link {...props} to="/tabs/dashboard" />} variant="light">
        {t('comingSoon.back')}
      </Button>
    </Stack>
  );
}
