import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../env.ts';
import { isPhone, signInWithCode } from './support.ts';

const DAY = 86_400_000;

// The demo users are Indian numbers: the sign-in form's country follows the browser's region.
test.use({ locale: 'en-IN' });

/**
 * The demo garage's 30-day trial started when the server seeded it. The browser's clock is moved forward
 * (Playwright's clock) to see the banner near the end and the trial-expired screen after it; the server
 * keeps real time, so nothing is changed behind its back (decision 017).
 */
const signInAsOwner = (page: Page, expectedPath: RegExp) => signInWithCode(page, '9876543210', expectedPath);

function extensionRequestsSince(since: number): number {
  const file = path.join(E2E_DATA_DIR, 'outbox.jsonl');
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { subject?: string; created_at: string })
    .filter((m) => m.subject?.startsWith('Trial extension request') && Date.parse(m.created_at) >= since - 1000).length;
}

test('the dashboard shows the demo prompt, the promo after a week and a countdown near the end of the trial', async ({
  page,
}) => {
  await page.clock.setSystemTime(new Date(Date.now()));
  await signInAsOwner(page, /\/tabs\/dashboard/);

  // A new trial: the demo prompt, and no promo interrupting the first steps.
  await expect(page.getByText('Want a guided tour? Book a free demo')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Made for small workshops' })).toBeHidden();
  await expect(
    page
      .getByRole('button', { name: 'Buy subscription' })
      .or(page.getByRole('link', { name: 'Buy subscription' }))
      .first(),
  ).toBeVisible();

  // A week into the trial: the small-business promo, once per owner.
  await page.clock.setSystemTime(new Date(Date.now() + 8 * DAY));
  await page.reload();
  const promo = page.getByRole('dialog', { name: 'Made for small workshops' });
  await expect(promo).toBeVisible();
  await expect(promo.getByRole('img', { name: /mechanic with a tablet/ })).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Request Demo' })).toBeVisible();
  await promo.getByRole('button', { name: 'Close' }).first().click();
  await expect(promo).toBeHidden();

  // 25 days on: under 10 days left, the warning with its count; the promo does not come back.
  await page.clock.setSystemTime(new Date(Date.now() + 25 * DAY));
  await page.reload();
  await expect(page.getByText(/^Your trial will expire in [1-9] days?$/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Made for small workshops' })).toBeHidden();

  // Renewal opens the in-app pricing page for an Indian garage: the three monthly plans.
  await page.getByRole('status').getByRole('link', { name: 'Buy subscription' }).click();
  await expect(page).toHaveURL(/\/tabs\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Plans and pricing' })).toBeVisible();
  for (const plan of ['Gear 0 — Starter', 'Gear 1 — Growth', 'Gear 2 — Network']) {
    await expect(page.getByRole('heading', { name: plan })).toBeVisible();
  }
});

test('an expired trial shows the trial-expired screen, and Extend Trial sends one request', async ({ page }) => {
  await page.clock.setSystemTime(new Date(Date.now() + 40 * DAY));
  await signInAsOwner(page, /\/subscription$/);

  await expect(page.getByRole('heading', { name: 'Your free Trial has expired' })).toBeVisible();
  await expect(page.getByRole('img', { name: /workshop dashboard/ })).toBeVisible();
  await expect(page.getByText('Everything you entered during the trial is kept safe.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The chat support icon is for phones.
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible({ visible: isPhone(page) });

  // The shell stays closed while the trial is over.
  await page.goto('/tabs/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);

  // Calls of the double press, by their Idempotency-Key.
  const sent: string[] = [];
  const answered: string[] = [];
  const isExtend = (url: string) => url.includes('/api/customer/subscription/extend_trial');
  page.on('request', (r) => isExtend(r.url()) && sent.push(r.headers()['idempotency-key'] ?? 'none'));
  page.on('requestfinished', (r) => isExtend(r.url()) && answered.push(r.headers()['idempotency-key'] ?? 'none'));
  const since = Date.now();
  await page.getByRole('button', { name: 'Extend Trial' }).dblclick();
  const done = page.getByRole('status').filter({ hasText: 'Subscription Extension Request' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('We have received your request. We will confirm you shortly.');
  await expect(page.getByRole('button', { name: 'Extend Trial' })).toBeDisabled();
  await expect.poll(() => extensionRequestsSince(since)).toBe(1);
  // Both presses are handled before dblclick() returns, so every call they make has left the page by now. The
  // second press may still send one before the button turns off; it carries the same key, and once every call
  // has been answered the outbox still holds one request.
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(sent).size).toBe(1);
  expect(sent[0]).not.toBe('none');
  await expect.poll(() => answered.length).toBe(sent.length);
  expect(extensionRequestsSince(since)).toBe(1);
});
