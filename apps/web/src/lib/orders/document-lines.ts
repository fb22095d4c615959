import { Money } from '@garage/domain';
import type { Order } from './orders-api.ts';

/**
 * The lines and totals of an order or a quotation as every document shows them (the editor's preview, the
 * order and quotation details, later the invoice): one row model, the columns, the grouping of package
 * items, and the summary rows. The order-level discount is a summary row only; a line's Amount is before it.
 */

/** One row of a lines table, whichever document it comes from. */
export interface DocumentLine {
  key: string;
  kind: 'service' | 'part';
  name: string;
  /** SAC of a service, HSN of a part. */
  code: string | null;
  packageName: string | null;
  quantity: string;
  unitSymbol: string | null;
  unitPrice: string;
  /** The item-wise discount in percent, when one applied; null shows "—". */
  discount: string | null;
  taxes: ReadonlyArray<{ name: string; amount: string }>;
  /** The line's tax, null when it has no tax category (shown "—"). */
  taxTotal: string | null;
  /** The tax category: its short label (preview) or its name (details). */
  taxLabel: string | null;
  /** The Amount column: the line before the order-level discount; null while it cannot be priced. */
  amount: string | null;
  /** The serial numbers of a part sold by serial number (decision 056 addendum). */
  serials?: readonly string[];
  /** The unit price includes tax: marked "incl. tax" beside it, explained under the lines. */
  taxInclusive?: boolean;
  /**
   * A split bill's share: the percent of the whole line this bill carries (its unit price is the whole line's, its
   * tax and amount the share's). Undefined on a whole bill.
   */
  sharePercent?: string;
}

// ---- preview (spec 2.2): a services table and a parts table -------------------------------------------------------

export type PreviewColumn = 'package' | 'index' | 'name' | 'code' | 'quantity' | 'rate' | 'discount' | 'tax' | 'amount';

export interface PreviewConditions {
  /** The garage applies tax and at least one line has a tax category. */
  taxApplies: boolean;
  /** The garage's country names an item code (SAC/HSN, SAT key…); not the USA or Saudi Arabia (decision 037). */
  itemCode?: boolean;
  itemWiseDiscount: boolean;
  anyPackage: boolean;
}

/**
 * Spec 2.2: columns of the services and parts tables vary with whether tax applies (item code and tax
 * columns), whether discounts are per item (discount column) and whether any package is present (a
 * package column grouping its items under the package name).
 */
export function previewColumns(c: PreviewConditions): PreviewColumn[] {
  const cols: PreviewColumn[] = [];
  if (c.anyPackage) cols.push('package');
  cols.push('index', 'name');
  if (c.taxApplies && c.itemCode !== false) cols.push('code');
  cols.push('quantity', 'rate');
  if (c.itemWiseDiscount) cols.push('discount');
  if (c.taxApplies) cols.push('tax');
  cols.push('amount');
  return cols;
}

export interface PackageGroup<T> {
  packageName: string | null;
  lines: T[];
}

/** Lines grouped under their package name (first appearance keeps the order); loose lines form null groups. */
export function groupByPackage<T extends { packageName: string | null }>(lines: readonly T[]): PackageGroup<T>[] {
  const groups: PackageGroup<T>[] = [];
  const byName = new Map<string, PackageGroup<T>>();
  for (const line of lines) {
    if (line.packageName) {
      let group = byName.get(line.packageName);
      if (!group) {
        group = { packageName: line.packageName, lines: [] };
        byName.set(line.packageName, group);
        groups.push(group);
      }
      group.lines.push(line);
    } else {
      const last = groups.at(-1);
      if (last && last.packageName === null) last.lines.push(line);
      else groups.push({ packageName: null, lines: [line] });
    }
  }
  return groups;
}

// ---- details: one table grouped by package, services, parts -------------------------------------------------------

export interface LineLike {
  kind: 'service' | 'part';
  package_name: string | null;
  discount: string;
  taxes: ReadonlyArray<{ name: string; amount: string }>;
}

export interface LineGroup<L> {
  kind: 'package' | 'services' | 'parts';
  /** The package name for a package group. */
  name: string | null;
  lines: L[];
}

/** Items of a package grouped under its name (in order of first appearance), then services, then parts. */
export function groupLines<L extends Pick<LineLike, 'kind'>>(
  lines: readonly L[],
  packageOf: (line: L) => string | null | undefined = (line) => (line as Partial<LineLike>).package_name,
): LineGroup<L>[] {
  const packages = new Map<string, L[]>();
  const services: L[] = [];
  const parts: L[] = [];
  for (const line of lines) {
    const pkg = packageOf(line)?.trim();
    if (pkg) {
      const list = packages.get(pkg) ?? [];
      list.push(line);
      packages.set(pkg, list);
    } else if (line.kind === 'service') services.push(line);
    else parts.push(line);
  }
  const groups: LineGroup<L>[] = [...packages].map(([name, list]) => ({ kind: 'package', name, lines: list }));
  if (services.length > 0) groups.push({ kind: 'services', name: null, lines: services });
  if (parts.length > 0) groups.push({ kind: 'parts', name: null, lines: parts });
  return groups;
}

/** Which optional columns the lines table needs (spec 2.2: tax, item-wise discount). */
export function lineColumns(doc: { item_wise_discount: boolean; lines: readonly LineLike[]; tax_total: string }): {
  discount: boolean;
  tax: boolean;
} {
  return {
    discount: doc.item_wise_discount && doc.lines.some((l) => Number(l.discount) > 0),
    tax: Number(doc.tax_total) > 0 || doc.lines.some((l) => l.taxes.some((t) => Number(t.amount) > 0)),
  };
}

/** An order-level discount line is shown when above 0 and discounts are not item-wise (spec 2.2). */
export function showsOrderDiscount(doc: { item_wise_discount: boolean; discount: string }): boolean {
  return !doc.item_wise_discount && Number(doc.discount) > 0;
}

/** The rows of a saved order or quotation, as the server priced them. */
export function linesOfOrder(doc: Pick<Order, 'lines'>): DocumentLine[] {
  return doc.lines.map((l, i) => ({
    key: String(i),
    kind: l.kind,
    name: l.name,
    code: l.code,
    packageName: l.package_name,
    quantity: l.quantity,
    unitSymbol: null,
    unitPrice: l.unit_price,
    discount: Number(l.discount) > 0 ? l.discount : null,
    taxes: l.taxes,
    // One tax line shows its own figure; several their sum (decimal, as the server's figures).
    taxTotal:
      l.taxes.length === 0
        ? null
        : l.taxes.length === 1
          ? (l.taxes[0]?.amount ?? '0')
          : l.taxes.reduce((sum, x) => sum.plus(x.amount), new Money(0)).toFixed(),
    taxLabel: l.tax_category_name,
    amount: l.total,
    serials: l.serials,
    // Only a taxed line: a price of a line without tax holds none.
    taxInclusive: l.tax_inclusive && l.tax_category_name !== null,
  }));
}

// ---- totals --------------------------------------------------------------------------------------------------

/** The figures of a document's summary (the engine's PricedOrder, or a saved document's totals). */
export interface DocumentTotals {
  sub_total: string;
  discount: string;
  tax_lines: ReadonlyArray<{ name: string; amount: string }>;
  grand_total: string;
}

/** A saved order's or quotation's totals. */
export function totalsOfOrder(doc: Order): DocumentTotals {
  return { sub_total: doc.sub_total, discount: doc.discount, tax_lines: doc.tax_lines, grand_total: doc.total_amount };
}

export type TotalRowKind = 'subTotal' | 'tax' | 'discount' | 'grandTotal';

/** Summary rows (spec 2.2): sub total, one per tax line, the order discount when above 0 and not item-wise, grand total. */
export function totalRows(
  priced: DocumentTotals,
  itemWiseDiscount: boolean,
): Array<{ kind: TotalRowKind; name?: string; amount: string }> {
  const rows: Array<{ kind: TotalRowKind; name?: string; amount: string }> = [{ kind: 'subTotal', amount: priced.sub_total }];
  for (const t of priced.tax_lines) rows.push({ kind: 'tax', name: t.name, amount: t.amount });
  if (!itemWiseDiscount && new Money(priced.discount).gt(0)) rows.push({ kind: 'discount', amount: priced.discount });
  rows.push({ kind: 'grandTotal', amount: priced.grand_total });
  return rows;
}
