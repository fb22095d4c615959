import type { Role } from '@garage/domain';

// Who may call what, without a schema: the role lists of the route table, the report groups and the roles
// map lookup. The browser's first load imports these (through `@garage/contract/meta`) without zod
// (decision 029).

export const OWNER: readonly Role[] = ['GARAGE_OWNER'];
export const ANY_MEMBER: readonly Role[] = [];
/** Who reads customers and vehicles: everyone who takes or bills orders and quotations. */
export const CUSTOMER_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'CUSTOMER_MANAGEMENT',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
  'VIEW_ORDER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'VIEW_INVOICE',
  'CREATE_INVOICE',
  'EDIT_INVOICE',
  'INVOICE_PAYMENT_MANAGEMENT',
  'VIEW_QUOTE',
  'CREATE_QUOTE',
  'EDIT_QUOTE',
];
export const CUSTOMER_WRITE: readonly Role[] = [
  'GARAGE_OWNER',
  'CUSTOMER_MANAGEMENT',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'CREATE_QUOTE',
];
export const OWNERSHIP_CHANGE: readonly Role[] = ['GARAGE_OWNER', 'VEHICLE_OWNERSHIP_CHANGE'];
export const CATALOGUE_WRITE: readonly Role[] = [
  'GARAGE_OWNER',
  'CREATE_SERVICE_PARTS',
  'EDIT_SERVICE_PARTS',
  'INVENTORY_MANAGEMENT',
];
export const MODEL_WRITE: readonly Role[] = ['GARAGE_OWNER', 'MODEL_MANAGEMENT'];
/** Spec (shell 6): create mode needs owner or create/edit order. */
export const ORDER_CREATE: readonly Role[] = ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER'];
/** Spec (shell 6): edit mode needs owner or edit order. */
export const ORDER_EDIT: readonly Role[] = ['GARAGE_OWNER', 'EDIT_ORDER'];
/** Who moves work along (technicians report progress; cancelling needs ORDER_CANCEL as well). */
export const ORDER_PROGRESS_ROLES: readonly Role[] = [
  'GARAGE_OWNER',
  'EDIT_ORDER',
  'CREATE_ORDER',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
  'TECHNICIAN',
];
export const ORDER_CANCEL: readonly Role[] = ['GARAGE_OWNER', 'CANCEL_ORDER', 'EDIT_ORDER'];
export const QUOTE_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_QUOTE',
  'CREATE_QUOTE',
  'EDIT_QUOTE',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
];
export const QUOTE_CREATE: readonly Role[] = ['GARAGE_OWNER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER'];
/** Who edits, approves and cancels quotations: also whoever edits orders (a job controller). */
export const QUOTE_EDIT: readonly Role[] = ['GARAGE_OWNER', 'EDIT_QUOTE', 'EDIT_ORDER'];
export const ORDER_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_ORDER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
  'TECHNICIAN',
  'VIEW_INVOICE',
  'CREATE_INVOICE',
  'EDIT_INVOICE',
];

/** Who reads invoices, receipts and dues (spec orders 6: the INVOICE and PAYMENT roles). */
export const INVOICE_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_INVOICE',
  'CREATE_INVOICE',
  'EDIT_INVOICE',
  'INVOICE_PAYMENT_MANAGEMENT',
  'ACCOUNTS_MANAGEMENT',
  'PAYMENT',
];
/**
 * Who prepares an invoice (shell 6: owner, create or edit invoice; once the order is PAYMENT_DUE only
 * owner and EDIT_INVOICE, checked by the use case) and voids one.
 */
export const INVOICE_CREATE: readonly Role[] = ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT'];
/** Who may bill an order that is already PAYMENT_DUE (a counter sale created due). */
export const INVOICE_EDIT: readonly Role[] = ['GARAGE_OWNER', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT'];
/** Who reads the insurance partners: whoever bills, and whoever takes orders (the claim starts there). */
export const INSURANCE_READ: readonly Role[] = [...new Set([...INVOICE_READ, ...ORDER_READ])];
/** Who takes money. */
export const PAYMENT_TAKE: readonly Role[] = ['GARAGE_OWNER', 'PAYMENT', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT'];

/**
 * Who opens an order in the editor's VIEW mode (shell 6): the order readers except technicians and the
 * invoice roles, who open the order's details page instead.
 */
export const ORDER_VIEW: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_ORDER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
];

/** Menu groups of the Head Office Reports menu (spec 2.3). */
export const REPORT_GROUPS = [
  'ACCOUNTS',
  'SALES',
  'MECHANIC',
  'PARTS_SERVICE',
  'STOCK',
  'OTHERS',
  'HO_DASHBOARD',
  'OUTLET_DASHBOARD',
  'CUSTOM',
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export type RolesMap = Record<string, readonly Role[]>;

type CompiledPattern = { method: string; re: RegExp; roles: readonly Role[] };
/** Each map's patterns, compiled once: the HTTP client asks before every call (decision 042, stop 29). */
const compiledMaps = new WeakMap<RolesMap, CompiledPattern[]>();

function compiledPatterns(map: RolesMap): CompiledPattern[] {
  let compiled = compiledMaps.get(map);
  if (compiled) return compiled;
  compiled = [];
  for (const [key, roles] of Object.entries(map)) {
    const [method, pattern] = key.split(' ');
    if (!method || !pattern?.includes('{')) continue;
    const source = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+');
    compiled.push({ method, re: new RegExp(`^${source}$`), roles });
  }
  compiledMaps.set(map, compiled);
  return compiled;
}

/** Finds the roles a concrete call needs: `PUT /api/customer/garage/12` matches `PUT /api/customer/garage/{id}`. */
export function rolesForCall(map: RolesMap, method: string, url: string): readonly Role[] | undefined {
  const path = url.split('?')[0] ?? url;
  const verb = method.toUpperCase();
  const exact = map[`${verb} ${path}`];
  if (exact) return exact;
  for (const { method: m, re, roles } of compiledPatterns(map)) {
    if (m === verb && re.test(path)) return roles;
  }
  return undefined;
}

/** Who keeps the accounts: expenses and their labels, the account book, the finance summary (shell 2.3). */
export const ACCOUNTS_MANAGE: readonly Role[] = ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'];
/** Who sends a payment link for a bill (online payment, decision 046): whoever takes money. */
export const ONLINE_PAYMENT_CREATE: readonly Role[] = PAYMENT_TAKE;
/** Who reads payment links and their status: whoever takes money or reads bills. */
export const ONLINE_PAYMENT_READ: readonly Role[] = [...new Set([...PAYMENT_TAKE, ...INVOICE_READ])];

/** Who imports the parts master, opening stock and price lists from CSV (and reads the upload history). */
export const CSV_IMPORT: readonly Role[] = ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY'];
/** Who opens the Inventory screens (stock list, a part's history, alerts): the inventory roles and the auditors. */
export const INVENTORY_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'INVENTORY_MANAGEMENT',
  'VIEW_INVENTORY',
  'CREATE_INVENTORY',
  'EDIT_INVENTORY',
  'STOCK_AUDIT',
];
/** Who runs stock audits (spec orders 6): the owner, STOCK_AUDIT, INVENTORY_MANAGEMENT. Completing also needs no RESTRICT_PERFORM_ADJUSTMENT. */
export const STOCK_AUDIT_RUN: readonly Role[] = ['GARAGE_OWNER', 'STOCK_AUDIT', 'INVENTORY_MANAGEMENT'];
/** Who records a misplaced item (a stock-out adjustment; also refused with RESTRICT_PERFORM_ADJUSTMENT). */
export const STOCK_ADJUST: readonly Role[] = ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'EDIT_INVENTORY', 'STOCK_AUDIT'];
// ---------- Vendors, purchasing and stock-in (issue 14; decisions 053 and 054) ----------
/** Who reads vendors, purchase orders and stock-ins: the inventory roles, vendor managers and approvers. */
export const PURCHASE_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'INVENTORY_MANAGEMENT',
  'VIEW_INVENTORY',
  'CREATE_INVENTORY',
  'EDIT_INVENTORY',
  'VENDOR_MANAGEMENT',
  'PURCHASE_ORDER_APPROVAL',
  'HO_PURCHASE_ORDER',
];
/** Who adds and changes vendors (the master). */
export const VENDOR_WRITE: readonly Role[] = ['GARAGE_OWNER', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'];
/** Who raises and edits purchase orders and receives stock. */
export const PURCHASE_WRITE: readonly Role[] = ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'];
/**
 * Who moves a purchase order along (submit, send, close, cancel): the buyers and the approvers. Approving
 * and rejecting need the owner or PURCHASE_ORDER_APPROVAL; the use case checks it (403 otherwise).
 */
export const PURCHASE_STATUS: readonly Role[] = [...PURCHASE_WRITE, 'PURCHASE_ORDER_APPROVAL'];
/** Who pays vendors and reads what they are owed. */
export const VENDOR_PAY: readonly Role[] = ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'];
/** Who reads inter-branch transfers and other outlets' stock (decision 058): the inventory roles. */
export const TRANSFER_READ: readonly Role[] = [
  'GARAGE_OWNER',
  'INVENTORY_MANAGEMENT',
  'VIEW_INVENTORY',
  'CREATE_INVENTORY',
  'EDIT_INVENTORY',
];
/** Who asks for, reserves, dispatches, receives and cancels transfers. */
export const TRANSFER_WRITE: readonly Role[] = ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'];
/** Head Office Stock information (spec 2.3). */
export const HO_STOCK_READ: readonly Role[] = ['GARAGE_OWNER', 'HO_STOCK_INFORMATION'];
/** Head Office Inventory with Purchase Order (spec 2.3). */
export const HO_INVENTORY_READ: readonly Role[] = ['GARAGE_OWNER', 'HO_PURCHASE_ORDER', 'HO_INVENTORY'];
/** Who reads outsourced work (decision 063): whoever reads orders, and the buyers who record its bills. */
export const OUTSOURCE_READ: readonly Role[] = [...new Set([...ORDER_READ, ...PURCHASE_WRITE])];
