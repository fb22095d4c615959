import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addCancelReason, api, createOrder, createQuote, member, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await saudiShop(t);
});
afterAll(async () => {
  await t.close();
});

async function addReview(s: Shop, body: object) {
  const res = await api(s, 'POST', '/api/oms/review/v1', body);
  if (res.statusCode !== 201) throw new Error(`review create failed: ${res.body}`);
  return res.json();
}

describe('internal customer reviews (spec 3 Review, 7 internal reviews v1)', () => {
  it('records a review of an order with text and reason joined by the marker', async () => {
    const order = await createOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/review/v1', {
      order_id: order.order_id,
      rating: 4,
      review_text: 'Brakes feel new',
      reason: 'Took a day longer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      order_id: order.order_id,
      order: { order_id: order.order_id, external_order_id: order.external_order_id },
      customer: { customer_id: shop.customerId },
      rating: 4,
      comments: 'Brakes feel new #reason# Took a day longer',
      review_text: 'Brakes feel new',
      reason: 'Took a day longer',
    });
  });

  it('keeps one review per order (409) and refuses a cancelled order (409) and a quotation (404)', async () => {
    const order = await createOrder(shop);
    await addReview(shop, { order_id: order.order_id, rating: 5 });
    const again = await api(shop, 'POST', '/api/oms/review/v1', { order_id: order.order_id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order already has a review');

    const cancelled = await createOrder(shop);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer changed mind');
    const moved = await api(shop, 'PUT', `/api/oms/order/${cancelled.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(moved.statusCode).toBe(200);
    const refused = await api(shop, 'POST', '/api/oms/review/v1', { order_id: cancelled.order_id, rating: 2 });
    expect(refused.statusCode).toBe(409);

    const quote = await createQuote(shop);
    expect((await api(shop, 'POST', '/api/oms/review/v1', { order_id: quote.order_id, rating: 3 })).statusCode).toBe(404);
  });

  it('lists reviews of a garage-local date range and ratings, newest first, paged from zero', async () => {
    const s = await saudiShop(t);
    const ratings = [5, 2, 4, 1, 5, 3];
    for (const rating of ratings) {
      const order = await createOrder(s);
      await addReview(s, { order_id: order.order_id, rating, review_text: `Rated ${rating}` });
      t.clock.advance(60_000);
    }
    const all = (await api(s, 'GET', '/api/oms/review/v1?from=2026-11-21&to=2026-11-21')).json();
    expect(all.customer_reviews.map((r: { rating: number }) => r.rating)).toEqual([...ratings].reverse());
    expect(all.total_elements).toBe(6);
    const lowOnes = (await api(s, 'GET', '/api/oms/review/v1?ratings=1,2')).json();
    expect(lowOnes.customer_reviews.map((r: { review_text: string }) => r.review_text)).toEqual(['Rated 1', 'Rated 2']);
    const paged = (await api(s, 'GET', '/api/oms/review/v1?page_number=1&page_size=4')).json();
    expect(paged).toMatchObject({ page_number: 1, page_size: 4, total_elements: 6, total_pages: 2 });
    expect(paged.customer_reviews).toHaveLength(2);
    // 06:00 UTC is 09:00 in Riyadh: a range that ends the day before, or starts the day after, has none.
    expect((await api(s, 'GET', '/api/oms/review/v1?to=2026-11-20')).json().total_elements).toBe(0);
    expect((await api(s, 'GET', '/api/oms/review/v1?from=2026-11-22')).json().total_elements).toBe(0);
  });
});

describe('review validation', () => {
  it.each([
    ['a rating of 0', { rating: 0 }, /Rating/],
    ['a rating of 6', { rating: 6 }, /Rating/],
    ['a rating of 3.5', { rating: 3.5 }, /Rating/],
    ['no rating', { rating: undefined }, /Rating/],
    ['HTML in the text', { rating: 3, review_text: '<script>x</script>' }, /HTML|html/],
    ['the marker in the text', { rating: 3, review_text: 'a #reason# b' }, /#reason#/],
  ])('refuses %s with 400', async (_name, extra, text) => {
    const order = await createOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/review/v1', { order_id: order.order_id, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(text);
  });

  it.each([
    ['a rating out of range', 'ratings=6'],
    ['a rating that is not a number', 'ratings=good'],
    ['from after to', 'from=2026-11-22&to=2026-11-01'],
    ['a page size above 50', 'page_size=80'],
  ])('refuses %s in the query with 400', async (_name, query) => {
    expect((await api(shop, 'GET', `/api/oms/review/v1?${query}`)).statusCode).toBe(400);
  });
});

describe('review roles and tenancy', () => {
  it.each([
    [['FEEDBACK_MANGEMENT'], 200],
    [['CREATE_INVOICE'], 403],
    [['REMINDER_MANAGEMENT'], 403],
    [['TECHNICIAN'], 403],
  ] as const)('%j reads reviews: %i', async (roles, status) => {
    const session = await member(shop, roles);
    expect((await api(shop, 'GET', '/api/oms/review/v1', undefined, { session })).statusCode).toBe(status);
    const order = await createOrder(shop);
    const created = await api(shop, 'POST', '/api/oms/review/v1', { order_id: order.order_id, rating: 4 }, { session });
    expect(created.statusCode).toBe(status === 200 ? 201 : 403);
  });

  it("answers 404 for another group's garage and order, and keeps sister outlets apart", async () => {
    const stranger = await saudiShop(t);
    const theirOrder = await createOrder(stranger);
    expect((await api(shop, 'GET', `/api/oms/review/v1?garage_id=${stranger.garageId}`)).statusCode).toBe(404);
    expect((await api(shop, 'POST', '/api/oms/review/v1', { order_id: theirOrder.order_id, rating: 5 })).statusCode).toBe(404);

    const sister = await sisterShop(t, shop);
    const sisterOrder = await createOrder(sister);
    // An order of the sister outlet is reviewed there, not here.
    expect((await api(shop, 'POST', '/api/oms/review/v1', { order_id: sisterOrder.order_id, rating: 5 })).statusCode).toBe(404);
    const review = await addReview(sister, { order_id: sisterOrder.order_id, rating: 5 });
    const mine = (await api(shop, 'GET', '/api/oms/review/v1?page_size=50')).json();
    expect(mine.customer_reviews.some((r: { review_id: number }) => r.review_id === review.review_id)).toBe(false);
    const there = (await api(shop, 'GET', `/api/oms/review/v1?garage_id=${sister.garageId}`)).json();
    expect(there.customer_reviews.map((r: { review_id: number }) => r.review_id)).toEqual([review.review_id]);
  });
});
