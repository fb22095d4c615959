import { describe, expect, it } from 'vitest';
import { accessFlags, reportAllowed } from './access-profile.ts';
import type { Role } from './roles.ts';

describe('report rule (spec 2.3)', () => {
  it.each([
    [undefined, [], true],
    [[], ['TECHNICIAN'], true],
    [['REPORT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT'], ['ACCOUNTS_MANAGEMENT'], true],
    [['REPORT_MANAGEMENT'], ['REPORT_MANAGEMENT', 'TECHNICIAN'], true],
    [['REPORT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT'], ['TECHNICIAN'], false],
    [['HO_OTHER_1'], [], false],
  ] as const)('mapped %j, user %j: %s', (mapped, roles, allowed) => {
    expect(reportAllowed(mapped, roles)).toBe(allowed);
  });
});

describe('head-office flags of the access profile', () => {
  const flags = (roles: Role[], headOffice = true) => accessFlags({ roles, headOffice });

  it('gives nothing outside a head-office garage, whatever the roles', () => {
    const f = flags(['GARAGE_OWNER', 'HO_PURCHASE_ORDER', 'REPORT_MANAGEMENT', 'HO_GENERIC_DASHBOARD'], false);
    expect(f).toEqual({
      hoManagement: { purchase_order: false, stock_information: false, quotation: false, appointment: false },
      isGpHoManagement: false,
      isReportPanel: false,
      isBIGroupPanel: false,
    });
  });

  it('gives the owner of a head office every menu', () => {
    const f = flags(['GARAGE_OWNER']);
    expect(f.isGpHoManagement && f.isReportPanel && f.isBIGroupPanel).toBe(true);
    expect(Object.values(f.hoManagement).every(Boolean)).toBe(true);
  });

  it.each([
    [['HO_PURCHASE_ORDER'], 'purchase_order'],
    [['HO_INVENTORY'], 'purchase_order'],
    [['HO_STOCK_INFORMATION'], 'stock_information'],
    [['HO_QUOTATION'], 'quotation'],
    [['HO_APPOINTMENT'], 'appointment'],
  ] as const)('%j opens only %s of the management group', (roles, entry) => {
    const f = flags([...roles]);
    expect(f.isGpHoManagement).toBe(true);
    expect(
      Object.entries(f.hoManagement)
        .filter(([, on]) => on)
        .map(([k]) => k),
    ).toEqual([entry]);
  });

  it('opens the reports menu for report managers and HO roles, the BI groups for the dashboard roles', () => {
    expect(flags(['REPORT_MANAGEMENT']).isReportPanel).toBe(true);
    expect(flags(['REPORT_MANAGEMENT']).isBIGroupPanel).toBe(false);
    expect(flags(['HO_OTHER_3']).isReportPanel).toBe(true);
    expect(flags(['HO_OUTLET_DASHBOARD']).isBIGroupPanel).toBe(true);
    expect(flags(['TECHNICIAN']).isReportPanel).toBe(false);
    expect(flags(['TECHNICIAN']).isGpHoManagement).toBe(false);
  });
});
