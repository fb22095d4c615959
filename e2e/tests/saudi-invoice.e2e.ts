import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiRepairOrder, apiSignIn, freshMobile, signInWithCode } from './support.ts';

/**
 * Issue 13, a Saudi garage's invoice: a garage registered in Saudi Arabia (VAT, SAR, Riyadh time), an order
 * billed, paid at the counter, the invoice's PDF opened from its signed link, and the receipt's PDF from the
 * payment's row.
 */

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/saudi-${name}-${test.info().project.name}.png`, fullPage: true });

/** A new owner with a garage in Riyadh, and one order of theirs invoiced through the API. */
async function saudiInvoice(request: APIRequestContext, mobile: string): Promise<{ invoiceId: number; number: string }> {
  const owner: ApiSession = await apiSignIn(request, mobile);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const garage = await request.post('/api/customer/garage', {
    headers: auth,
    data: {
      garage_name: 'Al Noor Auto E2E',
      country_code: 'SA',
      time_zone: 'Asia/Riyadh',
      address: 'King Fahd Road, Riyadh',
      owner_first_name: 'Omar',
      owner_last_name: 'Haddad',
    },
  });
  expect(garage.status()).toBe(201);
  const garageId = ((await garage.json()) as { garage_id: number }).garage_id;
  const headers = { ...auth, 'x-garage-id': String(garageId) };
  const { orderId } = await apiRepairOrder(request, headers, {
    customer: { first_name: 'Fahad', last_name: 'Saleh', country_phone_code: '966', mobile_number: `5${mobile.slice(-8)}` },
    regNumber: `RUH ${mobile.slice(-4)}`,
    lines: [
      { service_name: 'Oil change labour', quantity: '1', unit_price: '150' },
      { part_name: 'Engine oil 5W-40', quantity: '5', unit_price: '45' },
    ],
  });
  const invoice = await request.post('/api/oms/invoice', { headers, data: { order_id: orderId } });
  expect(invoice.status()).toBe(201);
  const bill = (await invoice.json()) as { invoice_id: number; invoice_number: string };
  return { invoiceId: bill.invoice_id, number: bill.invoice_number };
}

/** Runs `action`, takes the signed link the server answers to `path`, and checks the link opens a PDF. */
async function opensPdf(page: Page, request: APIRequestContext, path: RegExp, action: () => Promise<void>) {
  const shared = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await action();
  const answer = await shared;
  expect(answer.status()).toBe(200);
  const { url } = (await answer.json()) as { url: string };
  expect(url).toMatch(/\/api\/public\/invoice\/pdf\?token=/);
  const pdf = await request.get(url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
}

test("a Saudi garage's invoice: paid at the counter, its PDF and its receipt's PDF, at 1440 and 360 px", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const { invoiceId, number } = await saudiInvoice(request, mobile);
  await signInWithCode(page, mobile);

  await page.goto(`/tabs/invoice/${invoiceId}/1`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByTestId('invoice-due')).toHaveText(/SAR/);
  await shot(page, 'invoice');

  // Paid in full in cash (the amount is prefilled with the due).
  await page.getByRole('button', { name: 'Add payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Add payment/ });
  await expect(dialog.getByTestId('due-after')).toHaveText(/0\.00/);
  const paid = page.waitForResponse((r) => r.url().includes('/api/oms/payment') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  const receipt = (await (await paid).json()) as { receipt_number: string };
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invoice-due')).toHaveText(/0\.00/);

  // The invoice's PDF (the simplified tax invoice with its ZATCA QR) from its signed link.
  await opensPdf(page, request, /\/api\/oms\/invoice\/\d+\/share$/, async () => {
    await page.getByRole('button', { name: 'PDF / Send', exact: true }).click();
    await page.getByRole('menuitem', { name: 'A4 invoice' }).click();
  });

  // The receipt's PDF from the payment's row, on the 80 mm slip.
  const receiptMenu = page.getByRole('button', { name: `Receipt ${receipt.receipt_number}: PDF / Send` });
  await expect(receiptMenu).toBeVisible();
  await opensPdf(page, request, /\/api\/oms\/payment\/\d+\/share$/, async () => {
    await receiptMenu.click();
    await page.getByRole('menuitem', { name: '80 mm receipt' }).click();
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'invoice-paid');
});
