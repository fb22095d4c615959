import {
  CSV_IMPORT,
  CUSTOMER_READ,
  INSURANCE_READ,
  INVOICE_READ,
  ORDER_READ,
  OUTSOURCE_READ,
  PURCHASE_READ,
  QUOTE_READ,
  routeMeta,
  TRANSFER_READ,
  VENDOR_PAY,
} from '@garage/contract/meta';
import { hasAnyRole, type Role } from '@garage/domain';
import type { TKey } from './i18n.ts';

export interface FeatureDef {
  title: TKey;
  /** Roles that may open the page; empty means every member of the garage (spec 6). */
  roles: readonly Role[];
}

const OWNER: readonly Role[] = ['GARAGE_OWNER'];
const OPEN: readonly Role[] = [];

/**
 * Every screen the shell links to. Screens that are not built yet open a "coming soon" page under
 * /tabs/{slug}; slugs follow the spec's route names where it has one. Built screens have their own
 * route in app/router.tsx, which wins over the coming-soon route.
 */
export const FEATURES = {
  dashboard: { title: 'features.dashboard', roles: OPEN },
  // A top entry every member sees (spec 2.3); the Inventory screens show Access Denied without an inventory
  // role (INVENTORY_READ, decision 057), as the spec's permission check does.
  inventory: { title: 'features.inventory', roles: OPEN },
  // Inter-branch transfers (decision 058): the inventory roles at the outlet acting.
  'inter-branch-stock-transfer': { title: 'features.interBranchTransfer', roles: TRANSFER_READ },
  'view-branch-stocks': { title: 'features.viewBranchStocks', roles: TRANSFER_READ },
  finance: { title: 'features.accounts', roles: ['ACCOUNTS_MANAGEMENT', 'GARAGE_OWNER'] },
  inspection: { title: 'features.inspections', roles: OPEN },
  customer: { title: 'features.myCustomer', roles: CUSTOMER_READ },
  'customer-vehicles': { title: 'features.myVehicle', roles: CUSTOMER_READ },
  'my-vendors': { title: 'features.myVendor', roles: PURCHASE_READ },
  // Purchasing (decision 053): purchase orders, stock-ins and what is owed to vendors.
  'show-purchase-order': { title: 'features.purchaseOrders', roles: PURCHASE_READ },
  'stokin-list': { title: 'features.stockIn', roles: PURCHASE_READ },
  'vendor-due-amount': { title: 'features.vendorDues', roles: VENDOR_PAY },
  'vendor-refund-history': { title: 'features.vendorRefunds', roles: VENDOR_PAY },
  // Jobs sent to other workshops (decision 063).
  'outsource-work': { title: 'features.outsourceWork', roles: OUTSOURCE_READ },
  'insurance-provider': { title: 'features.insurancePartners', roles: INSURANCE_READ },
  // The payment method master (decision 050): read by whoever reads bills, changed by ACCOUNTS_MANAGE.
  'payment-master': { title: 'features.paymentMethods', roles: INVOICE_READ },
  // Every member reads the catalogue and the tax categories; writes are checked per action.
  'garage-items': { title: 'features.garageItems', roles: OPEN },
  'tax-categories': { title: 'features.taxCategories', roles: OPEN },
  // CSV import (decision 055): reached from the parts list of Garage Items.
  'garage-items-csv-upload': { title: 'features.csvUpload', roles: CSV_IMPORT },
  'csv-upload-history': { title: 'features.csvHistory', roles: CSV_IMPORT },
  orders: { title: 'features.repairOrders', roles: ORDER_READ },
  'order-search': { title: 'features.orderSearch', roles: ORDER_READ },
  'shift-master': { title: 'features.shiftManagement', roles: ['SHIFT_USER', 'SHIFT_SUPERVISOR', 'GARAGE_OWNER'] },
  'mechanic-assignment': { title: 'features.mechanicAssignment', roles: OPEN },
  'cancelled-orders': { title: 'features.cancelledOrders', roles: ORDER_READ },
  'cancel-rejection': { title: 'features.cancelReasons', roles: OWNER },
  'service-monitor-board': {
    title: 'features.serviceMonitorBoard',
    roles: ['EDIT_ORDER', 'CREATE_ORDER', 'VIEW_ORDER', 'GARAGE_OWNER'],
  },
  'show-promotion': { title: 'features.promotionLoyalty', roles: OPEN },
  'credit-note': { title: 'features.creditNote', roles: OPEN },
  // The garage's dues list (spec route clear-dues); the Accounts overview links to it.
  'clear-dues': { title: 'features.clearDues', roles: INVOICE_READ },
  'online-payment': { title: 'features.onlinePayment', roles: OPEN },
  'booking-link': { title: 'features.bookingLink', roles: OPEN },
  'garage-feedbacks': { title: 'features.serviceFeedbacks', roles: OPEN },
  'reminder-screen': { title: 'features.serviceReminders', roles: OPEN },
  'my-garage-settings': { title: 'features.garageSettings', roles: OWNER },
  tallyexport: { title: 'features.tallyExport', roles: OPEN },
  'all-reports': { title: 'features.reports', roles: OPEN },
  'customer-lounge-screen': { title: 'features.customerLounge', roles: OPEN },
  'create-repair-order': { title: 'features.createRepairOrder', roles: ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER'] },
  'inventory-counter-sale': { title: 'features.partsCounterSale', roles: OPEN },
  quotation: { title: 'features.quotations', roles: QUOTE_READ },
  'part-approval': { title: 'features.partsApproval', roles: ['GARAGE_OWNER', 'PARTS_APPROVAL'] },
  // Parts on orders (decision 056): the roles of their routes.
  'part-inquiry': { title: 'features.partInquiry', roles: routeMeta.partInquiry.roles },
  'lost-sales': { title: 'features.lostSales', roles: routeMeta.listLostSales.roles },
  appointments: { title: 'features.schedule', roles: OPEN },
  'buy-sms': { title: 'routeNames.buySms', roles: OWNER },
  pricing: { title: 'features.subscription', roles: OWNER },
  // Head Office Management: the owner of a head office holds every entry (decision 017).
  'ho-purchase-order': { title: 'features.hoPurchaseOrder', roles: ['GARAGE_OWNER', 'HO_PURCHASE_ORDER', 'HO_INVENTORY'] },
  'ho-stock-information': { title: 'features.hoStockInformation', roles: ['GARAGE_OWNER', 'HO_STOCK_INFORMATION'] },
  'ho-quotation': { title: 'features.hoQuotation', roles: ['GARAGE_OWNER', 'HO_QUOTATION'] },
  'ho-appointment': { title: 'features.hoAppointment', roles: ['GARAGE_OWNER', 'HO_APPOINTMENT'] },
  'ho-dashboard': { title: 'features.hoDashboard', roles: ['HO_GENERIC_DASHBOARD'] },
  'outlet-dashboard': { title: 'features.outletDashboard', roles: ['HO_OUTLET_DASHBOARD'] },
  'ho-custom-1': { title: 'features.hoCustom1', roles: ['HO_OTHER_1'] },
  'ho-custom-2': { title: 'features.hoCustom2', roles: ['HO_OTHER_2'] },
  'ho-custom-3': { title: 'features.hoCustom3', roles: ['HO_OTHER_3'] },
  'ho-custom-4': { title: 'features.hoCustom4', roles: ['HO_OTHER_4'] },
  'ho-custom-5': { title: 'features.hoCustom5', roles: ['HO_OTHER_5'] },
} as const satisfies Record<string, FeatureDef>;

export type FeatureSlug = keyof typeof FEATURES;

export function isFeatureSlug(value: string): value is FeatureSlug {
  return Object.hasOwn(FEATURES, value);
}

/** A page with an empty role list is open to everyone; otherwise one of its roles is needed (spec 6). */
export function canOpenFeature(slug: FeatureSlug, roles: readonly Role[]): boolean {
  return hasAnyRole(roles, FEATURES[slug].roles);
}
