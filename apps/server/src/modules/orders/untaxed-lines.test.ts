import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `87${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A garage of the country with a customer, a vehicle and a service saved without a tax category. */
async function shopIn(countryCode: string, phoneCode: string) {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id, countryCode });
  const s = await signIn(t, owner.mobileNumber);
  const headers = s.headers(shop.garageId);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const customer = await post('/api/customer/customer', {
    first_name: 'Pat',
    country_phone_code: phoneCode,
    // Nine digits from 5 fit Saudi numbers; ten digits from 55 fit the others.
    mobile_number: `${countryCode === 'SA' ? '5' : '55'}${String(Date.now()).slice(-6)}${String(++n % 100).padStart(2, '0')}`,
  });
  expect(customer.statusCode).toBe(201);
  const car = await post('/api/customer/user_car', {
    customer_id: customer.json().customer_id,
    reg_number: countryCode === 'SA' ? `ABC ${1000 + n}` : `TX ${1000 + n}`,
  });
  expect(car.statusCode).toBe(201);
  const service = await post('/api/oms/service', { service_name: 'Brake inspection', price: '45.00' });
  expect(service.statusCode).toBe(201);
  expect(service.json().tax_category_id).toBeNull();
  const order = () =>
    post('/api/oms/order/order', {
      order_type: 'REPAIR_ORDER',
      customer_id: customer.json().customer_id,
      user_car_id: car.json().user_car_id,
      estimated_delivery_time: '2026-11-22T10:00:00Z',
      item_wise_discount: true,
      services_break_up: [
        {
          service_id: service.json().service_id,
          service_name: 'Brake inspection',
          quantity: 2,
          unit_price: '45.00',
          tax_inclusive: false,
        },
      ],
    });
  return { order };
}

describe('a line without a tax category', () => {
  it('is priced as untaxed in a US garage', async () => {
    const shop = await shopIn('US', '1');
    const res = await shop.order();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sub_total: '90.00', tax_total: '0.00', total_amount: '90.00' });
  });

  it.each([
    ['MX', '52'],
    ['IN', '91'],
    ['SA', '966'],
  ])('is refused in %s, where every invoice line states its tax', async (country, phone) => {
    const shop = await shopIn(country, phone);
    const res = await shop.order();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 1 needs a tax category for a price without tax');
  });
});
