import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await saudiShop(t);
});
afterAll(async () => {
  await t.close();
});

const reminder = (s: Shop, extra: object = {}) => ({
  customer_id: s.customerId,
  user_car_id: s.userCarId,
  reminder_date: '2026-11-25',
  note: 'Periodic service',
  ...extra,
});

async function addReminder(s: Shop, extra: object = {}) {
  const res = await api(s, 'POST', '/api/customer/reminder/v2', reminder(s, extra));
  if (res.statusCode !== 201) throw new Error(`reminder create failed: ${res.body}`);
  return res.json();
}

describe('service reminders (spec 3 Reminder, 7 reminders v2)', () => {
  it('creates a reminder and reads it with customer and vehicle', async () => {
    const res = await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop, { next_schedule: '2027-05-25' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      reminder_date: '2026-11-25',
      next_schedule: '2027-05-25',
      is_sent: false,
      reminder_status: 'DUE',
      note: 'Periodic service',
      customer: { customer_id: shop.customerId },
      user_vehicle: { user_car_id: shop.userCarId, reg_number: shop.reg },
    });
    expect(body.customer.display_name).toMatch(/^Fahad Harbi/);
  });

  it('lists open reminders of a range, over due first, and derives OVER_DUE from the garage-local today', async () => {
    const s = await saudiShop(t);
    await addReminder(s, { reminder_date: '2026-11-28' });
    await addReminder(s, { reminder_date: '2026-11-10' });
    await addReminder(s, { reminder_date: '2026-11-21' });
    const done = await addReminder(s, { reminder_date: '2026-11-15' });
    await addReminder(s, { reminder_date: '2026-12-20' });
    const closed = await api(s, 'PUT', '/api/customer/reminder/dates', {
      reminder_id: done.reminder_id,
      reminder_status: 'DONE',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().reminder_status).toBe('DONE');

    const res = await api(
      s,
      'GET',
      '/api/customer/reminder/v2?from=2026-10-22&to=2026-11-28&reminder_status=DUE,OVER_DUE&page_number=0',
    );
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.reminder_responses.map((r: { reminder_date: string }) => r.reminder_date)).toEqual([
      '2026-11-10',
      '2026-11-21',
      '2026-11-28',
    ]);
    expect(page.reminder_responses.map((r: { reminder_status: string }) => r.reminder_status)).toEqual([
      'OVER_DUE',
      'DUE',
      'DUE',
    ]);
    expect(page.total_elements).toBe(3);

    const onlyDone = await api(s, 'GET', '/api/customer/reminder/v2?reminder_status=DONE');
    expect(onlyDone.json().reminder_responses.map((r: { reminder_date: string }) => r.reminder_date)).toEqual(['2026-11-15']);
    const all = await api(s, 'GET', '/api/customer/reminder/v2');
    expect(all.json().total_elements).toBe(5);
  });

  it('pages from zero with the asked page size and counts the total', async () => {
    const s = await saudiShop(t);
    for (let day = 1; day <= 12; day++) await addReminder(s, { reminder_date: `2026-12-${String(day).padStart(2, '0')}` });
    const first = (await api(s, 'GET', '/api/customer/reminder/v2?page_number=0&page_size=5')).json();
    expect(first.reminder_responses).toHaveLength(5);
    expect(first).toMatchObject({ page_number: 0, page_size: 5, total_elements: 12, total_pages: 3 });
    const last = (await api(s, 'GET', '/api/customer/reminder/v2?page_number=2&page_size=5')).json();
    expect(last.reminder_responses.map((r: { reminder_date: string }) => r.reminder_date)).toEqual(['2026-12-11', '2026-12-12']);
    const beyond = (await api(s, 'GET', '/api/customer/reminder/v2?page_number=7&page_size=5')).json();
    expect(beyond.reminder_responses).toEqual([]);
    expect(beyond.total_elements).toBe(12);
    // The default page holds 10.
    expect((await api(s, 'GET', '/api/customer/reminder/v2')).json().reminder_responses).toHaveLength(10);
  });

  it('undoes "mark done": the reminder is open again with its date and listed among the open ones', async () => {
    const s = await saudiShop(t);
    const r = await addReminder(s, { reminder_date: '2026-11-21' });
    const set = (reminder_status: 'DONE' | 'DUE') =>
      api(s, 'PUT', '/api/customer/reminder/dates', { reminder_id: r.reminder_id, reminder_status });
    expect((await set('DONE')).json().reminder_status).toBe('DONE');
    const open = () => api(s, 'GET', '/api/customer/reminder/v2?reminder_status=DUE,OVER_DUE');
    expect((await open()).json().total_elements).toBe(0);
    const undone = await set('DUE');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ reminder_status: 'DUE', reminder_date: '2026-11-21', note: 'Periodic service' });
    expect((await open()).json().reminder_responses.map((x: { reminder_id: number }) => x.reminder_id)).toEqual([r.reminder_id]);
    // A member without the reminder roles cannot undo either.
    const stranger = await member(s, ['TECHNICIAN']);
    const refused = await api(
      s,
      'PUT',
      '/api/customer/reminder/dates',
      { reminder_id: r.reminder_id, reminder_status: 'DUE' },
      { session: stranger },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('re-opens and reschedules a reminder', async () => {
    const r = await addReminder(shop, { reminder_date: '2026-11-01' });
    const moved = await api(shop, 'PUT', '/api/customer/reminder/dates', {
      reminder_id: r.reminder_id,
      reminder_status: 'DUE',
      reminder_date: '2026-11-30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ reminder_date: '2026-11-30', reminder_status: 'DUE' });
  });
});

describe('reminder validation', () => {
  it.each([
    ['a date that is not a day', { reminder_date: '25/11/2026' }, /Reminder date/],
    ['no vehicle', { user_car_id: undefined }, /Vehicle/],
    ['HTML in the note', { note: '<b>x</b>' }, /HTML|html/],
    ['a next schedule before the date', { next_schedule: '2026-11-01' }, /next schedule/i],
  ])('refuses %s with 400', async (_name, extra, text) => {
    const res = await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(text);
  });

  it('refuses a vehicle of another customer', async () => {
    const other = await sisterShop(t, shop);
    const res = await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop, { user_car_id: other.userCarId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The vehicle does not belong to this customer');
  });

  it('answers in Spanish', async () => {
    const res = await api(shop, 'GET', '/api/customer/reminder/v2?from=2026-12-01&to=2026-11-01', undefined, {
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La fecha "desde" no puede ser posterior a la fecha "hasta"');
  });

  it.each([
    ['an unknown status', 'reminder_status=LATE'],
    ['a negative page', 'page_number=-1'],
    ['a page size above 50', 'page_size=51'],
    ['a bad date', 'from=2026-13'],
  ])('refuses %s in the query with 400', async (_name, query) => {
    expect((await api(shop, 'GET', `/api/customer/reminder/v2?${query}`)).statusCode).toBe(400);
  });
});

describe('reminder roles and tenancy', () => {
  it.each([
    [['CREATE_INVOICE'], 200],
    [['EDIT_INVOICE'], 200],
    [['REMINDER_MANAGEMENT'], 200],
    [['TECHNICIAN'], 403],
    [['FEEDBACK_MANGEMENT'], 403],
    [['JOB_CONTROLLER', 'CREATE_ORDER'], 403],
  ] as const)('%j reads reminders: %i', async (roles, status) => {
    const session = await member(shop, roles);
    expect((await api(shop, 'GET', '/api/customer/reminder/v2', undefined, { session })).statusCode).toBe(status);
    const created = await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop), { session });
    expect(created.statusCode).toBe(status === 200 ? 201 : 403);
  });

  it("answers 404 for another group's garage, customer, vehicle and reminder", async () => {
    const stranger = await saudiShop(t);
    const theirs = await addReminder(stranger);
    expect((await api(shop, 'GET', `/api/customer/reminder/v2?garage_id=${stranger.garageId}`)).statusCode).toBe(404);
    expect(
      (await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop, { customer_id: stranger.customerId }))).statusCode,
    ).toBe(404);
    expect(
      (await api(shop, 'POST', '/api/customer/reminder/v2', reminder(shop, { user_car_id: stranger.userCarId }))).statusCode,
    ).toBe(404);
    const res = await api(shop, 'PUT', '/api/customer/reminder/dates', {
      reminder_id: theirs.reminder_id,
      reminder_status: 'DONE',
    });
    expect(res.statusCode).toBe(404);
    // Their list does not show ours, nor ours theirs.
    const mine = (await api(shop, 'GET', '/api/customer/reminder/v2?page_size=50')).json();
    expect(mine.reminder_responses.some((r: { reminder_id: number }) => r.reminder_id === theirs.reminder_id)).toBe(false);
  });

  it("keeps a sister outlet's reminders apart and needs the roles there too", async () => {
    const sister = await sisterShop(t, shop);
    const theirs = await addReminder(sister);
    const mine = (await api(shop, 'GET', '/api/customer/reminder/v2?page_size=50')).json();
    expect(mine.reminder_responses.some((r: { reminder_id: number }) => r.reminder_id === theirs.reminder_id)).toBe(false);
    const there = (await api(shop, 'GET', `/api/customer/reminder/v2?garage_id=${sister.garageId}`)).json();
    expect(there.reminder_responses.map((r: { reminder_id: number }) => r.reminder_id)).toEqual([theirs.reminder_id]);
    // A reminder of the sister outlet is not this garage's to close.
    const res = await api(shop, 'PUT', '/api/customer/reminder/dates', {
      reminder_id: theirs.reminder_id,
      reminder_status: 'DONE',
    });
    expect(res.statusCode).toBe(404);
    const clerk = await member(shop, ['REMINDER_MANAGEMENT']);
    const denied = await api(shop, 'GET', `/api/customer/reminder/v2?garage_id=${sister.garageId}`, undefined, {
      session: clerk,
    });
    expect(denied.statusCode).toBe(403);
  });
});
