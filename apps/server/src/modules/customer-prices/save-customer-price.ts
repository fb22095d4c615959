import type { CustomerPrice, CustomerPriceSave } from '@garage/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customerItemPrice } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { customerOfGroup, itemOfGarage, type PriceKind, selectCustomerPrices } from './customer-price.repository.ts';

/**
 * Sets a customer's own price of a part or service of the caller's garage, replacing one set before
 * (one upsert: two saves at once leave one row, the later price). Another group's customer or another
 * garage's item: 404.
 */
export async function saveCustomerPrice(
  db: Db,
  current: Membership,
  kind: PriceKind,
  input: z.output<typeof CustomerPriceSave>,
  userId: number,
  at: Date,
): Promise<CustomerPrice> {
  if (!(await customerOfGroup(db, current.groupId, input.customer_id))) throw notFound();
  if (!(await itemOfGarage(db, current, kind, input.item_id))) throw notFound();
  const [row] = await db
    .insert(customerItemPrice)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      customerId: input.customer_id,
      kind,
      itemId: input.item_id,
      price: input.price,
      updatedBy: userId,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [
        customerItemPrice.groupId,
        customerItemPrice.garageId,
        customerItemPrice.customerId,
        customerItemPrice.kind,
        customerItemPrice.itemId,
      ],
      set: { price: input.price, updatedBy: userId, updatedAt: at },
    })
    .returning({ id: customerItemPrice.id });
  const [saved] = await selectCustomerPrices(db, current, kind, eq(customerItemPrice.id, row?.id ?? 0));
  if (!saved) throw notFound();
  return saved;
}

/** Removes one of the caller's garage's customer prices; another garage's or group's id: 404. */
export async function deleteCustomerPrice(
  db: Db,
  current: Membership,
  kind: PriceKind,
  id: number,
): Promise<{ deleted: boolean }> {
  const rows = await db
    .delete(customerItemPrice)
    .where(
      and(
        eq(customerItemPrice.groupId, current.groupId),
        eq(customerItemPrice.garageId, current.garageId),
        eq(customerItemPrice.kind, kind),
        eq(customerItemPrice.id, id),
      ),
    )
    .returning({ id: customerItemPrice.id });
  if (rows.length === 0) throw notFound();
  return { deleted: true };
}
