import { expect, type Page, test } from '@playwright/test';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/ho-${name}-${test.info().project.name}.png`, fullPage: true });

test('the head office sees the purchase orders of its outlets and opens one, at 1440 and 360 px', async ({ page }) => {
  await signInWithCode(page, '9876543210');
  // The demo owner starts at the head office (decision 058).
  await page.goto('/tabs/ho-purchase-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory with Purchase Order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open inventory of Demo Motors — Whitefield branch' })).toBeVisible();
  const list = page.getByRole(isPhone(page) ? 'list' : 'table', { name: 'Purchase orders of the outlets' });
  await expect(list).toContainText('Bosch Distributors Bengaluru');

  // Only the branch: it raised none in the demo (other tests may have; none of them names Bosch there).
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Demo Motors — Whitefield branch' }).click();
  await expect(list.or(page.getByText('No purchase orders'))).not.toContainText('Bosch Distributors Bengaluru');
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'All outlets' }).click();

  // Search and open the demo's order awaiting approval.
  await page.getByRole('searchbox', { name: 'Search by PO number or vendor' }).fill('Bosch');
  await expect(list).toContainText('Awaiting approval');
  await expect(list).not.toContainText('Castrol');
  await shot(page, 'purchase-orders');
  await page
    .getByRole('button', { name: /^Open PO-\d{5} at Demo Motors$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tabs\/purchase-order\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /PO-\d{5}/ })).toBeVisible();
  await expect(page.getByText('Bosch Distributors Bengaluru').first()).toBeVisible();
});
