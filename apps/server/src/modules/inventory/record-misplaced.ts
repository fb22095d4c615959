import type { MisplacedInput, MisplacedItem } from '@garage/contract';
import { Money, mayAdjustStock, priceRules, quantityText } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import { moneyText } from '../orders/order-view.ts';
import { releaseMissingSerials } from '../parts-on-orders/release-missing-serials.ts';
import { insertMisplacedItem, setMisplacedValue } from './misplaced-item.repository.ts';

type Input = z.output<typeof MisplacedInput>;

/**
 * Records a part found missing (add-misplaced-item): a misplaced_item document and its MISPLACED
 * movement in one transaction; refused while stock is short (the ledger's message) and to users with
 * RESTRICT_PERFORM_ADJUSTMENT. The document row is its own audit row: who, when, why, how many, what value.
 * A serial number an open order held leaves that order (its history says so).
 */
export async function recordMisplaced(
  tx: Tx,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
): Promise<MisplacedItem> {
  if (!mayAdjustStock(current.roles)) throw forbidden('stock.adjustRestricted');
  const id = await insertMisplacedItem(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    partId: input.part_id,
    quantity: input.quantity,
    reason: input.reason,
    userId,
    at: now,
  });
  // A misplaced serial number leaves the open order that held it (decision 056, addendum on holds).
  if (input.lots?.length) {
    await releaseMissingSerials(
      tx,
      current,
      input.lots.map((l) => ({ partId: input.part_id, code: l.code.trim() })),
      { source: 'MISPLACED', document: null },
      userId,
      now,
    );
  }
  const [moved] = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    [
      {
        partId: input.part_id,
        kind: 'MISPLACED',
        quantity: input.quantity,
        reason: input.reason,
        ...(input.lots?.length ? { lots: input.lots } : {}),
      },
    ],
    { kind: 'MISPLACED', id },
  );
  const value = new Money(moved?.value ?? '0').neg().toFixed(4);
  await setMisplacedValue(tx, current.groupId, id, value);
  return {
    misplaced_id: id,
    part_id: input.part_id,
    quantity: quantityText(input.quantity),
    value: priceRules(current.roles).hidePurchase ? null : moneyText(value),
    on_hand_after: moved?.onHandAfter ?? '0',
    reason: input.reason,
    at: now.toISOString(),
  };
}

/** Once per Idempotency-Key: a double press records one misplaced item. */
export async function recordMisplacedOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
) {
  if (!mayAdjustStock(current.roles)) throw forbidden('stock.adjustRestricted');
  return idempotent(db, { userId, scope: `misplaced:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: await recordMisplaced(tx, current, input, userId, now),
  }));
}
