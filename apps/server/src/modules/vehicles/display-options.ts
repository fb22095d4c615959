import { distanceUnit } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import type { DisplayOptions } from './vehicle.repository.ts';

/** How the current garage shows vehicles: KM or MILE by its country, brand and fuel per its properties. */
export async function displayOptions(db: Db | Tx, current: Membership): Promise<DisplayOptions> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw notFound();
  return { unit: distanceUnit(settings.countryCode), hideBrand: settings.props.hide_brand, hideFuel: settings.props.hide_fuel };
}
