import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADVISORY_PORT, E2E_DATA_DIR } from '../env.ts';
import { startFakeAdvisory } from './fake-advisory.ts';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

// Kept in the server's data folder (fresh per run): the server keeps answers a day, so the second project
// is answered from that store and the prompt was only sent once, by whichever project ran first.
const PROMPT_LOG = path.join(E2E_DATA_DIR, 'advisory-prompts.jsonl');
const sentPrompts = (): string[] => {
  try {
    return readFileSync(PROMPT_LOG, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as string);
  } catch {
    return [];
  }
};
let fake: Server;
test.beforeAll(async () => {
  fake = await startFakeAdvisory(E2E_ADVISORY_PORT, PROMPT_LOG);
});
test.afterAll(async () => {
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
});

const signIn = (page: Page, mobile: string) => signInWithCode(page, mobile);

/** Content-Security-Policy violations the page reports (the app itself must cause none). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/advisory-${name}-${test.info().project.name}.png`, fullPage: false });

const panel = (page: Page) => page.getByRole('dialog', { name: 'Vehicle Advisory' });

async function openPanel(page: Page) {
  await page.getByTestId('advisory-button').click();
  await expect(panel(page)).toBeVisible();
}

async function pick(page: Page, label: string, option: string) {
  const box = panel(page)
    .getByRole('textbox', { name: label })
    .or(panel(page).getByRole('combobox', { name: label }));
  await box.first().click();
  await box.first().fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Two orders of Rahul Sharma's Swift (KA 01 AB 1234) through the API, one with a recommendation. */
async function ordersOfTheSwift(page: Page, recommendation: string) {
  const { token, garageId } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('garage.auth') ?? '{}').access_token as string,
    garageId: JSON.parse(localStorage.getItem('garage.garageId') ?? 'null') as number,
  }));
  const headers = { authorization: `Bearer ${token}`, 'x-garage-id': String(garageId) };
  const found = await page.request.get('/api/customer/customer/vehicle/search?reg_number=KA01AB1234', { headers });
  const car = (await found.json()).content[0];
  const services = await page.request.get('/api/oms/service?query=Wheel%20alignment', { headers });
  const service = (await services.json()).content[0];
  const ids: string[] = [];
  for (const garage_recommendation of [recommendation, null]) {
    const res = await page.request.post('/api/oms/order/order', {
      headers,
      data: {
        order_type: 'REPAIR_ORDER',
        customer_id: car.customer_id,
        user_car_id: car.user_car_id,
        estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
        item_wise_discount: true,
        services_break_up: [
          {
            service_id: service.service_id,
            service_name: service.service_name,
            quantity: 1,
            unit_price: service.price,
            discount: 0,
            tax_inclusive: false,
          },
        ],
        ...(garage_recommendation ? { garage_recommendation } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).external_order_id);
  }
  return { userCarId: car.user_car_id as number, numbers: ids };
}

test.describe('before the cookie banner is answered', () => {
  // Starts without an answer to the cookie banner (the suite's default is an earlier 'deny').
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the advisory button stays clear of the cookie banner, and returns to its corner once it is answered', async ({
    page,
  }) => {
    await signIn(page, '9876543210');
    const button = page.getByTestId('advisory-button');
    const accept = page.getByRole('button', { name: 'Accept All' });
    await expect(accept).toBeVisible();
    await expect(button).toBeVisible();
    const overlap = async () => {
      const [a, b] = [await button.boundingBox(), await page.getByRole('region', { name: /cookie/i }).boundingBox()];
      if (!a || !b) throw new Error('no box');
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    await expect.poll(overlap).toBe(false);
    await shot(page, 'button-above-cookie-banner');
    await accept.click();
    await expect(accept).toBeHidden();
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => viewport.height - ((await button.boundingBox())?.y ?? 0) - ((await button.boundingBox())?.height ?? 0))
      .toBeLessThan(30);
  });
});

test('choosing a brand and model, the generated tabs, an injection that does not run, sorry and failure', async ({ page }) => {
  const csp = cspViolations(page);
  // A model per project: the server keeps answers, and this test wants to see the provider asked.
  const model = isPhone(page) ? 'Dzire' : 'Swift';
  await signIn(page, '9876543210');
  await openPanel(page);
  const p = panel(page);

  // (b) the selection and its messages.
  await expect(p.getByTestId('advisory-select')).toBeVisible();
  await shot(page, 'select');
  await p.getByRole('button', { name: 'Show Recommendations' }).click();
  await expect(p.getByText('Please select brand first', { exact: true })).toBeVisible();
  await p
    .getByRole('textbox', { name: 'Select Model' })
    .or(p.getByRole('combobox', { name: 'Select Model' }))
    .first()
    .click();
  await expect(p.getByText('please select brand first', { exact: true })).toBeVisible();
  await pick(page, 'Select Brand', 'Maruti Suzuki');
  await p.getByRole('button', { name: 'Show Recommendations' }).click();
  await expect(p.getByText('Please select model to continue')).toBeVisible();
  await pick(page, 'Select Model', `Maruti Suzuki ${model}`);

  await p.getByRole('button', { name: 'Show Recommendations' }).click();
  // (c) badges, tabs and the disclaimer; no vehicle here, so no history.
  await expect(p.getByTestId('advisory-model')).toBeVisible();
  await expect(p.getByText('Maruti Suzuki', { exact: true })).toBeVisible();
  await expect(p.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true');
  await expect(p.getByText('No History Found')).toBeVisible();
  await expect(p.getByText('Sorry! we did not find any previous orders for this vehicle.')).toBeVisible();
  await expect(p.getByText(/generated automatically/)).toBeVisible();
  await shot(page, 'no-history');

  // Oil Specification: skeletons, then the table; the reply's script, handler and link do nothing.
  await p.getByRole('tab', { name: 'Oil Specification' }).click();
  await expect(p.getByTestId('advisory-skeleton')).toBeVisible();
  const oil = p.getByTestId('advisory-answer-oil');
  await expect(oil.locator('table.rec-table')).toBeVisible();
  await expect(oil.getByRole('cell', { name: '0W-16 API SP' })).toBeVisible();
  await expect(oil.locator('script, img, iframe, style, a')).toHaveCount(0);
  await oil.locator('table').hover();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('body')).toBeVisible();
  expect(sentPrompts().some((q) => q.includes('engine oil') && q.includes(`Maruti Suzuki ${model}`) && q.includes('India'))).toBe(
    true,
  );
  await shot(page, 'oil');

  // Reset goes back to the selection with nothing chosen.
  await p.getByRole('button', { name: 'Reset' }).click();
  await expect(p.getByTestId('advisory-select')).toBeVisible();
  await expect(
    p
      .getByRole('textbox', { name: 'Select Brand' })
      .or(p.getByRole('combobox', { name: 'Select Brand' }))
      .first(),
  ).toHaveValue('');

  // A reply with 'sorry' clears the results.
  await pick(page, 'Select Brand', 'Maruti Suzuki');
  await pick(page, 'Select Model', 'Maruti Suzuki Alto K10');
  await p.getByRole('button', { name: 'Show Recommendations' }).click();
  await p.getByRole('tab', { name: 'Tyre Size' }).click();
  await expect(p.getByText('No advice for this model. Try another tab or model.')).toBeVisible();
  await expect(p.getByTestId('advisory-answer-tyre')).toHaveCount(0);

  // A provider failure: the spec's toast, and loading ends.
  await p.getByRole('button', { name: 'Reset' }).click();
  await pick(page, 'Select Brand', 'Maruti Suzuki');
  await pick(page, 'Select Model', 'Maruti Suzuki Baleno');
  await p.getByRole('button', { name: 'Show Recommendations' }).click();
  await p.getByRole('tab', { name: 'Service Schedule' }).click();
  await expect(page.getByText('Request Credit limit reached, please contact the provider support')).toBeVisible();
  await expect(p.getByTestId('advisory-skeleton')).toHaveCount(0);

  expect(csp).toEqual([]);
});

test("on a vehicle's history the panel knows the vehicle: earlier orders with links, schedule and tyre sizes", async ({
  page,
}) => {
  const csp = cspViolations(page);
  await signIn(page, '9876543210');
  const recommendation = `Replace front brake pads within 3000 km (${test.info().project.name})`;
  const { userCarId, numbers } = await ordersOfTheSwift(page, recommendation);
  await page.goto(`/tabs/vehicle-history/${userCarId}`);
  await expect(page.getByText('KA 01 AB 1234').first()).toBeVisible();
  await openPanel(page);
  const p = panel(page);
  await expect(p.getByTestId('advisory-model')).toBeVisible();
  await expect(p.getByText('Swift', { exact: true })).toBeVisible();

  // Newest first: the order without a recommendation, then the one with it.
  const withText = p.getByRole('link', { name: new RegExp(numbers[0]!) });
  await expect(withText).toBeVisible();
  await expect(p.getByText(recommendation)).toBeVisible();
  await expect(p.getByText('No Recommendations').first()).toBeVisible();
  const href = await withText.getAttribute('href');
  expect(href).toMatch(/^\/tabs\/order-details\?order=\d+$/);
  if (isPhone(page)) expect(await withText.getAttribute('target')).toBeNull();
  else expect(await withText.getAttribute('target')).toBe('_blank');
  await shot(page, 'recommendations');

  // The tab strip scrolls sideways with its arrows: the panel is narrower than its tabs on a phone and on a
  // desktop alike, so the right arrow is on and moves the strip.
  const strip = p.getByTestId('advisory-tab-strip');
  const right = p.getByRole('button', { name: 'Scroll tabs right' });
  await expect(right).toBeEnabled();
  await right.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  await p.getByRole('tab', { name: 'Service Schedule' }).click();
  await expect(p.getByTestId('advisory-answer-service').locator('table.rec-table')).toBeVisible();
  expect(sentPrompts().some((q) => /maintenance schedule of the Maruti Suzuki Swift.*odometer reads \d+ km/.test(q))).toBe(true);
  await shot(page, 'service');
  await p.getByRole('tab', { name: 'Tyre Size' }).click();
  await expect(p.getByTestId('advisory-answer-tyre').getByRole('cell', { name: '185/65 R15' })).toBeVisible();
  expect(sentPrompts().some((q) => q.includes('tyre sizes of the Maruti Suzuki Swift (petrol) of model year 2020'))).toBe(true);
  await shot(page, 'tyre');

  // Choosing Recommendations again reloads the earlier orders.
  const reload = page.waitForResponse((r) => r.url().includes('/api/oms/order/recommendations'));
  await p.getByRole('tab', { name: 'Recommendations' }).click();
  await reload;

  // The order link opens the order (same tab on a phone, closing the sheet); order details tell the panel
  // their vehicle.
  if (isPhone(page)) {
    await withText.click();
    await expect(page).toHaveURL(/\/tabs\/order-details\?order=\d+/);
    await expect(p).toBeHidden();
  } else {
    await page.goto(href!);
  }
  await expect(page.getByText(numbers[0]!).first()).toBeVisible();
  // The order screen opens with the panel closed (a full load on a desktop, the sheet closed on a phone).
  await expect(p).toBeHidden();
  await openPanel(page);
  await expect(p.getByText('Swift', { exact: true })).toBeVisible();
  await expect(p.getByText(recommendation)).toBeVisible();
  expect(csp).toEqual([]);
});

test('a technician sees Access Denied in the panel', async ({ page }) => {
  await signIn(page, '9876543212');
  await openPanel(page);
  await expect(panel(page).getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(panel(page).getByText("In-sufficient permission, You don't have access to this module.")).toBeVisible();
  await shot(page, 'denied');
});
