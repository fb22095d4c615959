import type { VehicleSearchBy } from '../api/masters.ts';

/** What the vehicle lists search by; the first is the default, left out of the address. */
export const VEHICLE_SEARCH_BY: readonly VehicleSearchBy[] = ['reg_number', 'customer_name', 'vin_number'];
