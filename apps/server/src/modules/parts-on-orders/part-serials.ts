import type { PartSerials } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { sellableSerials } from './serial-hold.repository.ts';

/**
 * What a serial picker offers for a part (decision 056 addendum): whether the part leaves by serial
 * number here, and its serial numbers on the shelf that no other open order holds (`orderId`: the order
 * being edited, whose own holds count as free). Another garage's part is 404.
 */
export async function partSerials(
  db: Db,
  current: Membership,
  partId: number,
  orderId: number | undefined,
): Promise<z.infer<typeof PartSerials>> {
  const found = await sellableSerials(db, current, partId, orderId);
  if (!found) throw new AppError('NOT_FOUND', 'catalogue.itemUnknown');
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  const serialTracked = found.tracking === 'SERIAL' && Boolean(settings?.props.batch_serial_enabled);
  return {
    part_id: partId,
    tracking: found.tracking,
    serial_tracked: serialTracked,
    serials: serialTracked ? found.serials : [],
  };
}
