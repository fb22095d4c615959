import { applyAmcRule as applyAmcRuleOf, Money } from '@garage/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { amcItem } from '../../db/schema.ts';

/** A line as the AMC rule sees it; `discount` is changed in place. */
export interface AmcLine {
  kind: 'service' | 'part';
  itemId: number | null;
  quantity: string;
  discount: string;
  /** The unit the line's quantity is counted in (parts). */
  uomChild: number | null;
  /** The part's own unit, for a line or contract item that names none. */
  masterUnitId: number | null;
}

/** What the rule did to one line: kept with the line (to give it back later) and in the activity detail. */
export interface AmcEffect {
  line: number;
  amc_item_id: number;
  item_name: string;
  /** The line quantity counted in the contract item's unit (null when the units cannot be compared). */
  quantity: string | null;
  remaining: string;
  /** RESET: the line asks for more than remains, its discount is 0. APPLIED: the contract's discount. KEPT: the line's own. */
  discount: 'RESET' | 'APPLIED' | 'KEPT';
  /** How much of the contract item this line uses (0 for a quotation). */
  availed: string;
}

type AmcRow = typeof amcItem.$inferSelect;

/**
 * Contract items of a customer that may cover a document of this vehicle: the vehicle's own items and
 * the customer's items for any vehicle. With `lock`, those rows and the rows named in `alsoLock` (what an
 * edited order gives back) are locked in one statement, in id order, until the transaction ends: two
 * orders of one customer queue instead of deadlocking, and none avails what another is counting on.
 */
export async function loadAmcItems(
  tx: Tx,
  groupId: number,
  garageId: number,
  customerId: number,
  userCarId: number | null,
  lock: boolean,
  alsoLock: readonly number[] = [],
): Promise<AmcRow[]> {
  const covers = and(
    eq(amcItem.customerId, customerId),
    userCarId === null ? isNull(amcItem.userCarId) : or(isNull(amcItem.userCarId), eq(amcItem.userCarId, userCarId)),
  );
  const query = tx
    .select()
    .from(amcItem)
    .where(
      and(
        eq(amcItem.groupId, groupId),
        eq(amcItem.garageId, garageId),
        alsoLock.length ? or(covers, inArray(amcItem.id, [...alsoLock])) : covers,
      ),
    )
    .orderBy(asc(amcItem.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.filter((r) => r.customerId === customerId && (r.userCarId === null || r.userCarId === userCarId));
}

const isZero = (v: string | null | undefined) => !v || new Money(v).isZero();

/**
 * The domain's AMC rule (spec 5) on the lines of a document being stored: lines' discounts are changed in
 * place, and the effects say what each line uses of which contract item.
 */
export function applyAmcRule(lines: AmcLine[], items: readonly AmcRow[], avail: boolean): AmcEffect[] {
  const outcomes = applyAmcRuleOf(
    lines.map((l) => ({ ...l, unitId: l.uomChild })),
    items.map((i) => ({ ...i, unitId: i.unitId ?? null })),
    avail,
  );
  return outcomes.map((o) => {
    lines[o.index]!.discount = o.lineDiscount;
    return {
      line: o.index + 1,
      amc_item_id: o.item.id,
      item_name: o.item.itemName,
      quantity: o.quantity === undefined ? null : o.quantity.toDecimalPlaces(3).toString(),
      remaining: o.remaining.toDecimalPlaces(3).toString(),
      discount: o.discount,
      availed: o.used.toDecimalPlaces(3).toString(),
    };
  });
}

function totals(entries: ReadonlyArray<{ amc_item_id: number; availed: string }>): Array<[number, Money]> {
  const by = new Map<number, Money>();
  for (const e of entries) {
    if (isZero(e.availed)) continue;
    by.set(e.amc_item_id, (by.get(e.amc_item_id) ?? new Money(0)).plus(e.availed));
  }
  return [...by].sort((a, b) => a[0] - b[0]);
}

/** Adds what the lines use to the contract items (capped at each item's quantity). */
export async function availAmc(tx: Tx, groupId: number, effects: readonly AmcEffect[]): Promise<void> {
  for (const [id, amount] of totals(effects)) {
    await tx
      .update(amcItem)
      .set({ availedQuantity: sql`least(${amcItem.quantity}, ${amcItem.availedQuantity} + ${amount.toString()}::numeric)` })
      .where(and(eq(amcItem.groupId, groupId), eq(amcItem.id, id)));
  }
}

/** Gives back what a document's lines used (an edited or cancelled order); lock the rows first. */
export async function giveBackAmc(
  tx: Tx,
  groupId: number,
  entries: ReadonlyArray<{ amc_item_id: number; availed: string }>,
): Promise<void> {
  for (const [id, amount] of totals(entries)) {
    await tx
      .update(amcItem)
      .set({ availedQuantity: sql`greatest(0, ${amcItem.availedQuantity} - ${amount.toString()}::numeric)` })
      .where(and(eq(amcItem.groupId, groupId), eq(amcItem.id, id)));
  }
}

/** Locks contract items by id (in id order), before a cancelled order gives back what it used. */
export async function lockAmcItems(tx: Tx, groupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: amcItem.id })
    .from(amcItem)
    .where(and(eq(amcItem.groupId, groupId), inArray(amcItem.id, [...ids])))
    .orderBy(asc(amcItem.id))
    .for('update');
}
