import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { mexicanGarage } from './mexican-garage.ts';
import { freshMobile, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

test('a public sale left for the global invoice is stamped in the period’s global CFDI, then cancelled with a substitute (01), at 1440 and 360 px', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const { orderId, headers } = await mexicanGarage(request, mobile);
  await signInWithCode(page, mobile);

  // Billing: the sale to a customer without an RFC is left for the global invoice (no CFDI of its own).
  await page.goto(`/tabs/order-details/${orderId}/1`);
  await page.getByRole('link', { name: 'Prepare invoice' }).click();
  await expect(page).toHaveURL(/mode=PREPARE_INVOICE/);
  await page.getByRole('checkbox', { name: 'Leave for the global invoice (factura global)' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const createInvoice = page.getByRole('button', { name: 'Create invoice' });
  await expect(createInvoice).toBeVisible({ timeout: 30_000 });
  await createInvoice.click();
  await expect(page).toHaveURL(/\/tabs\/invoice\/\d+\/\d+/);
  const billUrl = new URL(page.url()).pathname;
  const cfdi = page.getByRole('region', { name: 'CFDI (SAT)' });
  await expect(cfdi.locator('.mantine-Badge-label', { hasText: 'Global' })).toBeVisible();
  await expect(cfdi.getByTestId('cfdi-global-invoice')).toHaveText("Waiting for the period's global invoice");
  const invoiceId = Number(page.url().match(/\/tabs\/invoice\/(\d+)/)![1]);
  const bill = (await (await request.get(`/api/oms/invoice/${invoiceId}`, { headers })).json()) as {
    invoice_number: string;
    total_amount: string;
  };
  const paid = await request.post('/api/oms/payment', {
    headers,
    data: { invoice_id: invoiceId, payments: [{ method: 'CASH', amount: bill.total_amount }] },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // The global invoice page: the month's bills and total, issued, then its folio fiscal and the sandbox mark.
  await page.goto('/tabs/global-invoice');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Global invoice (factura global)');
  await expect(page.getByTestId('global-period')).toContainText('Monthly');
  await expect(page.getByRole('link', { name: bill.invoice_number })).toBeVisible();
  await expect(page.getByTestId('global-total')).toContainText('1 bill');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-preview');
  await page.getByRole('button', { name: 'Issue global invoice' }).click();
  const issued = page.getByTestId('global-issued');
  await expect(issued).toBeVisible();
  const uuid = (await issued.getByTestId('global-uuid').textContent())?.trim() ?? '';
  expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
  await expect(issued.getByText('SANDBOX — sin validez fiscal')).toBeVisible();
  // The bill is covered now: nothing left for this period; the list shows the global invoice.
  await expect(page.getByText('No paid sales to the public are waiting')).toBeVisible();
  const row = page.getByTestId('global-row').first();
  await expect(row).toContainText(uuid);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-issued');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'XML' }).click();
  const download = await downloading;
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('<cfdi:InformacionGlobal Periodicidad="04"');
  expect(xml).toContain(`NoIdentificacion="${bill.invoice_number}"`);
  expect(xml).toContain('Nombre="PUBLICO EN GENERAL"');
  expect(xml).toContain(`UUID="${uuid}"`);

  // Cancelled at SAT with reason 01: a substitute for the same sale is stamped first and replaces it.
  await row.getByRole('button', { name: 'Cancel global invoice FG-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel global invoice FG-1' });
  await expect(dialog.getByText(uuid)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'SAT cancellation reason' })
    .or(dialog.getByRole('combobox', { name: 'SAT cancellation reason' }))
    .first()
    .click();
  // 04 asks for the sale and the customer's fiscal data (looked at, then the reason is changed).
  await page.getByRole('option', { name: /^04 · Operación nominativa relacionada en una factura global$/ }).click();
  await expect(dialog.getByRole('textbox', { name: /Customer’s RFC/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: /Customer’s RFC/ }).fill('LOAA800101AB1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-cancel-04');
  await dialog
    .getByRole('textbox', { name: 'SAT cancellation reason' })
    .or(dialog.getByRole('combobox', { name: 'SAT cancellation reason' }))
    .first()
    .click();
  await page.getByRole('option', { name: /^01 · Comprobante emitido con errores con relación$/ }).click();
  await expect(dialog.getByRole('textbox', { name: /Customer’s RFC/ })).toHaveCount(0);
  await expect(dialog.getByTestId('cancel-explain')).toContainText('replaces this one');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel FG-1 at SAT' }).click();
  await expect(dialog).toBeHidden();
  // The green "FG-1 stamped" box of the issue above goes: FG-1 is no longer valid.
  await expect(issued).toBeHidden();

  // Newest first: the substitute FG-2 (replacing FG-1), then FG-1 marked cancelled, reason 01, by whom, linked to FG-2.
  const rows = page.getByTestId('global-row');
  await expect(rows).toHaveCount(2);
  const [substitute, cancelled] = [rows.nth(0), rows.nth(1)];
  await expect(substitute).toContainText('FG-2');
  await expect(substitute.getByRole('button', { name: 'Replaces FG-1 (cancelled)' })).toBeVisible();
  await expect(cancelled.getByTestId('global-cancelled')).toHaveText('Cancelled · 01');
  await expect(cancelled).toContainText('Reason 01 · Comprobante emitido con errores con relación');
  await expect(cancelled.getByText(/^Cancelled .+ by .+/)).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /Cancel global invoice/ })).toHaveCount(0);
  await cancelled.getByRole('button', { name: 'Replaced by FG-2' }).click();
  await expect(substitute).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-cancelled');

  // The substitute states the same sale and relates the cancelled one (CfdiRelacionados 04).
  const list = (await (await request.get('/api/oms/cfdi_global', { headers })).json()) as {
    content: Array<{ id: number; uuid: string; status: string }>;
  };
  expect(list.content.map((g) => g.status)).toEqual(['ACTIVE', 'CANCELLED']);
  const substituteXml = await (await request.get(`/api/oms/cfdi_global/${list.content[0]!.id}/xml`, { headers })).text();
  expect(substituteXml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${uuid}"/>`);
  expect(substituteXml).toContain(`NoIdentificacion="${bill.invoice_number}"`);
  // The bill's own page names the global invoice that states it now.
  await page.goto(billUrl);
  await expect(page.getByRole('region', { name: 'CFDI (SAT)' }).getByTestId('cfdi-global-invoice')).toHaveText(
    `FG-2 · ${list.content[0]!.uuid}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-bill-stated');

  // A credit note of the sale FG-2 now states: its egreso goes to the general public and relates FG-2 (01),
  // and the credit note's page names that global invoice.
  const stated = (await (await request.get(`/api/oms/invoice/${invoiceId}`, { headers })).json()) as {
    lines: Array<{ line_id: number }>;
  };
  const credited = await request.post('/api/oms/order_return/credit_note', {
    headers,
    data: {
      invoice_id: invoiceId,
      lines: [{ line_id: stated.lines[0]!.line_id, quantity: 1 }],
      reason: 'Devuelto',
      settlement: 'REFUND',
      refund_method: 'CASH',
    },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  const creditNote = (await credited.json()) as { credit_note_id: number };
  await page.goto(`/tabs/credit-note/${creditNote.credit_note_id}`);
  await expect(page.getByText(`FG-2 · ${list.content[0]!.uuid}`)).toBeVisible();
  await expect(page.getByText('Related global invoice')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await shot(page, 'global-invoice-credit-note');
});

test.describe('in Spanish', () => {
  test('la factura global muestra el periodo, las facturas y su total', async ({ page, request }) => {
    const mobile = freshMobile();
    const { orderId, headers } = await mexicanGarage(request, mobile);
    const billed = await request.post('/api/oms/invoice', { headers, data: { order_id: orderId, cfdi_global: true } });
    expect(billed.status(), await billed.text()).toBe(201);
    const bill = (await billed.json()) as { invoice_id: number; invoice_number: string; total_amount: string };
    const paid = await request.post('/api/oms/payment', {
      headers,
      data: { invoice_id: bill.invoice_id, payments: [{ method: 'CASH', amount: bill.total_amount }] },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await signInWithCode(page, mobile);
    // The user's language, chosen on the profile page.
    await page.goto('/tabs/profile');
    await page.getByRole('region', { name: 'Language' }).getByText('Español').click();
    await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
    await page.goto('/tabs/global-invoice');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Factura global');
    await expect(page.getByTestId('global-period')).toContainText('Mensual');
    await expect(page.getByTestId('global-total')).toContainText('1 factura');
    await expect(page.getByRole('button', { name: 'Emitir factura global' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await shot(page, 'global-invoice-es');
  });
});
