import { expect, type Page, test } from '@playwright/test';
import { signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const HEAD_OFFICE = /^Demo Motors(?! —)/;
const BRANCH = /Whitefield branch/;
const PART = 'AF-13780M';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/ibt-${name}-${test.info().project.name}.png`, fullPage: true });

/** Switch Garage: the chooser, then the outlet named. */
async function switchTo(page: Page, outlet: RegExp) {
  await page.goto('/choose-garage');
  await page.getByRole('button', { name: outlet }).click();
  await expect(page).toHaveURL(/\/tabs\/dashboard/);
}

/** Each outlet's on hand of the air filter, read off Branch stocks (an outlet without the part has 0). */
async function airFilterStock(page: Page): Promise<{ office: number; branch: number }> {
  await page.goto(`/tabs/view-branch-stocks?q=${PART}`);
  await expect(page.getByText('Air filter').first()).toBeVisible();
  const read = async (name: string) => {
    const cell = page.locator(`[data-outlet="${name}"]`);
    if ((await cell.count()) === 0) return 0;
    const text = (await cell.first().textContent()) ?? '';
    return Number(text.match(/(\d+(?:\.\d+)?)\s*$/)?.[1] ?? Number.NaN);
  };
  return { office: await read('Demo Motors'), branch: await read('Demo Motors — Whitefield branch') };
}

test('the branch asks the head office for air filters, the head office delivers, the branch receives: both stocks change, at 1440 and 360 px', async ({
  page,
}) => {
  await signInWithCode(page, '9876543210');
  // The owner of both outlets starts at the head office (decision 058) and switches to the branch.
  await expect(page.getByText(/Welcome, .* — Demo Motors$/)).toBeVisible();
  await switchTo(page, BRANCH);

  const before = await airFilterStock(page);
  expect(before.office).toBeGreaterThanOrEqual(2);
  await shot(page, 'branch-stocks-before');

  // Request 2 from the head office, from the Branch stocks row.
  await page.getByRole('link', { name: 'Request Air filter from Demo Motors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request parts from another outlet' })).toBeVisible();
  await page.getByRole('button', { name: `Add Air filter (${PART})` }).click();
  await page.getByRole('textbox', { name: `Quantity of Air filter (${PART})` }).fill('2');
  await shot(page, 'request-form');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Request IBT-\d{5}$/ })).toBeVisible();
  await expect(page.getByText('Waiting for Demo Motors to answer.')).toBeVisible();
  const requestUrl = new URL(page.url()).pathname;

  // At the head office: reserve and dispatch.
  await switchTo(page, HEAD_OFFICE);
  await page.goto('/tabs/inter-branch-stock-transfer?tab=requestsIn');
  await expect(page.getByRole('link', { name: /^Open IBT-\d{5}$/ }).first()).toBeVisible();
  await shot(page, 'requests-to-head-office');
  await page
    .getByRole('link', { name: /^Open IBT-\d{5}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${requestUrl}$`));
  await page.getByRole('button', { name: 'Prepare delivery' }).click();
  const reserve = page.getByRole('dialog');
  await expect(reserve.getByRole('textbox', { name: 'Reserve of Air filter' })).toHaveValue('2');
  await reserve.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Delivery IBD-\d{5}$/ })).toBeVisible();
  await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Dispatch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByText('Dispatched: the stock has left this outlet')).toBeVisible();
  await expect(page.getByText('In transit', { exact: true })).toBeVisible();
  await shot(page, 'delivery-dispatched');
  const deliveryUrl = new URL(page.url()).pathname;

  // Back at the branch: receive.
  await switchTo(page, BRANCH);
  await page.goto(deliveryUrl);
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog');
  await expect(receive.getByRole('textbox', { name: 'Arrived of Air filter' })).toHaveValue('2');
  await receive.getByRole('button', { name: 'Receive parts' }).click();
  await expect(page.getByText('Received: the parts are in this outlet’s stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
  await expect(page.getByText('Received · Demo Owner at Demo Motors — Whitefield branch')).toBeVisible();
  await shot(page, 'delivery-received');

  // Both outlets' stock changed by the two filters.
  const after = await airFilterStock(page);
  expect(after).toEqual({ office: before.office - 2, branch: before.branch + 2 });
  await shot(page, 'branch-stocks-after');

  // The head office sees every outlet's stock with its value.
  await switchTo(page, HEAD_OFFICE);
  await page.goto('/tabs/ho-stock-information');
  await expect(page.getByText(/^Stock value of the group: /)).toBeVisible();
  await shot(page, 'ho-stock-information');
});
