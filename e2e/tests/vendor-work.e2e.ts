import { expect, type Page, test } from '@playwright/test';
import { apiRepairOrder, apiSignIn, freshMobile, isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/vendor-${name}-${test.info().project.name}.png`, fullPage: true });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The amount after "Owed:" on a vendor's card in Vendor dues. */
async function owed(page: Page, vendor: string): Promise<number> {
  const card = page.locator('.mantine-Paper-root', { has: page.getByText(vendor, { exact: true }) }).first();
  const text = (await card.getByText(/^Owed:/).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a litre of engine oil goes back to Castrol: a vendor credit note, and less is owed, at 1440 and 360 px', async ({
  page,
}) => {
  const vendor = 'Castrol Lubricants India';
  await signInWithCode(page, '9876543210');
  await page.goto('/tabs/vendor-due-amount');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor dues' })).toBeVisible();
  await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
  const before = await owed(page, vendor);
  await noOverflow(page);
  await shot(page, 'dues-before');

  const card = page.locator('.mantine-Paper-root', { has: page.getByText(vendor, { exact: true }) }).first();
  await card.getByRole('link', { name: 'Return parts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return parts to a vendor' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Engine oil 5W-30 synthetic' }).first().check();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Seal broken on delivery');
  await shot(page, 'return-form');
  await page.getByRole('button', { name: 'Return parts' }).click();
  await expect(page.getByText(/^Credit note VCN-\d{5} made$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Vendor credit note VCN-\d{5}/ })).toBeVisible();
  await expect(page.getByText('Seal broken on delivery')).toBeVisible();
  await noOverflow(page);
  await shot(page, 'credit-note');

  // 1 l at ₹560 + 18% GST = ₹660.80 less owed to Castrol.
  await page.goto('/tabs/vendor-due-amount');
  await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
  await expect.poll(() => owed(page, vendor)).toBeCloseTo(before - 660.8, 2);
});

test('a repair order sends work out to another workshop, gets it back with the bill, and the bill is owed, at 1440 and 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = isPhone(page);
  const { token } = await apiSignIn(request, '9876543210');
  const auth = { authorization: `Bearer ${token}` };
  const garages: Array<{ garage_id: number; garage_name: string }> = await (
    await request.get('/api/customer/garage', { headers: auth })
  ).json();
  const office = garages.find((g) => g.garage_name === 'Demo Motors')!;
  const headers = { ...auth, 'x-garage-id': String(office.garage_id) };
  const { orderId } = await apiRepairOrder(request, headers, {
    customer: {
      first_name: 'Outsource',
      last_name: phone ? 'Phone' : 'Desk',
      country_phone_code: '91',
      mobile_number: freshMobile(),
    },
    regNumber: `KA 05 OW ${String(Date.now()).slice(-4)}`,
    lines: [{ service_name: 'Radiator overhaul', quantity: '1', unit_price: '2500' }],
  });
  const work = `Re-core the radiator (${phone ? 'phone' : 'desk'} ${String(Date.now()).slice(-5)})`;

  await signInWithCode(page, '9876543210');
  await page.goto(`/tabs/order-details/${orderId}/w${Date.now()}`);
  const section = page.getByRole('region', { name: 'Outsourced work' });
  await expect(section).toContainText('Nothing sent out for this order.');
  await section.getByRole('button', { name: 'Send out' }).click();
  const send = page.getByRole('dialog', { name: 'Send work out' });
  await send.getByRole('combobox', { name: 'Workshop (vendor)' }).click();
  await page.getByRole('option', { name: 'Bosch Distributors Bengaluru' }).click();
  await send.getByRole('textbox', { name: 'Work to do' }).fill(work);
  await shot(page, 'send-out');
  await send.getByRole('button', { name: 'Send out' }).click();
  await expect(page.getByText(/^OW-\d{5} sent to Bosch Distributors Bengaluru$/)).toBeVisible();
  await expect(section).toContainText(work);
  await expect(section).toContainText('Out');

  await section.getByRole('button', { name: 'Mark received' }).click();
  const receive = page.getByRole('dialog', { name: /^Mark OW-\d{5} received$/ });
  await receive.getByRole('checkbox', { name: 'The vendor bill came with it' }).check();
  await receive.getByRole('textbox', { name: 'Bill number' }).fill(`BR-${String(Date.now()).slice(-6)}`);
  await receive.getByRole('textbox', { name: 'Amount excluding tax' }).fill('1500');
  await shot(page, 'receive');
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(section).toContainText('Back');
  await expect(section).toContainText('₹1,500.00');
  await noOverflow(page);
  await shot(page, 'order-section');

  // The bill is owed to Bosch, labelled with the work and the order.
  await page.goto('/tabs/vendor-due-amount');
  await expect(page.getByText(`Outsourced: ${work}`, { exact: false }).first()).toBeVisible();
  await noOverflow(page);
  await shot(page, 'dues-outsourced');
});
