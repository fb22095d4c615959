import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { notificationsWanted, subscribeNotificationsWanted, TOAST_MS } from '../lib/toast.ts';
import { ConnectivityNotice } from './connectivity-notice.tsx';
import { AppMantineProvider } from './mantine-provider.tsx';

// The toasts' container loads with the first notification (lib/toast.ts, decisions 029 and 042). A toast raised
// before it is there waits in @mantine/notifications' store and shows once it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * What every page needs, with or without the router and the query cache: the translations, Mantine's theme,
 * the toasts and the connectivity notices. The stand-alone sign-in page (decision 042) uses these alone.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <ToastContainer />
        <ConnectivityNotice />
        {children}
      </AppMantineProvider>
    </I18nextProvider>
  );
}

function ToastContainer() {
  const wanted = useSyncExternalStore(subscribeNotificationsWanted, notificationsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={TOAST_MS} limit={3} />
    </Suspense>
  );
}
