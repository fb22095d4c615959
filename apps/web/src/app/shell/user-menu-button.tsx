import type { UserInfo } from '@garage/contract';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

function initials(user: UserInfo): string {
  const name = user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ');
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  return (letters.slice(0, 1) + (letters.length > 1 ? letters.slice(-1) : '')).toUpperCase() || '?';
}

/** The header's user button: the menu's target, the same before and after the menu's module has loaded. */
export function UserMenuButton({ user, ...props }: { user: UserInfo } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const name = user.display_name || user.mobile_number;
  return (
    <UnstyledButton aria-label={t('shell.userMenu')} p={4} {...props}>
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
  );
}
