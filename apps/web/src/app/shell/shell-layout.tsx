import { languageFromCode } from '@garage/domain';
import { Burger, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvisoryWidget } from '../../features/advisory/advisory-widget.tsx';
import { useExternalReviews } from '../../features/panel/use-external-reviews.ts';
import { ScreenLock } from '../../features/screen-lock/screen-lock.tsx';
import { accessProfileQuery } from '../../features/subscription/api.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { onlinePaymentCheckQuery } from '../../lib/online-payments/online-payments-api.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import { preloader, useOpenedOnce } from '../../lib/ui/lazy-dialog.ts';
import { LogoutDialog } from '../../lib/ui/logout-dialog.tsx';
import { RightPanel } from './right-panel.tsx';
import classes from './shell.module.css';
import { BLOCK_TEXT, type BlockReason, buildSidebar, type SidebarItem } from './sidebar-model.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserMenu } from './user-menu.tsx';

// The phone menu's drawer (Mantine's Drawer: a modal) loads when it is first opened (decision 042); the burger
// starts loading it when touched.
const loadDrawer = preloader(() => import('./shell-drawer.tsx'));
const ShellDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ShellDrawer })));

/** Same query as the theme's `sm` breakpoint: 767 px and wider is the desktop layout (spec 2.1). */
export const DESKTOP_QUERY = '(min-width: 47.9375em)';

/** The signed-in shell: header, sidebar and right panel on desktop; header and a drawer menu on phones. */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { garage, garages, user, roles, properties } = useShellData();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerMounted = useOpenedOnce(drawerOpened);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const [alertNode, showAlert] = useAlertDialog();
  const accessProfile = useQuery(accessProfileQuery(garage.garage_id, user.user_id));
  const externalReviews = useExternalReviews();
  const onlinePayment = useQuery(onlinePaymentCheckQuery(garage.garage_id));

  // The user's saved language wins once it is known (spec 1: 'sp' means Spanish).
  useEffect(() => {
    setLanguage(languageFromCode(user.language_code));
  }, [user.language_code]);

  const groups = useMemo(
    () =>
      buildSidebar({
        roles,
        properties,
        subscriptionType: garage.subscription?.subscription_type ?? null,
        garageCount: garages.length,
        onlinePaymentActive: onlinePayment.data?.active === true,
        accessProfile: accessProfile.data ?? null,
      }),
    [roles, properties, garage.subscription?.subscription_type, garages.length, accessProfile.data, onlinePayment.data?.active],
  );

  const blockedText = (reason: BlockReason): string => {
    const text = BLOCK_TEXT[reason];
    return 'ui' in text ? t(text.ui) : message(text.catalogue, currentLanguage());
  };

  const onAction = (item: SidebarItem) => {
    if (item.blocked) return showAlert(blockedText(item.blocked));
    if (item.action.kind === 'switch-garage') return void navigate({ to: '/choose-garage' });
    if (item.action.kind === 'logout') return logoutDialog.open();
    if (item.action.kind === 'report') {
      // Spec 2.3: allowed when no role list is mapped for the report or the user holds one of them.
      if (!item.action.allowed) return toast(message('perm.accessDeniedShort', currentLanguage()));
      return void navigate({ to: '/tabs/tableau', search: { report: item.action.name } });
    }
    if (item.action.kind === 'external-reviews') return void externalReviews.open();
  };

  const showGroup = garage.group_name && garage.group_name !== garage.garage_name;

  return (
    <div className={`mantine-AppShell-root ${classes.root}`}>
      <header className={`mantine-AppShell-header ${classes.header}`}>
        <div className={classes.bar}>
          <div className={classes.brand}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              onPointerDown={() => void loadDrawer().catch(() => undefined)}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? t('shell.closeMenu') : t('shell.openMenu')}
            />
            <GarageBadge name={garage.garage_name} size={34} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {garage.garage_name}
              </Text>
              {showGroup && (
                <Text size="xs" c="dimmed" truncate>
                  {garage.group_name}
                </Text>
              )}
            </div>
          </div>
          <UserMenu user={user} onLogout={logoutDialog.open} />
        </div>
      </header>

      {isDesktop && (
        <nav className={`mantine-AppShell-navbar ${classes.navbar}`}>
          <div className={classes.navScroll}>
            <SidebarNav groups={groups} onAction={onAction} />
          </div>
        </nav>
      )}

      {/* On phones the advisory button floats over the page's bottom right: room below the last action so it
          can be scrolled clear of the button (shell.module.css). */}
      <main className={`mantine-AppShell-main ${classes.main}`}>
        <SlicedMount>
          <Outlet />
        </SlicedMount>
      </main>

      {/* After the page in document order: keyboard and screen-reader users reach the page first. */}
      {isDesktop && (
        <aside className={`mantine-AppShell-aside ${classes.aside}`} aria-label={t('rightPanel.label')}>
          <RightPanel roles={roles} />
        </aside>
      )}

      {!isDesktop && drawerMounted && (
        <Suspense fallback={null}>
          <ShellDrawer opened={drawerOpened} onClose={drawer.close} title={garage.garage_name}>
            <SidebarNav groups={groups} onAction={onAction} onNavigate={drawer.close} />
          </ShellDrawer>
        </Suspense>
      )}

      <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
      <AdvisoryWidget />
      {alertNode}
      <ScreenLock />
    </div>
  );
}

/**
 * Mounts the page one transition after the shell (decision 042): the header paints first and the page is
 * built in slices that yield to the browser, instead of shell and page in one long task on a slow phone.
 */
function SlicedMount({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
