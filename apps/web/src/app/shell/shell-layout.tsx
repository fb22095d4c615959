import { languageFromCode } from '@garage/domain';
import { Burger, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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
import { loadOnce } from '../../lib/load-once.ts';
import { message } from '../../lib/messages.ts';
import { onlinePaymentCheckQuery } from '../../lib/online-payments/online-payment-check.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import { useOpenedOnce } from '../../lib/ui/lazy-dialog.ts';
import { LogoutDialog } from '../../lib/ui/logout-dialog.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { loadRightPanel, loadSidebarNav } from './desktop-parts.ts';
import classes from './shell.module.css';
import { BLOCK_TEXT, type BlockReason, buildSidebar, type SidebarItem } from './sidebar-model.ts';
import { UserMenu } from './user-menu.tsx';

// The phone menu's drawer (Mantine's Drawer: a modal) loads when it is first opened (decision 042); the burger
// starts loading it when touched.
const loadDrawer = loadOnce(() => import('./shell-drawer.tsx'));
const ShellDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ShellDrawer })));
// The sidebar and the right panel show on desktop only (the phone has the drawer, which loads the sidebar when first
// opened): their code loads when they first render, so a phone does not fetch and run it (decision 042). On desktop
// app/router.tsx asks for them with the shell, so they are there when it renders.
const SidebarNav = lazy(() => loadSidebarNav().then((m) => ({ default: m.SidebarNav })));
const RightPanel = lazy(() => loadRightPanel().then((m) => ({ default: m.RightPanel })));

/** The signed-in shell: header, sidebar and right panel on desktop; header and a drawer menu on phones. */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { garage, garages, user, roles, properties } = useShellData();
  const isDesktop = useIsDesktop();
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
            <Suspense fallback={null}>
              <SidebarNav groups={groups} onAction={onAction} />
            </Suspense>
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
          <Suspense fallback={null}>
            <RightPanel roles={roles} />
          </Suspense>
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
