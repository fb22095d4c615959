import type { accountsEn } from './accounts.ts';
import type { advisoryEn } from './advisory.ts';
import { appUpdateEn } from './app-update.ts';
import type { cookiePolicyEn } from './cookie-policy.ts';
import type { creditNotesEn } from './credit-notes.ts';
import type { csvImportEn } from './csv-import.ts';
import type { duesEn } from './dues.ts';
import type { inventoryEn } from './inventory.ts';
import type { invoicesEn } from './invoices.ts';
import type { mastersEn } from './masters.ts';
import type { onlinePaymentsEn } from './online-payments.ts';
import type { orderEditorEn } from './order-editor.ts';
import type { orderListsEn } from './order-lists.ts';
import type { outsourceEn } from './outsource.ts';
import type { panelEn } from './panel.ts';
import type { partsOnOrdersEn } from './parts-on-orders.ts';
import type { profileEn } from './profile.ts';
import type { purchasingEn } from './purchasing.ts';
import { routeNamesEn } from './route-names.ts';
import type { screenLockEn } from './screen-lock.ts';
import { sessionEn } from './session.ts';
import { subsEn } from './subs.ts';
import type { subscriptionPagesEn } from './subscription-pages.ts';
import type { transfersEn } from './transfers.ts';

/**
 * English UI strings of the first load. Texts shared with the server (errors, permissions) live in
 * @garage/domain's catalogue. The order editor's strings (order-editor.ts) load with the screens that show
 * them (lib/i18n.ts `withCatalogue`, decision 029), the signed-in shell's (advisory, right panel, profile, screen
 * lock) with the shell, and the order lists' and the masters' (order-lists.ts, masters.ts) with the route table's
 * second part (decision 042); `EnCatalogue` is the whole catalogue's shape.
 */
export const en = {
  ...sessionEn,
  ...subsEn,
  ...appUpdateEn,
  ...routeNamesEn,
  app: {
    name: 'Garage Workshop',
    tagline: 'Repair orders, invoices, stock and reminders for workshops of every size.',
  },
  serialPicker: {
    label: 'Serial numbers of {{part}}',
    chosen: '{{chosen}} of {{count}} chosen',
    choose_one: 'Choose {{count}} serial number',
    choose_other: 'Choose {{count}} serial numbers',
    search: 'Type or pick a serial number',
    none: 'No serial number of this part is in stock',
    shown: 'S/N {{serials}}',
    heldBy: '{{code}} — on order {{order}}',
  },
  common: {
    ok: 'OK',
    retry: 'Retry',
    loading: 'Loading',
    cancel: 'Cancel',
    close: 'Close',
    clearSearch: 'Clear search',
    loadFailed: 'This could not be loaded.',
    requiredHint: 'Fields marked * are required.',
    range: '{{from}}–{{to}} of {{total}}',
    rangeCapped: '{{from}}–{{to}} of {{total}}+',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    pageN: 'Page {{page}}',
  },
  language: {
    label: 'Language / Idioma',
  },
  messages: {
    moduleNotEnabled: 'This module is not enabled for your account, please contact support chat for details.',
  },
  intro: {
    title: 'Welcome to your workshop, in your pocket',
    text: 'Open repair orders, follow every job and bill your customers from the workshop floor.',
    point1: 'Repair orders and job cards in minutes',
    point2: 'Parts, stock and approvals in one place',
    point3: 'Reminders and feedback that bring customers back',
    getStarted: 'Get started',
  },
  signIn: {
    title: 'Sign in',
    subtitle: 'We will send a 6-digit code to your mobile number.',
    emailSubtitle: 'We will send the code of your mobile number to the e-mail address you verified on your profile.',
    promoTitle: 'Run your whole workshop from one screen',
    countryCode: 'Country code',
    mobileNumber: 'Mobile number',
    email: 'E-mail address',
    sendCode: 'Send code',
    useEmail: 'Use e-mail instead',
    useMobile: 'Send the code by SMS instead',
    otpTitle: 'Enter the code',
    otpSentTo: 'We sent a 6-digit code to {{target}}.',
    otpLabel: 'One-time code',
    verify: 'Verify',
    changeNumber: 'Change number',
    changeEmail: 'Change e-mail',
    resend: 'Resend code',
    resendIn: 'Resend code in {{time}}',
    terms: 'By signing in you agree to the terms of use and the privacy policy.',
  },
  chooseGarage: {
    title: 'Choose a garage',
    subtitle: 'You work in more than one garage. Pick the one to open.',
    subtitleSingle: 'Open your garage, or register another one.',
    listLabel: 'Your garages',
    current: 'Current',
    group: 'Group: {{group}}',
    none: 'You do not belong to any garage yet.',
    loadFailed: 'Your garages could not be loaded.',
    registerAnother: 'Register another garage',
    joinsGroup: 'A garage registered from here joins the group of your current garage.',
  },
  invitations: {
    title: 'Invitations',
    invitedBy: 'Invited by {{name}} ({{group}})',
    accept: 'Accept',
    decline: 'Decline',
  },
  shell: {
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userMenu: 'User menu',
    switchGarage: 'Switch Garage',
    garageTaxNumber: 'Business details and tax number',
    logout: 'Logout',
    groups: {
      master: 'Master',
      orders: 'Order Management',
      other: 'Other',
      hoManagement: 'Head Office Management',
      hoReports: 'Head Office Reports',
    },
  },
  logout: {
    title: 'Logout',
    question: 'Do you want to log out of this device?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  rightPanel: {
    label: 'Service due and recent feedback',
    serviceDue: 'Service Due',
    feedback: 'Recent Feedback',
    noAccess: 'Your roles do not include service reminders or customer feedback.',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}} — {{garage}}',
    quickActions: 'Quick actions',
    schedule: 'Schedule',
    buySubscription: 'Buy subscription',
    pendingApproval_one: '{{count}} pending approval',
    pendingApproval_other: '{{count}} pending approval',
    stockAlerts: 'Stock needs attention',
    stockAlertsText: '{{low}} at or below reorder level · {{out}} out of stock · {{expiring}} batches expiring soon',
    stockAlertsOpen: 'See alerts',
    cards: {
      createRepairOrder: 'Create Repair order',
      counterSale: 'Parts Counter Sale',
      quotations: 'Quotations',
      inspections: 'Inspections',
      serviceMonitorBoard: 'Service Monitor Board',
      partsApproval: 'Parts Approval',
    },
    banner: {
      trialActive_one: 'Trial: {{count}} day left',
      trialActive_other: 'Trial: {{count}} days left',
      trialEnding_one: 'Your trial will expire in {{count}} day',
      trialEnding_other: 'Your trial will expire in {{count}} days',
      trialExpired: 'Your trial has expired',
      paidEnding_one: 'Your subscription will expire in {{count}} day',
      paidEnding_other: 'Your subscription will expire in {{count}} days',
      paidExpired: 'Your subscription has expired, Click here to renew',
    },
  },
  features: {
    dashboard: 'Dashboard',
    repairOrders: 'Repair Orders',
    cancelReasons: 'Cancel Reasons',
    inventory: 'Inventory',
    interBranchTransfer: 'Inter-branch transfer',
    viewBranchStocks: 'Branch stocks',
    accounts: 'Accounts',
    inspections: 'Inspections',
    myCustomer: 'My Customer',
    myVehicle: 'My Vehicle',
    myVendor: 'My Vendor',
    purchaseOrders: 'Purchase Orders',
    stockIn: 'Stock-in',
    vendorDues: 'Vendor Dues',
    vendorRefunds: 'Vendor Refunds',
    outsourceWork: 'Outsourced work',
    insurancePartners: 'Insurance Partners',
    paymentMethods: 'Payment Methods',
    orderSearch: 'Order Search',
    shiftManagement: 'Shift Management',
    mechanicAssignment: 'Mechanic Assignment & Time Logging',
    cancelledOrders: 'Cancelled Orders',
    serviceMonitorBoard: 'Service Monitor Board',
    promotionLoyalty: 'Promotion & Loyalty',
    creditNote: 'Credit Note',
    clearDues: 'Dues',
    onlinePayment: 'Online Payment',
    bookingLink: 'My Booking Link',
    serviceFeedbacks: 'Service Feedbacks',
    serviceReminders: 'Service Reminders',
    garageSettings: 'Garage Settings',
    tallyExport: 'Tally Export',
    reports: 'Reports',
    customerLounge: 'Customer Lounge Screen',
    createRepairOrder: 'Create Repair order',
    partsCounterSale: 'Parts Counter Sale',
    quotations: 'Quotations',
    partsApproval: 'Parts Approval',
    partInquiry: 'Part inquiry',
    lostSales: 'Lost sales',
    schedule: 'Schedule',
    subscription: 'Subscription',
    hoPurchaseOrder: 'Inventory with Purchase Order',
    hoStockInformation: 'Stock information',
    hoQuotation: 'Quotation',
    hoAppointment: 'Appointment',
    hoDashboard: 'HO Dashboard',
    outletDashboard: 'Outlet Dashboard',
    hoCustom1: 'Custom dashboard 1',
    hoCustom2: 'Custom dashboard 2',
    hoCustom3: 'Custom dashboard 3',
    hoCustom4: 'Custom dashboard 4',
    hoCustom5: 'Custom dashboard 5',
    garageItems: 'Garage Items',
    taxCategories: 'Tax Categories',
    csvUpload: 'Import from CSV',
    csvHistory: 'CSV upload history',
  },
  comingSoon: {
    text: '{{feature}} is coming soon. This screen is being built and will appear here in an upcoming release.',
    back: 'Back to dashboard',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address does not lead to a screen of the app.',
    home: 'Go to the start',
  },
  loadError: {
    title: 'Your garage could not be loaded',
    text: 'Check your connection and try again.',
    signInAgain: 'Sign in again',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The whole English catalogue: the first load's strings and the parts loaded with their screens. */
export type EnCatalogue = typeof en &
  typeof orderListsEn &
  typeof mastersEn &
  typeof subscriptionPagesEn &
  typeof cookiePolicyEn &
  typeof advisoryEn &
  typeof panelEn &
  typeof profileEn &
  typeof screenLockEn &
  typeof orderEditorEn &
  typeof invoicesEn &
  typeof creditNotesEn &
  typeof accountsEn &
  typeof onlinePaymentsEn &
  typeof duesEn &
  typeof csvImportEn &
  typeof inventoryEn &
  typeof purchasingEn &
  typeof transfersEn &
  typeof partsOnOrdersEn &
  typeof outsourceEn;
/** Every other language must have exactly the English keys. */
export type Translation = Strings<EnCatalogue>;
