import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { toast } from '../../lib/toast.ts';

/** True when the server answers (the browser's onLine flag only knows about the local network). */
export async function serverReachable(timeoutMs = 4000): Promise<boolean> {
  try {
    const res = await fetch(routeUrl(routes.health), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Only addresses of this app: a redirect parameter never leads elsewhere. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/no-internet-screen')
    ? value
    : '/';
}

/** The no-internet screen content; `onBack` runs once the server answers again (Retry, or coming back online). */
export function NoInternetScreen({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);

  const retry = useCallback(
    async (quiet: boolean) => {
      setChecking(true);
      const ok = await serverReachable();
      setChecking(false);
      if (ok) onBack();
      else if (!quiet) toast(t('session.noInternet.stillOffline'));
    },
    [onBack, t],
  );

  useEffect(() => {
    const onOnline = () => void retry(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconWifiOff size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {message('shell.noConnection', currentLanguage())}
        </Title>
        <Text c="dimmed">{t('session.noInternet.text')}</Text>
        <Button onClick={() => void retry(false)} loading={checking}>
          {t('session.noInternet.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/** /no-internet-screen?redirect=/tabs/...: shown when the app starts without a connection. */
export function NoInternetPage({ redirect }: { redirect?: string }) {
  const router = useRouter();
  const onBack = useCallback(() => router.history.replace(safeReturnPath(redirect)), [router, redirect]);
  return <NoInternetScreen onBack={onBack} />;
}
