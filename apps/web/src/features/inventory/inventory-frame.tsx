import { INVENTORY_READ, STOCK_AUDIT_RUN } from '@garage/contract/meta';
import { hasAnyRole, type Role } from '@garage/domain';
import { Button, Group, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';

const SECTIONS = [
  { to: '/tabs/inventory', key: 'stock', roles: INVENTORY_READ, also: ['/tabs/stock-history'] },
  { to: '/tabs/inventory-alerts-new', key: 'alerts', roles: INVENTORY_READ, also: [] },
  {
    to: '/tabs/stock-audit',
    key: 'audits',
    roles: STOCK_AUDIT_RUN,
    also: ['/tabs/create-stock-audit', '/tabs/inventory-parts-audit', '/tabs/stock-audit-report'],
  },
  { to: '/tabs/parts-approval-enable', key: 'settings', roles: ['GARAGE_OWNER'], also: [] },
] as const;

/** The links between the Inventory screens the user may open; scrolls sideways on a phone. */
function InventoryNav() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="nav"
      aria-label={t('inventory.nav.label')}
      data-no-print
      style={{ overflowX: 'auto' }}
    >
      {SECTIONS.filter((s) => hasAnyRole(roles, s.roles)).map((s) => {
        const current = path === s.to || (s.also as readonly string[]).includes(path);
        return (
          <Button
            key={s.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
            renderRoot={(props) => <Link {...props} to={s.to} />}
            style={{ flexShrink: 0 }}
          >
            {t(`inventory.nav.${s.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

export interface InventoryFrameProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: Parameters<typeof PageHeader>[0]['back'];
  /** Who may open the screen (the server refuses the others too). */
  roles?: readonly Role[];
  children: ReactNode;
}

/** Every Inventory screen: refused without its roles, with the section's links above its header. */
export function InventoryFrame({ title, description, actions, back, roles = INVENTORY_READ, children }: InventoryFrameProps) {
  const shell = useShellData();
  if (!hasAnyRole(shell.roles, roles)) return <AccessDenied title={typeof title === 'string' ? title : undefined} />;
  return (
    <Stack gap="xs" maw={1200}>
      <InventoryNav />
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {children}
    </Stack>
  );
}
