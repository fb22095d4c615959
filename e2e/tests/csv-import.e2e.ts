import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${test.info().project.name}.png`, fullPage: true });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** 1,000 parts; data rows 3 and 500 (spreadsheet rows 4 and 501) are bad. */
function partsFile(prefix: string): string {
  const lines = ['part_number,part_name,brand,hsn,unit,selling_price,purchase_price,tax_category,min_stock'];
  for (let i = 1; i <= 1000; i++) {
    const number = `${prefix}-${String(i).padStart(4, '0')}`;
    const price = i === 3 ? 'abc' : `${200 + i}.00`;
    const tax = i === 500 ? 'GST 99%' : 'GST 18%';
    lines.push(`${number},Imported part ${prefix} ${i},Bosch,8421,pc,${price},${100 + i},${tax},2`);
  }
  return `${lines.join('\n')}\n`;
}

test('the owner imports 1,000 parts from CSV with two bad rows, downloads the error file and finds the parts, at 1440 and 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Both projects run against one server: each imports part numbers of its own.
  const prefix = isPhone(page) ? 'MOB' : 'DSK';
  await signInWithCode(page, '9876543210');

  await page.goto('/tabs/garage-items?tab=parts');
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page).toHaveURL(/\/tabs\/garage-items-csv-upload/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import from CSV' })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'csv-upload-start');

  // Only .csv files.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'parts.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(page.getByText('File type unsupported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload and check' })).toBeDisabled();

  await input.setInputFiles({ name: `parts-${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(partsFile(prefix)) });
  // The check is held back a moment, so the progress bar can be seen (a 1,000-row file takes one step).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/oms/ho/csv/*/check', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByText('Checking rows: 0 of 1,000')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import from CSV' })).toHaveAttribute('aria-valuetext', '0%');
  await shot(page, 'csv-upload-progress');
  release();
  await expect(page.getByText('Check finished: nothing is saved yet')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/oms/ho/csv/*/check');
  await expect(page.getByTestId('csv-count-New')).toHaveText('998');
  await expect(page.getByTestId('csv-count-With errors')).toHaveText('2');
  await expect(page.getByText('selling_price must be a number, not "abc"').first()).toBeVisible();
  await noOverflow(page);
  await shot(page, 'csv-upload-checked');

  // The error file: the two rows with their reasons.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download rows with errors' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`errors-parts-${prefix}.csv`);
  const errors = (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(errors).toHaveLength(3);
  expect(errors[0]).toMatch(/^row,part_number,.*,reason$/);
  expect(errors[1]).toContain(`4,${prefix}-0003,`);
  expect(errors[1]).toContain('selling_price must be a number, not ""abc""');
  expect(errors[2]).toContain(`501,${prefix}-0500,`);
  expect(errors[2]).toContain('No active tax category named ""GST 99%"" in this garage');

  // Confirm: 998 rows go in.
  await page.getByRole('button', { name: 'Import 998 rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import this file?' });
  await expect(dialog).toContainText('998 new and 0 updated rows will be saved; 2 rows with errors are left out.');
  await dialog.getByRole('button', { name: 'Import 998 rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('998 new and 0 updated rows saved; 2 rows not imported.')).toBeVisible();
  await shot(page, 'csv-upload-done');

  // The parts are in the parts list.
  await page.getByRole('link', { name: 'Open the parts list' }).click();
  await expect(page).toHaveURL(/\/tabs\/garage-items\?tab=parts/);
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(`${prefix}-0999`);
  await expect(page.getByText(`Imported part ${prefix} 999`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(`${prefix}-0003`);
  await expect(page.getByText(`Imported part ${prefix} 3`, { exact: true })).toBeHidden();

  // The history lists the upload with its counts.
  await page.goto('/tabs/csv-upload-history');
  await expect(page.getByRole('heading', { level: 1, name: 'CSV upload history' })).toBeVisible();
  const history = page
    .getByRole('table', { name: 'CSV upload history' })
    .or(page.getByRole('list', { name: 'CSV upload history' }));
  await expect(history).toContainText(`parts-${prefix}.csv`);
  await noOverflow(page);
  await shot(page, 'csv-upload-history');
});
