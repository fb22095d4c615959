import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/audit-serials-${name}-${test.info().project.name}.png`, fullPage: true });

test('an audit counts a serial-tracked part by its serial numbers and books exactly the missing and the found, at 1440 and 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${test.info().project.name === 'phone' ? 'P' : 'D'}${String(Date.now()).slice(-6)}`;
  const { token } = await apiSignIn(request, '9876543210');
  const auth = { authorization: `Bearer ${token}` };
  const garages: Array<{ garage_id: number; garage_name: string }> = await (
    await request.get('/api/customer/garage', { headers: auth })
  ).json();
  const office = garages.find((g) => g.garage_name === 'Demo Motors')!;
  const headers = { ...auth, 'x-garage-id': String(office.garage_id) };

  // The garage tracks serial numbers; three batteries come in by serial number.
  const prop = await request.post(`/api/customer/garage/${office.garage_id}/property/v1`, {
    headers,
    data: { property_name: 'batch_serial_enabled', property_value: true },
  });
  expect(prop.ok(), await prop.text()).toBe(true);
  const name = `AGM battery ${tag}`;
  const created = await request.post('/api/oms/part', {
    headers,
    data: { part_name: name, part_number: `AGM-${tag}`, tracking: 'SERIAL', selling_price: '9000', purchase_price: '7000' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const partId = ((await created.json()) as { part_id: number }).part_id;
  const serials = [1, 2, 3].map((n) => `B${tag}-${n}`);
  const stockIn = await request.post('/api/oms/stock_purchase', {
    headers,
    data: {
      lines: [{ part_id: partId, quantity: '3', unit_price: '7000', lots: serials.map((code) => ({ code, quantity: '1' })) }],
    },
  });
  expect(stockIn.status(), await stockIn.text()).toBe(201);
  const audit = await request.post('/api/oms/stock_audit', { headers, data: { part_ids: [partId], name: `Batteries ${tag}` } });
  expect(audit.status(), await audit.text()).toBe(201);
  const { audit_id: auditId, audit_number: number } = (await audit.json()) as { audit_id: number; audit_number: string };

  await signInWithCode(page, '9876543210');
  await page.goto(`/tabs/inventory-parts-audit?audit=${auditId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${number} · Batteries ${tag}` })).toBeVisible();

  // The shelf has the first and the third, and one nobody booked in.
  await page.getByRole('button', { name: '0 serial numbers' }).click();
  const dialog = page.getByRole('dialog', { name: `Serial numbers of ${name}` });
  const found = dialog.getByRole('combobox', { name: 'Serial numbers found' });
  for (const code of [serials[0]!, serials[2]!, `B${tag}-9`]) {
    await found.fill(code);
    await found.press('Enter');
  }
  await expect(dialog.getByText('3 pieces')).toBeVisible();
  await shot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Save count' }).click();
  await expect(page.getByText(`Missing: ${serials[1]}`)).toBeVisible();
  await expect(page.getByText(`Found: B${tag}-9`)).toBeVisible();
  await expect(page.getByText('1 of 1 parts counted')).toBeVisible();

  // A scan of a serial already counted is refused with a message.
  await page.getByRole('textbox', { name: 'Part number, serial number or barcode' }).fill(serials[0]!);
  await page.getByRole('button', { name: 'Count one' }).click();
  await expect(page.getByText(`Serial number ${serials[0]} of ${name} has already been counted`)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await shot(page, 'count');

  await page.getByRole('button', { name: 'Complete audit' }).click();
  await page
    .getByRole('dialog', { name: `Complete audit ${number}?` })
    .getByRole('button', { name: 'Complete audit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Stock audit report ${number}` })).toBeVisible();

  // Exactly the missing one left and the found one came in.
  const stock = (await (await request.get(`/api/oms/stock/part/${partId}`, { headers })).json()) as {
    lots: Array<{ code: string; on_hand: string }>;
  };
  expect(
    stock.lots
      .filter((l) => Number(l.on_hand) > 0)
      .map((l) => l.code)
      .sort(),
  ).toEqual([serials[0], serials[2], `B${tag}-9`].sort());
});
