import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiRepairOrder, codeFromOutbox, isPhone, signInWithCode } from './support.ts';

/**
 * Issue 10, section 7: text fields keep tag fragments (they are not HTML: the server's tag check passes an
 * unclosed `<img …`), and the product never renders them as HTML. A customer named with such fragments,
 * and an order for them, are shown on the customer, order details and order preview screens: no script
 * runs (no dialog, the window flag its onerror would set stays unset).
 */

test.use({ locale: 'en-IN' });

const OWNER = '9876543210';
const FIRST = '<img src=x onerror=alert(1)//';
const LAST = '<img src=x onerror=window.__xss=1//';

interface Stored {
  customerId: number;
  orderId: number;
}

async function storeCustomerAndOrder(request: APIRequestContext): Promise<Stored> {
  const since = Date.now();
  expect((await request.post('/api/auth/g/otp', { data: { mobile_number: OWNER, country_phone_code: '91' } })).ok()).toBe(true);
  const code = await codeFromOutbox(`+91${OWNER}`, since);
  const auth = await request.post(`/api/auth/g/otp/${OWNER}/validate?OTP=${code}&country_phone_code=91`);
  const token = ((await auth.json()) as { access_token: string }).access_token.replace(/^Bearer\s+/i, '');
  const garages = (await (
    await request.get('/api/customer/garage', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Array<{
    garage_id: number;
  }>;
  const headers = { Authorization: `Bearer ${token}`, 'x-garage-id': String(garages[0]!.garage_id) };

  return apiRepairOrder(request, headers, {
    customer: { first_name: FIRST, last_name: LAST, country_phone_code: '91', mobile_number: `6${String(Date.now()).slice(-9)}` },
    regNumber: `KA 01 X ${String(Date.now()).slice(-4)}`,
    lines: [{ service_name: 'Wash', quantity: '1', unit_price: '100' }],
  });
}

/** Every dialog the page opens (alert(1) would be one); dismissed so the page goes on. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

/** The fragments are on screen as text, every image request has settled, and nothing ran. */
async function expectShownAsText(page: Page, dialogs: string[]) {
  await expect(page.getByText(FIRST, { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // No element the fragments could have made: no <img src="x"> anywhere in the page.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('tag fragments in a customer name are shown as text on the customer, order and preview screens', async ({
  page,
  request,
}) => {
  test.skip(isPhone(page), 'one run is enough: the screens render the same text on phones');
  const { customerId, orderId } = await storeCustomerAndOrder(request);
  const dialogs = watchDialogs(page);
  await signInWithCode(page, OWNER);

  await page.goto(`/tabs/customer-details/${customerId}`);
  await expectShownAsText(page, dialogs);

  await page.goto(`/tabs/order-details/${orderId}/x`);
  await expect(page.getByText(/RO-\d{5}/).first()).toBeVisible();
  await expectShownAsText(page, dialogs);

  // The editor, once the order has loaded (its customer shown), then its preview.
  await page.goto(`/tabs/create-repair-order?mode=EDIT&order_id=${orderId}`);
  await expect(page.getByText('Wash').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=preview/);
  await expectShownAsText(page, dialogs);

  // Control: the same text parsed as HTML makes the <img> the check above looks for. (Its onerror would
  // not run even then: the app's CSP has no 'unsafe-inline' scripts, a second line of defence.)
  await page.evaluate(
    ([first, last]) => {
      const probe = document.createElement('div');
      probe.innerHTML = `<p>${first}</p><p>${last}</p>`;
      document.body.append(probe);
    },
    [FIRST, LAST],
  );
  expect(await page.locator('img[src="x"]').count()).toBe(2);
});
