import { and, count, eq } from 'drizzle-orm';
import { createDefaultExpenseLabels } from '../../modules/accounts/create-default-expense-labels.ts';
import { createAmcPackage } from '../../modules/amc/create-amc-package.ts';
import { createDefaultCancelReasons } from '../../modules/cancel-reasons/create-default-cancel-reasons.ts';
import { savePackage } from '../../modules/catalogue/save-package.ts';
import { savePart } from '../../modules/catalogue/save-part.ts';
import { saveService } from '../../modules/catalogue/save-service.ts';
import { loadTaxCategories } from '../../modules/catalogue/tax-category.repository.ts';
import { createCustomer } from '../../modules/customers/create-customer.ts';
import { createDefaultPaymentMethods } from '../../modules/payment-methods/create-default-payment-methods.ts';
import { createVehicle } from '../../modules/vehicles/create-vehicle.ts';
import type { Clock } from '../../platform/clock.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import type { Db, Tx } from '../client.ts';
import { garage, garageGroup } from '../schema.ts';
import { seedDemoOutsourcing } from './demo-outsource.ts';
import { seedPanelData } from './demo-panel.ts';
import { seedDemoPurchasing } from './demo-purchasing.ts';
import { addMember, createGarage, createUser } from './factories.ts';

export const DEMO_OWNER = { countryPhoneCode: '91', mobileNumber: '9876543210' } as const;
/** The demo staff's mobile numbers (country code 91), by role. */
export const DEMO_STAFF = { jobController: '9876543211', technician: '9876543212', accountant: '9876543213' } as const;

/**
 * On an empty database: a demo group with its head office garage, a branch, the owner and a few staff to look around with.
 * Everything is dated from the app's clock, so a test's FakeClock and the seeded data agree.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(garageGroup);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const now = clock.now();
    const owner = await createUser(t, {
      ...DEMO_OWNER,
      firstName: 'Demo',
      lastName: 'Owner',
      email: 'owner@demo-motors.example',
    });
    const demo = await createGarage(
      { db: t, clock },
      {
        name: 'Demo Motors',
        countryCode: 'IN',
        timeZone: 'Asia/Kolkata',
        ownerId: owner.id,
        address: '12 MG Road, Bengaluru 560001',
        properties: { quote_enabled: true, inspection_enabled: true, rounding_mode: 2, quotation_expiry_days: 15 },
      },
    );
    // The garage's GSTIN, printed on its tax invoices (Karnataka, state code 29).
    await tx
      .update(garage)
      .set({ extraInformation: { tax_number: '29AABCD1234E1Z5' } })
      .where(and(eq(garage.groupId, demo.groupId), eq(garage.id, demo.garageId)));
    // The factory does not give the default cancel reasons; a garage registered through the API has them.
    await createDefaultCancelReasons(tx, demo.groupId, demo.garageId);
    await createDefaultExpenseLabels(tx, demo.groupId, demo.garageId);
    await createDefaultPaymentMethods(tx, { groupId: demo.groupId, garageId: demo.garageId }, 'IN');
    const controller = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: DEMO_STAFF.jobController,
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    await addMember(t, demo, controller.id, ['JOB_CONTROLLER', 'CREATE_ORDER', 'EDIT_ORDER', 'VIEW_ORDER', 'VIEW_INVENTORY']);
    const technician = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: DEMO_STAFF.technician,
      firstName: 'Suresh',
      lastName: 'Naik',
    });
    await addMember(t, demo, technician.id, ['TECHNICIAN']);
    const accountant = await createUser(t, {
      countryPhoneCode: '91',
      mobileNumber: DEMO_STAFF.accountant,
      firstName: 'Anita',
      lastName: 'Rao',
    });
    await addMember(t, demo, accountant.id, ['ACCOUNTS_MANAGEMENT', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'PAYMENT']);
    await seedMasters(tx, { groupId: demo.groupId, garageId: demo.garageId, roles: ['GARAGE_OWNER'] }, owner.id, now);
    await seedBranch(tx, clock, demo, owner.id, now);
  });
  return true;
}

/** The demo group's second outlet (decision 058): where inter-branch transfers can be tried. */
export const DEMO_BRANCH_NAME = 'Demo Motors — Whitefield branch';
/** Part numbers the branch lists too, with its own running stock; the others it asks Demo Motors for. */
const BRANCH_STOCK: Array<[string, string]> = [
  ['EO-5W30-1L', '6'],
  ['OF-16510M', '2'],
  ['SP-IK20', '8'],
  ['WB-22', '0'],
];

/**
 * Demo Motors becomes the group's head office (its owner sees the Head Office Management menu) and gets a
 * branch with a few of the same parts (same part numbers) and opening stock through the ledger; the demo
 * owner owns both, so Switch Garage moves between them.
 */
async function seedBranch(tx: Tx, clock: Clock, demo: { groupId: number; garageId: number }, ownerId: number, now: Date) {
  const t = tx as unknown as Db;
  await tx
    .update(garage)
    .set({ headOffice: true })
    .where(and(eq(garage.groupId, demo.groupId), eq(garage.id, demo.garageId)));
  const branch = await createGarage(
    { db: t, clock },
    {
      name: DEMO_BRANCH_NAME,
      groupId: demo.groupId,
      ownerId,
      countryCode: 'IN',
      timeZone: 'Asia/Kolkata',
      address: '80 Feet Road, Whitefield, Bengaluru 560066',
      properties: { quote_enabled: true, inspection_enabled: true, rounding_mode: 2, quotation_expiry_days: 15 },
    },
  );
  await createDefaultCancelReasons(tx, branch.groupId, branch.garageId);
  await createDefaultPaymentMethods(tx, { groupId: branch.groupId, garageId: branch.garageId }, 'IN');
  const current = { groupId: branch.groupId, garageId: branch.garageId, roles: ['GARAGE_OWNER' as const] };
  const taxes = [...(await loadTaxCategories(tx, current.groupId, current.garageId)).values()];
  for (const [number, stock] of BRANCH_STOCK) {
    const [name, , hsn, brand, unit, selling, purchase, tax, type] = PARTS.find((p) => p[1] === number)!;
    const partId = await savePart(
      t,
      current,
      null,
      {
        part_name: name,
        part_number: number,
        hsn,
        brand,
        unit_id: unit,
        selling_price: selling,
        purchase_price: purchase,
        tax_category_id: taxes.find((c) => c.name === tax)?.tax_category_id ?? null,
        tax_inclusive: true,
        part_type: type,
        tracking: 'NONE',
        min_stock: '2',
        active: true,
      },
      now,
      false,
    );
    if (stock !== '0') {
      await moveStock(
        tx,
        { groupId: current.groupId, garageId: current.garageId, userId: ownerId },
        now,
        [{ partId, kind: 'OPENING', quantity: stock, unitCost: purchase }],
        { kind: 'OPENING', id: partId },
        { allowNegative: false, batchSerial: false, today: '' },
      );
    }
  }
}

const CUSTOMERS = [
  {
    first_name: 'Rahul',
    last_name: 'Sharma',
    mobile_number: '9845012345',
    email: 'rahul.sharma@mail.example',
    city: 'Bengaluru',
  },
  { first_name: 'Priya', last_name: 'Nair', mobile_number: '9900112233', email: null, city: 'Bengaluru' },
  { first_name: 'Arjun', last_name: 'Reddy', mobile_number: '9886054321', email: 'arjun@reddy-logistics.example', city: 'Hosur' },
  { first_name: 'Meera', last_name: 'Iyer', mobile_number: '9741122334', email: null, city: 'Bengaluru' },
  { first_name: 'Farhan', last_name: 'Khan', mobile_number: '9008877665', email: 'farhan.k@mail.example', city: 'Mysuru' },
  { first_name: 'Lakshmi', last_name: 'Rao', mobile_number: '9663344556', email: null, city: 'Bengaluru' },
];

// [customer index, plate, brand, model, fuel, year, odometer]
const VEHICLES: Array<[number, string, number, number, string, number, number]> = [
  [0, 'KA 01 AB 1234', 1, 105, 'PETROL', 2020, 42310],
  [0, 'KA 05 MN 7788', 2, 207, 'DIESEL', 2022, 18950],
  [1, 'KA 03 HC 4521', 5, 506, 'DIESEL', 2019, 88020],
  [2, 'KA 51 P 9090', 4, 405, 'DIESEL', 2023, 12005],
  [2, 'TN 70 AX 3321', 3, 305, 'PETROL', 2021, 35600],
  [3, 'KA 04 MJ 6677', 103, 10306, 'PETROL', 2018, 25110],
  [4, 'KA 09 Z 1212', 6, 602, 'PETROL', 2017, 97440],
  [5, 'KA 02 LR 5005', 104, 10402, 'PETROL', 2024, 3200],
];

const SERVICES: Array<[string, string, string, string]> = [
  ['General service (labour)', '998714', '1499', 'GST 18%'],
  ['Wheel alignment', '998714', '600', 'GST 18%'],
  ['Wheel balancing (4 wheels)', '998714', '400', 'GST 18%'],
  ['AC gas top-up', '998714', '1800', 'GST 18%'],
  ['Brake pad replacement (labour)', '998714', '450', 'GST 18%'],
  ['Car wash and vacuum', '999719', '350', 'GST 18%'],
  ['Engine diagnostics (OBD scan)', '998714', '750', 'GST 18%'],
  ['Two-wheeler general service', '998714', '499', 'GST 18%'],
];

/**
 * [name, part number, hsn, brand, unit, selling, purchase, tax, type, running stock].
 * Prices are per unit as a garage buys and sells them: loose fluids by the litre, bottled ones by the
 * bottle (a piece), never by the millilitre or the gram (demo-catalogue.test.ts).
 */
export const DEMO_PARTS: Array<[string, string, string, string, number, string, string, string, 'PART' | 'TYRE', string]> = [
  ['Engine oil 5W-30 synthetic', 'EO-5W30-1L', '27101980', 'Castrol', 1, '780', '560', 'GST 18%', 'PART', '42.5'],
  ['Oil filter', 'OF-16510M', '84212300', 'Bosch', 9, '320', '190', 'GST 18%', 'PART', '18'],
  ['Air filter', 'AF-13780M', '84213100', 'Bosch', 9, '450', '270', 'GST 18%', 'PART', '7'],
  ['Front brake pads (set)', 'BP-FR-SWIFT', '87083000', 'Brembo', 10, '1850', '1200', 'GST 28%', 'PART', '3'],
  ['Coolant (ready to use)', 'CL-1L', '38200000', 'Motul', 1, '420', '260', 'GST 18%', 'PART', '12'],
  ['Wiper blade 22 in', 'WB-22', '85124000', 'Bosch', 9, '390', '230', 'GST 28%', 'PART', '1'],
  ['Spark plug', 'SP-IK20', '85111000', 'Denso', 9, '290', '160', 'GST 28%', 'PART', '24'],
  ['Battery 35 Ah', 'BT-35AH', '85071000', 'Amaron', 9, '4650', '3600', 'GST 28%', 'PART', '0'],
  ['Tyre 185/65 R15', 'TY-1856515', '40111010', 'MRF', 9, '5400', '4300', 'GST 28%', 'TYRE', '8'],
  ['Brake fluid DOT4 (500 ml bottle)', 'BF-DOT4-500', '38190010', 'Bosch', 9, '350', '210', 'GST 18%', 'PART', '9'],
];
const PARTS = DEMO_PARTS;

/** Customers, vehicles and a priced catalogue for the demo garage, through the same use cases as the API. */
async function seedMasters(
  tx: Tx,
  current: { groupId: number; garageId: number; roles: ['GARAGE_OWNER'] },
  ownerId: number,
  now: Date,
) {
  const db = tx as unknown as Db;
  const customerIds: number[] = [];
  for (const c of CUSTOMERS) {
    customerIds.push(
      await createCustomer(
        tx,
        current,
        { ...c, country_phone_code: '91', customer_category: 'INDIVIDUAL', tags: [], email: c.email },
        now,
      ),
    );
  }
  const vehicleIds: number[] = [];
  for (const [who, reg, brand, model, fuel, year, km] of VEHICLES) {
    const vehicleId = await createVehicle(
      tx,
      current,
      {
        customer_id: customerIds[who]!,
        reg_number: reg,
        brand_id: brand,
        model_id: model,
        fuel_type: fuel as 'PETROL',
        vehicle_type: brand > 100 ? 'bike' : 'car',
        manufacture_year: year,
        odometer_reading: km,
      },
      now,
      ownerId,
    );
    vehicleIds.push(vehicleId);
  }
  const taxes = [...(await loadTaxCategories(tx, current.groupId, current.garageId)).values()];
  const taxId = (name: string) => taxes.find((t) => t.name === name)?.tax_category_id ?? null;
  const serviceIds: number[] = [];
  for (const [name, sac, price, tax] of SERVICES) {
    serviceIds.push(
      await saveService(
        db,
        current,
        null,
        { service_name: name, sac, price, tax_category_id: taxId(tax), tax_inclusive: false, active: true },
        now,
      ),
    );
  }
  const partIds: number[] = [];
  for (const [name, number, hsn, brand, unit, selling, purchase, tax, type, stock] of PARTS) {
    const partId = await savePart(
      db,
      current,
      null,
      {
        part_name: name,
        part_number: number,
        hsn,
        brand,
        unit_id: unit,
        selling_price: selling,
        purchase_price: purchase,
        tax_category_id: taxId(tax),
        tax_inclusive: true,
        part_type: type,
        tracking: 'NONE',
        min_stock: '2',
        active: true,
      },
      now,
      false,
    );
    partIds.push(partId);
    // Opening stock through the ledger (decision 052), at the purchase price; the battery is sold out.
    if (stock !== '0') {
      await moveStock(
        tx,
        { groupId: current.groupId, garageId: current.garageId, userId: ownerId },
        now,
        [{ partId, kind: 'OPENING', quantity: stock, unitCost: purchase }],
        { kind: 'OPENING', id: partId },
        { allowNegative: false, batchSerial: false, today: '' },
      );
    }
  }
  await savePackage(
    db,
    current,
    null,
    {
      service_package_name: 'Periodic service — petrol car',
      description: 'Engine oil and filter change, air filter check, 25-point inspection and a wash.',
      service_ids_list: [serviceIds[0]!, serviceIds[5]!],
      part_ids_list: [partIds[0]!, partIds[1]!, partIds[2]!],
      active: true,
    },
    now,
  );
  await savePackage(
    db,
    current,
    null,
    {
      service_package_name: 'Brake care',
      description: 'Front pads, brake fluid flush and a road test.',
      service_ids_list: [serviceIds[4]!],
      part_ids_list: [partIds[3]!, partIds[9]!],
      active: true,
    },
    now,
  );
  // A maintenance contract for Rahul's car: two general services and four litres of engine oil.
  await createAmcPackage(tx, current, {
    customer_id: customerIds[0]!,
    user_car_id: vehicleIds[0]!,
    items: [
      { kind: 'service', item_id: serviceIds[0]!, quantity: '2', discount: '10' },
      { kind: 'part', item_id: partIds[0]!, quantity: '4', discount: '0' },
    ],
  });
  // Vendors, a purchase order awaiting approval and one received in part (decision 053).
  await seedDemoPurchasing(
    tx,
    current,
    ownerId,
    { battery: partIds[7]!, wiper: partIds[5]!, oil: partIds[0]!, oilFilter: partIds[1]! },
    now,
  );
  // Orders with customer reviews, and service reminders: what the right-hand panel shows.
  await seedPanelData(
    tx,
    current,
    ownerId,
    {
      customerIds,
      vehicleIds,
      services: SERVICES.map(([name, , price], i) => [serviceIds[i]!, name, price]),
      parts: PARTS.map(([name, , , , , selling], i) => [partIds[i]!, name, selling]),
    },
    now,
  );
  // An open repair order whose radiator is out at another workshop (decision 063).
  await seedDemoOutsourcing(
    tx,
    current,
    ownerId,
    { customerId: customerIds[4]!, vehicleId: vehicleIds[6]!, service: [serviceIds[6]!, SERVICES[6]![0], SERVICES[6]![2]] },
    now,
  );
}
