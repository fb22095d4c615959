import { expect, type Page, test } from '@playwright/test';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

/** The cash closing of the account book as a number ("Cash in hand at close: -₹1,234.50" → -1234.5). */
async function cashClosing(page: Page): Promise<number> {
  const text = (await page.getByTestId('cash-closing').textContent()) ?? '';
  const amount = text.slice(text.indexOf(':') + 1);
  const value = Number(amount.replace(/[^\d.]/g, ''));
  return amount.includes('-') || amount.includes('−') ? -value : value;
}

test('an expense paid in cash shows in the account book and lowers the cash closing, at 1440 and 360 px', async ({ page }) => {
  const phone = isPhone(page);
  const label = `Tea and snacks ${phone ? 'phone' : 'desk'} ${Date.now() % 100_000}`;
  await signInWithCode(page, '9876543210');

  // The sidebar's "Accounts" opens the overview.
  await page.goto('/tabs/finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Receivables').first()).toBeVisible();

  await page.goto('/tabs/account-book');
  await expect(page.getByRole('table', { name: 'Balances by method' })).toBeVisible();
  const before = await cashClosing(page);

  // A label first (expense-labels-master).
  await page.goto('/tabs/expense-labels-master');
  await page.getByPlaceholder('New label').fill(label);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Label "${label}" added`)).toBeVisible();

  // The expense: paid in cash today (the defaults), with a payee.
  await page.goto('/tabs/add-new-expense');
  await expect(page.getByRole('heading', { level: 1, name: 'Add expense' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Amount is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: label }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('125.50');
  await page.getByRole('textbox', { name: 'Paid to' }).fill('Corner tea stall');
  await shot(page, 'expense-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tabs\/expenses/);
  await expect(page.getByText(/Expense EXP\/\d{2}-\d{2}\/\d{5} saved/)).toBeVisible();
  await expect(page.getByText('Corner tea stall').first()).toBeVisible();

  // The account book of today: the expense is a cash movement out, and the cash closing fell by it.
  await page.goto('/tabs/account-book');
  await expect(page.getByRole('list', { name: 'Movements' }).or(page.getByRole('table', { name: 'Movements' }))).toContainText(
    label,
  );
  await expect.poll(() => cashClosing(page)).toBeCloseTo(before - 125.5, 2);
  await expect(page.getByRole('table', { name: 'Balances by method' }).locator('tr[data-method="CASH"]')).toContainText('Cash');
  await shot(page, 'account-book');

  await page.goto('/tabs/finance');
  await expect(page.getByRole('heading', { name: 'Money in and out, last 30 days' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expenses by label' })).toContainText(label);
  await shot(page, 'accounts-overview');
});
