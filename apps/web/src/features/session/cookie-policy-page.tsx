import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../lib/ui/language-menu.tsx';

const STORED = ['auth', 'garage', 'consent', 'push', 'offline'] as const;

/** /cookie-policy: what the application stores in the browser and why (linked from the cookie banner). */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  const router = useRouter();
  // Opened directly (a new tab, a bookmark): there is no page of the app to go back to.
  const goBack = () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={goBack}>
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('session.cookiePolicy.back')}
            </Anchor>
            <LanguageMenu />
          </Group>
          <Title order={1}>{t('session.cookiePolicy.title')}</Title>
          <Text size="xs" c="dimmed">
            {t('session.cookiePolicy.updated')}
          </Text>
        </Stack>
        <Text>{t('session.cookiePolicy.intro')}</Text>

        <Title order={2} size="h4">
          {t('session.cookiePolicy.neededTitle')}
        </Title>
        <Text>{t('session.cookiePolicy.neededText')}</Text>
        <List spacing="xs">
          {STORED.map((key) => (
            <List.Item key={key}>{t(`session.cookiePolicy.storage.${key}`)}</List.Item>
          ))}
        </List>

        <Title order={2} size="h4">
          {t('session.cookiePolicy.optionalTitle')}
        </Title>
        <Text>{t('session.cookiePolicy.optionalText')}</Text>

        <Title order={2} size="h4">
          {t('session.cookiePolicy.changeTitle')}
        </Title>
        <Text>{t('session.cookiePolicy.changeText')}</Text>
        <div>
          <Button variant="default" onClick={goBack}>
            {t('session.cookiePolicy.back')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
