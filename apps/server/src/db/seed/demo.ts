import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { garageGroup } from '../schema.ts';
import { addMember, createGarage, createUser } from './factories.ts';

export const DEMO_OWNER = { countryPhoneCode: '91', mobileNumber: '9876543210' } as const;

/** On an empty database: a demo group with one garage, its owner and a few staff to look around with. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(garageGroup);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const owner = await createUser(t, {
      ...DEMO_OWNER,
      firstName: 'Demo',
      lastName: 'Owner',
      email: 'owner@demo-motors.example',
    });
    const demo = await createGarage(t, {
      name: 'Demo Motors',
      countryCode: 'IN',
      timeZone: 'Asia/Kolkata',
      ownerId: owner.id,
      address: '12 MG Road, Bengaluru 560001',
      properties: { quote_enabled: true, inspection_enabled: true, rounding_mode: 2, quotation_expiry_days: 15 },
    });
    const controller = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: '9876543211',
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    await addMember(t, demo, controller.id, ['JOB_CONTROLLER', 'CREATE_ORDER', 'EDIT_ORDER', 'VIEW_ORDER', 'VIEW_INVENTORY']);
    const technician = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: '9876543212',
      firstName: 'Suresh',
      lastName: 'Naik',
    });
    await addMember(t, demo, technician.id, ['TECHNICIAN']);
    const accountant = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: '9876543213',
      firstName: 'Anita',
      lastName: 'Rao',
    });
    await addMember(t, demo, accountant.id, ['ACCOUNTS_MANAGEMENT', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'PAYMENT']);
  });
  return true;
}
