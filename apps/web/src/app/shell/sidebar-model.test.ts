import type { AccessProfile, ProfileReport } from '@garage/contract';
import { message, type Role } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en/common.ts';
import {
  BLOCK_TEXT,
  buildSidebar,
  hoReportItems,
  rightPanelTabs,
  type SidebarContext,
  type SidebarItem,
  sidebarItemFor,
} from './sidebar-model.ts';

function ctx(over: Partial<SidebarContext> = {}): SidebarContext {
  return {
    roles: ['GARAGE_OWNER'],
    properties: {},
    subscriptionType: 'PAID',
    garageCount: 1,
    onlinePaymentActive: false,
    ...over,
  };
}

function items(c: SidebarContext): Map<string, SidebarItem> {
  return new Map(buildSidebar(c).flatMap((g) => g.items.map((i) => [i.id, i] as const)));
}

function groupIds(c: SidebarContext): string[] {
  return buildSidebar(c).map((g) => g.id);
}

describe('sidebar gating (spec 2.3)', () => {
  it('always shows the master entries and order search', () => {
    const all = items(ctx({ roles: ['VIEW_ORDER'] }));
    for (const id of ['dashboard', 'inventory', 'customer', 'customer-vehicles', 'insurance-provider', 'order-search']) {
      expect(all.get(id)?.disabled, id).toBe(false);
    }
  });

  it('greys out My Vendor, Purchase Orders and Stock-in without a purchasing role; Vendor Dues only for payers', () => {
    const clerk = items(ctx({ roles: ['VIEW_ORDER'] }));
    for (const id of ['my-vendors', 'show-purchase-order', 'stokin-list']) expect(clerk.get(id)?.disabled, id).toBe(true);
    expect(clerk.has('vendor-due-amount')).toBe(false);
    const buyer = items(ctx({ roles: ['CREATE_INVENTORY'] }));
    for (const id of ['my-vendors', 'show-purchase-order', 'stokin-list']) expect(buyer.get(id)?.disabled, id).toBe(false);
    expect(items(ctx({ roles: ['ACCOUNTS_MANAGEMENT'] })).has('vendor-due-amount')).toBe(true);
  });

  it('shows Outsourced work to whoever reads orders or buys, greyed out for the others', () => {
    expect(items(ctx({ roles: ['TECHNICIAN'] })).get('outsource-work')?.disabled).toBe(false);
    expect(items(ctx({ roles: ['CREATE_INVENTORY'] })).get('outsource-work')?.disabled).toBe(false);
    expect(items(ctx({ roles: ['ACCOUNTS_MANAGEMENT'] })).get('outsource-work')?.disabled).toBe(true);
  });

  it('disables Quotations for a user who cannot read quotations', () => {
    const trial = { subscriptionType: 'TRIAL' as const };
    expect(items(ctx({ ...trial, roles: ['TECHNICIAN'] })).get('quotation')?.disabled).toBe(true);
    expect(items(ctx({ ...trial, roles: ['CREATE_ORDER'] })).get('quotation')?.disabled).toBe(false);
  });

  it('shows Accounts only to ACCOUNTS_MANAGEMENT or GARAGE_OWNER', () => {
    expect(items(ctx({ roles: ['GARAGE_OWNER'] })).has('finance')).toBe(true);
    expect(items(ctx({ roles: ['ACCOUNTS_MANAGEMENT'] })).has('finance')).toBe(true);
    expect(items(ctx({ roles: ['VIEW_ORDER'] })).has('finance')).toBe(false);
  });

  it('opens Inspections when inspection is enabled or on a TRIAL, else explains it is not enabled', () => {
    expect(items(ctx({ properties: { inspectionEnabled: true } })).get('inspection')?.blocked).toBeNull();
    expect(items(ctx({ subscriptionType: 'TRIAL' })).get('inspection')?.blocked).toBeNull();
    expect(items(ctx()).get('inspection')?.blocked).toBe('notEnabled');
  });

  it('disables Shift Management without a shift role and blocks it while the module is off', () => {
    const on = { shiftModuleEnabled: true };
    expect(items(ctx({ roles: ['SHIFT_USER'], properties: on })).get('shift-master')).toMatchObject({
      disabled: false,
      blocked: null,
    });
    expect(items(ctx({ roles: ['SHIFT_SUPERVISOR'], properties: on })).get('shift-master')?.disabled).toBe(false);
    expect(items(ctx({ roles: ['VIEW_ORDER'], properties: on })).get('shift-master')?.disabled).toBe(true);
    expect(items(ctx({ roles: ['GARAGE_OWNER'] })).get('shift-master')?.blocked).toBe('notEnabled');
  });

  it('needs mechanic assignment enabled for Mechanic Assignment & Time Logging', () => {
    expect(items(ctx()).get('mechanic-assignment')?.blocked).toBe('notEnabled');
    expect(items(ctx({ properties: { mechanicAssignmentEnabled: true } })).get('mechanic-assignment')?.blocked).toBeNull();
  });

  it('shows Service Monitor Board only with order sub-status, disabled for a technician-only user', () => {
    expect(items(ctx()).has('service-monitor-board')).toBe(false);
    const props = { orderSubStatusEnabled: true };
    expect(items(ctx({ properties: props })).get('service-monitor-board')?.disabled).toBe(false);
    expect(items(ctx({ roles: ['TECHNICIAN'], properties: props })).get('service-monitor-board')?.disabled).toBe(true);
    expect(items(ctx({ roles: ['TECHNICIAN', 'VIEW_ORDER'], properties: props })).get('service-monitor-board')?.disabled).toBe(
      false,
    );
  });

  it("answers 'Access Denied.' for Promotion & Loyalty unless loyalty or coupons are on", () => {
    expect(items(ctx()).get('show-promotion')?.blocked).toBe('accessDeniedShort');
    expect(items(ctx({ properties: { loyaltyEnabled: true } })).get('show-promotion')?.blocked).toBeNull();
    expect(items(ctx({ properties: { couponCodeEnabled: 'true' } })).get('show-promotion')?.blocked).toBeNull();
  });

  it('hides Online Payment without an integration and Tally Export unless tally is on', () => {
    expect(items(ctx()).has('online-payment')).toBe(false);
    expect(items(ctx({ onlinePaymentActive: true })).has('online-payment')).toBe(true);
    expect(items(ctx()).has('tallyexport')).toBe(false);
    expect(items(ctx({ properties: { tallyEnabled: true } })).has('tallyexport')).toBe(true);
  });

  it('says the Customer Lounge Screen is not in the plan unless tv is enabled', () => {
    expect(items(ctx()).get('customer-lounge-screen')?.blocked).toBe('notSubscribed');
    expect(items(ctx({ properties: { tvEnabled: true } })).get('customer-lounge-screen')?.blocked).toBeNull();
  });

  it('offers Switch Garage to owners and to users of several garages', () => {
    expect(items(ctx({ roles: ['GARAGE_OWNER'] })).has('switch-garage')).toBe(true);
    expect(items(ctx({ roles: ['VIEW_ORDER'], garageCount: 2 })).has('switch-garage')).toBe(true);
    expect(items(ctx({ roles: ['VIEW_ORDER'], garageCount: 1 })).has('switch-garage')).toBe(false);
  });

  it('shows Logout in the sidebar for technicians only', () => {
    expect(items(ctx({ roles: ['TECHNICIAN'] })).get('logout')?.action).toEqual({ kind: 'logout' });
    expect(items(ctx({ roles: ['GARAGE_OWNER'] })).has('logout')).toBe(false);
  });

  it('builds the head-office groups from the access profile, not from roles alone', () => {
    const hoRoles = ['HO_INVENTORY', 'HO_APPOINTMENT', 'HO_OUTLET_DASHBOARD', 'HO_OTHER_3'] as Role[];
    expect(groupIds(ctx({ roles: ['GARAGE_OWNER'] }))).toEqual(['main', 'master', 'orders', 'other']);
    // The roles without a profile (loading, failed, or not a head office): no head-office menus.
    expect(groupIds(ctx({ roles: hoRoles }))).toEqual(['main', 'master', 'orders', 'other']);
    const ho = ctx({
      roles: hoRoles,
      accessProfile: profile({
        isGpHoManagement: true,
        ho_management: { purchase_order: true, stock_information: false, quotation: false, appointment: true },
        isBIGroupPanel: true,
        isBIPanel: true,
        reports: [report('ho_outlet_dashboard', 'OUTLET_DASHBOARD', true), report('custom_3', 'CUSTOM', true)],
      }),
    });
    expect(groupIds(ho)).toEqual(['main', 'master', 'orders', 'other', 'hoManagement', 'hoReports']);
    const groups = buildSidebar(ho);
    expect(groups.find((g) => g.id === 'hoManagement')?.items.map((i) => i.id)).toEqual(['ho-purchase-order', 'ho-appointment']);
    const reports = groups.find((g) => g.id === 'hoReports')?.items ?? [];
    expect(reports.map((i) => i.id)).toEqual(['ho-reports-outlet_dashboard', 'ho-reports-custom']);
    expect(reports[1]?.children?.[0]).toMatchObject({
      title: 'custom_3 title',
      action: { kind: 'report', name: 'custom_3', allowed: true },
    });
  });
});

function report(name: string, group: ProfileReport['group'], allowed: boolean): ProfileReport {
  return { name, group, title: `${name} title`, roles: [], allowed, url: null };
}

function profile(over: Partial<AccessProfile>): AccessProfile {
  return {
    user_id: 1,
    garage_id: 1,
    isRunning: false,
    isGpHoManagement: false,
    isReportPanel: false,
    isBIGroupPanel: false,
    isBIPanel: false,
    ho_management: { purchase_order: false, stock_information: false, quotation: false, appointment: false },
    reports: [],
    role_map: {},
    customDashboard: [],
    ...over,
  };
}

describe('Head Office Reports menu (spec 2.3)', () => {
  it('nests the reports by group in the spec order, keeping the ones the role map denies', () => {
    const items = hoReportItems(
      profile({
        isReportPanel: true,
        isBIGroupPanel: true,
        reports: [
          report('ho_stock_ageing', 'STOCK', false),
          report('ho_revenue', 'ACCOUNTS', true),
          report('ho_customers', 'OTHERS', true),
          report('ho_generic_dashboard', 'HO_DASHBOARD', true),
          report('ho_receivables', 'ACCOUNTS', false),
        ],
      }),
    );
    expect(items.map((i) => i.label)).toEqual([
      'subs.reports.groups.ACCOUNTS',
      'subs.reports.groups.STOCK',
      'subs.reports.groups.OTHERS',
      'subs.reports.groups.HO_DASHBOARD',
    ]);
    expect(items[0]?.children?.map((c) => [c.id, c.action])).toEqual([
      ['report-ho_revenue', { kind: 'report', name: 'ho_revenue', allowed: true }],
      ['report-ho_receivables', { kind: 'report', name: 'ho_receivables', allowed: false }],
    ]);
  });

  it('is empty when the profile opens no report panel', () => {
    expect(hoReportItems(profile({ reports: [report('ho_revenue', 'ACCOUNTS', true)] }))).toEqual([]);
  });
});

describe('master data entries', () => {
  it('lists the spec four, Payment Methods, then Garage Items, Tax Categories and Cancel Reasons, in the Master group', () => {
    const master = buildSidebar(ctx()).find((g) => g.id === 'master');
    expect(master?.items.map((i) => i.id)).toEqual([
      'customer',
      'customer-vehicles',
      'my-vendors',
      'insurance-provider',
      'payment-master',
      'garage-items',
      'tax-categories',
      'cancel-rejection',
    ]);
  });

  it('greys out Cancel Reasons for everyone but the owner', () => {
    expect(items(ctx()).get('cancel-rejection')?.disabled).toBe(false);
    expect(items(ctx({ roles: ['EDIT_ORDER'] })).get('cancel-rejection')?.disabled).toBe(true);
  });

  it('greys out My Customer and My Vehicle for users who may not read customers', () => {
    for (const role of ['GARAGE_OWNER', 'CUSTOMER_MANAGEMENT', 'VIEW_ORDER', 'CREATE_QUOTE', 'VIEW_INVOICE'] as const) {
      expect(items(ctx({ roles: [role] })).get('customer')?.disabled, role).toBe(false);
    }
    const technician = items(ctx({ roles: ['TECHNICIAN'] }));
    expect(technician.get('customer')?.disabled).toBe(true);
    expect(technician.get('customer-vehicles')?.disabled).toBe(true);
    // The catalogue and tax categories are read by every member; writes are checked on the screens.
    expect(technician.get('garage-items')?.disabled).toBe(false);
    expect(technician.get('tax-categories')?.disabled).toBe(false);
  });

  it('keeps the entry of a screen highlighted on its details, forms and pickers', () => {
    expect(sidebarItemFor('/tabs/customer')).toBe('customer');
    expect(sidebarItemFor('/tabs/customer-details/12')).toBe('customer');
    expect(sidebarItemFor('/tabs/create-customer')).toBe('customer');
    expect(sidebarItemFor('/tabs/vehicle-history/3/')).toBe('customer-vehicles');
    expect(sidebarItemFor('/tabs/add-vehicle')).toBe('customer-vehicles');
    expect(sidebarItemFor('/tabs/search-vehicle')).toBe('customer-vehicles');
    expect(sidebarItemFor('/tabs/create-service-package')).toBe('garage-items');
    expect(sidebarItemFor('/tabs/tax-categories')).toBe('tax-categories');
    expect(sidebarItemFor('/tabs/dashboard')).toBe('dashboard');
    expect(sidebarItemFor('/choose-garage')).toBeNull();
  });
});

describe('right panel tabs (spec 2.1)', () => {
  it('enables Service Due for owners, invoice and reminder roles', () => {
    for (const role of ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'REMINDER_MANAGEMENT'] as const) {
      expect(rightPanelTabs([role]).serviceDue, role).toBe(true);
    }
    expect(rightPanelTabs(['VIEW_ORDER']).serviceDue).toBe(false);
  });

  it('enables Recent Feedback for FEEDBACK_MANGEMENT or GARAGE_OWNER', () => {
    expect(rightPanelTabs(['FEEDBACK_MANGEMENT']).feedback).toBe(true);
    expect(rightPanelTabs(['GARAGE_OWNER']).feedback).toBe(true);
    expect(rightPanelTabs(['CREATE_INVOICE']).feedback).toBe(false);
  });
});

describe('order management entries', () => {
  it('leads with the repair order lists, then Order Search, and keeps Cancelled Orders', () => {
    const orders = buildSidebar(ctx()).find((g) => g.id === 'orders');
    expect(orders?.items.map((i) => i.id).slice(0, 3)).toEqual(['orders', 'order-search', 'quotation']);
    expect(orders?.items.some((i) => i.id === 'cancelled-orders')).toBe(true);
  });

  it('keeps the orders entry highlighted on an order details page', () => {
    expect(sidebarItemFor('/tabs/order-details/12/345')).toBe('orders');
    expect(sidebarItemFor('/tabs/order-details')).toBe('orders');
    expect(sidebarItemFor('/tabs/orders')).toBe('orders');
    expect(sidebarItemFor('/tabs/cancelled-orders')).toBe('cancelled-orders');
    expect(sidebarItemFor('/tabs/quotation-detail/9')).toBe('quotation');
  });

  it('opens Quotations when quotes are enabled or on a TRIAL, like the dashboard card', () => {
    expect(items(ctx()).get('quotation')?.blocked).toBe('notEnabled');
    expect(items(ctx({ properties: { quoteEnabled: true } })).get('quotation')?.blocked).toBeNull();
    expect(items(ctx({ subscriptionType: 'TRIAL' })).get('quotation')?.blocked).toBeNull();
  });
});

describe('alerts of blocked entries (spec 2.3, 8)', () => {
  it.each([
    ['inspection', 'This module is not enabled for your account, please contact support chat for details.'],
    ['show-promotion', 'Access Denied.'],
    ['customer-lounge-screen', 'This module is not subscribed in your plan'],
  ] as const)('%s says: %s', (id, text) => {
    const reason = items(ctx()).get(id)?.blocked;
    expect(reason).toBeTypeOf('string');
    const entry = BLOCK_TEXT[reason as keyof typeof BLOCK_TEXT];
    const said = 'ui' in entry ? en.messages.moduleNotEnabled : message(entry.catalogue, 'en');
    if ('ui' in entry) expect(entry.ui).toBe('messages.moduleNotEnabled');
    expect(said).toBe(text);
  });
});
