/**
 * CSV price lists (decision 061): VENDOR_PRICE (a vendor's price for a part), CUSTOMER_PART_PRICE and
 * CUSTOMER_SERVICE_PRICE (a customer's own price, decision 060). The check resolves each row's vendor or
 * customer and item and says NEW or UPDATE (a price is there already); the import step upserts the rows
 * in one statement per type.
 */
import { type CsvValues, csvMobileDigits, partNumberKey } from '@garage/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customer, customerItemPrice, part, service, vendor, vendorPrice } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { upsertVendorPrices } from '../vendor-prices/vendor-price.repository.ts';
import type { UploadRowRow } from './csv-import.repository.ts';
import type { Checked } from './row-checks.ts';

type Reader = Db | Tx;
type Read = { row: UploadRowRow; result?: Checked; values?: CsvValues };

const error = (position: number, key: Checked['reasonKey'], params: Record<string, string | number>): Checked => ({
  position,
  outcome: 'ERROR',
  reasonKey: key,
  reasonParams: params,
});
const cell = (values: CsvValues, name: string) => String(values[name] ?? '');
const taxKey = (v: string) => v.replace(/[\s-]+/g, '').toLowerCase();

/**
 * A slice may name one price twice in ways the upload's duplicate check cannot see (a vendor by name and
 * by tax number, a mobile with and without its country code): every such row is an error, as duplicates are.
 */
function markSameTarget(rows: Checked[], read: readonly Read[]): Checked[] {
  const lines = new Map(read.map((r) => [r.row.position, r.row.line]));
  const seen = new Map<string, number[]>();
  for (const r of rows) {
    if (r.outcome === 'ERROR' || !r.target) continue;
    const key = `${r.target.ownerId}:${r.target.itemId}`;
    seen.set(key, [...(seen.get(key) ?? []), r.position]);
  }
  const twice = new Map<number, string>();
  for (const positions of seen.values())
    if (positions.length > 1) for (const p of positions) twice.set(p, positions.map((q) => lines.get(q)).join(', '));
  return rows.map((r) => {
    const at = twice.get(r.position);
    if (at === undefined) return r;
    const value = cell(r.values ?? {}, 'part_number') || cell(r.values ?? {}, 'service_name');
    return error(r.position, 'csv.row.duplicate', { value, rows: at });
  });
}

/** VENDOR_PRICE: the vendor by name (any case) or tax number, the part by number; UPDATE when priced already. */
export async function checkVendorPrices(db: Reader, current: Membership, read: readonly Read[]): Promise<Checked[]> {
  const scope = { groupId: current.groupId, garageId: current.garageId };
  const vendors = await db
    .select({ id: vendor.id, name: vendor.name, taxNumber: vendor.taxNumber })
    .from(vendor)
    .where(and(eq(vendor.groupId, scope.groupId), eq(vendor.garageId, scope.garageId)));
  const byName = new Map(vendors.map((v) => [v.name.trim().toLowerCase(), v.id]));
  const byTax = new Map<string, number[]>();
  for (const v of vendors) if (v.taxNumber) byTax.set(taxKey(v.taxNumber), [...(byTax.get(taxKey(v.taxNumber)) ?? []), v.id]);
  const parts = await partIds(db, scope, read);
  const resolved = read.map(({ row, result, values }): Checked => {
    if (result || !values) return result as Checked;
    const name = cell(values, 'vendor');
    const vendorIds = byName.has(name.toLowerCase())
      ? [byName.get(name.toLowerCase()) as number]
      : (byTax.get(taxKey(name)) ?? []);
    if (vendorIds.length === 0) return error(row.position, 'csv.row.vendorUnknown', { value: name });
    if (vendorIds.length > 1) return error(row.position, 'csv.row.vendorAmbiguous', { value: name });
    const partId = parts.get(partNumberKey(cell(values, 'part_number')));
    if (partId === undefined) return error(row.position, 'csv.row.partUnknown', { value: cell(values, 'part_number') });
    return { position: row.position, outcome: 'NEW', values, target: { ownerId: vendorIds[0] as number, itemId: partId } };
  });
  const targets = resolved.flatMap((r) => (r.outcome !== 'ERROR' && r.target ? [r.target] : []));
  const priced = new Set<string>();
  if (targets.length > 0) {
    const rows = await db
      .select({ vendorId: vendorPrice.vendorId, partId: vendorPrice.partId })
      .from(vendorPrice)
      .where(
        and(
          eq(vendorPrice.groupId, scope.groupId),
          eq(vendorPrice.garageId, scope.garageId),
          inArray(vendorPrice.vendorId, [...new Set(targets.map((t) => t.ownerId))]),
          inArray(vendorPrice.partId, [...new Set(targets.map((t) => t.itemId))]),
        ),
      );
    for (const r of rows) priced.add(`${r.vendorId}:${r.partId}`);
  }
  return markSameTarget(
    resolved.map((r) =>
      r.target && priced.has(`${r.target.ownerId}:${r.target.itemId}`)
        ? { ...r, outcome: 'UPDATE', targetId: r.target.itemId }
        : r,
    ),
    read,
  );
}

async function partIds(db: Reader, scope: { groupId: number; garageId: number }, read: readonly Read[]) {
  const keys = [...new Set(read.flatMap((r) => (r.values ? [partNumberKey(cell(r.values, 'part_number'))] : [])))];
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: part.id, key: part.partNumberKey })
    .from(part)
    .where(and(eq(part.groupId, scope.groupId), eq(part.garageId, scope.garageId), inArray(part.partNumberKey, keys)));
  return new Map(rows.map((r) => [r.key as string, r.id]));
}

/**
 * CUSTOMER_PART_PRICE / CUSTOMER_SERVICE_PRICE: the customer (of the group) by mobile number, with or
 * without the country code; the part by number or the service by name, of this garage.
 */
export async function checkCustomerPrices(
  db: Reader,
  current: Membership,
  kind: 'part' | 'service',
  read: readonly Read[],
): Promise<Checked[]> {
  const scope = { groupId: current.groupId, garageId: current.garageId };
  const mobiles = [
    ...new Set(read.flatMap((r) => (r.values ? [csvMobileDigits(cell(r.values, 'customer_mobile'))] : []))),
  ].filter(Boolean);
  const customers = mobiles.length
    ? await db
        .select({ id: customer.id, code: customer.countryPhoneCode, mobile: customer.mobileNumber })
        .from(customer)
        .where(
          and(
            eq(customer.groupId, scope.groupId),
            or(
              inArray(customer.mobileNumber, mobiles),
              inArray(sql`regexp_replace(${customer.countryPhoneCode}, '\\D', '', 'g') || ${customer.mobileNumber}`, mobiles),
            ),
          ),
        )
    : [];
  const byMobile = new Map<string, Set<number>>();
  for (const c of customers)
    for (const key of [c.mobile, csvMobileDigits(c.code) + c.mobile])
      byMobile.set(key, (byMobile.get(key) ?? new Set()).add(c.id));
  const items =
    kind === 'part'
      ? await partIds(db, scope, read)
      : await serviceIds(
          db,
          scope,
          read.flatMap((r) => (r.values ? [cell(r.values, 'service_name').toLowerCase()] : [])),
        );
  const resolved = read.map(({ row, result, values }): Checked => {
    if (result || !values) return result as Checked;
    const mobile = cell(values, 'customer_mobile');
    const ids = [...(byMobile.get(csvMobileDigits(mobile)) ?? [])];
    if (ids.length === 0) return error(row.position, 'csv.row.customerUnknown', { value: mobile });
    if (ids.length > 1) return error(row.position, 'csv.row.customerAmbiguous', { value: mobile });
    const itemId =
      kind === 'part'
        ? items.get(partNumberKey(cell(values, 'part_number')))
        : items.get(cell(values, 'service_name').toLowerCase());
    if (itemId === undefined)
      return kind === 'part'
        ? error(row.position, 'csv.row.partUnknown', { value: cell(values, 'part_number') })
        : error(row.position, 'csv.row.serviceUnknown', { value: cell(values, 'service_name') });
    return { position: row.position, outcome: 'NEW', values, target: { ownerId: ids[0] as number, itemId } };
  });
  const targets = resolved.flatMap((r) => (r.outcome !== 'ERROR' && r.target ? [r.target] : []));
  const priced = new Set<string>();
  if (targets.length > 0) {
    const rows = await db
      .select({ customerId: customerItemPrice.customerId, itemId: customerItemPrice.itemId })
      .from(customerItemPrice)
      .where(
        and(
          eq(customerItemPrice.groupId, scope.groupId),
          eq(customerItemPrice.garageId, scope.garageId),
          eq(customerItemPrice.kind, kind),
          inArray(customerItemPrice.customerId, [...new Set(targets.map((t) => t.ownerId))]),
          inArray(customerItemPrice.itemId, [...new Set(targets.map((t) => t.itemId))]),
        ),
      );
    for (const r of rows) priced.add(`${r.customerId}:${r.itemId}`);
  }
  return markSameTarget(
    resolved.map((r) =>
      r.target && priced.has(`${r.target.ownerId}:${r.target.itemId}`)
        ? { ...r, outcome: 'UPDATE', targetId: r.target.itemId }
        : r,
    ),
    read,
  );
}

async function serviceIds(db: Reader, scope: { groupId: number; garageId: number }, names: string[]) {
  const keys = [...new Set(names.filter(Boolean))];
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: service.id, key: service.nameKey })
    .from(service)
    .where(and(eq(service.groupId, scope.groupId), eq(service.garageId, scope.garageId), inArray(service.nameKey, keys)));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Writes the checked price rows of one import step (one upsert); positions created and updated. */
export async function writePrices(
  tx: Tx,
  current: Membership,
  type: 'VENDOR_PRICE' | 'CUSTOMER_PART_PRICE' | 'CUSTOMER_SERVICE_PRICE',
  rows: readonly Checked[],
  userId: number,
  now: Date,
): Promise<{ created: number[]; updated: number[] }> {
  const ok = rows.filter((r) => r.outcome !== 'ERROR' && r.target && r.values);
  const created = ok.filter((r) => r.outcome === 'NEW').map((r) => r.position);
  const updated = ok.filter((r) => r.outcome === 'UPDATE').map((r) => r.position);
  if (ok.length === 0) return { created, updated };
  if (type === 'VENDOR_PRICE') {
    await upsertVendorPrices(
      tx,
      current,
      ok.map((r) => {
        const v = r.values as CsvValues;
        return {
          vendorId: r.target?.ownerId as number,
          partId: r.target?.itemId as number,
          purchasePrice: cell(v, 'purchase_price'),
          minOrderQty: (v.min_order_qty as string | null) ?? null,
          leadTimeDays: v.lead_time_days === null ? null : Number(v.lead_time_days),
          vendorPartCode: (v.vendor_part_code as string | null) ?? null,
          validFrom: (v.valid_from as string | null) ?? null,
        };
      }),
      userId,
      now,
      'keepBlank',
    );
  } else {
    const kind: 'part' | 'service' = type === 'CUSTOMER_PART_PRICE' ? 'part' : 'service';
    await tx
      .insert(customerItemPrice)
      .values(
        ok.map((r) => ({
          groupId: current.groupId,
          garageId: current.garageId,
          customerId: r.target?.ownerId as number,
          kind,
          itemId: r.target?.itemId as number,
          price: cell(r.values as CsvValues, 'price'),
          updatedBy: userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [
          customerItemPrice.groupId,
          customerItemPrice.garageId,
          customerItemPrice.customerId,
          customerItemPrice.kind,
          customerItemPrice.itemId,
        ],
        set: { price: sql.raw('excluded.price'), updatedBy: userId, updatedAt: now },
      });
  }
  return { created, updated };
}
