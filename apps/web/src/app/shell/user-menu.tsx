import type { UserInfo } from '@garage/contract';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLogout, IconSwitchHorizontal, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PushMenuItem } from '../../features/session/push-menu-item.tsx';
import { SupportMenuItems } from '../../features/session/support-menu.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../../lib/ui/language-menu.tsx';
import { useLanguageSwitch } from '../../lib/use-language-switch.ts';

function initials(user: UserInfo): string {
  const name = user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ');
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  return (letters.slice(0, 1) + (letters.length > 1 ? letters.slice(-1) : '')).toUpperCase() || '?';
}

/** Header user menu: who is signed in, My profile, Switch Garage, language, Logout. */
export function UserMenu({ user, onLogout }: { user: UserInfo; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchLanguage = useLanguageSwitch();
  const language = currentLanguage();
  const name = user.display_name || user.mobile_number;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} p={4}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={32} radius="xl" color="workshop" src={user.profile_pic || undefined} alt="">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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
