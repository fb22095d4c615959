import { expect, type Page, test } from '@playwright/test';
import { createRepairOrder, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

test('an order is invoiced and paid part cash, the rest by card, at 1440 and 360 px', async ({ page }) => {
  const phone = isPhone(page);
  await signInWithCode(page, '9876543210');
  const orderId = phone
    ? await createRepairOrder(page, 'Meera Iyer', 'KA 04 MJ 6677')
    : await createRepairOrder(page, 'Farhan Khan', 'KA 09 Z 1212');

  // The order's page offers "Prepare invoice" (no live invoice yet).
  await page.goto(`/tabs/order-details/${orderId}/1`);
  await expect(page.getByRole('region', { name: 'Invoices' }).getByText('No invoice yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Prepare invoice' }).click();
  await expect(page).toHaveURL(/mode=PREPARE_INVOICE/);

  // PREPARE_INVOICE: the final lines stay editable, the bill's type is chosen (B2B needs a tax number).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prepare invoice');
  await expect(page.getByText('B2B needs the customer’s tax number')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice' })).toBeVisible();
  await shot(page, 'prepare-invoice');
  await page.getByRole('button', { name: 'Next' }).click();
  const createInvoice = page.getByRole('button', { name: 'Create invoice' });
  await expect(createInvoice).toBeVisible();
  await createInvoice.click();

  // The invoice page: number, lines, due, unpaid.
  await expect(page).toHaveURL(/\/tabs\/invoice\/\d+\/\d+/);
  await expect(page.getByText(/Invoice INV\/\d{2}-\d{2}\/\d{5} created/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/INV\/\d{2}-\d{2}\/\d{5}/);
  await expect(page.getByText('Wheel alignment').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-due')).toHaveText(/708\.00/);
  await shot(page, 'invoice');

  // Add payment: 500 in cash, the rest (208) by credit card.
  await page.getByRole('button', { name: 'Add payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Add payment/ });
  const amounts = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amounts.first()).toHaveValue('708');
  await amounts.first().fill('500');
  await expect(dialog.getByTestId('due-after')).toHaveText(/208\.00/);
  await dialog.getByRole('button', { name: 'Add another method' }).click();
  await expect(amounts.nth(1)).toHaveValue('208');
  await dialog.getByRole('group', { name: 'Payment 2' }).getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Credit card' }).click();
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('AUTH 4421');
  await expect(dialog.getByTestId('due-after')).toHaveText(/0\.00/);
  await shot(page, 'add-payment');
  const paid = page.waitForResponse((r) => r.url().includes('/api/oms/payment') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  expect((await paid).status()).toBe(201);

  // Paid in full: due 0, the bill PAID, the order PAYMENT_DONE; both payments listed.
  await expect(page.getByText(/Receipt [A-Z]+\/\d{2}-\d{2}\/\d{5} saved: the bill is paid in full/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invoice-due')).toHaveText(/0\.00/);
  await expect(page.getByTestId('invoice-paid')).toHaveText(/708\.00/);
  await expect(page.getByLabel('Payment: Paid').first()).toBeVisible();
  await expect(page.getByLabel('Status: Paid').first()).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Cash')).toBeVisible();
  await expect(payments.getByText('Credit card')).toBeVisible();
  await expect(payments.getByText(/AUTH 4421/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add payment' })).toHaveCount(0);
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'invoice-paid');

  // The order shows its invoice, paid, and no "Prepare invoice" any more.
  await page.goto(`/tabs/order-details/${orderId}/1`);
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /Open invoice INV\// })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prepare invoice' })).toHaveCount(0);
});
