import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { codeFromOutbox } from './support.ts';

/**
 * A Mexican garage (RFC, address with its postal code) with a customer without an RFC, a vehicle, a service
 * taxed with IVA 16 % and an open repair order, made through the API as its new owner. Answers the order and
 * the owner's API headers for the garage.
 */
export async function mexicanGarage(
  request: APIRequestContext,
  mobile: string,
): Promise<{ orderId: number; headers: Record<string, string> }> {
  const since = Date.now();
  expect((await request.post('/api/auth/g/otp', { data: { mobile_number: mobile, country_phone_code: '91' } })).ok()).toBe(true);
  const code = await codeFromOutbox(`+91${mobile}`, since);
  const signedIn = await request.post(`/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=91`);
  const token = (await signedIn.json()).access_token as string;
  const auth = { authorization: `Bearer ${token}` };
  const garage = await request.post('/api/customer/garage', {
    headers: auth,
    data: {
      garage_name: 'Taller CFDI Reforma',
      country_code: 'MX',
      time_zone: 'America/Mexico_City',
      address: 'Av. Reforma 222, Juárez, CDMX, C.P. 06600',
      owner_first_name: 'Luz',
      owner_last_name: 'Prueba',
    },
  });
  expect(garage.status()).toBe(201);
  const garageId = (await garage.json()).garage_id as number;
  const h = { ...auth, 'x-garage-id': String(garageId) };
  const json = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.ok(), await r.text()).toBe(true);
    return r.json();
  };
  await json(
    request.put(`/api/customer/garage/${garageId}`, { headers: h, data: { extra_information: { tax_number: 'TNO010101AB1' } } }),
  );
  const customerId = (
    await json(
      request.post('/api/customer/customer', {
        headers: h,
        data: { first_name: 'Ana', last_name: 'López', country_phone_code: '52', mobile_number: `55${mobile.slice(-8)}` },
      }),
    )
  ).customer_id;
  const userCarId = (
    await json(request.post('/api/customer/user_car', { headers: h, data: { customer_id: customerId, reg_number: 'MEX-123-A' } }))
  ).user_car_id;
  const iva = (await json(request.get('/api/oms/tax_category', { headers: h })))[0].tax_category_id;
  const serviceId = (
    await json(
      request.post('/api/oms/service', {
        headers: h,
        data: { service_name: 'Afinación mayor', price: '1000.00', tax_category_id: iva },
      }),
    )
  ).service_id;
  const order = await json(
    request.post('/api/oms/order/order', {
      headers: h,
      data: {
        order_type: 'REPAIR_ORDER',
        customer_id: customerId,
        user_car_id: userCarId,
        estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
        item_wise_discount: true,
        services_break_up: [
          {
            service_id: serviceId,
            service_name: 'Afinación mayor',
            quantity: 1,
            unit_price: '1000.00',
            discount: 0,
            tax_inclusive: false,
          },
        ],
      },
    }),
  );
  return { orderId: order.order_id as number, headers: h };
}
