import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../env.ts';

/**
 * The one-time code sent to a destination at or after `since`, read from the outbox the server writes.
 * `since` keeps a code sent earlier to the same number (another test, another project) from being read.
 */
export async function codeFromOutbox(to: string, since: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const file = path.join(E2E_DATA_DIR, 'outbox.jsonl');
        let lines: string[] = [];
        try {
          lines = readFileSync(file, 'utf8').trim().split('\n');
        } catch {
          return undefined;
        }
        const last = lines
          .map((l) => JSON.parse(l) as { to: string; text: string; created_at: string })
          // Sent after `since` (the server's clock is this machine's): an earlier code to the same number,
          // e.g. an API sign-in a moment before, must not be taken for the new one.
          .filter((m) => m.to === to && Date.parse(m.created_at) >= since)
          .at(-1);
        found = last?.text.match(/\b(\d{6})\b/)?.[1];
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

let counter = 0;
/** A fresh Indian mobile number per call, so runs and projects never collide. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 10_000_000}`.padStart(7, '0');
  return `7${String(counter % 100).padStart(2, '0')}${tail}`;
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 767;
}

/**
 * Signs in through the sign-in page (the intro page first on phones) with the one-time code sent to
 * +91 `mobile`, and waits for the page it lands on.
 */
export async function signInWithCode(page: Page, mobile: string, landing: RegExp = /\/tabs\/dashboard/): Promise<void> {
  await page.goto('/global-signin');
  if (/\/intro/.test(page.url())) await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromOutbox(`+91${mobile}`, since);
  await page.getByLabel('One-time code').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(landing);
}
