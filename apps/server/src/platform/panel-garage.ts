import type { Role } from '@garage/domain';
import type { Db } from '../db/client.ts';
import { notFound } from './errors.ts';
import { type GarageSettings, loadGarageSettings } from './garage-settings.ts';
import type { Membership } from './guard.ts';
import { targetGarage } from './target-garage.ts';

export interface PanelGarage extends Membership {
  settings: GarageSettings;
}

/**
 * The garage a reminders or reviews call reads: `garage_id` when given (another group's garage is 404, a
 * sister outlet needs the route's roles there too), else the garage of x-garage-id; with its settings
 * (time zone for garage-local days, properties).
 */
export async function panelGarage(
  db: Db,
  userId: number,
  current: Membership,
  garageId: number | undefined,
  roles: readonly Role[],
): Promise<PanelGarage> {
  const target = garageId === undefined ? current : await targetGarage(db, userId, current, garageId, roles);
  const settings = await loadGarageSettings(db, target.groupId, target.garageId);
  if (!settings) throw notFound();
  return { ...target, settings };
}
