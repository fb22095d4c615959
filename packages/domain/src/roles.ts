/** Every role name the product knows. Roles travel as a comma-separated string per garage. */
export const ROLES = [
  'GARAGE_OWNER',
  'JOB_CONTROLLER',
  'TECHNICIAN',
  'MASTER_TECHNICIAN',
  'TECHNICIAN_PART',
  'GROUP_TECHNICIAN',
  'SHIFT_USER',
  'SHIFT_SUPERVISOR',
  'STOCK_AUDIT',
  'ORDER_MANAGEMENT',
  'INVOICE_PAYMENT_MANAGEMENT',
  'ACCOUNTS_MANAGEMENT',
  'REMINDER_MANAGEMENT',
  // Spelled this way in the product; kept for compatibility.
  'FEEDBACK_MANGEMENT',
  'CUSTOMER_MANAGEMENT',
  'INVENTORY_MANAGEMENT',
  'PARTS_APPROVAL',
  'PURCHASE_ORDER_APPROVAL',
  'VIEW_ORDER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'CANCEL_ORDER',
  'VIEW_INVOICE',
  'CREATE_INVOICE',
  'EDIT_INVOICE',
  'PAYMENT',
  'VIEW_INVENTORY',
  'CREATE_INVENTORY',
  'EDIT_INVENTORY',
  'VIEW_SERVICE_PARTS',
  'CREATE_SERVICE_PARTS',
  'EDIT_SERVICE_PARTS',
  'VIEW_QUOTE',
  'CREATE_QUOTE',
  'EDIT_QUOTE',
  'VENDOR_MANAGEMENT',
  'MODEL_MANAGEMENT',
  'QUALITY_CHECKSHEET_MANAGEMENT',
  'TALLY_MANAGEMENT',
  'REPORT_MANAGEMENT',
  'MANAGEMENT_DASHBOARD',
  'INSPECTION',
  'LOYALTY_MODULE',
  'PRICE_EDIT_RESTRICTED',
  'PRICE_EDIT_RESTRICTED_UPWARDS',
  'PRICE_VIEW_RESTRICTED',
  'RESTRICT_INSPECTION_CONFIRMATION',
  'RESTRICT_PERFORM_ADJUSTMENT',
  'VEHICLE_OWNERSHIP_CHANGE',
  'HO_INVENTORY',
  'HO_PURCHASE_ORDER',
  'HO_STOCK_INFORMATION',
  'HO_QUOTATION',
  'HO_APPOINTMENT',
  'HO_OTHER_1',
  'HO_OTHER_2',
  'HO_OTHER_3',
  'HO_OTHER_4',
  'HO_OTHER_5',
  'HO_GENERIC_DASHBOARD',
  'HO_OUTLET_DASHBOARD',
] as const;

export type Role = (typeof ROLES)[number];

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: string): value is Role {
  return ROLE_SET.has(value);
}

/** Splits a stored comma list into known roles; unknown names and blanks are dropped. */
export function parseRoles(list: string | null | undefined): Role[] {
  if (!list) return [];
  const seen = new Set<Role>();
  for (const raw of list.split(',')) {
    const name = raw.trim().replace(/^ROLE_/, '');
    if (isRole(name)) seen.add(name);
  }
  return [...seen];
}

export function formatRoles(roles: readonly Role[]): string {
  return [...new Set(roles)].join(',');
}

/**
 * A guarded resource with an empty role list is open to every member of the garage;
 * otherwise the user needs at least one of the listed roles.
 */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((role) => userRoles.includes(role));
}

/** A user whose only role is TECHNICIAN gets the restricted shell (spec: shell 6). */
export function isTechnicianOnly(userRoles: readonly string[]): boolean {
  return userRoles.length === 1 && userRoles[0] === 'TECHNICIAN';
}
