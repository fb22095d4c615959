import { Button, Group, Image, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation.tsx';
import { Brand } from '../../lib/ui/brand.tsx';
import { LanguageMenu } from '../../lib/ui/language-menu.tsx';

/** The phone and installed-app entry (/intro): a short welcome, then the same sign-in form. */
export function IntroPage() {
  const { t } = useTranslation();
  return (
    <Stack mih="100dvh" p="lg" justify="space-between" maw={480} mx="auto">
      <Group justify="space-between">
        <Brand />
        <LanguageMenu />
      </Group>
      <Stack gap="lg" py="xl">
        <Image src="/icons/icon-192.png" alt="" w={88} h={88} radius="lg" />
        <Title order={1}>{t('intro.title')}</Title>
        <Text c="dimmed">{t('intro.text')}</Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={20} radius="xl">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          <List.Item>{t('intro.point1')}</List.Item>
          <List.Item>{t('intro.point2')}</List.Item>
          <List.Item>{t('intro.point3')}</List.Item>
        </List>
      </Stack>
      <Button renderRoot={(props) => <AppLink {...props} to="/global-signin" />} size="md" fullWidth>
        {t('intro.getStarted')}
      </Button>
    </Stack>
  );
}
