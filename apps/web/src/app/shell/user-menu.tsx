import type { UserInfo } from '@garage/contract';
import { lazy, Suspense, useState } from 'react';
import { loadOnce } from '../../lib/load-once.ts';
import { UserMenuButton } from './user-menu-button.tsx';

// Mantine's Menu (and the popover stack under it) loads when the menu is first wanted (decision 042): its
// module starts loading when the pointer or the focus reaches the button, and the menu opens on the click.
const loadDropdown = loadOnce(() => import('./user-menu-dropdown.tsx'));
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** Header user menu: who is signed in, My profile, Switch Garage, language, Logout. */
export function UserMenu({ user, onLogout }: { user: UserInfo; onLogout: () => void }) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadDropdown().catch(() => undefined);
  const button = (
    <UserMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} onLogout={onLogout} />
    </Suspense>
  );
}
