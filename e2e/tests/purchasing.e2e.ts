import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The demo garage's running stock of a part, read through the API (stock info route) as the owner. */
async function stockReader(request: APIRequestContext) {
  const { token } = await apiSignIn(request, '9876543210');
  const auth = { authorization: `Bearer ${token}` };
  const garages = await (await request.get('/api/customer/garage', { headers: auth })).json();
  const headers = { ...auth, 'x-garage-id': String(garages[0].garage_id) };
  return async (partName: string): Promise<number> => {
    const parts = await (
      await request.get(`/api/oms/part?query=${encodeURIComponent(partName)}&page_size=5`, { headers })
    ).json();
    const id = parts.content[0].part_id;
    const stock: Array<{ part_id: number; running_stock: string }> = await (
      await request.get('/api/oms/stock/garage_info', { headers })
    ).json();
    return Number(stock.find((s) => s.part_id === id)?.running_stock ?? 0);
  };
}

test('a buyer adds a vendor, raises and approves a purchase order and receives it in two parts; the stock rises, at 1440 and 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stockOf = await stockReader(request);
  const phone = isPhone(page);
  // Both projects run against one server: each adds a vendor of its own (names are unique in a garage).
  const vendorName = phone ? 'Hosur Auto Parts' : 'Peenya Spares Co';
  await signInWithCode(page, '9876543210');

  // My Vendor: add one.
  await page.goto('/tabs/my-vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'My Vendor' })).toBeVisible();
  await expect(page.getByText('Bosch Distributors Bengaluru')).toBeVisible();
  await page.getByRole('button', { name: 'Add vendor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a vendor' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(vendorName);
  await dialog.getByRole('textbox', { name: 'Tax number' }).fill('29ABCDE1234F1Z5');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('sales@spares.example');
  await dialog.getByRole('textbox', { name: 'Payment terms (days)' }).fill('30');
  await shot(page, 'vendor-form');
  await dialog.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page.getByText(`${vendorName} saved`)).toBeVisible();
  await noOverflow(page);
  await shot(page, 'my-vendors');

  // Its page, and a purchase order from there.
  await page.getByRole('link', { name: vendorName }).click();
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
  await page.getByRole('link', { name: 'New purchase order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New purchase order' })).toBeVisible();
  await page.getByRole('button', { name: 'Add part' }).click();
  const line = page.getByTestId('po-line').first();
  await line.getByRole('combobox', { name: 'Part' }).fill('Spark');
  await page.getByRole('option', { name: /Spark plug/ }).click();
  await line.getByRole('textbox', { name: 'Quantity' }).fill('10');
  await expect(line.getByRole('textbox', { name: 'Unit price (excl. tax)' })).toHaveValue('160.00');
  await noOverflow(page);
  await shot(page, 'purchase-order-form');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/tabs\/purchase-order\/\d+/);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  // 10 × 160 + 28% GST.
  await expect(page.getByText(/Total:\s*₹2,048\.00/)).toBeVisible();

  // Submit and approve (the owner approves).
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Awaiting approval', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await shot(page, 'purchase-order-approved');

  // Receive 4 now.
  const before = await stockOf('Spark plug');
  await page.getByRole('link', { name: 'Receive stock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Receive against PO-/ })).toBeVisible();
  const receipt = page.getByTestId('receipt-line').first();
  await receipt.getByRole('textbox', { name: 'Receive now' }).fill('4');
  await page.getByRole('textbox', { name: 'Vendor bill number' }).fill(phone ? 'HAP-1' : 'PSC-1');
  await noOverflow(page);
  await shot(page, 'stock-in-form');
  await page.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(page).toHaveURL(/\/tabs\/stock-in\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /SI-\d{5}/ })).toBeVisible();
  await shot(page, 'stock-in');
  expect(await stockOf('Spark plug')).toBe(before + 4);

  // The order is partly received; the rest comes in a second delivery.
  await page.getByRole('link', { name: /PO-\d{5}/ }).click();
  await expect(page.getByText('Partly received', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Receive stock' }).click();
  await expect(page.getByTestId('receipt-line').first().getByRole('textbox', { name: 'Receive now' })).toHaveValue('6');
  await page.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(page).toHaveURL(/\/tabs\/stock-in\/\d+/);
  expect(await stockOf('Spark plug')).toBe(before + 10);
  await page.getByRole('link', { name: /PO-\d{5}/ }).click();
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  await noOverflow(page);
  await shot(page, 'purchase-order-received');

  // The lists.
  await page.goto('/tabs/show-purchase-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'purchase-orders');
  await page.goto('/tabs/stokin-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock-ins' })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'stock-ins');
  await page.goto('/tabs/vendor-due-amount');
  await expect(page.getByText(vendorName)).toBeVisible();
  await noOverflow(page);
  await shot(page, 'vendor-dues');
});
