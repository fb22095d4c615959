import type { ReportGroup } from '@garage/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportCatalogue } from '../../db/schema.ts';

export interface ReportRow {
  name: string;
  group: ReportGroup;
  titleEn: string;
  titleEs: string;
  roles: string[];
  url: string | null;
  sort: number;
}

type Default = [name: string, group: ReportGroup, en: string, es: string, roles: string];

const ACC = 'GARAGE_OWNER,REPORT_MANAGEMENT,ACCOUNTS_MANAGEMENT';
const SALES = 'GARAGE_OWNER,REPORT_MANAGEMENT,INVOICE_PAYMENT_MANAGEMENT';
const MECH = 'GARAGE_OWNER,REPORT_MANAGEMENT,JOB_CONTROLLER';
const PARTS = 'GARAGE_OWNER,REPORT_MANAGEMENT,INVENTORY_MANAGEMENT';
const STOCK = 'GARAGE_OWNER,REPORT_MANAGEMENT,INVENTORY_MANAGEMENT,STOCK_AUDIT';

/**
 * The product's default report catalogue and role map (decision 017). The spec names the groups and says
 * each report is mapped to REPORT_MANAGEMENT plus a report role without listing them; these are our
 * choices, kept as rows so an operator can change a group's map without a release. "Others" carry no role
 * list: anyone who sees the head-office reports menu may open them.
 */
export const DEFAULT_REPORTS: readonly Default[] = [
  ['ho_revenue', 'ACCOUNTS', 'Revenue', 'Ingresos', ACC],
  ['ho_receivables', 'ACCOUNTS', 'Receivables', 'Cuentas por cobrar', ACC],
  ['ho_payables', 'ACCOUNTS', 'Payables', 'Cuentas por pagar', ACC],
  ['ho_income_expense', 'ACCOUNTS', 'Income and expense', 'Ingresos y gastos', ACC],
  ['ho_sales_summary', 'SALES', 'Sales summary', 'Resumen de ventas', SALES],
  ['ho_invoices', 'SALES', 'Invoices', 'Facturas', SALES],
  ['ho_quotations', 'SALES', 'Quotations', 'Presupuestos', SALES],
  ['ho_technician_performance', 'MECHANIC', 'Technician performance', 'Rendimiento de técnicos', MECH],
  ['ho_job_cards', 'MECHANIC', 'Job cards', 'Órdenes de trabajo', MECH],
  ['ho_part_sales', 'PARTS_SERVICE', 'Parts sales', 'Venta de piezas', PARTS],
  ['ho_service_sales', 'PARTS_SERVICE', 'Service sales', 'Venta de servicios', PARTS],
  ['ho_stock_ageing', 'STOCK', 'Stock ageing', 'Antigüedad del stock', STOCK],
  ['ho_stock_in_out', 'STOCK', 'Stock in and out', 'Entradas y salidas de stock', STOCK],
  ['ho_customers', 'OTHERS', 'Customers', 'Clientes', ''],
  ['ho_feedback', 'OTHERS', 'Feedback', 'Valoraciones', ''],
  ['ho_generic_dashboard', 'HO_DASHBOARD', 'HO Dashboard', 'Panel de la central', 'GARAGE_OWNER,HO_GENERIC_DASHBOARD'],
  ['ho_outlet_dashboard', 'OUTLET_DASHBOARD', 'Outlet Dashboard', 'Panel de sucursales', 'GARAGE_OWNER,HO_OUTLET_DASHBOARD'],
  ['custom_1', 'CUSTOM', 'Custom dashboard 1', 'Panel personalizado 1', 'HO_OTHER_1'],
  ['custom_2', 'CUSTOM', 'Custom dashboard 2', 'Panel personalizado 2', 'HO_OTHER_2'],
  ['custom_3', 'CUSTOM', 'Custom dashboard 3', 'Panel personalizado 3', 'HO_OTHER_3'],
  ['custom_4', 'CUSTOM', 'Custom dashboard 4', 'Panel personalizado 4', 'HO_OTHER_4'],
  ['custom_5', 'CUSTOM', 'Custom dashboard 5', 'Panel personalizado 5', 'HO_OTHER_5'],
];

const written = new WeakMap<Db, Promise<void>>();

/** Writes the default rows once per process and database; existing rows (an operator's edits) are kept. */
export function ensureReportCatalogue(db: Db): Promise<void> {
  let done = written.get(db);
  if (!done) {
    done = db
      .insert(reportCatalogue)
      .values(
        DEFAULT_REPORTS.map(([name, menuGroup, titleEn, titleEs, roles], i) => ({
          groupId: 0,
          name,
          menuGroup,
          titleEn,
          titleEs,
          roles,
          sort: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing()
      .then(() => undefined);
    done.catch(() => written.delete(db));
    written.set(db, done);
  }
  return done;
}

const split = (list: string) =>
  list
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/** The catalogue as a group sees it: its own rows replace the defaults of the same name. */
export async function reportsOfGroup(db: Db, groupId: number): Promise<ReportRow[]> {
  await ensureReportCatalogue(db);
  const rows = await db
    .select()
    .from(reportCatalogue)
    .where(inArray(reportCatalogue.groupId, [0, groupId]));
  const byName = new Map<string, typeof reportCatalogue.$inferSelect>();
  for (const row of rows) {
    const seen = byName.get(row.name);
    if (!seen || row.groupId !== 0) byName.set(row.name, row);
  }
  return [...byName.values()]
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((r) => ({
      name: r.name,
      group: r.menuGroup,
      titleEn: r.titleEn,
      titleEs: r.titleEs,
      roles: split(r.roles),
      url: r.url,
      sort: r.sort,
    }));
}

/** For tests and operators: a group's own row for one report. */
export async function setGroupReport(
  db: Db,
  groupId: number,
  row: { name: string; roles?: string; url?: string | null },
): Promise<void> {
  const [base] = (await reportsOfGroup(db, groupId)).filter((r) => r.name === row.name);
  if (!base) throw new Error(`unknown report ${row.name}`);
  await db
    .insert(reportCatalogue)
    .values({
      groupId,
      name: row.name,
      menuGroup: base.group,
      titleEn: base.titleEn,
      titleEs: base.titleEs,
      roles: row.roles ?? base.roles.join(','),
      url: row.url === undefined ? base.url : row.url,
      sort: base.sort,
    })
    .onConflictDoUpdate({
      target: [reportCatalogue.groupId, reportCatalogue.name],
      set: { roles: row.roles ?? base.roles.join(','), url: row.url === undefined ? base.url : row.url },
    });
}
