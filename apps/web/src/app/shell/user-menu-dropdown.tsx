import type { UserInfo } from '@garage/contract';
import { Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconLogout, IconSwitchHorizontal, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PushMenuItem } from '../../features/session/push-menu-item.tsx';
import { SupportMenuItems } from '../../features/session/support-menu.tsx';
import { useShellData } from '../../lib/api/session-data.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../../lib/ui/language-names.ts';
import { useLanguageSwitch } from '../../lib/use-language-switch.ts';
import { UserMenuButton } from './user-menu-button.tsx';

/**
 * The user menu once its module has loaded (user-menu.tsx): it replaces the plain button after the first
 * click, takes the focus that button had and opens.
 */
export function UserMenuDropdown({ user, onLogout }: { user: UserInfo; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchLanguage = useLanguageSwitch();
  const language = currentLanguage();
  const name = user.display_name || user.mobile_number;
  // The owner sets or corrects the garage's tax number (GSTIN, VAT number, RFC) on registration's step 4.
  const owner = useShellData().roles.includes('GARAGE_OWNER');
  const target = useRef<HTMLButtonElement>(null);
  // The click that loaded this module opens the menu: handed on to the menu's own button one frame after it
  // mounted (opened in the mount itself, Mantine measured the dropdown too early and placed every later
  // opening wrongly on phones).
  useEffect(() => {
    target.current?.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => target.current?.click());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            +{user.country_phone_code} {user.mobile_number}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => void navigate({ to: '/tabs/profile' })}>
          {t('profile.menu')}
        </Menu.Item>
        {owner && (
          <Menu.Item leftSection={<IconBuildingStore size={16} />} onClick={() => void navigate({ to: '/extra-information' })}>
            {t('shell.garageTaxNumber')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} onClick={() => void navigate({ to: '/choose-garage' })}>
          {t('shell.switchGarage')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {(['en', 'es'] as const).map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => switchLanguage(lang)}
            rightSection={lang === language ? <IconCheck size={14} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
        <PushMenuItem />
        <SupportMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
