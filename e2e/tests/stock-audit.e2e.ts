import { expect, type Page, test } from '@playwright/test';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

/** The number in a figure card ("On hand" → 24). */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.locator('.mantine-Paper-root', { has: page.getByText(label, { exact: true }) }).first();
  const text = (await card.textContent()) ?? '';
  return Number(
    text
      .slice(label.length)
      .replace(/[^\d.]/g, ' ')
      .trim()
      .split(' ')[0],
  );
}

test('an audit counts a part one short, completes, and the adjustment shows in its history, at 1440 and 360 px', async ({
  page,
}) => {
  const phone = isPhone(page);
  await signInWithCode(page, '9876543210');

  // The sidebar's Inventory: the demo garage's parts with on hand and value, searched (the CSV import's
  // e2e may have added a thousand parts to the demo garage before this one runs).
  await page.goto('/tabs/inventory?q=Spark%20plug');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByText('Stock value', { exact: true }).first()).toBeVisible();
  const list = page.getByRole(phone ? 'list' : 'table', { name: 'Inventory' });
  await expect(list).toContainText('Spark plug');
  await shot(page, 'inventory');

  // The part's stock page: how many are on the shelf now (another run may have adjusted it).
  await page.getByRole('link', { name: 'Stock history of Spark plug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spark plug' })).toBeVisible();
  await expect(page.getByText('Opening stock').first()).toBeVisible();
  const onHand = await figure(page, 'On hand');
  expect(onHand).toBeGreaterThan(1);

  // Start an audit of the spark plugs.
  await page.goto('/tabs/create-stock-audit');
  await page.getByRole('textbox', { name: 'Name' }).fill(`Plug shelf ${phone ? 'phone' : 'desk'}`);
  await page.getByRole('radio', { name: 'Parts matching a search' }).check();
  await page.getByRole('textbox', { name: 'Search text' }).fill('Spark plug');
  await page.getByRole('button', { name: 'Start audit' }).click();
  await expect(page).toHaveURL(/\/tabs\/inventory-parts-audit/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/SA-\d{5}/);
  const number = ((await heading.textContent()) ?? '').match(/SA-\d{5}/)?.[0] as string;
  await expect(page.getByText('0 of 1 parts counted')).toBeVisible();

  // One short on the shelf.
  const count = page.getByRole('textbox', { name: 'Count of Spark plug' });
  await count.fill(String(onHand - 1));
  await count.press('Enter');
  await expect(page.getByText('1 of 1 parts counted')).toBeVisible();
  await expect(page.getByText(/−1 · /).first()).toBeVisible();
  await shot(page, 'stock-audit-count');

  // Complete: the confirmation says what moves.
  await page.getByRole('button', { name: 'Complete audit' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete audit ${number}?` });
  await expect(dialog).toContainText('0 parts up, 1 parts down');
  await dialog.getByRole('button', { name: 'Complete audit' }).click();
  await expect(page).toHaveURL(/\/tabs\/stock-audit-report/);
  await expect(page.getByRole('heading', { level: 1, name: `Stock audit report ${number}` })).toBeVisible();
  expect(await figure(page, 'Found fewer')).toBe(1);
  await expect(page.getByRole('table', { name: `Stock audit report ${number}` })).toContainText('Spark plug');
  await shot(page, 'stock-audit-report');

  // The part's history: the adjustment, newest first, linked to the audit.
  await page.goto('/tabs/inventory?q=Spark');
  await page.getByRole('link', { name: 'Stock history of Spark plug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spark plug' })).toBeVisible();
  expect(await figure(page, 'On hand')).toBe(onHand - 1);
  const movements = page.getByRole(phone ? 'list' : 'table', { name: 'Movements' });
  const newest = phone ? movements.getByRole('listitem').first() : movements.getByRole('row').nth(1);
  await expect(newest).toContainText('Adjustment out');
  await expect(newest.getByRole('link', { name: number })).toBeVisible();
  await shot(page, 'stock-history');

  // The audit list, the alerts and the dashboard's hint (the demo's battery is at its reorder level).
  await page.goto('/tabs/stock-audit');
  await expect(page.getByRole('link', { name: `Open audit ${number}` })).toBeVisible();
  await shot(page, 'stock-audits');
  await page.goto('/tabs/inventory-alerts-new');
  await expect(page.getByRole('table', { name: 'Reorder' })).toContainText('Battery 35 Ah');
  await shot(page, 'inventory-alerts');
  await page.goto('/tabs/dashboard');
  await expect(page.getByText('Stock needs attention')).toBeVisible();
  await page.getByRole('link', { name: 'See alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory alerts' })).toBeVisible();
});
