import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiRepairOrder, apiSignIn, freshMobile, isPhone, signInWithCode } from './support.ts';

/**
 * Issue 13 walkthrough: at 360 px the floating advisory button covered a figure at the invoice page's bottom right.
 * Scrolled to the end, no figure of the page (a money amount) may lie under the button.
 */

test.use({ locale: 'en-IN' });

const OWNER = '9876543210';

/** A repair order of a service and a tax-inclusive part, invoiced and paid in part through the API. */
async function invoicedOrder(request: APIRequestContext): Promise<number> {
  const { token } = await apiSignIn(request, OWNER);
  const garages = (await (
    await request.get('/api/customer/garage', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Array<{ garage_id: number }>;
  const headers = { Authorization: `Bearer ${token}`, 'x-garage-id': String(garages[0]!.garage_id) };
  const { orderId } = await apiRepairOrder(request, headers, {
    customer: { first_name: 'Room', last_name: 'Check', country_phone_code: '91', mobile_number: freshMobile() },
    regNumber: `KA 05 RB ${String(Date.now()).slice(-4)}`,
    lines: [
      { service_name: 'Bumper repair', quantity: '1', unit_price: '1500' },
      { part_name: 'Coolant (ready to use)', quantity: '3', unit_price: '420', tax_inclusive: true },
    ],
  });
  const invoice = await request.post('/api/oms/invoice', { headers, data: { order_id: orderId } });
  expect(invoice.status()).toBe(201);
  const invoiceId = ((await invoice.json()) as { invoice_id: number }).invoice_id;
  // A part payment: the payments list has a row, with its amount at the right.
  const paid = await request.post('/api/oms/payment', {
    headers,
    data: { invoice_id: invoiceId, payments: [{ method: 'CASH', amount: '1000.00' }] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return invoiceId;
}

test('no figure of the invoice page hides behind the advisory button, scrolled to its end', async ({ page, request }) => {
  const invoiceId = await invoicedOrder(request);
  await signInWithCode(page, OWNER);
  await page.goto(`/tabs/invoice/${invoiceId}/1`);
  await expect(page.getByTestId('invoice-due')).toBeVisible();
  await expect(page.getByText(/incl\. tax: the unit price already includes tax/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const fab = await page.getByTestId('advisory-button').boundingBox();
  if (!fab) throw new Error('no advisory button');
  // Every visible leaf text of the page holding an amount (₹…), in viewport coordinates.
  const covered = await page.evaluate((b) => {
    const hits: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      if (el.children.length > 0 || !/₹\s?[\d,]+\.\d\d/.test(el.textContent ?? '')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      const overlaps = r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
      if (overlaps) hits.push(el.textContent ?? '');
    }
    return hits;
  }, fab);
  await page.screenshot({ path: `test-results/invoice-end-${test.info().project.name}.png` });
  await page.screenshot({ path: `test-results/invoice-full-${test.info().project.name}.png`, fullPage: true });
  expect(covered).toEqual([]);
  if (isPhone(page)) {
    // The page's last figure ends above the button, with room to spare.
    const last = await page.evaluate(() => {
      const amounts = Array.from(document.querySelectorAll<HTMLElement>('main *')).filter(
        (el) =>
          el.children.length === 0 && /₹\s?[\d,]+\.\d\d/.test(el.textContent ?? '') && el.getBoundingClientRect().height > 0,
      );
      return Math.max(...amounts.map((el) => el.getBoundingClientRect().bottom));
    });
    expect(last).toBeLessThanOrEqual(fab.y);
  }
});
