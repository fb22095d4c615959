import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellData } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { UserMenuDropdown } from './user-menu-dropdown.tsx';

const shell = vi.hoisted(() => ({ roles: ['GARAGE_OWNER'] as string[] }));
vi.mock('../../lib/api/session-data.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api/session-data.ts')>()),
  useShellData: () => ({ ...shellData(), roles: shell.roles }),
}));
vi.mock('../../features/session/push-menu-item.tsx', () => ({ PushMenuItem: () => null }));
vi.mock('../../features/session/support-menu.tsx', () => ({ SupportMenuItems: () => null }));

const user = {
  user_id: 7,
  display_name: 'Ravi Kumar',
  mobile_number: '9876543210',
  country_phone_code: '91',
} as unknown as Parameters<typeof UserMenuDropdown>[0]['user'];

describe('the user menu', () => {
  afterEach(cleanup);

  it('gives an owner the way to the garage’s tax number (registration step 4) in an existing garage', async () => {
    shell.roles = ['GARAGE_OWNER'];
    await renderScreen(<UserMenuDropdown user={user} onLogout={() => {}} />);
    expect(await screen.findByRole('menuitem', { name: 'Business details and tax number' })).toBeTruthy();
  });

  it('does not offer it to someone who is not the owner (the server would refuse the save)', async () => {
    shell.roles = ['ACCOUNTS_MANAGEMENT'];
    await renderScreen(<UserMenuDropdown user={user} onLogout={() => {}} />);
    expect(await screen.findByRole('menuitem', { name: 'Switch Garage' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Business details and tax number' })).toBeNull();
  });
});
