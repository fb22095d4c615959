import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, isPhone } from './support.ts';

test.use({ locale: 'en-IN' });

async function signInAsJobController(page: Page) {
  await page.goto('/global-signin');
  await page.getByLabel('Mobile number').fill('9876543211');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromOutbox('+919876543211', since);
  await page.getByLabel('One-time code').first().click();
  // The sixth digit submits the code (no Verify press needed).
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/tabs\/dashboard/);
}

async function openMenuEntry(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name }).first().click();
}

test('add a customer with a vehicle, find the vehicle by part of its plate, open the customer', async ({ page }) => {
  const suffix = String(Date.now()).slice(-4);
  const mobile = `96${String(Date.now()).slice(-8)}`;
  const plate = `KA 19-ZX ${suffix}`;
  await signInAsJobController(page);

  await openMenuEntry(page, 'My Customer');
  await expect(page).toHaveURL(/\/tabs\/customer/);
  await page
    .getByRole('button', { name: 'Add customer' })
    .or(page.getByRole('link', { name: 'Add customer' }))
    .first()
    .click();
  await page.getByLabel('First name').fill('Nisha');
  await page.getByLabel('Last name').fill(`Tester ${suffix}`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(page).toHaveURL(/\/tabs\/customer-details\//);
  await expect(page.getByText(`Nisha Tester ${suffix}`).first()).toBeVisible();

  await page
    .getByRole('button', { name: 'Add vehicle' })
    .or(page.getByRole('link', { name: 'Add vehicle' }))
    .first()
    .click();
  await page.getByLabel('Registration number').fill(plate);
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText(plate.toUpperCase()).first()).toBeVisible();
  await page.screenshot({ path: `test-results/customer-${test.info().project.name}.png`, fullPage: true });

  // Find it again by a partial plate typed without spaces or dashes, in another case.
  await openMenuEntry(page, 'My Vehicle');
  await expect(page).toHaveURL(/\/tabs\/customer-vehicles/);
  await page.getByLabel('Search vehicles').fill(`19zx${suffix.slice(0, 2)}`);
  const row = page.getByText(plate.toUpperCase()).first();
  await expect(row).toBeVisible();
  // The demo garage's other vehicles are filtered out once the search has run.
  await expect(page.getByText('KA 01 AB 1234')).toHaveCount(0);
  await page.screenshot({ path: `test-results/vehicle-search-${test.info().project.name}.png`, fullPage: true });
  await row.click();
  await expect(page).toHaveURL(/\/tabs\/vehicle-history\//);
  await page
    .getByRole('link', { name: `Nisha Tester ${suffix}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tabs\/customer-details\//);
  await expect(page.getByText(`+91 ${mobile}`).or(page.getByText(mobile)).first()).toBeVisible();
});
