/**
 * The demo's outsourced work (decision 063), through the same use cases as the API: a radiator workshop
 * as a vendor, and an open repair order of Farhan's Honda City whose radiator is out being re-cored.
 */
import { OrderCreate } from '@garage/contract';
import { addDays, localDay } from '@garage/domain';
import { createOrder } from '../../modules/orders/create-order.ts';
import { createOutsourceWork } from '../../modules/outsource/outsource-work.ts';
import { createVendor } from '../../modules/vendors/create-vendor.ts';
import type { Membership } from '../../platform/guard.ts';
import type { Tx } from '../client.ts';

export async function seedDemoOutsourcing(
  tx: Tx,
  current: Membership,
  ownerId: number,
  order: { customerId: number; vehicleId: number; service: [number, string, string] },
  now: Date,
): Promise<void> {
  const radiators = await createVendor(
    tx,
    current,
    {
      name: 'Sri Balaji Radiator Works',
      tax_number: '29ABDPB4321K1Z7',
      contact_name: 'Balaji N.',
      phone: '+91 98450 67890',
      email: null,
      address: 'Wilson Garden, Bengaluru 560027',
      payment_terms_days: 7,
      notes: 'Radiator re-coring and pressure tests; pick-up and drop.',
      active: true,
    },
    ownerId,
    now,
  );
  const [serviceId, name, price] = order.service;
  const orderId = await createOrder(
    tx,
    current,
    OrderCreate.parse({
      order_type: 'REPAIR_ORDER',
      customer_id: order.customerId,
      user_car_id: order.vehicleId,
      estimated_delivery_time: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
      services_break_up: [{ service_id: serviceId, service_name: name, quantity: 1, unit_price: price, tax_inclusive: false }],
      parts_break_up: [],
      customer_remarks: ['Engine runs hot in traffic'],
    }),
    ownerId,
    now,
  );
  await createOutsourceWork(
    tx,
    current,
    {
      order_id: orderId,
      vendor_id: radiators.vendor_id,
      description: 'Re-core the radiator and pressure-test it',
      expected_back_day: addDays(localDay(now, 'Asia/Kolkata'), 2),
      note: 'Picked up by their van.',
    },
    ownerId,
    now,
  );
}
