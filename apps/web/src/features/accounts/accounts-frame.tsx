import { ACCOUNTS_MANAGE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import type { TKey } from '../../lib/i18n.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';

const SECTIONS = [
  { to: '/tabs/finance', key: 'overview' },
  { to: '/tabs/account-book', key: 'book' },
  { to: '/tabs/expenses', key: 'expenses' },
  { to: '/tabs/expense-labels-master', key: 'labels' },
] as const;

/** The links between the Accounts screens; scrolls sideways on a phone rather than wrapping. */
function AccountsNav() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('accounts.nav.label')} data-no-print style={{ overflowX: 'auto' }}>
      {SECTIONS.map((s) => {
        const current = path === s.to || (s.key === 'expenses' && path === '/tabs/add-new-expense');
        return (
          <Button
            key={s.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
            renderRoot={(props) => <Link {...props} to={s.to} />}
            style={{ flexShrink: 0 }}
          >
            {t(`accounts.nav.${s.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

export interface AccountsFrameProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  back?: Parameters<typeof PageHeader>[0]['back'];
  children: ReactNode;
}

/**
 * Every Accounts screen: only the owner or ACCOUNTS_MANAGEMENT opens it (shell 2.3; the server refuses
 * the others too), with the section's links above its header.
 */
export function AccountsFrame({ title, description, actions, back, children }: AccountsFrameProps) {
  const { roles } = useShellData();
  if (!hasAnyRole(roles, ACCOUNTS_MANAGE)) return <AccessDenied title={title} />;
  return (
    <Stack gap="xs" maw={1100}>
      <AccountsNav />
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {children}
    </Stack>
  );
}

/** A garage-local day (YYYY-MM-DD) as the user reads dates, without moving it through a time zone. */
export const dayText = (f: { date: (v: string, tz?: string) => string }, day: string) => f.date(`${day}T12:00:00Z`, 'UTC');

/**
 * A payment method's name: the garage's own name for it (its own methods, renamed built-ins; decision 050),
 * else the standard name in the user's language; a code the catalogue does not know, as it is.
 */
export function useMethodName(): (method: string, name?: string | null) => string {
  const { t, i18n } = useTranslation();
  return (method, name) => {
    if (name) return name;
    const key = `accounts.methods.${method}`;
    return i18n.exists(key) ? t(key as TKey) : method;
  };
}
