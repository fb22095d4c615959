import type { Vendor } from '@garage/contract';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { logPurchaseActivity } from '../purchasing/purchase-activity.ts';
import { insertVendor, type VendorFields, vendorView } from './vendor.repository.ts';

/** Adds a vendor to the garage's master, with its CREATED audit row. */
export async function createVendor(tx: Tx, current: Membership, input: VendorFields, userId: number, now: Date): Promise<Vendor> {
  const row = await insertVendor(tx, current, input, now);
  await logPurchaseActivity(tx, current, 'VENDOR', row.id, 'CREATED', userId, now, { name: row.name });
  return vendorView(row, '0');
}

/** The unique index (garage, lower(name)) answers with this. */
export const duplicateVendor = (name: string) => badRequest('vendor.duplicate', { name: name.trim() });
