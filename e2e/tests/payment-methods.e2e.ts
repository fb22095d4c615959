import { expect, type Page, test } from '@playwright/test';
import { createRepairOrder, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('the owner adds a wallet in the payment master, pays a bill with it and sees it in the account book, at 1440 and 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = isPhone(page);
  // Both projects run against one server: each adds a method of its own (names are unique in a garage).
  // UPI itself is seeded for Indian garages (decision 050, addendum).
  const name = phone ? 'PhonePe' : 'Paytm';
  const [customer, plate] = phone ? ['Meera Iyer', 'KA 04 MJ 6677'] : ['Farhan Khan', 'KA 09 Z 1212'];
  await signInWithCode(page, '9876543210');

  // The payment master: the built-ins, then the owner's own method of kind "bank or wallet".
  await page.goto('/tabs/payment-master');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Payment methods' }).or(page.getByRole('list', { name: 'Payment methods' }));
  await expect(list).toContainText('Bank transfer');
  await expect(list).toContainText('UPI');
  await page.getByRole('button', { name: 'Add a method' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment method' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('cash');
  await dialog.getByText('Bank or wallet (UPI, transfer)').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A built-in's standard name is taken.
  await expect(dialog.getByText('A payment method named "cash" already exists')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await shot(page, 'payment-method-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list).toContainText(name);
  await noOverflow(page);
  await shot(page, 'payment-master');

  // A bill paid with it.
  const orderId = await createRepairOrder(page, customer, plate);
  await page.goto(`/tabs/order-details/${orderId}/1`);
  await page.getByRole('link', { name: 'Prepare invoice' }).click();
  await expect(page).toHaveURL(/mode=PREPARE_INVOICE/);
  await expect(page.getByRole('region', { name: 'Invoice' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Create invoice' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/tabs\/invoice\/\d+\/\d+/);

  await page.getByRole('button', { name: 'Add payment' }).click();
  const pay = page.getByRole('dialog', { name: /Add payment/ });
  await pay.getByRole('combobox', { name: 'Payment method' }).click();
  await expect(page.getByRole('option', { name: 'On account' })).toBeVisible();
  await page.getByRole('option', { name, exact: true }).click();
  await pay.getByRole('textbox', { name: 'Reference' }).fill('upi-4471');
  await expect(pay.getByTestId('due-after')).toHaveText(/0\.00/);
  await noOverflow(page);
  await shot(page, 'add-payment-upi');
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/oms/payment') && r.request().method() === 'POST');
  await pay.getByRole('button', { name: 'Save payment' }).click();
  expect((await paid).status()).toBe(201);
  await expect(pay).toBeHidden();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(name, { exact: true })).toBeVisible();
  await expect(payments.getByText(/upi-4471/)).toBeVisible();

  // The account book of today has a line of its own for it, by its name.
  await page.goto('/tabs/account-book');
  const balances = page.getByRole('table', { name: 'Balances by method' });
  await expect(balances.locator('tr[data-method^="PM_"]').filter({ hasText: name })).toContainText(/708\.00/);
  await noOverflow(page);
  await shot(page, 'account-book-upi');
});
