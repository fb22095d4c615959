import { z } from 'zod';
import { PageQuery, page } from './masters.ts';

/** `GET oms/order/customer/vehicle/odometer` (spec, orders catalogue): a vehicle's readings from its orders. */
export const OdometerHistoryQuery = PageQuery.extend({ user_car_id: z.coerce.number().int().positive() });
export const OdometerReading = z.object({
  order_id: z.number(),
  /** The order number people know (RO-00012). */
  external_order_id: z.string(),
  status: z.string(),
  reading: z.number(),
  unit: z.enum(['KM', 'MILE']),
  /** When the order was opened (the reading is taken at check-in). */
  recorded_at: z.string(),
});
export type OdometerReading = z.infer<typeof OdometerReading>;
export const OdometerHistoryPage = page(OdometerReading);
