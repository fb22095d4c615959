import type { Vendor } from '@garage/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { logPurchaseActivity } from '../purchasing/purchase-activity.ts';
import { findVendor, updateVendorRow, type VendorFields, vendorDueAmounts, vendorView } from './vendor.repository.ts';

/** Changes a vendor or makes it inactive (its purchase orders and bills stay); audited with what changed. */
export async function updateVendor(
  tx: Tx,
  current: Membership,
  id: number,
  input: VendorFields,
  userId: number,
  now: Date,
): Promise<Vendor> {
  const before = await findVendor(tx, current, id);
  if (!before) throw new AppError('NOT_FOUND', 'vendor.notFound');
  const row = await updateVendorRow(tx, current, id, input, now);
  if (!row) throw new AppError('NOT_FOUND', 'vendor.notFound');
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of [
    'name',
    'taxNumber',
    'contactName',
    'phone',
    'email',
    'address',
    'paymentTermsDays',
    'notes',
    'active',
  ] as const) {
    if (before[key] !== row[key]) changes[key] = { from: before[key], to: row[key] };
  }
  await logPurchaseActivity(tx, current, 'VENDOR', id, 'EDITED', userId, now, { changes });
  const due = await vendorDueAmounts(tx, current, [id]);
  return vendorView(row, due.get(id) ?? '0');
}
