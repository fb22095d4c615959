/** Fixtures of the CFDI tests (Mexico): a garage with an RFC on the order tests' shop (orders/test-shop.ts). */
import { localDay } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { garage } from '../../../db/schema.ts';
import type { TestApp } from '../../../test/harness.ts';
import { type Shop, shopIn } from '../../orders/test-shop.ts';

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
