import { vehicleDisplayName } from '@garage/domain';
import type { Vehicle } from '../api/masters.ts';
import type { MasterRules } from './garage-rules.ts';

/**
 * Brand, model and fuel of a vehicle as the garage shows them (hide_brand / hide_fuel), without the
 * registration number (lists show that in its own column); empty when none is known.
 */
export function vehicleName(
  v: Pick<Vehicle, 'brand_name' | 'model_name' | 'fuel_type'>,
  rules: Pick<MasterRules, 'hideBrand' | 'hideFuel'>,
): string {
  return vehicleDisplayName({
    brandName: v.brand_name,
    modelName: v.model_name,
    fuelType: v.fuel_type,
    hideBrand: rules.hideBrand,
    hideFuel: rules.hideFuel,
  });
}
