import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/serial-${name}-${test.info().project.name}.png`, fullPage: true });

test('a serial-tracked part is sent to the branch by its serial numbers, at 1440 and 360 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `${test.info().project.name === 'phone' ? 'P' : 'D'}${String(Date.now()).slice(-6)}`;
  const { token } = await apiSignIn(request, '9876543210');
  const auth = { authorization: `Bearer ${token}` };
  const garages: Array<{ garage_id: number; garage_name: string }> = await (
    await request.get('/api/customer/garage', { headers: auth })
  ).json();
  const office = garages.find((g) => g.garage_name === 'Demo Motors')!;
  const headers = { ...auth, 'x-garage-id': String(office.garage_id) };

  // The head office tracks serial numbers, and receives three tyres by serial number.
  const prop = await request.post(`/api/customer/garage/${office.garage_id}/property/v1`, {
    headers,
    data: { property_name: 'batch_serial_enabled', property_value: true },
  });
  expect(prop.ok(), await prop.text()).toBe(true);
  const created = await request.post('/api/oms/part', {
    headers,
    data: {
      part_name: `Run-flat tyre ${tag}`,
      part_number: `RF-${tag}`,
      tracking: 'SERIAL',
      part_type: 'TYRE',
      selling_price: '9000',
      purchase_price: '7000',
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const partId = ((await created.json()) as { part_id: number }).part_id;
  const serials = [1, 2, 3].map((n) => `SN-${tag}-${n}`);
  const stockIn = await request.post('/api/oms/stock_purchase', {
    headers,
    data: {
      lines: [{ part_id: partId, quantity: '3', unit_price: '7000', lots: serials.map((code) => ({ code, quantity: '1' })) }],
    },
  });
  expect(stockIn.status(), await stockIn.text()).toBe(201);

  // Send two to the branch: the form asks which two.
  await signInWithCode(page, '9876543210');
  await page.goto('/tabs/create-inter-branch-delivery-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Send parts to another outlet' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Outlet to send to' }).click();
  await page.getByRole('option', { name: 'Demo Motors — Whitefield branch' }).click();
  await page.getByRole('searchbox', { name: 'Search parts of this outlet' }).fill(`RF-${tag}`);
  await page.getByRole('button', { name: `Add Run-flat tyre ${tag} (RF-${tag})` }).click();
  await page.getByRole('textbox', { name: `Quantity of Run-flat tyre ${tag} (RF-${tag})` }).fill('2');
  const picker = page.getByRole('combobox', { name: `Serial numbers of Run-flat tyre ${tag} (RF-${tag})` });
  await expect(picker).toBeVisible();
  await picker.click();
  await page.getByRole('option', { name: serials[0]! }).click();
  await picker.click();
  await page.getByRole('option', { name: serials[2]! }).click();
  await expect(page.getByText('2 of 2 chosen')).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'direct-delivery');
  await page.getByRole('button', { name: 'Send parts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Delivery IBD-\d{5}$/ })).toBeVisible();

  // The two chosen left the head office; the other is still on its shelf.
  const stock = (await (await request.get(`/api/oms/stock/part/${partId}`, { headers })).json()) as {
    running_stock: string;
    lots: Array<{ code: string; on_hand: string }>;
  };
  expect(stock.lots.filter((l) => Number(l.on_hand) > 0).map((l) => l.code)).toEqual([serials[1]]);
});
