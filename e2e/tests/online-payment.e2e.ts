import { expect, type Page, test } from '@playwright/test';
import { createRepairOrder, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

/** Bills the order through the API with the signed-in session (the invoicing screens are invoice-payment.e2e.ts's). */
async function invoiceOrder(page: Page, orderId: number): Promise<{ invoice_id: number; invoice_number: string }> {
  return page.evaluate(async (id) => {
    const auth = JSON.parse(localStorage.getItem('garage.auth') ?? 'null') as { access_token: string };
    const garageId = JSON.parse(localStorage.getItem('garage.garageId') ?? 'null') as number;
    const res = await fetch('/api/oms/invoice', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${auth.access_token}`,
        'x-garage-id': String(garageId),
      },
      body: JSON.stringify({ order_id: id }),
    });
    if (res.status !== 201) throw new Error(`invoice: ${res.status} ${await res.text()}`);
    return res.json();
  }, orderId);
}

test('a bill is paid online: payment link, sandbox checkout, payment-success, invoice paid, at 1440 and 360 px', async ({
  page,
}) => {
  const phone = isPhone(page);
  await signInWithCode(page, '9876543210');
  const orderId = phone
    ? await createRepairOrder(page, 'Meera Iyer', 'KA 04 MJ 6677')
    : await createRepairOrder(page, 'Farhan Khan', 'KA 09 Z 1212');
  const bill = await invoiceOrder(page, orderId);

  // The invoice page offers "Payment link" (the sandbox is on in a demo install).
  await page.goto(`/tabs/invoice/${bill.invoice_id}/1`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bill.invoice_number);
  await page.getByRole('button', { name: 'Payment link' }).click();
  const dialog = page.getByRole('dialog', { name: /Payment link for/ });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('708');
  await shot(page, 'payment-link-modal');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Payment link ready')).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]{24}$/);
  await shot(page, 'payment-link-ready');

  // The sandbox checkout: TEST MODE, the garage, the invoice and the amount; Pay.
  await page.goto(url);
  await expect(page.getByText('TEST MODE — no real money moves')).toBeVisible();
  await expect(page.getByText(bill.invoice_number).first()).toBeVisible();
  await expect(page.getByText(/708\.00/).first()).toBeVisible();
  await shot(page, 'sandbox-checkout');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the app's payment-success page, signed in or not: the status the webhook recorded.
  await expect(page).toHaveURL(/\/payment-success\?ref=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('return-invoice')).toHaveText(bill.invoice_number);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await shot(page, 'payment-success');

  // The invoice is paid by the link; the order moved on.
  await page.goto(`/tabs/invoice/${bill.invoice_id}/1`);
  await expect(page.getByLabel('Payment: Paid').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Payment link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment link' })).toHaveCount(0);

  // The Online Payment list shows it paid; the sidebar has the entry while online payment is on.
  await page.goto('/tabs/online-payment-list');
  await expect(page.getByRole('heading', { name: 'Online payments' })).toBeVisible();
  const row = phone
    ? page.getByRole('list', { name: 'Payment links' }).getByRole('listitem').filter({ hasText: bill.invoice_number })
    : page.getByRole('table', { name: 'Payment links' }).getByRole('row').filter({ hasText: bill.invoice_number });
  await expect(row.getByText('Paid')).toBeVisible();
  await shot(page, 'online-payment-list');
  if (!phone) await expect(page.getByRole('navigation').getByText('Online Payment')).toBeVisible();
});

test('a payer who cancels lands on payment-cancelled and nothing is paid', async ({ page }) => {
  test.skip(isPhone(page), 'the cancel path is the same page at both widths; the paid path covers 360 px');
  await signInWithCode(page, '9876543210');
  const orderId = await createRepairOrder(page, 'Farhan Khan', 'KA 09 Z 1212');
  const bill = await invoiceOrder(page, orderId);
  await page.goto(`/tabs/invoice/${bill.invoice_id}/1`);
  await page.getByRole('button', { name: 'Payment link' }).click();
  const dialog = page.getByRole('dialog', { name: /Payment link for/ });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await page.goto(url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-cancelled\?ref=/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await shot(page, 'payment-cancelled');
  await page.goto(`/tabs/invoice/${bill.invoice_id}/1`);
  await expect(page.getByLabel('Payment: Unpaid').first()).toBeVisible();
});
