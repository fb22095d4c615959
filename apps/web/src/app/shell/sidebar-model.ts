import type { AccessProfile } from '@garage/contract';
import {
  CUSTOMER_READ,
  INSURANCE_READ,
  INVOICE_READ,
  OUTSOURCE_READ,
  PURCHASE_READ,
  QUOTE_READ,
  REPORT_GROUPS,
  type ReportGroup,
  TRANSFER_READ,
  VENDOR_PAY,
} from '@garage/contract/meta';
import { hasAnyRole, isTechnicianOnly, type MessageKey, type Role } from '@garage/domain';
import { isOn, type PropertyMap } from '../../lib/api/session-data.ts';
import { canOpenFeature, type FeatureSlug } from '../../lib/feature-registry.ts';
import type { TKey } from '../../lib/i18n.ts';

/** Why an entry that is shown cannot be opened; the shell says so in an alert. */
export type BlockReason = 'notEnabled' | 'accessDeniedShort' | 'notSubscribed';

/**
 * The alert of each reason (spec 2.3, 6, 8): a module not enabled (Inspections, Shift Management, Mechanic
 * Assignment), 'Access Denied.' (Promotion & Loyalty), 'This module is not subscribed in your plan'
 * (Customer Lounge Screen).
 */
export const BLOCK_TEXT: Record<BlockReason, { catalogue: MessageKey } | { ui: TKey }> = {
  notEnabled: { ui: 'messages.moduleNotEnabled' },
  accessDeniedShort: { catalogue: 'perm.accessDeniedShort' },
  notSubscribed: { catalogue: 'perm.notSubscribed' },
};

export type SidebarAction =
  | { kind: 'feature'; slug: FeatureSlug }
  | { kind: 'switch-garage' }
  | { kind: 'logout' }
  /** A head-office report or dashboard of the access profile; `allowed` is the spec's role-map rule. */
  | { kind: 'report'; name: string; allowed: boolean }
  /** A nested group of the Head Office Reports menu: opens and closes its children. */
  | { kind: 'group' }
  | { kind: 'external-reviews' };

export interface SidebarItem {
  id: string;
  label: TKey;
  action: SidebarAction;
  /** Shown but greyed out. */
  disabled: boolean;
  /** Shown, and opening it explains why it is not available. */
  blocked: BlockReason | null;
  /** A label that comes translated from the server (report titles), instead of `label`. */
  title?: string;
  /** Entries of a nested group. */
  children?: SidebarItem[];
}

export interface SidebarGroup {
  id: 'main' | 'master' | 'orders' | 'other' | 'hoManagement' | 'hoReports';
  label: TKey | null;
  items: SidebarItem[];
}

export interface SidebarContext {
  roles: readonly Role[];
  properties: PropertyMap;
  subscriptionType: 'TRIAL' | 'PAID' | null;
  garageCount: number;
  /** The server takes payments online (ONLINE_PAYMENT_PROVIDER not off; GET oms/integrate/online_payment/check). */
  onlinePaymentActive: boolean;
  /** The user's access profile in this garage; null while loading or when the call failed (menus hidden). */
  accessProfile?: AccessProfile | null;
}

function feature(slug: FeatureSlug, label: TKey, extra: Partial<SidebarItem> = {}): SidebarItem {
  return { id: slug, label, action: { kind: 'feature', slug }, disabled: false, blocked: null, ...extra };
}

/** The sidebar of spec 2.3: hidden entries are left out, the others carry their disabled/blocked state. */
export function buildSidebar(ctx: SidebarContext): SidebarGroup[] {
  const { roles, properties } = ctx;
  const has = (...required: Role[]) => hasAnyRole(roles, required);
  const on = (name: string) => isOn(properties, name);
  const trial = ctx.subscriptionType === 'TRIAL';
  const technicianOnly = isTechnicianOnly(roles);

  const main: SidebarItem[] = [
    feature('dashboard', 'features.dashboard'),
    feature('inventory', 'features.inventory'),
    // Stock between the outlets of a group (decision 058), for the inventory roles.
    feature('inter-branch-stock-transfer', 'features.interBranchTransfer', { disabled: !hasAnyRole(roles, TRANSFER_READ) }),
  ];
  // Purchasing (decision 053) beside the inventory it fills; greyed out without a role that reads it.
  const buys = hasAnyRole(roles, PURCHASE_READ);
  main.push(
    feature('show-purchase-order', 'features.purchaseOrders', { disabled: !buys }),
    feature('stokin-list', 'features.stockIn', { disabled: !buys }),
  );
  if (hasAnyRole(roles, VENDOR_PAY))
    main.push(feature('vendor-due-amount', 'features.vendorDues'), feature('vendor-refund-history', 'features.vendorRefunds'));
  // Outsourced work (decision 063) beside the vendor bills it makes; greyed out without a role that reads it.
  main.push(feature('outsource-work', 'features.outsourceWork', { disabled: !hasAnyRole(roles, OUTSOURCE_READ) }));
  if (has('ACCOUNTS_MANAGEMENT', 'GARAGE_OWNER')) main.push(feature('finance', 'features.accounts'));
  main.push(feature('inspection', 'features.inspections', { blocked: on('inspectionEnabled') || trial ? null : 'notEnabled' }));

  // Spec 2.3's four entries, then the garage's catalogue and tax categories (master data every order uses).
  // Customers and vehicles need a role that reads them: greyed out otherwise.
  const readsCustomers = hasAnyRole(roles, CUSTOMER_READ);
  const master: SidebarItem[] = [
    feature('customer', 'features.myCustomer', { disabled: !readsCustomers }),
    feature('customer-vehicles', 'features.myVehicle', { disabled: !readsCustomers }),
    feature('my-vendors', 'features.myVendor', { disabled: !buys }),
    feature('insurance-provider', 'features.insurancePartners', { disabled: !hasAnyRole(roles, INSURANCE_READ) }),
    feature('payment-master', 'features.paymentMethods', { disabled: !hasAnyRole(roles, INVOICE_READ) }),
    feature('garage-items', 'features.garageItems'),
    feature('tax-categories', 'features.taxCategories'),
    feature('cancel-rejection', 'features.cancelReasons', { disabled: !has('GARAGE_OWNER') }),
  ];

  // The repair order lists (tabs of ORDER_TABS) lead the group: the spec reaches them from the tab bar.
  const orders: SidebarItem[] = [
    feature('orders', 'features.repairOrders'),
    feature('order-search', 'features.orderSearch'),
    // The quotation list; the dashboard card's rule (quotes enabled or a TRIAL).
    feature('quotation', 'features.quotations', {
      disabled: !hasAnyRole(roles, QUOTE_READ),
      blocked: on('quoteEnabled') || trial ? null : 'notEnabled',
    }),
    feature('shift-master', 'features.shiftManagement', {
      disabled: !has('SHIFT_USER', 'SHIFT_SUPERVISOR', 'GARAGE_OWNER'),
      blocked: on('shiftModuleEnabled') ? null : 'notEnabled',
    }),
    feature('mechanic-assignment', 'features.mechanicAssignment', {
      blocked: on('mechanicAssignmentEnabled') ? null : 'notEnabled',
    }),
    feature('cancelled-orders', 'features.cancelledOrders'),
    // Parts on orders (decision 056): look a part up; what customers wanted and could not have.
    feature('part-inquiry', 'features.partInquiry', { disabled: !canOpenFeature('part-inquiry', roles) }),
    feature('lost-sales', 'features.lostSales', { disabled: !canOpenFeature('lost-sales', roles) }),
  ];
  if (on('orderSubStatusEnabled')) {
    orders.push(feature('service-monitor-board', 'features.serviceMonitorBoard', { disabled: technicianOnly }));
  }

  const other: SidebarItem[] = [
    feature('show-promotion', 'features.promotionLoyalty', {
      blocked: on('loyaltyEnabled') || on('couponCodeEnabled') ? null : 'accessDeniedShort',
    }),
    feature('credit-note', 'features.creditNote'),
  ];
  if (ctx.onlinePaymentActive) other.push(feature('online-payment', 'features.onlinePayment'));
  other.push(
    feature('booking-link', 'features.bookingLink'),
    // Spec 2.3: external reviews in a new tab when freshreview is enabled.
    on('freshreviewEnabled')
      ? { ...feature('garage-feedbacks', 'features.serviceFeedbacks'), action: { kind: 'external-reviews' } }
      : feature('garage-feedbacks', 'features.serviceFeedbacks'),
    feature('reminder-screen', 'features.serviceReminders'),
    feature('my-garage-settings', 'features.garageSettings'),
  );
  if (on('tallyEnabled')) other.push(feature('tallyexport', 'features.tallyExport'));
  other.push(
    feature('all-reports', 'features.reports'),
    feature('customer-lounge-screen', 'features.customerLounge', { blocked: on('tvEnabled') ? null : 'notSubscribed' }),
  );
  if (has('GARAGE_OWNER') || ctx.garageCount > 1) {
    other.push({
      id: 'switch-garage',
      label: 'shell.switchGarage',
      action: { kind: 'switch-garage' },
      disabled: false,
      blocked: null,
    });
  }
  if (technicianOnly) {
    other.push({ id: 'logout', label: 'shell.logout', action: { kind: 'logout' }, disabled: false, blocked: null });
  }

  const profile = ctx.accessProfile ?? null;
  const hoManagement: SidebarItem[] = [];
  if (profile?.isGpHoManagement) {
    const ho = profile.ho_management;
    if (ho.purchase_order) hoManagement.push(feature('ho-purchase-order', 'features.hoPurchaseOrder'));
    if (ho.stock_information) hoManagement.push(feature('ho-stock-information', 'features.hoStockInformation'));
    if (ho.quotation) hoManagement.push(feature('ho-quotation', 'features.hoQuotation'));
    if (ho.appointment) hoManagement.push(feature('ho-appointment', 'features.hoAppointment'));
  }
  const hoReports = profile ? hoReportItems(profile) : [];

  const groups: SidebarGroup[] = [
    { id: 'main', label: null, items: main },
    { id: 'master', label: 'shell.groups.master', items: master },
    { id: 'orders', label: 'shell.groups.orders', items: orders },
    { id: 'other', label: 'shell.groups.other', items: other },
    { id: 'hoManagement', label: 'shell.groups.hoManagement', items: hoManagement },
    { id: 'hoReports', label: 'shell.groups.hoReports', items: hoReports },
  ];
  return groups.filter((g) => g.items.length > 0);
}

const REPORT_GROUP_LABELS: Record<ReportGroup, TKey> = {
  ACCOUNTS: 'subs.reports.groups.ACCOUNTS',
  SALES: 'subs.reports.groups.SALES',
  MECHANIC: 'subs.reports.groups.MECHANIC',
  PARTS_SERVICE: 'subs.reports.groups.PARTS_SERVICE',
  STOCK: 'subs.reports.groups.STOCK',
  OTHERS: 'subs.reports.groups.OTHERS',
  HO_DASHBOARD: 'subs.reports.groups.HO_DASHBOARD',
  OUTLET_DASHBOARD: 'subs.reports.groups.OUTLET_DASHBOARD',
  CUSTOM: 'subs.reports.groups.CUSTOM',
};

/**
 * The Head Office Reports menu of spec 2.3, built from the access profile: one nested group per report
 * group that has reports (Accounts, Sales, Mechanic, Parts & Service, Stock, Others, HO Dashboard, Outlet
 * Dashboard, custom dashboards). Every listed report is shown; one the role map does not allow answers
 * 'Access Denied.' when opened.
 */
export function hoReportItems(profile: AccessProfile): SidebarItem[] {
  if (!profile.isReportPanel && !profile.isBIGroupPanel && !profile.isBIPanel) return [];
  const out: SidebarItem[] = [];
  for (const group of REPORT_GROUPS) {
    const reports = profile.reports.filter((r) => r.group === group);
    if (reports.length === 0) continue;
    out.push({
      id: `ho-reports-${group.toLowerCase()}`,
      label: REPORT_GROUP_LABELS[group],
      action: { kind: 'group' },
      disabled: false,
      blocked: null,
      children: reports.map((r) => ({
        id: `report-${r.name}`,
        label: REPORT_GROUP_LABELS[group],
        title: r.title,
        action: { kind: 'report', name: r.name, allowed: r.allowed },
        disabled: false,
        blocked: null,
      })),
    });
  }
  return out;
}

/**
 * Screens reached from an entry (details, forms, pickers) keep that entry highlighted. Answers the id of
 * the entry a path belongs to, or null.
 */
const SECTIONS: ReadonlyArray<readonly [prefix: string, item: string]> = [
  ['/tabs/customer-details/', 'customer'],
  ['/tabs/create-customer', 'customer'],
  ['/tabs/select-customer', 'customer'],
  ['/tabs/customer-vehicles', 'customer-vehicles'],
  ['/tabs/search-vehicle', 'customer-vehicles'],
  ['/tabs/vehicle-history/', 'customer-vehicles'],
  ['/tabs/add-vehicle', 'customer-vehicles'],
  ['/tabs/create-service-package', 'garage-items'],
  ['/tabs/garage-items-csv-upload', 'garage-items'],
  ['/tabs/csv-upload-history', 'garage-items'],
  ['/tabs/order-details', 'orders'],
  ['/tabs/quotation-detail/', 'quotation'],
];

export function sidebarItemFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/tabs/dashboard') return 'dashboard';
  for (const [prefix, item] of SECTIONS) if (path === prefix.replace(/\/$/, '') || path.startsWith(prefix)) return item;
  const match = /^\/tabs\/([^/]+)$/.exec(path);
  return match?.[1] ?? null;
}

/** Right-hand panel tabs (spec 2.1): which are usable for these roles. */
export function rightPanelTabs(roles: readonly Role[]): { serviceDue: boolean; feedback: boolean } {
  return {
    serviceDue: hasAnyRole(roles, ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'REMINDER_MANAGEMENT']),
    feedback: hasAnyRole(roles, ['FEEDBACK_MANGEMENT', 'GARAGE_OWNER']),
  };
}
