import type { AccessProfile, ProfileReport } from '@garage/contract';
import { accessFlags, type Language, type Role, reportAllowed } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garage } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { type ReportRow, reportsOfGroup } from './report-catalogue.ts';

/** A report's dashboard address: its own, else {BI_DASHBOARD_URL}/{name}, else none (not configured). */
export function reportUrl(row: ReportRow, biBase: string): string | null {
  if (row.url) return row.url;
  return biBase ? `${biBase}/${encodeURIComponent(row.name)}` : null;
}

/** The pure part: which reports and menus a user gets (decision 017). */
export function composeProfile(input: {
  userId: number;
  garageId: number;
  roles: readonly Role[];
  headOffice: boolean;
  reports: readonly ReportRow[];
  biBase: string;
  language: Language;
}): AccessProfile {
  const flags = accessFlags({ roles: input.roles, headOffice: input.headOffice });
  const view = (row: ReportRow): ProfileReport => ({
    name: row.name,
    group: row.group,
    title: input.language === 'es' ? row.titleEs : row.titleEn,
    roles: row.roles,
    allowed: reportAllowed(row.roles, input.roles),
    url: reportUrl(row, input.biBase),
  });
  const listed: ProfileReport[] = [];
  const customDashboard: ProfileReport[] = [];
  for (const row of input.reports) {
    if (row.group === 'CUSTOM') {
      // Custom dashboards: unlocked by their HO_OTHER_n role and only once an address is configured.
      const report = view(row);
      if (input.headOffice && report.allowed && report.url) customDashboard.push(report);
    } else if (row.group === 'HO_DASHBOARD' || row.group === 'OUTLET_DASHBOARD') {
      if (flags.isBIGroupPanel) listed.push(view(row));
    } else if (flags.isReportPanel) {
      listed.push(view(row));
    }
  }
  const roleMap: Record<string, string[]> = {};
  for (const row of input.reports) if (row.roles.length > 0) roleMap[row.name] = row.roles;
  const reports = [...listed, ...customDashboard];
  return {
    user_id: input.userId,
    garage_id: input.garageId,
    isRunning: input.biBase !== '' || input.reports.some((r) => r.url),
    isGpHoManagement: flags.isGpHoManagement,
    isReportPanel: flags.isReportPanel,
    isBIGroupPanel: flags.isBIGroupPanel,
    isBIPanel: customDashboard.length > 0,
    ho_management: flags.hoManagement,
    reports,
    role_map: roleMap,
    customDashboard,
  };
}

export async function accessProfile(
  db: Db,
  membership: Membership,
  userId: number,
  biBase: string,
  language: Language,
): Promise<AccessProfile> {
  const [row] = await db
    .select({ headOffice: garage.headOffice })
    .from(garage)
    .where(and(eq(garage.groupId, membership.groupId), eq(garage.id, membership.garageId)))
    .limit(1);
  const reports = await reportsOfGroup(db, membership.groupId);
  return composeProfile({
    userId,
    garageId: membership.garageId,
    roles: membership.roles,
    headOffice: row?.headOffice ?? false,
    reports,
    biBase,
    language,
  });
}
