/** Fixtures of the CFDI tests (Mexico): a garage with an RFC on the order tests' shop (orders/test-shop.ts). */
import { localDay } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { garage } from '../../../db/schema.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createOrder, type Shop, shopIn } from '../../orders/test-shop.ts';
import { invoiceOrder, pay } from '../test-bills.ts';

/** The RFC of the test garages: the emisor of their CFDIs. */
export const GARAGE_RFC = 'TNO010101AB1';
/** A folio fiscal as SAT writes it. */
export const CFDI_UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

/** A Mexican garage with an RFC and, unless told otherwise, the postal code of its place of issue. */
export async function mexicanShop(t: TestApp, properties: Record<string, string> = { cfdi_postal_code: '06600' }): Promise<Shop> {
  const shop = await shopIn(t, 'MX', properties);
  await t.db
    .update(garage)
    .set({ extraInformation: { tax_number: GARAGE_RFC } })
    .where(and(eq(garage.groupId, shop.groupId), eq(garage.id, shop.garageId)));
  return shop;
}

/** The garage's local day by the test clock. */
export async function garageToday(t: TestApp, shop: Shop): Promise<string> {
  const [row] = await t.db
    .select({ tz: garage.timeZone })
    .from(garage)
    .where(and(eq(garage.groupId, shop.groupId), eq(garage.id, shop.garageId)));
  return localDay(t.clock.now(), row!.tz);
}

/** A customer's fiscal data for a nominative CFDI (reason 04 of a global invoice's cancellation). */
export const ANA = { rfc: 'LOAA800101AB1', name: 'Ana López Aguilar', regimen: '612', cp: '64000', uso_cfdi: 'G03' };

/**
 * A counter sale to the public left for the global invoice, paid in cash unless told not to (no payment
 * complement, REP, for such a sale); with the receipt's id when paid.
 */
export async function publicSale(shop: Shop, paid = true) {
  const order = await createOrder(shop);
  const res = await invoiceOrder(shop, order.order_id, { cfdi_global: true });
  expect(res.statusCode).toBe(201);
  const bill = res.json();
  if (!paid) return bill;
  const receipt = await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: bill.total_amount }]);
  expect(receipt.statusCode).toBe(201);
  expect(receipt.json().cfdi).toBeNull();
  return { ...bill, receipt_id: receipt.json().receipt_id as number };
}
