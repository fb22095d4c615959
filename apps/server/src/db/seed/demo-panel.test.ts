import { addDays, localDay, panelReminderRange, panelReviewRange } from '@garage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { DEMO_OWNER, seedDemo } from './demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, t.clock)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('the demo garage has panel data', () => {
  it('has reminders due, over due and one done, and reviews with varied ratings on priced orders', async () => {
    const s = await signIn(t, DEMO_OWNER.mobileNumber);
    const garageId = (await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() })).json()[0]
      .garage_id;
    const h = s.headers(garageId);
    const today = localDay(t.clock.now(), 'Asia/Kolkata');
    const reminders = panelReminderRange(today);
    const due = (
      await t.app.inject({
        method: 'GET',
        url: `/api/customer/reminder/v2?from=${reminders.from}&to=${reminders.to}&reminder_status=DUE,OVER_DUE&page_size=50`,
        headers: h,
      })
    ).json();
    const statuses = due.reminder_responses.map((r: { reminder_status: string }) => r.reminder_status);
    expect(statuses.filter((x: string) => x === 'OVER_DUE')).toHaveLength(2);
    expect(statuses.filter((x: string) => x === 'DUE')).toHaveLength(4);
    expect(due.reminder_responses[0]).toMatchObject({
      reminder_date: addDays(today, -12),
      customer: { display_name: 'Rahul Sharma' },
      user_vehicle: { reg_number: 'KA 01 AB 1234' },
      is_sent: true,
    });
    const done = (
      await t.app.inject({ method: 'GET', url: '/api/customer/reminder/v2?reminder_status=DONE', headers: h })
    ).json();
    expect(done.reminder_responses).toHaveLength(1);

    const range = panelReviewRange(today);
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/oms/review/v1?from=${range.from}&to=${range.to}`, headers: h })
    ).json();
    expect(reviews.customer_reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([2, 3, 4, 5, 5]);
    const first = reviews.customer_reviews[0];
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/oms/order/data?order_id=${first.order_id}`, headers: h })
    ).json();
    expect(order.external_order_id).toBe(first.order.external_order_id);
    // Reviewed orders were billed, and most were paid.
    expect(['PAYMENT_DUE', 'PAYMENT_DONE']).toContain(order.status);
    expect(Number(order.total_amount)).toBeGreaterThan(0);
  });

  it('has invoices, payments and dues to look at', async () => {
    const s = await signIn(t, DEMO_OWNER.mobileNumber);
    const garageId = (await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() })).json()[0]
      .garage_id;
    const h = s.headers(garageId);
    const bills = (await t.app.inject({ method: 'GET', url: '/api/oms/invoice/search?page_size=50', headers: h })).json();
    expect(bills.content).toHaveLength(5);
    expect(bills.content.map((b: { payment_status: string }) => b.payment_status).sort()).toEqual([
      'PAID',
      'PAID',
      'PAID',
      'PARTIAL',
      'UNPAID',
    ]);
    // Indian financial year in the numbers, gap-free from 1.
    expect(bills.content.map((b: { invoice_number: string }) => Number(b.invoice_number.split('/')[2])).sort()).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(bills.content[0].invoice_number).toMatch(/^INV\/\d{2}-\d{2}\/0000\d$/);
    const due = (await t.app.inject({ method: 'GET', url: '/api/oms/invoice/search?due_only=true', headers: h })).json();
    expect(due.content).toHaveLength(2);
    expect(Number(due.total_due)).toBeGreaterThan(0);
    const details = await Promise.all(
      bills.content.map(async (b: { invoice_id: number }) =>
        (await t.app.inject({ method: 'GET', url: `/api/oms/invoice/${b.invoice_id}`, headers: h })).json(),
      ),
    );
    const paidInTwo = details.find((d) => d.payments.length === 2);
    expect(paidInTwo.payments.map((p: { method: string }) => p.method)).toEqual(['CASH', 'CREDIT_CARD']);
    expect(paidInTwo.due_amount).toBe('0.00');
  });

  it('takes UPI, as most Indian customers pay (decision 050, addendum)', async () => {
    const s = await signIn(t, DEMO_OWNER.mobileNumber);
    const garages = (await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() })).json() as Array<{
      garage_id: number;
    }>;
    for (const g of garages) {
      const methods = (
        await t.app.inject({ method: 'GET', url: '/api/oms/payment_method', headers: s.headers(g.garage_id) })
      ).json() as Array<{ custom: boolean; kind: string; name: string | null }>;
      expect(methods.filter((m) => m.custom)).toEqual([expect.objectContaining({ name: 'UPI', kind: 'BANK' })]);
    }
  });
});
