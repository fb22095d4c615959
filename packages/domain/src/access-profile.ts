import { hasAnyRole, type Role } from './roles.ts';

/**
 * The spec's report rule (2.3): a report is allowed when no role list is mapped for its name, or the
 * user holds one of the mapped roles.
 */
export function reportAllowed(mappedRoles: readonly string[] | undefined, userRoles: readonly string[]): boolean {
  if (!mappedRoles || mappedRoles.length === 0) return true;
  return mappedRoles.some((role) => userRoles.includes(role));
}

export interface AccessFlagsInput {
  roles: readonly Role[];
  /** The selected garage is its group's head office. */
  headOffice: boolean;
}

export interface AccessFlags {
  hoManagement: { purchase_order: boolean; stock_information: boolean; quotation: boolean; appointment: boolean };
  isGpHoManagement: boolean;
  isReportPanel: boolean;
  isBIGroupPanel: boolean;
}

const HO_ROLES: readonly Role[] = [
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
];

/**
 * Head-office menus of the access profile (decision 017). Only a head-office garage has them; there the
 * owner holds every head-office entry and other users the entries of their HO_* roles.
 */
export function accessFlags({ roles, headOffice }: AccessFlagsInput): AccessFlags {
  const at = (...required: Role[]) => headOffice && hasAnyRole(roles, ['GARAGE_OWNER', ...required]);
  const hoManagement = {
    purchase_order: at('HO_PURCHASE_ORDER', 'HO_INVENTORY'),
    stock_information: at('HO_STOCK_INFORMATION'),
    quotation: at('HO_QUOTATION'),
    appointment: at('HO_APPOINTMENT'),
  };
  return {
    hoManagement,
    isGpHoManagement: Object.values(hoManagement).some(Boolean),
    isReportPanel: at('REPORT_MANAGEMENT', ...HO_ROLES),
    isBIGroupPanel: at('HO_GENERIC_DASHBOARD', 'HO_OUTLET_DASHBOARD'),
  };
}
