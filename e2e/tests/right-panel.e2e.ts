import { expect, type Page, test } from '@playwright/test';
import { signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const OWNER = '9876543210';
const TECHNICIAN = '9876543212';

const signIn = (page: Page, mobile: string) => signInWithCode(page, mobile);

/** Sets a property of the selected garage with the signed-in user's token (as the settings screen would). */
async function setProperty(page: Page, name: string, value: boolean) {
  const status = await page.evaluate(
    async ([propertyName, propertyValue]) => {
      const auth = JSON.parse(localStorage.getItem('garage.auth') ?? 'null');
      const garageId = JSON.parse(localStorage.getItem('garage.garageId') ?? 'null');
      const res = await fetch(`/api/customer/garage/${garageId}/property/v1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${auth.access_token}`,
          'x-garage-id': String(garageId),
        },
        body: JSON.stringify({ property_name: propertyName, property_value: propertyValue }),
      });
      return res.status;
    },
    [name, value] as const,
  );
  expect(status).toBe(200);
}

/** A call of the API with the signed-in user's token and garage (as the screens make it). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const auth = JSON.parse(localStorage.getItem('garage.auth') ?? 'null');
      const garageId = JSON.parse(localStorage.getItem('garage.garageId') ?? 'null');
      const res = await fetch(p, {
        method: m,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${auth.access_token}`,
          'x-garage-id': String(garageId),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; json: T }>;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/right-panel-${name}-${test.info().project.name}.png` });

test.describe('right-hand panel on desktop', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    if (info.project.name !== 'desktop') return;
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-IN', timezoneId: 'UTC' });
    await signIn(page, OWNER);
  });
  test.afterAll(async () => {
    await page?.close();
  });
  test.skip(({ isMobile }) => isMobile, 'the panel is a desktop column; phones use the menu pages');

  test('the demo owner sees the vehicles due for service, over due first', async () => {
    const panel = page.getByRole('complementary', { name: 'Service due and recent feedback' });
    await expect(panel.getByRole('tab', { name: 'Service Due' })).toHaveAttribute('aria-selected', 'true');
    const list = panel.getByRole('list', { name: 'Vehicles due for service' });
    const entries = list.getByTestId('service-due-entry');
    await expect(entries.first()).toContainText('Rahul Sharma');
    await expect(entries.first()).toContainText('KA 01 AB 1234');
    await expect(entries.first()).toContainText('Over due');
    await expect(entries).toHaveCount(6);
    await expect(panel.getByText('6 of 6')).toBeVisible();
    // Spec 2.1: the list scrolls at a maximum of 52vh.
    const box = await panel.getByTestId('panel-scroller').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(900 * 0.52 + 1);
    await shot(page, 'service-due');
  });

  test('Service Due loads more entries past the first ten', async () => {
    const first = await api<{
      reminder_responses: Array<{ customer: { customer_id: number }; user_vehicle: { user_car_id: number } }>;
    }>(page, 'GET', '/api/customer/reminder/v2?reminder_status=DUE&page_size=1');
    const { customer, user_vehicle } = first.json.reminder_responses[0]!;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const created: number[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const res = await api<{ reminder_id: number }>(page, 'POST', '/api/customer/reminder/v2', {
          customer_id: customer.customer_id,
          user_car_id: user_vehicle.user_car_id,
          reminder_date: tomorrow,
          note: `e2e ${i}`,
        });
        expect(res.status).toBe(201);
        created.push(res.json.reminder_id);
      }
      await page.goto('/tabs/dashboard');
      const panel = page.getByRole('complementary', { name: 'Service due and recent feedback' });
      const entries = panel.getByTestId('service-due-entry');
      await expect(entries).toHaveCount(10);
      await expect(panel.getByText('10 of 11')).toBeVisible();
      await panel.getByRole('button', { name: 'Load more' }).click();
      await expect(entries).toHaveCount(11);
      await expect(panel.getByText('11 of 11')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    } finally {
      // Leave the demo's open reminders as they were for the specs that follow (there is no delete).
      for (const id of created)
        await api(page, 'PUT', '/api/customer/reminder/dates', { reminder_id: id, reminder_status: 'DONE' });
    }
  });

  test('Recent Feedback shows customers with stars and dates, and the link opens the order', async () => {
    const panel = page.getByRole('complementary', { name: 'Service due and recent feedback' });
    await panel.getByRole('tab', { name: 'Recent Feedback' }).click();
    const entries = panel.getByRole('list', { name: 'Recent customer feedback' }).getByTestId('feedback-entry');
    await expect(entries).toHaveCount(5);
    const first = entries.first();
    await expect(first).toContainText('Meera Iyer');
    await expect(first.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    await expect(entries.nth(4).getByRole('img', { name: '2 of 5 stars' })).toBeVisible();
    await expect(first).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}/);
    await shot(page, 'feedback');
    const link = first.getByRole('link', { name: /Open order RO-\d+/ });
    const number = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/tabs\/order-details\/\d+\/\d{1,4}$/);
    await expect(page.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();
  });

  test('with external reviews on, Recent Feedback asks for the sign-on link and opens it in a new tab', async () => {
    await setProperty(page, 'freshreview_enabled', true);
    try {
      await page.goto('/tabs/dashboard');
      const panel = page.getByRole('complementary', { name: 'Service due and recent feedback' });
      // No sign-on is configured on this server: its message shows for 3 seconds and the panel stays.
      await panel.getByRole('tab', { name: 'Recent Feedback' }).click();
      const notice = page.getByText('External reviews are not configured on this server. Please contact the provider.');
      await expect(notice).toBeVisible();
      await expect(notice).toBeHidden({ timeout: 6000 });
      await expect(panel.getByRole('tab', { name: 'Service Due' })).toHaveAttribute('aria-selected', 'true');

      // A configured server answers the link as text; the new tab goes there.
      const landing = `${new URL(page.url()).origin}/sso-landing?token=abc.def.ghi`;
      let asked: unknown = null;
      await page.route('**/api/fr/auth/redirect_url', async (route) => {
        asked = route.request().postDataJSON();
        await route.fulfill({ status: 200, contentType: 'text/plain', body: landing });
      });
      const popup = page.waitForEvent('popup');
      await panel.getByRole('tab', { name: 'Recent Feedback' }).click();
      const tab = await popup;
      await expect.poll(() => tab.url()).toBe(landing);
      expect(asked).toMatchObject({ user_id: expect.any(Number), garage_id: expect.any(Number) });
      await tab.close();

      // The sidebar's Service Feedbacks entry does the same.
      const popup2 = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Service Feedbacks' }).click();
      const tab2 = await popup2;
      await expect.poll(() => tab2.url()).toBe(landing);
      await tab2.close();
      await page.unroute('**/api/fr/auth/redirect_url');
    } finally {
      await setProperty(page, 'freshreview_enabled', false);
    }
  });
});

test.describe('panel roles', () => {
  test('a user without the roles sees both tabs disabled', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the panel is a desktop column');
    await signIn(page, TECHNICIAN);
    const panel = page.getByRole('complementary', { name: 'Service due and recent feedback' });
    await expect(panel.getByRole('tab', { name: 'Service Due' })).toBeDisabled();
    await expect(panel.getByRole('tab', { name: 'Recent Feedback' })).toBeDisabled();
    await expect(panel.getByText('Your roles do not include service reminders or customer feedback.')).toBeVisible();
    await expect(panel.getByTestId('service-due-entry')).toHaveCount(0);
  });
});

test.describe('phones', () => {
  test('the panel is hidden; the menu leads to the reminders and feedback lists', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phone layout');
    await signIn(page, OWNER);
    await expect(page.getByRole('complementary', { name: 'Service due and recent feedback' })).toHaveCount(0);
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('link', { name: 'Service Reminders' }).click();
    await expect(page).toHaveURL(/\/tabs\/reminder-screen$/);
    const entries = page.getByTestId('service-due-entry');
    await expect(entries.first()).toContainText('Rahul Sharma');
    await expect(entries).toHaveCount(7);
    // A reminder is marked done there, and opened again (the demo data stays as it was).
    await page.getByRole('button', { name: 'Mark the reminder of Rahul Sharma, KA 01 AB 1234 done' }).click();
    await expect(entries).toHaveCount(6);
    await page.locator('label', { hasText: 'Done' }).click();
    const reopen = page.getByRole('button', { name: 'Re-open the reminder of Rahul Sharma, KA 01 AB 1234' });
    await reopen.click();
    await expect(reopen).toHaveCount(0);
    await page.locator('label', { hasText: 'Open' }).click();
    await expect(entries).toHaveCount(7);
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('link', { name: 'Service Feedbacks' }).click();
    await expect(page).toHaveURL(/\/tabs\/garage-feedbacks$/);
    await expect(page.getByTestId('feedback-entry')).toHaveCount(5);
    // Mantine's chip hides its checkbox behind the label.
    await page.locator('label', { hasText: '5 ★' }).click();
    await expect(page.getByTestId('feedback-entry')).toHaveCount(2);
    await shot(page, 'feedback-page');
  });
});
