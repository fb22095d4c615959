/**
 * THE stock ledger (decision 052): the one way any area changes a part's stock. A stock-in, an issue to
 * an order, a counter sale, a return, a vendor return, an audit adjustment, an inter-branch transfer or a
 * misplaced item calls `moveStock` inside the transaction that writes its own document, so a movement
 * never exists without its document and a document never without its movements.
 *
 * - On hand changes only by a conditional update of `part_stock` (`… set running_stock = running_stock - q
 *   where running_stock >= q`): concurrent issues queue on the row and the ones that would oversell find
 *   nothing to update and are refused with a message. The garage property `allow_negative_stock` drops
 *   the condition.
 * - Valuation is weighted average cost: an inbound move adds quantity × its unit cost and re-averages; an
 *   outbound move takes quantity × the average (all that is left when it takes the last pieces), priced in
 *   the same statement that takes it. Σ movement values = stock value, Σ quantities = on hand
 *   (`checkStockLedger`, also `npm run stock:check -w @garage/server`).
 * - Tracked parts (garage property `batch_serial_enabled` and part.tracking BATCH or SERIAL) keep stock per
 *   lot in `stock_lot`: batches are issued first-expiring-first and never once expired; a serial number is
 *   one piece, in stock at most once, so it is issued once.
 * - Quantities are in the part's base unit (callers convert through the unit multipliers, domain
 *   `convertQuantity`), rounded to 3 decimals; values are rounded to 4.
 *
 * Locks: moves are applied in part order, each part's `part_stock` row before its lots, so two documents
 * touching the same parts cannot deadlock.
 */
import { localDay, Money, quantityText } from '@garage/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idList } from '../db/id-list.ts';
import { orderSerialHold, part, partStock, type StockMovementKind, salesOrder, stockLot, stockMovement } from '../db/schema.ts';
import { badRequest } from './errors.ts';
import { loadGarageSettings } from './garage-settings.ts';
import { checkStockSummary, type StockSummaryProblem } from './stock-summary.ts';

/** Kinds that add stock; every other kind takes it away. */
export const INBOUND_KINDS: ReadonlySet<StockMovementKind> = new Set([
  'OPENING',
  'STOCK_IN',
  'ORDER_RETURN',
  'TRANSFER_IN',
  'ADJUSTMENT_IN',
  'VENDOR_RETURN_CANCEL',
]);
/**
 * Outbound kinds that take stock for something other than an order (decision 056, addendum on holds): a
 * serial number an open order holds (order_serial_hold) never leaves this way. Orders' own kinds
 * (COUNTER_SALE, ORDER_ISSUE) manage their holds themselves; an audit or a misplaced item frees the holds of
 * what it books out before it moves.
 */
const HOLD_RESPECTING_KINDS: ReadonlySet<StockMovementKind> = new Set([
  'TRANSFER_OUT',
  'VENDOR_RETURN',
  'ADJUSTMENT_OUT',
  'MISPLACED',
]);
/** Inbound kinds that bring new pieces from outside: a tracked part must say which batches or serials. */
const RECEIVING_KINDS: ReadonlySet<StockMovementKind> = new Set(['OPENING', 'STOCK_IN']);

export interface LotQuantity {
  /** Batch number or serial number. */
  code: string;
  /** Batch expiry (garage-local day); inbound only. */
  expiryDate?: string | null;
  quantity: string;
}

export interface StockMove {
  partId: number;
  kind: StockMovementKind;
  /** Positive, in the part's base unit; the kind decides the direction. */
  quantity: string;
  /**
   * Inbound: cost per base unit, excluding tax (a stock-in's purchase price, a return's original cost,
   * the sending outlet's cost). Without it: the part's average cost, else its purchase price, else 0.
   * Ignored outbound (the average prices it).
   */
  unitCost?: string | null;
  /**
   * Inbound only: the exact value this move brings in, instead of quantity × unit cost. A reversal passes
   * what the movement it undoes took (a cancelled vendor return), so stock value goes back to the cent.
   */
  value?: string | null;
  /** Batches / serials of a tracked part. Outbound batches may be left out (first-expiring-first). */
  lots?: LotQuantity[];
  reason?: string | null;
}

/** The document a movement came from: STOCK_IN 12, INVOICE 40, COUNTER_SALE (order id) 7, AUDIT 3… */
export interface StockDoc {
  kind: string;
  id: number;
  number?: string | null;
}

export interface StockActor {
  groupId: number;
  garageId: number;
  userId: number;
}

/** What the ledger needs of the garage; read from its settings when the caller does not pass it. */
export interface LedgerOptions {
  allowNegative: boolean;
  batchSerial: boolean;
  /** Garage-local day, for batch expiry. */
  today: string;
}

export interface MovedLot {
  lotId: number;
  code: string;
  /** Signed, like the movement. */
  quantity: string;
}

export interface MoveResult {
  partId: number;
  kind: StockMovementKind;
  movementIds: number[];
  /** Signed: + in, − out. */
  quantity: string;
  unitCost: string;
  /** Signed value at cost. */
  value: string;
  onHandAfter: string;
  lots: MovedLot[];
}

type PartRow = { id: number; name: string; tracking: 'NONE' | 'BATCH' | 'SERIAL'; purchasePrice: string | null };
type MovementRow = typeof stockMovement.$inferInsert;

const qty = (v: string | Money) => new Money(v).toDecimalPlaces(3, Money.ROUND_HALF_UP);
const val = (v: string | Money) => new Money(v).toDecimalPlaces(4, Money.ROUND_HALF_UP);

/** Reads the ledger options off the garage's settings (one caller that has them already passes them). */
export async function ledgerOptions(db: Db | Tx, groupId: number, garageId: number, at: Date): Promise<LedgerOptions> {
  const settings = await loadGarageSettings(db, groupId, garageId);
  if (!settings) throw new Error(`garage ${groupId}/${garageId} has no settings`);
  return {
    allowNegative: settings.props.allow_negative_stock,
    batchSerial: settings.props.batch_serial_enabled,
    today: localDay(at, settings.timeZone),
  };
}

/**
 * Applies `moves` for `doc` inside the caller's transaction and writes their movement rows. Throws a
 * 400 (nothing of the transaction is kept once the caller lets it roll back) when a part is not the
 * garage's, a quantity is not positive, stock would go below zero, or batches/serials do not add up.
 */
export async function moveStock(
  tx: Tx,
  actor: StockActor,
  at: Date,
  moves: readonly StockMove[],
  doc: StockDoc,
  options?: LedgerOptions,
): Promise<MoveResult[]> {
  if (moves.length === 0) return [];
  if (options && takesInOneStatement(moves, options)) return takeInOneStatement(tx, actor, at, moves, doc);
  const parts = await partsOf(tx, actor, moves);
  const opts = options ?? (await ledgerOptions(tx, actor.groupId, actor.garageId, at));
  if (opts.batchSerial) await refuseHeldSerials(tx, actor, moves, parts);
  const order = moves.map((move, index) => ({ move, index })).sort((a, b) => a.move.partId - b.move.partId || a.index - b.index);
  const results: MoveResult[] = new Array(moves.length);
  const rows: Array<{ index: number; row: MovementRow }> = [];
  for (const { move, index } of order) {
    const p = parts.get(move.partId) as PartRow;
    const quantity = qty(move.quantity);
    if (!quantity.gt(0)) throw badRequest('stock.badQuantity', { part: p.name });
    const tracking = opts.batchSerial ? p.tracking : 'NONE';
    if (tracking === 'NONE' && move.lots?.length) throw badRequest('stock.notTracked', { part: p.name });
    const applied = INBOUND_KINDS.has(move.kind)
      ? await moveIn(tx, actor, at, p, tracking, move, quantity)
      : await moveOut(tx, actor, at, p, tracking, move, quantity, opts);
    results[index] = {
      partId: p.id,
      kind: move.kind,
      movementIds: [],
      quantity: applied.quantity.toFixed(3),
      unitCost: applied.unitCost.toFixed(4),
      value: applied.value.toFixed(4),
      onHandAfter: applied.onHandAfter,
      lots: applied.lots.map((l) => ({ lotId: l.lotId, code: l.code, quantity: l.quantity.toFixed(3) })),
    };
    for (const piece of pieces(applied)) {
      rows.push({
        index,
        row: {
          groupId: actor.groupId,
          garageId: actor.garageId,
          partId: p.id,
          lotId: piece.lotId,
          kind: move.kind,
          quantity: piece.quantity.toFixed(3),
          unitCost: applied.unitCost.toFixed(4),
          value: piece.value.toFixed(4),
          onHandAfter: applied.onHandAfter,
          docKind: doc.kind,
          docId: doc.id,
          docNumber: doc.number ?? null,
          reason: move.reason ?? null,
          userId: actor.userId,
          at,
        },
      });
    }
  }
  const ids = await tx
    .insert(stockMovement)
    .values(rows.map((r) => r.row))
    .returning({ id: stockMovement.id });
  rows.forEach((r, i) => {
    results[r.index]?.movementIds.push(ids[i]?.id as number);
  });
  return results;
}

/**
 * Refuses (400, naming the order) a move of HOLD_RESPECTING_KINDS that names a serial number an open order
 * holds. The serials' lots are locked first (FOR UPDATE, in lot order, before any part_stock row): an
 * order's save locks its holds' keys and then shares the same lots (holdOrderSerials), so a transfer and an
 * order naming one serial at once queue on its lot — whichever comes second sees the other's hold or the
 * piece gone. The holds are read in a statement of their own, after the lock, so one committed while this
 * waited is seen.
 */
async function refuseHeldSerials(
  tx: Tx,
  actor: StockActor,
  moves: readonly StockMove[],
  parts: ReadonlyMap<number, PartRow>,
): Promise<void> {
  const refs = moves
    .filter((m) => HOLD_RESPECTING_KINDS.has(m.kind) && parts.get(m.partId)?.tracking === 'SERIAL')
    .flatMap((m) => (m.lots ?? []).map((l) => ({ p: m.partId, c: l.code.trim() })));
  if (refs.length === 0) return;
  const input = JSON.stringify(refs);
  const partIds = idList([...new Set(refs.map((r) => r.p))]);
  await tx.execute(sql`
    select l.id from ${stockLot} l
      join jsonb_to_recordset(${input}::jsonb) as x(p bigint, c text) on l.part_id = x.p and l.code = x.c
     where l.group_id = ${actor.groupId} and l.garage_id = ${actor.garageId} and l.part_id in ${partIds}
       and l.tracking = 'SERIAL' and l.on_hand = 1
     order by l.id
       for update of l`);
  const result = await tx.execute(sql`
    select h.part_id, h.code, o.external_order_id from ${orderSerialHold} h
      join jsonb_to_recordset(${input}::jsonb) as x(p bigint, c text) on h.part_id = x.p and h.code = x.c
      join ${salesOrder} o on o.group_id = h.group_id and o.id = h.order_id
     where h.group_id = ${actor.groupId} and h.garage_id = ${actor.garageId} and h.part_id in ${partIds}
     order by h.part_id, h.code
     limit 1`);
  const [held] = (result as unknown as { rows: Array<{ part_id: string | number; code: string; external_order_id: string }> })
    .rows;
  if (held) {
    throw badRequest('stock.serialHeld', {
      part: parts.get(Number(held.part_id))?.name ?? String(held.part_id),
      code: held.code,
      order: held.external_order_id,
    });
  }
}

/**
 * Whether `moves` can be taken in one statement: outbound moves of distinct parts, no lots named, in a
 * garage that tracks no batches or serials and never goes below zero. That is every sale and every issue
 * of such a garage, the moves a parts desk makes all day (decision 052 addendum).
 */
function takesInOneStatement(moves: readonly StockMove[], opts: LedgerOptions): boolean {
  if (opts.batchSerial || opts.allowNegative) return false;
  const parts = new Set<number>();
  for (const move of moves) {
    if (INBOUND_KINDS.has(move.kind) || move.lots?.length || parts.has(move.partId) || !qty(move.quantity).gt(0)) return false;
    parts.add(move.partId);
  }
  return true;
}

/**
 * The outbound moves of `takesInOneStatement` as one statement: the part_stock rows are locked in part
 * order (as the move-by-move path locks them, so the two cannot deadlock), each is taken by the same
 * conditional update and priced by the same expression, and the movement rows are written from what the
 * update returned. A part that is short (or not the garage's) is left out by the update; the caller's
 * transaction is then refused with the same message the move-by-move path gives, and rolls back.
 */
async function takeInOneStatement(
  tx: Tx,
  actor: StockActor,
  at: Date,
  moves: readonly StockMove[],
  doc: StockDoc,
): Promise<MoveResult[]> {
  const input = JSON.stringify(
    moves.map((m, i) => ({ i, p: m.partId, q: qty(m.quantity).toFixed(3), k: m.kind, r: m.reason ?? null })),
  );
  const atText = at.toISOString();
  const partIds = idList([...new Set(moves.map((m) => m.partId))]);
  const result = await tx.execute(sql`
    with input as (
      select x.i, x.p, x.q, x.k, x.r from jsonb_to_recordset(${input}::jsonb) as x(i int, p bigint, q numeric, k text, r text)
    ),
    locked as materialized (
      select s.part_id from ${partStock} s
       where s.group_id = ${actor.groupId} and s.garage_id = ${actor.garageId} and s.part_id in ${partIds}
       order by s.part_id for update
    ),
    taken as (
      update ${partStock} s
         set running_stock = s.running_stock - input.q,
             stock_value = s.stock_value
               - case when s.running_stock = input.q then s.stock_value else round(s.avg_cost * input.q, 4) end,
             last_move_value = case when s.running_stock = input.q then s.stock_value else round(s.avg_cost * input.q, 4) end,
             updated_at = ${atText}::timestamptz
        from input join locked on locked.part_id = input.p
       where s.group_id = ${actor.groupId} and s.garage_id = ${actor.garageId} and s.part_id in ${partIds}
         and s.part_id = input.p and s.running_stock >= input.q
      returning input.i, input.p, input.q, input.k, input.r, s.running_stock as on_hand, s.last_move_value as taken
    ),
    moved as (
      insert into ${stockMovement} (group_id, garage_id, part_id, lot_id, kind, quantity, unit_cost, value, on_hand_after,
                                    doc_kind, doc_id, doc_number, reason, user_id, at)
      select ${actor.groupId}, ${actor.garageId}, t.p, null, t.k, -t.q, round(t.taken / t.q, 4), -t.taken, t.on_hand,
             ${doc.kind}, ${doc.id}, ${doc.number ?? null}, t.r, ${actor.userId}, ${atText}::timestamptz
        from taken t order by t.p
      returning id, part_id
    )
    select t.i, t.on_hand::text as on_hand, t.taken::text as taken, round(t.taken / t.q, 4)::text as unit_cost, m.id
      from taken t join moved m on m.part_id = t.p`);
  const rows = (
    result as unknown as { rows: Array<{ i: number; on_hand: string; taken: string; unit_cost: string; id: string | number }> }
  ).rows;
  if (rows.length < moves.length) {
    // Something was left out: name the first part in part order, as the move-by-move path would.
    const parts = await partsOf(tx, actor, moves);
    const done = new Set(rows.map((r) => Number(r.i)));
    const first = moves
      .map((move, i) => ({ move, i }))
      .filter(({ i }) => !done.has(i))
      .sort((a, b) => a.move.partId - b.move.partId)[0] as { move: StockMove; i: number };
    const p = parts.get(first.move.partId) as PartRow;
    const [have] = await tx.select({ onHand: partStock.runningStock }).from(partStock).where(stockKey(actor, p.id));
    throw badRequest('stock.insufficient', {
      part: p.name,
      available: quantityText(have?.onHand ?? '0'),
      wanted: quantityText(qty(first.move.quantity).toFixed(3)),
    });
  }
  const results: MoveResult[] = new Array(moves.length);
  for (const r of rows) {
    const i = Number(r.i);
    const move = moves[i] as StockMove;
    results[i] = {
      partId: move.partId,
      kind: move.kind,
      movementIds: [Number(r.id)],
      quantity: qty(move.quantity).neg().toFixed(3),
      unitCost: new Money(r.unit_cost).toFixed(4),
      value: new Money(r.taken).neg().toFixed(4),
      onHandAfter: quantityText(r.on_hand),
      lots: [],
    };
  }
  return results;
}

interface Applied {
  /** Signed. */
  quantity: Money;
  unitCost: Money;
  /** Signed. */
  value: Money;
  onHandAfter: string;
  /** Signed quantities per lot; their sum may fall short of `quantity` (untracked remainder). */
  lots: Array<{ lotId: number; code: string; quantity: Money }>;
}

/** The movement rows of one applied move: one per lot, plus one for any untracked remainder; value apportioned. */
function pieces(applied: Applied): Array<{ lotId: number | null; quantity: Money; value: Money }> {
  const parts: Array<{ lotId: number | null; quantity: Money }> = applied.lots.map((l) => ({
    lotId: l.lotId,
    quantity: l.quantity,
  }));
  const inLots = applied.lots.reduce((sum, l) => sum.plus(l.quantity), new Money(0));
  const rest = applied.quantity.minus(inLots);
  if (!rest.isZero() || parts.length === 0) parts.push({ lotId: null, quantity: rest });
  let left = applied.value;
  return parts.map((piece, i) => {
    const value =
      i === parts.length - 1 || applied.quantity.isZero()
        ? left
        : val(applied.value.times(piece.quantity).dividedBy(applied.quantity));
    left = left.minus(value);
    return { ...piece, value };
  });
}

async function partsOf(tx: Tx, actor: StockActor, moves: readonly StockMove[]): Promise<Map<number, PartRow>> {
  const ids = [...new Set(moves.map((m) => m.partId))];
  const rows = await tx
    .select({ id: part.id, name: part.name, tracking: part.tracking, purchasePrice: part.purchasePrice })
    .from(part)
    .where(and(eq(part.groupId, actor.groupId), eq(part.garageId, actor.garageId), inArray(part.id, ids)));
  const map = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !map.has(id));
  if (missing !== undefined) throw badRequest('stock.unknownPart', { part: String(missing) });
  return map;
}

const stockKey = (actor: StockActor, partId: number) =>
  and(eq(partStock.groupId, actor.groupId), eq(partStock.garageId, actor.garageId), eq(partStock.partId, partId));

async function moveIn(
  tx: Tx,
  actor: StockActor,
  at: Date,
  p: PartRow,
  tracking: PartRow['tracking'],
  move: StockMove,
  quantity: Money,
): Promise<Applied> {
  const exact = move.value == null ? null : val(move.value);
  const unitCost = exact ? val(exact.dividedBy(quantity)) : val(move.unitCost ?? (await defaultCost(tx, actor, p)));
  if (unitCost.lt(0) || exact?.lt(0)) throw badRequest('stock.badQuantity', { part: p.name });
  const value = exact ?? val(quantity.times(unitCost));
  const [row] = await tx
    .insert(partStock)
    .values({
      groupId: actor.groupId,
      garageId: actor.garageId,
      partId: p.id,
      runningStock: quantity.toFixed(3),
      stockValue: value.toFixed(4),
      avgCost: unitCost.toFixed(4),
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [partStock.groupId, partStock.garageId, partStock.partId],
      set: {
        runningStock: sql`${partStock.runningStock} + ${quantity.toFixed(3)}::numeric`,
        stockValue: sql`${partStock.stockValue} + ${value.toFixed(4)}::numeric`,
        avgCost: sql`case when ${partStock.runningStock} + ${quantity.toFixed(3)}::numeric > 0
                and ${partStock.stockValue} + ${value.toFixed(4)}::numeric >= 0
              then round((${partStock.stockValue} + ${value.toFixed(4)}::numeric) / (${partStock.runningStock} + ${quantity.toFixed(3)}::numeric), 4)
              else ${unitCost.toFixed(4)}::numeric end`,
        updatedAt: at,
      },
    })
    .returning({ onHand: partStock.runningStock });
  const lots = tracking === 'NONE' ? [] : await lotsIn(tx, actor, p, tracking, move, quantity);
  return { quantity, unitCost, value, onHandAfter: quantityText(row?.onHand ?? '0'), lots };
}

/** The cost of an inbound move that names none: the average cost while there is stock, else the master's purchase price. */
async function defaultCost(tx: Tx, actor: StockActor, p: PartRow): Promise<string> {
  const [row] = await tx.select({ avgCost: partStock.avgCost }).from(partStock).where(stockKey(actor, p.id));
  if (row && new Money(row.avgCost).gt(0)) return row.avgCost;
  return p.purchasePrice ?? '0';
}

async function lotsIn(
  tx: Tx,
  actor: StockActor,
  p: PartRow,
  tracking: 'BATCH' | 'SERIAL',
  move: StockMove,
  quantity: Money,
): Promise<Applied['lots']> {
  const given = mergedLots(p, tracking, move.lots ?? []);
  if (given.length === 0) {
    if (RECEIVING_KINDS.has(move.kind))
      throw badRequest('stock.lotsRequired', { part: p.name, wanted: quantityText(quantity.toFixed(3)) });
    return [];
  }
  checkLotTotal(p, given, quantity);
  const values = given.map((l) => ({
    groupId: actor.groupId,
    garageId: actor.garageId,
    partId: p.id,
    tracking,
    code: l.code,
    expiryDate: l.expiryDate ?? null,
    onHand: l.quantity.toFixed(3),
  }));
  const rows =
    tracking === 'SERIAL'
      ? await tx
          .insert(stockLot)
          .values(values)
          .onConflictDoUpdate({
            target: [stockLot.groupId, stockLot.garageId, stockLot.partId, stockLot.code],
            set: { onHand: '1', expiryDate: sql`coalesce(excluded.expiry_date, ${stockLot.expiryDate})` },
            setWhere: sql`${stockLot.onHand} = 0`,
          })
          .returning({ id: stockLot.id, code: stockLot.code })
      : await tx
          .insert(stockLot)
          .values(values)
          .onConflictDoUpdate({
            target: [stockLot.groupId, stockLot.garageId, stockLot.partId, stockLot.code],
            set: {
              onHand: sql`${stockLot.onHand} + excluded.on_hand`,
              expiryDate: sql`coalesce(excluded.expiry_date, ${stockLot.expiryDate})`,
            },
          })
          .returning({ id: stockLot.id, code: stockLot.code });
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  const inStock = given.find((l) => !byCode.has(l.code));
  if (inStock) throw badRequest('stock.serialInStock', { part: p.name, code: inStock.code });
  return given.map((l) => ({ lotId: byCode.get(l.code) as number, code: l.code, quantity: l.quantity }));
}

/** Given lots with quantities rounded and batch codes merged; a serial is one piece and named once. */
function mergedLots(
  p: PartRow,
  tracking: 'BATCH' | 'SERIAL',
  lots: readonly LotQuantity[],
): Array<{ code: string; expiryDate?: string | null; quantity: Money }> {
  const merged = new Map<string, { code: string; expiryDate?: string | null; quantity: Money }>();
  for (const lot of lots) {
    const code = lot.code.trim();
    const quantity = qty(lot.quantity);
    if (!code || !quantity.gt(0)) throw badRequest('stock.badQuantity', { part: p.name });
    const seen = merged.get(code);
    if (tracking === 'SERIAL') {
      if (!quantity.eq(1)) throw badRequest('stock.serialOne', { part: p.name, code });
      if (seen) throw badRequest('stock.serialInStock', { part: p.name, code });
    }
    if (seen) seen.quantity = seen.quantity.plus(quantity);
    else merged.set(code, { code, expiryDate: lot.expiryDate ?? null, quantity });
  }
  return [...merged.values()];
}

function checkLotTotal(p: PartRow, lots: ReadonlyArray<{ quantity: Money }>, quantity: Money): void {
  const given = lots.reduce((sum, l) => sum.plus(l.quantity), new Money(0));
  if (!given.eq(quantity)) {
    throw badRequest('stock.lotsMismatch', {
      part: p.name,
      given: quantityText(given.toFixed(3)),
      wanted: quantityText(quantity.toFixed(3)),
    });
  }
}

async function moveOut(
  tx: Tx,
  actor: StockActor,
  at: Date,
  p: PartRow,
  tracking: PartRow['tracking'],
  move: StockMove,
  quantity: Money,
  opts: LedgerOptions,
): Promise<Applied> {
  const q = quantity.toFixed(3);
  if (opts.allowNegative) {
    await tx
      .insert(partStock)
      .values({ groupId: actor.groupId, garageId: actor.garageId, partId: p.id, avgCost: p.purchasePrice ?? '0', updatedAt: at })
      .onConflictDoNothing();
  }
  // One statement checks, takes and prices the issue: RHS expressions read the row as it was.
  const taken = sql`case when ${partStock.runningStock} = ${q}::numeric then ${partStock.stockValue}
    else round(${partStock.avgCost} * ${q}::numeric, 4) end`;
  const [row] = await tx
    .update(partStock)
    .set({
      runningStock: sql`${partStock.runningStock} - ${q}::numeric`,
      stockValue: sql`${partStock.stockValue} - ${taken}`,
      lastMoveValue: taken,
      updatedAt: at,
    })
    .where(and(stockKey(actor, p.id), opts.allowNegative ? undefined : sql`${partStock.runningStock} >= ${q}::numeric`))
    .returning({ onHand: partStock.runningStock, taken: partStock.lastMoveValue, avgCost: partStock.avgCost });
  if (!row) {
    const [have] = await tx.select({ onHand: partStock.runningStock }).from(partStock).where(stockKey(actor, p.id));
    throw badRequest('stock.insufficient', {
      part: p.name,
      available: quantityText(have?.onHand ?? '0'),
      wanted: quantityText(q),
    });
  }
  const value = new Money(row.taken);
  const unitCost = val(value.dividedBy(quantity));
  const before = new Money(row.onHand).plus(quantity);
  const lots = tracking === 'NONE' ? [] : await lotsOut(tx, actor, p, tracking, move, quantity, before, opts);
  return { quantity: quantity.neg(), unitCost, value: value.neg(), onHandAfter: quantityText(row.onHand), lots };
}

async function lotsOut(
  tx: Tx,
  actor: StockActor,
  p: PartRow,
  tracking: 'BATCH' | 'SERIAL',
  move: StockMove,
  quantity: Money,
  onHandBefore: Money,
  opts: LedgerOptions,
): Promise<Applied['lots']> {
  const given = mergedLots(p, tracking, move.lots ?? []);
  const lotKey = and(eq(stockLot.groupId, actor.groupId), eq(stockLot.garageId, actor.garageId), eq(stockLot.partId, p.id));
  if (tracking === 'SERIAL') {
    if (given.length === 0) throw badRequest('stock.lotsRequired', { part: p.name, wanted: quantityText(quantity.toFixed(3)) });
    checkLotTotal(p, given, quantity);
    const codes = given.map((l) => l.code);
    const rows = await tx
      .update(stockLot)
      .set({ onHand: '0' })
      .where(and(lotKey, inArray(stockLot.code, codes), eq(stockLot.onHand, '1')))
      .returning({ id: stockLot.id, code: stockLot.code });
    const byCode = new Map(rows.map((r) => [r.code, r.id]));
    const missing = codes.find((c) => !byCode.has(c));
    if (missing) throw badRequest('stock.serialNotAvailable', { part: p.name, code: missing });
    return codes.map((code) => ({ lotId: byCode.get(code) as number, code, quantity: new Money(-1) }));
  }
  if (given.length > 0) {
    checkLotTotal(p, given, quantity);
    const out: Applied['lots'] = [];
    for (const lot of given) {
      const [row] = await tx
        .update(stockLot)
        .set({ onHand: sql`${stockLot.onHand} - ${lot.quantity.toFixed(3)}::numeric` })
        .where(and(lotKey, eq(stockLot.code, lot.code), sql`${stockLot.onHand} >= ${lot.quantity.toFixed(3)}::numeric`))
        .returning({ id: stockLot.id });
      if (!row) {
        const [have] = await tx
          .select({ onHand: stockLot.onHand })
          .from(stockLot)
          .where(and(lotKey, eq(stockLot.code, lot.code)));
        throw badRequest('stock.lotInsufficient', {
          part: p.name,
          code: lot.code,
          available: quantityText(have?.onHand ?? '0'),
          wanted: quantityText(lot.quantity.toFixed(3)),
        });
      }
      out.push({ lotId: row.id, code: lot.code, quantity: lot.quantity.neg() });
    }
    return out;
  }
  // First expiring first, never an expired batch; stock that never had a batch (kept before tracking
  // was turned on) is taken after the batches.
  const open = await tx
    .select({ id: stockLot.id, code: stockLot.code, onHand: stockLot.onHand, expiryDate: stockLot.expiryDate })
    .from(stockLot)
    .where(and(lotKey, sql`${stockLot.onHand} > 0`))
    .orderBy(sql`${stockLot.expiryDate} asc nulls last`, asc(stockLot.id))
    .for('update');
  const inLots = open.reduce((sum, l) => sum.plus(l.onHand), new Money(0));
  const usable = open.filter((l) => !l.expiryDate || l.expiryDate >= opts.today);
  const out: Applied['lots'] = [];
  let left = quantity;
  for (const lot of usable) {
    if (!left.gt(0)) break;
    const take = Money.min(left, new Money(lot.onHand));
    await tx
      .update(stockLot)
      .set({ onHand: sql`${stockLot.onHand} - ${take.toFixed(3)}::numeric` })
      .where(and(eq(stockLot.groupId, actor.groupId), eq(stockLot.id, lot.id)));
    out.push({ lotId: lot.id, code: lot.code, quantity: take.neg() });
    left = left.minus(take);
  }
  const untracked = Money.max(onHandBefore.minus(inLots), 0);
  if (left.gt(untracked) && !opts.allowNegative) {
    const available = usable.reduce((sum, l) => sum.plus(l.onHand), new Money(0)).plus(untracked);
    throw badRequest('stock.insufficientUnexpired', {
      part: p.name,
      available: quantityText(available.toFixed(3)),
      wanted: quantityText(quantity.toFixed(3)),
    });
  }
  return out;
}

export interface StockLedgerProblem {
  groupId: number;
  garageId: number;
  partId: number;
  lotId: number | null;
  /** What the row says (on hand; value for parts). */
  onHand: string;
  value: string | null;
  /** What the movements add up to. */
  movementsQuantity: string;
  movementsValue: string | null;
}

/**
 * The ledger's invariant: for every part of every garage (of one group, when given) the movements'
 * quantities add up to its on hand and their values to its stock value, and for every batch or serial the
 * movements of that lot add up to its on hand; and the garages' stock summaries add up to what they
 * counted (stock-summary.ts). Returns what does not; empty when all is well.
 */
export async function checkStockLedger(db: Db | Tx, groupId?: number): Promise<Array<StockLedgerProblem | StockSummaryProblem>> {
  const scope = groupId === undefined ? sql`true` : sql`group_id = ${groupId}`;
  const partResult = await db.execute(sql`
    select coalesce(s.group_id, m.group_id) as group_id, coalesce(s.garage_id, m.garage_id) as garage_id,
           coalesce(s.part_id, m.part_id) as part_id,
           coalesce(s.running_stock, 0)::text as on_hand, coalesce(s.stock_value, 0)::text as value,
           coalesce(m.q, 0)::text as mq, coalesce(m.v, 0)::text as mv
      from (select * from part_stock where ${scope}) s
      full join (select group_id, garage_id, part_id, sum(quantity) as q, sum(value) as v
                   from stock_movement where ${scope} group by group_id, garage_id, part_id) m
        on m.group_id = s.group_id and m.garage_id = s.garage_id and m.part_id = s.part_id
     where coalesce(s.running_stock, 0) <> coalesce(m.q, 0) or coalesce(s.stock_value, 0) <> coalesce(m.v, 0)`);
  const lotResult = await db.execute(sql`
    select l.group_id, l.garage_id, l.part_id, l.id as lot_id, l.on_hand::text as on_hand, coalesce(m.q, 0)::text as mq
      from (select * from stock_lot where ${scope}) l
      left join (select group_id, lot_id, sum(quantity) as q from stock_movement
                  where lot_id is not null and ${scope} group by group_id, lot_id) m
        on m.group_id = l.group_id and m.lot_id = l.id
     where l.on_hand <> coalesce(m.q, 0)`);
  const partRows = (partResult as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const lotRows = (lotResult as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const num = (v: unknown) => Number(v);
  return [
    ...partRows.map((r) => ({
      groupId: num(r.group_id),
      garageId: num(r.garage_id),
      partId: num(r.part_id),
      lotId: null,
      onHand: String(r.on_hand),
      value: String(r.value),
      movementsQuantity: String(r.mq),
      movementsValue: String(r.mv),
    })),
    ...lotRows.map((r) => ({
      groupId: num(r.group_id),
      garageId: num(r.garage_id),
      partId: num(r.part_id),
      lotId: num(r.lot_id),
      onHand: String(r.on_hand),
      value: null,
      movementsQuantity: String(r.mq),
      movementsValue: null,
    })),
    ...(await checkStockSummary(db, groupId)),
  ];
}
