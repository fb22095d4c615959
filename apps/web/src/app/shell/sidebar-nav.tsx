import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowsExchange,
  IconBan,
  IconBell,
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCar,
  IconCash,
  IconChartBar,
  IconClipboardCheck,
  IconClock,
  IconCreditCard,
  IconDeviceTv,
  IconFileDescription,
  IconFileDollar,
  IconFileExport,
  IconFileInvoice,
  IconFolder,
  IconGift,
  IconHome,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLink,
  IconLogout,
  IconMessageStar,
  IconPackage,
  IconPackageImport,
  IconPercentage,
  IconReceipt,
  IconReceiptOff,
  IconReceiptRefund,
  IconReportAnalytics,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconSwitchHorizontal,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SidebarGroup, type SidebarItem, sidebarItemFor } from './sidebar-model.ts';

const ICON_SIZE = 18;
const REPORT_ICON = <IconReportAnalytics size={ICON_SIZE} />;
const ICONS: Record<string, ReactNode> = {
  dashboard: <IconHome size={ICON_SIZE} />,
  inventory: <IconPackage size={ICON_SIZE} />,
  'show-purchase-order': <IconFileInvoice size={ICON_SIZE} />,
  'stokin-list': <IconPackageImport size={ICON_SIZE} />,
  'vendor-due-amount': <IconReceiptRefund size={ICON_SIZE} />,
  'vendor-refund-history': <IconArrowBackUp size={ICON_SIZE} />,
  'outsource-work': <IconTruckDelivery size={ICON_SIZE} />,
  'inter-branch-stock-transfer': <IconArrowsExchange size={ICON_SIZE} />,
  finance: <IconCash size={ICON_SIZE} />,
  inspection: <IconClipboardCheck size={ICON_SIZE} />,
  customer: <IconUsers size={ICON_SIZE} />,
  'customer-vehicles': <IconCar size={ICON_SIZE} />,
  'my-vendors': <IconTruck size={ICON_SIZE} />,
  'insurance-provider': <IconShieldCheck size={ICON_SIZE} />,
  'payment-master': <IconWallet size={ICON_SIZE} />,
  'garage-items': <IconBox size={ICON_SIZE} />,
  'tax-categories': <IconPercentage size={ICON_SIZE} />,
  'order-search': <IconSearch size={ICON_SIZE} />,
  'shift-master': <IconClock size={ICON_SIZE} />,
  'mechanic-assignment': <IconTool size={ICON_SIZE} />,
  'cancelled-orders': <IconReceiptOff size={ICON_SIZE} />,
  orders: <IconReceipt size={ICON_SIZE} />,
  quotation: <IconFileInvoice size={ICON_SIZE} />,
  'cancel-rejection': <IconBan size={ICON_SIZE} />,
  'service-monitor-board': <IconLayoutKanban size={ICON_SIZE} />,
  'show-promotion': <IconGift size={ICON_SIZE} />,
  'credit-note': <IconFileDollar size={ICON_SIZE} />,
  'online-payment': <IconCreditCard size={ICON_SIZE} />,
  'booking-link': <IconLink size={ICON_SIZE} />,
  'garage-feedbacks': <IconMessageStar size={ICON_SIZE} />,
  'reminder-screen': <IconBell size={ICON_SIZE} />,
  'my-garage-settings': <IconSettings size={ICON_SIZE} />,
  tallyexport: <IconFileExport size={ICON_SIZE} />,
  'all-reports': <IconChartBar size={ICON_SIZE} />,
  'customer-lounge-screen': <IconDeviceTv size={ICON_SIZE} />,
  'switch-garage': <IconSwitchHorizontal size={ICON_SIZE} />,
  logout: <IconLogout size={ICON_SIZE} />,
  'ho-purchase-order': <IconBuildingWarehouse size={ICON_SIZE} />,
  'ho-stock-information': <IconBuildingStore size={ICON_SIZE} />,
  'ho-quotation': <IconFileDescription size={ICON_SIZE} />,
  'ho-appointment': <IconCalendarTime size={ICON_SIZE} />,
};

function iconOf(item: SidebarItem): ReactNode {
  if (item.action.kind === 'report') return REPORT_ICON;
  if (item.action.kind === 'group') return <IconFolder size={ICON_SIZE} />;
  return ICONS[item.id] ?? <IconLayoutDashboard size={ICON_SIZE} />;
}

interface EntryProps {
  item: SidebarItem;
  activeId: string | null;
  onAction: (item: SidebarItem) => void;
  onNavigate?: () => void;
}

function SidebarEntry({ item, activeId, onAction, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const label = item.title ?? t(item.label);
  const common = {
    label,
    leftSection: iconOf(item),
    disabled: item.disabled,
    rightSection: item.blocked ? <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-6)" /> : null,
  };
  if (item.children) {
    // A nested group of the Head Office Reports menu: a disclosure with its reports inside.
    return (
      <NavLink label={label} leftSection={iconOf(item)} component="button" type="button" childrenOffset={14}>
        {item.children.map((child) => (
          <SidebarEntry key={child.id} item={child} activeId={activeId} onAction={onAction} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  if (item.action.kind === 'feature' && !item.blocked && !item.disabled) {
    const slug = item.action.slug;
    return slug === 'dashboard' ? (
      <NavLink
        {...common}
        renderRoot={(props) => <Link {...props} to="/tabs/dashboard" />}
        active={activeId === item.id}
        onClick={onNavigate}
      />
    ) : (
      <NavLink
        {...common}
        renderRoot={(props) => <Link {...props} to="/tabs/$feature" params={{ feature: slug }} />}
        active={activeId === item.id}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      {...common}
      component="button"
      type="button"
      active={activeId === item.id}
      onClick={() => {
        onNavigate?.();
        onAction(item);
      }}
    />
  );
}

export interface SidebarNavProps {
  groups: readonly SidebarGroup[];
  /** Entries that are not plain links (blocked ones, Switch Garage, Logout). */
  onAction: (item: SidebarItem) => void;
  /** Called after any entry is chosen (closes the phone drawer). */
  onNavigate?: () => void;
}

export function SidebarNav({ groups, onAction, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const activeId = useRouterState({ select: (s) => sidebarItemFor(s.location.pathname) });

  return (
    <Stack gap={4} py="xs">
      {groups.map((group) => (
        <nav key={group.id} aria-label={group.label ? t(group.label) : t('shell.mainMenu')}>
          {group.label && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
              {t(group.label)}
            </Text>
          )}
          {group.items.map((item) => (
            <SidebarEntry key={item.id} item={item} activeId={activeId} onAction={onAction} onNavigate={onNavigate} />
          ))}
        </nav>
      ))}
    </Stack>
  );
}
