import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiSignIn, codeFromOutbox, isPhone } from './support.ts';

test.use({ locale: 'en-IN' });

const OWNER = '9876543210';
/** One user per project, so the two projects never share a passcode. */
const userFor = (page: Page) =>
  isPhone(page) ? { mobile: '9876543211', name: 'Ravi Kumar' } : { mobile: '9876543213', name: 'Anita Rao' };

const headers = (s: ApiSession, garageId?: number) => ({
  Authorization: `Bearer ${s.token}`,
  ...(garageId ? { 'x-garage-id': String(garageId) } : {}),
});

async function demoGarageId(request: APIRequestContext, owner: ApiSession): Promise<number> {
  const res = await request.get('/api/customer/garage', { headers: headers(owner) });
  const garages = (await res.json()) as Array<{ garage_id: number }>;
  return garages[0]!.garage_id;
}

/** The owner sets the garage's lock timeout through the real property API. */
async function setLockTimeout(request: APIRequestContext, owner: ApiSession, garageId: number, minutes: number) {
  const res = await request.post(`/api/customer/garage/${garageId}/property/v1`, {
    headers: headers(owner, garageId),
    data: { property_name: 'passcode_timeout_minutes', property_value: minutes },
  });
  expect(res.ok()).toBe(true);
}

async function signIn(page: Page, mobile: string) {
  await page.goto('/global-signin');
  await page.getByLabel('Mobile number').fill(mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromOutbox(`+91${mobile}`, since);
  await page.getByLabel('One-time code').first().click();
  // The sixth digit submits the code (no Verify press needed).
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/tabs\/dashboard/);
  // The shell (and its lock countdown) starts once the garage data has loaded.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screen-lock-${name}-${test.info().project.name}.png` });

const lock = (page: Page) => page.getByTestId('screen-lock');

/** One minute of inactivity (the timeout set below) and a little more, without waiting a minute. */
async function idle(page: Page) {
  await page.clock.fastForward('01:02');
  await expect(lock(page)).toBeVisible();
}

async function typeInBoxes(page: Page, label: string, digits: string) {
  await page.getByLabel(`${label}, digit 1 of 4`).click();
  await page.keyboard.type(digits);
}

let owner: ApiSession;
let garageId: number;

test.beforeAll(async ({ request }) => {
  owner = await apiSignIn(request, OWNER);
  garageId = await demoGarageId(request, owner);
  await setLockTimeout(request, owner, garageId, 1);
});

test.afterAll(async ({ request }) => {
  // Other specs use the demo garage too: the lock goes back to off.
  if (owner) await setLockTimeout(request, owner, garageId, 0);
});

test('after a minute without activity the screen locks; create a passcode, unlock with it; a hidden tab locks on return', async ({
  page,
  request,
}) => {
  const { mobile, name } = userFor(page);
  // Start without a passcode (an owner's reset), so the lock opens in create mode.
  const user = await apiSignIn(request, mobile);
  const reset = await request.delete(`/api/user_passcode/reset?user_id=${user.userId}`, {
    headers: headers(owner, garageId),
  });
  expect(reset.ok()).toBe(true);

  await page.clock.install();
  await signIn(page, mobile);
  await expect(lock(page)).toBeHidden();

  // Activity restarts the countdown: 40 s, a key press, 40 s more is still open.
  await page.clock.fastForward('00:40');
  await page.mouse.move(200, 300);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('00:40');
  await expect(lock(page)).toBeHidden();

  await idle(page);
  const dialog = page.getByRole('dialog', { name: 'Set a passcode' });
  await expect(dialog).toBeVisible();
  // Who is locked out: initials (no picture), display name and garage name.
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Demo Motors', { exact: true })).toBeVisible();
  await expect(dialog.getByText(name === 'Ravi Kumar' ? 'RK' : 'AR', { exact: true })).toBeVisible();
  // Nothing behind the lock can be used, and it cannot be dismissed.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // Create: entry and confirmation must match; the submit stays disabled until they do.
  const save = dialog.getByRole('button', { name: 'Save passcode' });
  await typeInBoxes(page, 'New passcode', '2580');
  await typeInBoxes(page, 'Confirm passcode', '2581');
  await expect(dialog.getByText('Passwords do not match please re-enter and try again')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Show passcode' }).click();
  await expect(page.getByLabel('New passcode, digit 1 of 4')).toHaveAttribute('type', /text|tel|number/);
  await shot(page, 'create-mismatch');
  await page.getByLabel('Confirm passcode, digit 4 of 4').click();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await expect(save).toBeEnabled();
  await shot(page, 'create');
  await save.click();
  await expect(lock(page)).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');

  // Idle again: verify mode.
  await idle(page);
  const locked = page.getByRole('dialog', { name: 'Screen locked' });
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('button', { name: 'Switch account?' })).toBeVisible();
  await shot(page, 'verify');
  await locked.getByRole('button', { name: 'Forgot Passcode?' }).click();
  await expect(locked.getByText('Please contact your administrator to reset your passcode')).toBeVisible();

  if (isPhone(page)) {
    // Phones: the keypad and four circles; a wrong entry submits itself at the fourth digit, shakes, clears.
    const keypad = locked.getByRole('group', { name: 'Passcode keypad' });
    await expect(keypad.getByRole('button', { name: 'Clear' })).toBeVisible();
    await expect(keypad.getByRole('button', { name: 'Delete last digit' })).toBeVisible();
    await expect(page.getByLabel(/digit 1 of 4/)).toHaveCount(0);
    const circles = page.getByTestId('passcode-indicators');
    for (const digit of ['9', '9', '1']) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(circles).toHaveAccessibleName('3 of 4 digits entered');
    await keypad.getByRole('button', { name: 'Delete last digit' }).click();
    await expect(circles).toHaveAccessibleName('2 of 4 digits entered');
    await keypad.getByRole('button', { name: 'Clear' }).click();
    await expect(circles).toHaveAccessibleName('0 of 4 digits entered');
    for (const digit of '1111') await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(circles).toHaveAttribute('data-wrong', 'true');
    await expect(circles).toHaveClass(/shake/);
    await expect(page.getByText('Incorrect Password, please try again').first()).toBeVisible();
    await expect(locked.getByText('Passcode does not match, please verify')).toBeVisible();
    await expect(locked.getByText('4 tries left before you are signed out')).toBeVisible();
    await shot(page, 'wrong');
    await expect(circles).toHaveAccessibleName('0 of 4 digits entered');
    for (const digit of '2580') await keypad.getByRole('button', { name: digit, exact: true }).click();
  } else {
    // Desktop: four masked boxes; typing, Backspace and Enter work from the keyboard.
    await expect(page.getByLabel('Passcode, digit 1 of 4')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel(/Passcode, digit \d of 4/)).toHaveCount(4);
    // The lock survives a reload.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Screen locked' })).toBeVisible();
    await typeInBoxes(page, 'Passcode', '1112');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Incorrect Password, please try again').first()).toBeVisible();
    await expect(page.getByText('Passcode does not match, please verify')).toBeVisible();
    await shot(page, 'wrong');
    await expect(page.getByLabel('Passcode, digit 1 of 4')).toHaveValue('');
    await expect(page.getByLabel('Passcode, digit 4 of 4')).toHaveValue('');
    await typeInBoxes(page, 'Passcode', '2580');
    await page.keyboard.press('Enter');
  }
  await expect(lock(page)).toBeHidden();
  await expect(page).toHaveURL(/\/tabs\/dashboard/);

  // A hidden tab: the browser may not run its timers, yet the time away counts when it comes back.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + 5 * 60_000);
  await expect(lock(page)).toBeHidden();
  await setVisibility('visible');
  await expect(page.getByRole('dialog', { name: 'Screen locked' })).toBeVisible();
});

test('five wrong passcodes end the session: back to sign-in with a one-time code', async ({ page, request }) => {
  const { mobile } = userFor(page);
  const user = await apiSignIn(request, mobile);
  // From a known state: an owner's reset, then 4321 as a first passcode (replacing one takes the current one).
  const reset = await request.delete(`/api/user_passcode/reset?user_id=${user.userId}`, {
    headers: headers(owner, garageId),
  });
  expect(reset.ok()).toBe(true);
  const set = await request.post('/api/user_passcode', {
    headers: headers(user),
    data: { user_id: user.userId, passcode: Buffer.from('4321').toString('base64') },
  });
  expect(set.ok()).toBe(true);

  await page.clock.install();
  await signIn(page, mobile);
  await idle(page);
  for (let i = 0; i < 5; i++) {
    await expect(page.getByRole('dialog', { name: 'Screen locked' })).toBeVisible();
    if (isPhone(page)) {
      const keypad = page.getByRole('group', { name: 'Passcode keypad' });
      await expect(page.getByTestId('passcode-indicators')).toHaveAccessibleName('0 of 4 digits entered');
      for (const digit of '0000') await keypad.getByRole('button', { name: digit, exact: true }).click();
    } else {
      await expect(page.getByLabel('Passcode, digit 1 of 4')).toHaveValue('');
      await typeInBoxes(page, 'Passcode', '0000');
      await page.keyboard.press('Enter');
    }
    if (i < 4) await expect(page.getByText(`${4 - i} ${4 - i === 1 ? 'try' : 'tries'} left`)).toBeVisible();
    // The submit debounce is 800 ms.
    await page.clock.runFor(900);
  }
  await expect(page).toHaveURL(/\/global-signin|\/intro/);
  await expect(page.getByText('Too many wrong passcodes. Please sign in again with a one-time code.')).toBeVisible();
  await expect(lock(page)).toBeHidden();
  // The old session is gone on the server too.
  const check = await request.get(`/api/user_passcode/check?user_id=${user.userId}`, { headers: headers(user) });
  expect(check.status()).toBe(401);
});
