import { expect, type Page, test } from '@playwright/test';
import { createRepairOrder, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

/** Pays what the open invoice page still owes, in cash (the dialog proposes the amount due). */
async function payInFull(page: Page, due: RegExp): Promise<void> {
  await expect(page.getByTestId('invoice-due')).toHaveText(due);
  await page.getByRole('button', { name: 'Add payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Add payment/ });
  await expect(dialog.getByTestId('due-after')).toHaveText(/0\.00/);
  const paid = page.waitForResponse((r) => r.url().includes('/api/oms/payment') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  expect((await paid).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invoice-due')).toHaveText(/0\.00/);
}

async function noOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a split bill: the insurer pays 70 %, the customer the rest, both paid and the order Paid, at 1440 and 360 px', async ({
  page,
}) => {
  const phone = isPhone(page);
  const insurer = `Tawuniya ${test.info().project.name}`;
  await signInWithCode(page, '9876543210');

  // Insurance Partners: add the insurer (the name is unique in the garage).
  await page.goto('/tabs/insurance-provider');
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Partners' })).toBeVisible();
  await page.getByRole('button', { name: 'Add insurance partner' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add insurance partner' });
  await form.getByRole('textbox', { name: 'Name' }).fill(insurer);
  await form.getByRole('textbox', { name: 'Tax number' }).fill('300000000000003');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('claims@tawuniya.example');
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form).toBeHidden();
  const partners = page.getByRole(phone ? 'list' : 'table', { name: 'Insurance Partners' });
  await expect(partners.getByText(insurer)).toBeVisible();
  // The same name again is refused with the server's words, next to the name.
  await page.getByRole('button', { name: 'Add insurance partner' }).first().click();
  await form.getByRole('textbox', { name: 'Name' }).fill(insurer.toUpperCase());
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form.getByText('An insurance partner of this name already exists')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await noOverflow(page);

  // A repair order of one line (Wheel alignment, 600 + 18 % GST = 708) with Insurance 70 %.
  const orderId = phone
    ? await createRepairOrder(page, 'Rahul Sharma', 'KA 01 AB 1234', { insurance: '70' })
    : await createRepairOrder(page, 'Rahul Sharma', 'KA 05 MN 7788', { insurance: '70' });

  // PREPARE_INVOICE: the insured line asks for the insurer and previews the two shares.
  await page.goto(`/tabs/order-details/${orderId}/1`);
  await page.getByRole('link', { name: 'Prepare invoice' }).click();
  await expect(page).toHaveURL(/mode=PREPARE_INVOICE/);
  const section = page.getByRole('region', { name: 'Invoice' });
  await expect(section.getByTestId('insurer-pays')).toHaveText(/495\.60/);
  await expect(section.getByTestId('customer-pays')).toHaveText(/212\.40/);
  // Next without a partner explains what is missing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByText(/Choose the insurance partner, or set the lines’ Insurance % back to 0/)).toBeVisible();
  await section.getByRole('combobox', { name: 'Insurance partner' }).click();
  await page.getByRole('option', { name: insurer }).click();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'prepare-invoice-insurance');
  await page.getByRole('button', { name: 'Next' }).click();
  // The preview is the invoice to be created, not an estimate, and says two invoices are made, each with its total.
  const notice = page.getByTestId('invoice-preview-notice');
  await expect(notice.getByText('Invoice preview: not an estimate')).toBeVisible();
  await expect(notice.getByText(/the insurer’s share: ₹495\.60/)).toBeVisible();
  await expect(notice.getByText(/the customer’s share: ₹212\.40/)).toBeVisible();
  await expect(page.getByText('This is an estimate.', { exact: false })).toHaveCount(0);
  await shot(page, 'prepare-invoice-preview');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/oms/invoice') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const body = (await (await created).json()) as { share: string; related: Array<{ share: string; invoice_number: string }> };
  expect(body.share).toBe('CUSTOMER');
  expect(body.related.map((r) => r.share)).toEqual(['INSURER']);

  // The invoice page opens on the customer's share, with the insurer's as a link; 212.40 + 495.60 = 708.
  await expect(page).toHaveURL(/\/tabs\/invoice\/\d+\/\d+/);
  await expect(page.getByText('Customer’s share — Rahul Sharma')).toBeVisible();
  const related = page.getByRole('region', { name: 'Split bill: the other share' });
  await expect(related.getByText('Insurer’s share')).toBeVisible();
  await expect(related.getByText(/Total ₹495\.60/)).toBeVisible();
  await payInFull(page, /212\.40/);
  await noOverflow(page);

  // The insurer owes its share: Insurance Partners shows it and lists the bill.
  await page.goto('/tabs/insurance-provider');
  await page.getByRole('link', { name: new RegExp(`Dues of ${insurer}: ₹495\\.60`) }).click();
  const dues = page.getByRole('region', { name: `Bills ${insurer} still owes` });
  await expect(dues.getByText('Total due: ₹495.60')).toBeVisible();
  await noOverflow(page);
  await shot(page, 'insurance-partners');
  await dues.getByRole('link', { name: /Open invoice INV\// }).click();

  // The insurer's share: billed to the insurer; paying it pays the order.
  await expect(page.getByText(`Insurer’s share — ${insurer}`)).toBeVisible();
  // It names whose claim it bills: the insured customer and vehicle.
  await expect(page.getByText(/^Rahul Sharma · KA 0[15] [A-Z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByText('Wheel alignment').filter({ visible: true }).first()).toBeVisible();
  // The share is a part of the whole line: a Share column (a table) or "70% of 1 × ₹600.00" (a phone's card), and a note
  // that the unit price is the whole line's.
  await expect(
    page
      .getByText(/^70% of 1 × |^70%$/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Split bill: the unit price is the price of the whole line\./)).toBeVisible();
  await noOverflow(page);
  await shot(page, 'insurer-invoice');
  await payInFull(page, /495\.60/);
  await expect(page.getByLabel('Status: Paid').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Split bill: the other share' }).getByText(/Due ₹0\.00/)).toBeVisible();
  await shot(page, 'insurer-invoice-paid');

  // Nothing more is owed by the insurer.
  await page.goto('/tabs/insurance-provider');
  await expect(partners.getByText(insurer)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Dues of ${insurer}`) })).toHaveCount(0);
});
