import { expect, type Page, test } from '@playwright/test';
import { apiRepairOrder, apiSignIn, freshMobile, signInWithCode } from './support.ts';

/**
 * Issue 13 walkthrough: an existing garage reaches its tax-number page (registration step 4) from the user
 * menu and from an invoice billed without it; a Mexican customer's régimen fiscal fits their RFC.
 */
test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/tax-${name}-${test.info().project.name}.png`, fullPage: true });

async function garageIn(page: Page, country: 'IN' | 'MX') {
  const mobile = freshMobile();
  const { token } = await apiSignIn(page.request, mobile);
  const auth = { authorization: `Bearer ${token}` };
  const garage = await page.request.post('/api/customer/garage', {
    headers: auth,
    data:
      country === 'IN'
        ? {
            garage_name: 'Tax Test Motors',
            country_code: 'IN',
            time_zone: 'Asia/Kolkata',
            owner_first_name: 'Tara',
            owner_last_name: 'Tax',
          }
        : {
            garage_name: 'Taller Fiscal',
            country_code: 'MX',
            time_zone: 'America/Mexico_City',
            owner_first_name: 'Luz',
            owner_last_name: 'Prueba',
          },
  });
  expect(garage.status()).toBe(201);
  const headers = { ...auth, 'x-garage-id': String((await garage.json()).garage_id) };
  return { mobile, headers };
}

test('an invoice without the garage’s GSTIN offers to add it, and the user menu leads there too', async ({ page }) => {
  const { mobile, headers } = await garageIn(page, 'IN');
  const { orderId } = await apiRepairOrder(page.request, headers, {
    customer: { first_name: 'Ravi', last_name: 'Shah', country_phone_code: '91', mobile_number: freshMobile() },
    regNumber: `KA 05 TX ${String(Date.now()).slice(-4)}`,
    lines: [{ service_name: 'General service', quantity: '1', unit_price: '1000' }],
  });
  const bill = await page.request.post('/api/oms/invoice', { headers, data: { order_id: orderId } });
  expect(bill.status()).toBe(201);
  await signInWithCode(page, mobile);
  await page.goto(`/tabs/invoice/${(await bill.json()).invoice_id}/1`);
  const hint = page.getByTestId('seller-tax-number');
  await expect(hint).toContainText('Your garage has no GSTIN yet: invoices in India need it');
  await shot(page, 'invoice-hint');
  await hint.getByRole('link', { name: 'Add your GSTIN' }).click();
  await expect(page).toHaveURL(/\/extra-information/);
  await expect(page.getByLabel('GSTIN')).toBeVisible();

  await page.goto('/tabs/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  const entry = page.getByRole('menuitem', { name: 'Business details and tax number' });
  await expect(entry).toBeVisible();
  await page.screenshot({ path: `test-results/tax-user-menu-${test.info().project.name}.png` });
  await entry.click();
  await expect(page).toHaveURL(/\/extra-information/);
  await page.getByLabel('GSTIN').fill('29aabcd1234e1z5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tabs\/dashboard/);
});

test('a Mexican customer with a person’s RFC is offered a person’s régimenes, none chosen for them', async ({ page }) => {
  const { mobile } = await garageIn(page, 'MX');
  await signInWithCode(page, mobile);
  await page.goto('/tabs/create-customer');
  await page.getByLabel('RFC').fill('LOAA800101AB1');
  await expect(page.getByText(/Régimen codes open to a person \(RFC of 13 characters\)/)).toBeVisible();
  const regime = page.getByRole('combobox', { name: 'Régimen fiscal (SAT)' });
  await expect(regime).toHaveValue('');
  await regime.click();
  await expect(page.getByRole('option', { name: /^612 / })).toBeVisible();
  await expect(page.getByRole('option', { name: /^601 / })).toHaveCount(0);
  await shot(page, 'customer-regime');
  await page.keyboard.press('Escape');
});
