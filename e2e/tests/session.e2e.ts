import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInWithCode } from './support.ts';

const SECOND_WINDOW = 'This application is already running in another window.';

const signInAsOwner = (page: Page) => signInWithCode(page, '9876543210');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/session-${name}-${test.info().project.name}.png` });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'cookieconsent_status');
}

// Starts without an answer to the cookie banner (the suite's default is an earlier 'deny').
test.use({ locale: 'en-IN', storageState: { cookies: [], origins: [] } });

test('the cookie banner is opt-in: Deny All hides it and keeps the answer for 365 days', async ({ page, context }) => {
  await page.goto('/global-signin');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookie policy' })).toBeVisible();
  expect(await consentCookie(context)).toBeUndefined();
  await shot(page, 'banner');

  await banner.getByRole('button', { name: 'Deny All' }).click();
  await expect(banner).toBeHidden();
  const cookie = await consentCookie(context);
  expect(cookie?.value).toBe('deny');
  expect(cookie?.secure).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the cookie banner is in the pages before their scripts run, and gone for a visitor who has answered', async ({
  page,
  context,
  baseURL,
}) => {
  // The page's inline consent check is allowed by its hash (decision 042): a refusal would show here.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to execute/i.test(m.text())) refused.push(m.text());
  });
  // No script files: what a visitor sees while the app's scripts are still on their way.
  await page.route('**/assets/*.js', (route) => route.abort());
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  for (const path of ['/tabs/dashboard', '/global-signin', '/intro']) {
    await page.goto(path);
    await expect(banner).toBeVisible();
    // Nothing chosen before the script runs could be kept: the buttons wait for it.
    await expect(banner.getByRole('button', { name: 'Accept All' })).toBeDisabled();
  }
  await shot(page, 'prerendered-banner');
  await context.addCookies([{ name: 'cookieconsent_status', value: 'allow', url: baseURL }]);
  for (const path of ['/tabs/dashboard', '/global-signin', '/intro']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('#prerendered-cookie-banner')).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});

test('the cookie policy says what the app stores, in English and Spanish', async ({ page }) => {
  await page.goto('/global-signin');
  await page.getByRole('link', { name: 'Cookie policy' }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(page.getByRole('heading', { name: 'Cookie policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/The cookie cookieconsent_status/)).toBeVisible();
  // The stand-alone pages' language switch is a native select (decision 042).
  await page.getByRole('combobox', { name: /Language \/ Idioma/ }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Política de cookies', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect(page.getByRole('region', { name: 'Consentimiento de cookies' })).toBeHidden();
});

test("going offline says 'No connection', coming back says 'Back Online'", async ({ page, context }) => {
  await page.goto('/global-signin');
  // The page is in the HTML before its script runs (decision 042); its controls are enabled once the script has run.
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('No connection')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Back Online')).toBeVisible();
});

test('the no-internet screen retries and returns to the page asked for', async ({ page }) => {
  await page.goto('/no-internet-screen?redirect=%2Fcookie-policy');
  await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
});

test.describe('signed in', () => {
  test('a second tab is blanked with the message, the first keeps working, the second takes over after it closes', async ({
    page,
    context,
  }) => {
    await signInAsOwner(page);
    const second = await context.newPage();
    await second.goto('/tabs/customer');
    await expect(second.getByText(SECOND_WINDOW)).toBeVisible();
    // Blanked: nothing of the app is there.
    await expect(second.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await shot(second, 'second-window');

    // The first window is untouched, even through a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(SECOND_WINDOW)).toHaveCount(0);
    await expect(second.getByText(SECOND_WINDOW)).toBeVisible();

    // The address of the second tab can be shown in the first.
    await second.getByRole('button', { name: 'Open this page in the other window' }).click();
    await expect(second.getByText('Opened in the other window. You can close this one.')).toBeVisible();
    await expect(page).toHaveURL(/\/tabs\/customer$/);

    // Once the first closes, the second offers a reload, which runs the app there.
    await page.close();
    // The user looks at the tab that is left (a hidden tab's timers are slowed by the browser).
    await second.bringToFront();
    await second.getByRole('button', { name: 'Reload' }).click();
    await expect(second.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(second.getByText(SECOND_WINDOW)).toHaveCount(0);
  });

  test('a garage change in another session asks for a reload', async ({ page, context }) => {
    await signInAsOwner(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/tabs/dashboard');
    await expect(other.getByText(SECOND_WINDOW)).toBeVisible();
    await other.evaluate(() => new BroadcastChannel('garage-session').postMessage({ type: 'garageChange', from: 'another-tab' }));
    const overlay = page.getByRole('dialog');
    await expect(
      overlay.getByText('Your data has been updated in another session! Please reload this page to see new changes'),
    ).toBeVisible();
    await shot(page, 'overlay');
    // Cannot be dismissed otherwise.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeVisible();
    await other.close();
    await overlay.getByRole('button', { name: 'Reload Now' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a device clock 10 minutes ahead shows the warning on the dashboard', async ({ page }) => {
    await signInAsOwner(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Your system time is out of sync — please adjust')).toHaveCount(0);
    await page.clock.setFixedTime(new Date(Date.now() + 10 * 60_000));
    await page.reload();
    await expect(page.getByText('Your system time is out of sync — please adjust')).toBeVisible();
    await shot(page, 'clock');
    // Only on the dashboard.
    await page.getByRole('button', { name: 'Deny All' }).click();
    await page.goto('/tabs/customer');
    await expect(page.getByText('Your system time is out of sync — please adjust')).toHaveCount(0);
  });

  // Every start refreshes the 15-minute access token. A reload (or a lost connection) while that call is on its
  // way leaves the server's new refresh token unread, and the next start presents the one just rotated:
  // within the grace period it gets the same successor (decision 051) instead of ending the session.
  test('a reload while the token refresh is on its way keeps the user signed in', async ({ page }) => {
    await signInAsOwner(page);
    let rotated = () => {};
    const atServer = new Promise<void>((resolve) => {
      rotated = resolve;
    });
    await page.route('**/api/auth/g/refresh_token', async (route) => {
      await route.fetch();
      rotated();
      // The answer never reaches the page.
    });
    await page.goto('/tabs/customer', { waitUntil: 'commit' });
    await atServer;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/g/refresh_token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('main').getByText('Priya Nair').first()).toBeVisible();
    await expect(page).toHaveURL(/\/tabs\/customer/);
  });

  test('logout asks first: Cancel stays, Logout signs out and goes to sign-in', async ({ page }) => {
    await signInAsOwner(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog.getByText('Do you want to log out of this device?')).toBeVisible();
    await shot(page, 'logout');
    const check = page.waitForRequest((r) => r.url().includes('/api/user_passcode/check'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await check;
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const logout = page.waitForRequest((r) => r.url().includes('/api/auth/g/logout'));
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await logout;
    await expect(page).toHaveURL(/\/(global-signin|intro)/);
    expect(await page.evaluate(() => localStorage.getItem('garage.auth'))).toBeNull();
  });
});
