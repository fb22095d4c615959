import { Paper, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../lib/i18n.ts';
import { message } from '../lib/messages.ts';
import { TOAST_MS } from '../lib/toast.ts';

type Connectivity = 'offline' | 'back' | null;

/**
 * Spec 4 "Other", 8: "No connection" when the browser goes offline, "Back Online" when it returns. Not a
 * toast: a toast's module would have to load while there is no network (decision 042). The offline notice
 * stays while the connection is gone; the return shows for a toast's time.
 */
export function ConnectivityNotice() {
  const language = useLanguage();
  const [state, setState] = useState<Connectivity>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setState('back');
      timer = setTimeout(() => setState(null), TOAST_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  if (!state) return null;
  const Icon = state === 'offline' ? IconWifiOff : IconWifi;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Icon size={18} aria-hidden color={state === 'offline' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-teal-7)'} />
      <Text size="sm" fw={500}>
        {message(state === 'offline' ? 'shell.noConnection' : 'shell.backOnline', language)}
      </Text>
    </Paper>
  );
}
