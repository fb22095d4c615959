import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/serial-sale-${name}-${test.info().project.name}.png`, fullPage: true });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a serial-tracked part is sold on a counter sale by its serial number, at 1440 and 360 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `${test.info().project.name === 'phone' ? 'P' : 'D'}${String(Date.now()).slice(-6)}`;
  const { token } = await apiSignIn(request, '9876543210');
  const auth = { authorization: `Bearer ${token}` };
  const garages: Array<{ garage_id: number; garage_name: string }> = await (
    await request.get('/api/customer/garage', { headers: auth })
  ).json();
  const office = garages.find((g) => g.garage_name === 'Demo Motors')!;
  const headers = { ...auth, 'x-garage-id': String(office.garage_id) };

  // Demo Motors tracks serial numbers and receives three battery packs by serial number.
  const prop = await request.post(`/api/customer/garage/${office.garage_id}/property/v1`, {
    headers,
    data: { property_name: 'batch_serial_enabled', property_value: true },
  });
  expect(prop.ok(), await prop.text()).toBe(true);
  const part = `Battery pack ${tag}`;
  const created = await request.post('/api/oms/part', {
    headers,
    data: {
      part_name: part,
      part_number: `BP-${tag}`,
      tracking: 'SERIAL',
      selling_price: '5200',
      purchase_price: '4100',
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const partId = ((await created.json()) as { part_id: number }).part_id;
  const serials = [1, 2, 3].map((n) => `BP-${tag}-${n}`);
  const stockIn = await request.post('/api/oms/stock_purchase', {
    headers,
    data: {
      lines: [{ part_id: partId, quantity: '3', unit_price: '4100', lots: serials.map((code) => ({ code, quantity: '1' })) }],
    },
  });
  expect(stockIn.status(), await stockIn.text()).toBe(201);

  // A counter sale of one: the line asks which serial number leaves, and will not save without it.
  await signInWithCode(page, '9876543210');
  await page.goto('/tabs/create-repair-order?type=COUNTER_SALE&mode=CREATE');
  await page.getByLabel('Search customers by name, mobile number or e-mail').fill('Priya Nair');
  await page
    .getByRole('option', { name: /Priya Nair/ })
    .first()
    .click();
  const box = page.getByRole('combobox', { name: 'Add a service, part or package' });
  await box.click();
  await box.fill(part);
  await page
    .getByRole('option', { name: new RegExp(part) })
    .first()
    .click();
  const picker = page.getByRole('combobox', { name: `Serial numbers of ${part}` });
  await expect(picker).toBeVisible();
  await expect(page.getByText('Choose 1 serial number')).toBeVisible();
  await picker.click();
  await expect(page.getByRole('option', { name: serials[0]! })).toBeVisible();
  await page.screenshot({ path: `test-results/serial-sale-picker-open-${test.info().project.name}.png` });
  await page.getByRole('option', { name: serials[1]! }).click();
  await expect(page.getByText('1 of 1 chosen')).toBeVisible();
  await page.keyboard.press('Escape');
  await noOverflow(page);
  await shot(page, 'editor');

  // The preview and, once saved, the order show the serial number on the line.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`S/N ${serials[1]}`).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create counter sale and invoice' }).click();
  await expect(page).toHaveURL(/\/tabs\/invoice\//);

  // That serial left the shelf; the other two are still there.
  const stock = (await (await request.get(`/api/oms/stock/part/${partId}`, { headers })).json()) as {
    lots: Array<{ code: string; on_hand: string }>;
  };
  expect(stock.lots.filter((l) => Number(l.on_hand) > 0).map((l) => l.code)).toEqual([serials[0], serials[2]]);
  const moves = (await (await request.get(`/api/oms/stock/part/${partId}/movements`, { headers })).json()) as {
    content: Array<{ kind: string; doc_id: number }>;
  };
  const sale = moves.content.find((m) => m.kind === 'COUNTER_SALE')!;
  await page.goto(`/tabs/order-details/${sale.doc_id}/s${Date.now()}`);
  await expect(page.getByText(`S/N ${serials[1]}`).filter({ visible: true }).first()).toBeVisible();
  await noOverflow(page);
  await shot(page, 'order');
});
