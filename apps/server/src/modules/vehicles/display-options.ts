import { distanceUnit } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { garage } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { loadProperties } from '../garages/garage-properties.ts';
import type { DisplayOptions } from './vehicle.repository.ts';

/** How the current garage shows vehicles: KM or MILE by its country, brand and fuel per its properties. */
export async function displayOptions(db: Db | Tx, current: Membership): Promise<DisplayOptions> {
  const [g] = await db
    .select({ countryCode: garage.countryCode })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, current.garageId)))
    .limit(1);
  const props = await loadProperties(db, current.groupId, current.garageId);
  return { unit: distanceUnit(g?.countryCode ?? ''), hideBrand: props.hide_brand, hideFuel: props.hide_fuel };
}
