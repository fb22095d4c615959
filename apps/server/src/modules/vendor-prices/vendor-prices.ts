import type { VendorPrice, VendorPriceSave } from '@garage/contract';
import { localDay, normalizeSearch, priceRules } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { vendorPrice } from '../../db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import {
  countVendorPrices,
  partMatches,
  partOfGarage,
  selectVendorPrices,
  upsertVendorPrices,
  vendorOfGarage,
} from './vendor-price.repository.ts';

/** A vendor price is a purchase price: PRICE_VIEW_RESTRICTED neither sees nor sets one (owners always may). */
function refuseHidden(current: Membership): void {
  if (priceRules(current.roles).hidePurchase) throw forbidden('purchase.pricesHidden');
}

/** The garage-local day that decides which prices are in effect (never the machine's date). */
async function garageToday(db: Db, current: Membership, now: Date): Promise<string> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw notFound();
  return localDay(now, settings.timeZone);
}

/** One vendor's price list in the caller's garage, by part name; another garage's vendor: 404. */
export async function listVendorPrices(
  db: Db,
  current: Membership,
  input: { vendor_id: number; query?: string | undefined; page_number: number; page_size: number },
  now: Date,
): Promise<Paged<VendorPrice>> {
  refuseHidden(current);
  if (!(await vendorOfGarage(db, current, input.vendor_id))) throw notFound();
  const text = input.query ? normalizeSearch(input.query) : '';
  const where = and(eq(vendorPrice.vendorId, input.vendor_id), text ? partMatches(text, (input.query ?? '').trim()) : undefined);
  const content = await selectVendorPrices(db, current, where, 'part', await garageToday(db, current, now), {
    limit: input.page_size,
    offset: input.page_number * input.page_size,
  });
  const total = await pageTotal(content.length, input.page_number, input.page_size, () => countVendorPrices(db, current, where));
  return pageOf(content, total, input.page_number, input.page_size);
}

/** Who sells this part and at what, cheapest first; another garage's part: 404. */
export async function listPartVendorPrices(
  db: Db,
  current: Membership,
  partId: number,
  input: { page_number: number; page_size: number },
  now: Date,
): Promise<Paged<VendorPrice>> {
  refuseHidden(current);
  if (!(await partOfGarage(db, current, partId))) throw notFound();
  const where = eq(vendorPrice.partId, partId);
  const content = await selectVendorPrices(db, current, where, 'price', await garageToday(db, current, now), {
    limit: input.page_size,
    offset: input.page_number * input.page_size,
  });
  const total = await pageTotal(content.length, input.page_number, input.page_size, () => countVendorPrices(db, current, where));
  return pageOf(content, total, input.page_number, input.page_size);
}

/** Sets a vendor's price for a part (replacing the one set before). Another garage's vendor or part: 404. */
export async function saveVendorPrice(
  db: Db,
  current: Membership,
  input: z.output<typeof VendorPriceSave>,
  userId: number,
  at: Date,
): Promise<VendorPrice> {
  refuseHidden(current);
  if (!(await vendorOfGarage(db, current, input.vendor_id))) throw notFound();
  if (!(await partOfGarage(db, current, input.part_id))) throw notFound();
  const [id] = await upsertVendorPrices(
    db,
    current,
    [
      {
        vendorId: input.vendor_id,
        partId: input.part_id,
        purchasePrice: input.purchase_price,
        minOrderQty: input.min_order_qty ?? null,
        leadTimeDays: input.lead_time_days ?? null,
        vendorPartCode: input.vendor_part_code ?? null,
        validFrom: input.valid_from ?? null,
      },
    ],
    userId,
    at,
    'replace',
  );
  const [saved] = await selectVendorPrices(db, current, eq(vendorPrice.id, id ?? 0), 'part', await garageToday(db, current, at));
  if (!saved) throw notFound();
  return saved;
}

/** Removes one of the caller's garage's vendor prices; another garage's or group's id: 404. */
export async function deleteVendorPrice(db: Db, current: Membership, id: number): Promise<{ deleted: boolean }> {
  refuseHidden(current);
  const rows = await db
    .delete(vendorPrice)
    .where(and(eq(vendorPrice.groupId, current.groupId), eq(vendorPrice.garageId, current.garageId), eq(vendorPrice.id, id)))
    .returning({ id: vendorPrice.id });
  if (rows.length === 0) throw notFound();
  return { deleted: true };
}
