import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiRepairOrder, codeFromOutbox, freshMobile, isPhone, signInWithCode } from './support.ts';

/**
 * Issue 13, returns: a bill paid in full in cash, one of its three cans of coolant given back and refunded
 * in cash. The credit note shows, the refund is among the invoice's payments (money out), the invoice shows
 * what was credited and nothing stays due.
 */

test.use({ locale: 'en-IN' });

const OWNER = '9876543210';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

/** A repair order with a part line of quantity 3, invoiced through the API (the invoice spec covers the screens). */
async function invoicedOrder(request: APIRequestContext): Promise<{ invoiceId: number; total: string }> {
  const since = Date.now();
  expect((await request.post('/api/auth/g/otp', { data: { mobile_number: OWNER, country_phone_code: '91' } })).ok()).toBe(true);
  const code = await codeFromOutbox(`+91${OWNER}`, since);
  const auth = await request.post(`/api/auth/g/otp/${OWNER}/validate?OTP=${code}&country_phone_code=91`);
  const token = ((await auth.json()) as { access_token: string }).access_token.replace(/^Bearer\s+/i, '');
  const garages = (await (
    await request.get('/api/customer/garage', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Array<{ garage_id: number }>;
  const headers = { Authorization: `Bearer ${token}`, 'x-garage-id': String(garages[0]!.garage_id) };
  const { orderId } = await apiRepairOrder(request, headers, {
    customer: { first_name: 'Return', last_name: 'Customer', country_phone_code: '91', mobile_number: freshMobile() },
    regNumber: `KA 05 CN ${String(Date.now()).slice(-4)}`,
    lines: [{ part_name: 'Coolant (ready to use)', quantity: '3', unit_price: '420' }],
  });
  const invoice = await request.post('/api/oms/invoice', { headers, data: { order_id: orderId } });
  expect(invoice.status()).toBe(201);
  const bill = (await invoice.json()) as { invoice_id: number; total_amount: string };
  return { invoiceId: bill.invoice_id, total: bill.total_amount };
}

test('a paid bill: one of three parts returned and refunded in cash, at 1440 and 360 px', async ({ page, request }) => {
  const { invoiceId, total } = await invoicedOrder(request);
  // One of three identical units: a third of the bill (the demo's first tax category; no discount).
  const third = new RegExp((Number(total) / 3).toFixed(2).replace('.', '\\.'));
  await signInWithCode(page, OWNER);

  // Paid in full, in cash (the amount is prefilled with the due).
  await page.goto(`/tabs/invoice/${invoiceId}/1`);
  await page.getByRole('button', { name: 'Add payment' }).click();
  const payDialog = page.getByRole('dialog', { name: /Add payment/ });
  await expect(payDialog.getByTestId('due-after')).toHaveText(/0\.00/);
  await payDialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByTestId('invoice-due')).toHaveText(/0\.00/);
  await expect(page.getByRole('region', { name: 'Credit notes' }).getByText('No return on this invoice.')).toBeVisible();

  // Return / credit note: 1 of the 3 cans; the bill is paid, so the credit is left over: refund in cash.
  await page.getByRole('link', { name: 'Return / credit note' }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/create-credit/${invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Return ·');
  const qty = page.getByRole('textbox', { name: 'Quantity of Coolant (ready to use) to return' });
  await expect(qty).toBeVisible();
  await expect(page.getByText('The credit is more than what is due')).toHaveCount(0);
  // The most that can come back is beside the line; more is marked as it is typed, before any save.
  await expect(page.getByText('At most 3').first()).toBeVisible();
  await qty.fill('4');
  await expect(page.getByText('Only 3 of Coolant (ready to use) can still be returned').first()).toBeVisible();
  await shot(page, 'return-over');
  await qty.fill('1');
  await expect(page.getByText('Only 3 of Coolant (ready to use) can still be returned')).toHaveCount(0);
  await expect(page.getByText('The credit is more than what is due')).toBeVisible();
  await expect(page.getByTestId('credit-total')).toHaveText(third);
  await expect(page.getByTestId('credit-applied')).toHaveText(/0\.00/);
  await expect(page.getByTestId('credit-excess')).toHaveText(third);
  await expect(page.getByRole('radio', { name: 'Refund' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Refund method' })).toHaveValue('Cash');
  await page.getByRole('textbox', { name: 'Reason' }).fill('One can unopened');
  let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'return-page');
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/oms/order_return/credit_note') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create credit note' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const note = (await answer.json()) as { credit_note_id: number; credit_number: string; refund_receipt_number: string };

  // The credit note: number, refunded, the refund receipt, the line given back.
  await expect(page).toHaveURL(new RegExp(`/tabs/credit-note/${note.credit_note_id}$`));
  await expect(page.getByText(`Credit note ${note.credit_number} created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(note.credit_number);
  await expect(page.getByTestId('refund-receipt')).toHaveText(note.refund_receipt_number);
  await expect(page.getByTestId('credit-refunded')).toHaveText(third);
  await expect(page.getByRole('region', { name: 'Returned lines' }).getByText('Coolant (ready to use)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'credit-note');

  // The invoice: credited, the refund among its payments (money out), nothing due, the credit note listed.
  await page
    .getByRole('region', { name: 'Credit note' })
    .getByRole('link', { name: /^INV\// })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tabs/invoice/${invoiceId}/`));
  await expect(page.getByTestId('invoice-credited')).toHaveText(third);
  await expect(page.getByTestId('invoice-due')).toHaveText(/0\.00/);
  const payments = page.getByRole('region', { name: 'Payments' });
  const refund = new RegExp(`^-\\s*₹\\s*${(Number(total) / 3).toFixed(2).replace('.', '\\.')}$`);
  await expect(payments.getByText(refund)).toBeVisible();
  if (!isPhone(page)) await expect(payments.getByText(note.refund_receipt_number)).toBeVisible();
  else await expect(payments.getByText(new RegExp(note.refund_receipt_number.replace(/\//g, '\\/')))).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Credit notes' }).getByRole('link', { name: `Open credit note ${note.credit_number}` }),
  ).toBeVisible();
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'invoice-credited');

  // The garage's credit notes list (sidebar "Credit Note") has it, newest first.
  await page.goto('/tabs/credit-note');
  await expect(page.getByRole('link', { name: `Open credit note ${note.credit_number}` })).toBeVisible();
  await shot(page, 'credit-notes-list');
});
