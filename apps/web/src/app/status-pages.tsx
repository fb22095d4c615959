import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NoInternetScreen } from '../features/session/no-internet-page.tsx';
import { endSession } from '../lib/api/auth.ts';
import { isPhoneLike } from '../lib/platform.ts';

export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" px="md" gap="sm">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button renderRoot={(props) => <Link {...props} to="/" />}>{t('notFound.home')}</Button>
    </Stack>
  );
}

/** A page whose data could not be loaded; the central handler has already said why. */
export function LoadErrorPage({ reset }: { reset?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!navigator.onLine) {
    // Offline: the no-internet screen, which reloads the page's data once the server answers again.
    return (
      <NoInternetScreen
        onBack={() => {
          reset?.();
          void router.invalidate();
        }}
      />
    );
  }
  return (
    <Stack align="center" ta="center" py="xl" px="md" gap="sm">
      <Title order={1}>{t('loadError.title')}</Title>
      <Text c="dimmed">{t('loadError.text')}</Text>
      <Group>
        <Button
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            endSession(queryClient);
            void navigate({ to: isPhoneLike() ? '/intro' : '/global-signin', replace: true });
          }}
        >
          {t('loadError.signInAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
