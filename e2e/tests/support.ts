import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
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
          .flatMap((l) => {
            // The server may be writing the last line right now: a partial line is read on the next poll.
            try {
              return [JSON.parse(l) as { to: string; text: string; created_at: string }];
            } catch {
              return [];
            }
          })
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
  // The sixth digit submits the code (no Verify press needed).
  await page.keyboard.type(code);
  await expect(page).toHaveURL(landing);
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the product is held to (decision 040). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yFinding {
  screen: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now (the screen's content must already be visible) and returns its
 * serious and critical violations, one entry per rule, with the elements it found.
 */
export async function axeFindings(page: Page, screen: string, include?: string): Promise<A11yFinding[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Colours are measured as they end, not halfway through a dialog's fade-in (a badge read mid-fade can
  // fall just under 4.5:1): wait for every finite animation and transition to finish (loaders spin forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => {
        // Contrast findings say which colours met: enough to find the theme token at fault.
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${n.target.map(String).join(' ')}${colours} ${n.html.slice(0, 140)}`;
      }),
    }));
}

/** One line per violation, for a failure message a person can act on. */
export function describeFindings(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.screen}: ${f.id} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

export interface FocusStop {
  name: string;
  /** The element looks different focused than not (outline, ring, border or background): a visible focus. */
  visible: boolean;
}

/**
 * Presses Tab up to `limit` times from where the focus is, and returns each element the focus reached with
 * whether its focus can be seen: its look (outline, ring, border, background) while focused is compared with
 * its look once the focus has moved on. Stops once `until` names a reached element (after one more Tab, which
 * shows that element's unfocused look). Fields with parts (a date's day, month, year) count once.
 */
export async function tabWalk(page: Page, limit: number, until?: RegExp): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  // Without transitions, the focused look is there at once and can be compared.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => {
    (window as unknown as { __walk?: unknown }).__walk = undefined;
  });
  let finish = false;
  for (let i = 0; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(() => {
      type Seen = { el: HTMLElement; look: string; name: string };
      const w = window as unknown as { __walk?: Seen };
      const look = (el: HTMLElement) => {
        const s = getComputedStyle(el);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join('|');
      };
      const el = document.activeElement as HTMLElement | null;
      const prev = w.__walk;
      if (prev && prev.el === el) return { left: null, reached: null };
      const left = prev ? { name: prev.name, visible: look(prev.el) !== prev.look } : null;
      w.__walk = undefined;
      if (!el || el === document.body) return { left, reached: null };
      const labelled = el.getAttribute('aria-labelledby');
      const name = (
        el.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null) ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('placeholder') ??
        el.textContent ??
        el.tagName
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80);
      w.__walk = { el, look: look(el), name };
      return { left, reached: name };
    });
    if (step.left) stops.push(step.left);
    if (finish) break;
    if (step.reached && until?.test(step.reached)) finish = true;
  }
  return stops;
}

/** Tomorrow at 10:00 in the form a datetime-local input takes. */
function tomorrowAtTen(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
}

/**
 * A new repair order of one line (Wheel alignment) through the editor (the signature first on a phone);
 * `insurance` sets the line's Insurance %. Answers its id.
 */
export async function createRepairOrder(
  page: Page,
  customer: string,
  plate: string,
  options: { insurance?: string } = {},
): Promise<number> {
  await page.goto('/tabs/create-repair-order?type=REPAIR_ORDER&mode=CREATE');
  await page.getByLabel('Search customers by name, mobile number or e-mail').fill(customer);
  await page
    .getByRole('option', { name: new RegExp(customer) })
    .first()
    .click();
  const vehicle = page.getByRole('combobox', { name: 'Vehicle' });
  if (!(await vehicle.inputValue()).includes(plate)) {
    await vehicle.click();
    await page.getByRole('option', { name: new RegExp(plate) }).click();
  }
  const box = page.getByRole('combobox', { name: 'Add a service, part or package' });
  await box.click();
  await box.fill('Wheel alignment');
  await page
    .getByRole('option', { name: /Wheel alignment/ })
    .first()
    .click();
  if (options.insurance) await page.getByRole('textbox', { name: 'Insurance %' }).fill(options.insurance);
  await page.getByLabel('Estimated delivery time').fill(tomorrowAtTen());
  await page.getByRole('button', { name: 'Next' }).click();

  // The vehicle may have an open job card (demo orders): go on with a new one.
  const existing = page.getByRole('dialog', { name: 'Open job card found' });
  const pad = page.getByRole('dialog', { name: 'Customer signature' });
  const create = page.getByRole('button', { name: 'Create Repair Order' });
  await expect(existing.or(pad).or(create)).toBeVisible();
  if (await existing.isVisible()) await existing.getByRole('button', { name: 'Continue' }).click();
  if (isPhone(page)) {
    await expect(pad).toBeVisible();
    const canvas = await pad.locator('canvas').boundingBox();
    if (!canvas) throw new Error('no signature canvas');
    await page.mouse.move(canvas.x + 30, canvas.y + 60);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(canvas.x + 30 + i * 20, canvas.y + 60 + (i % 2 ? 40 : -10), { steps: 3 });
    await page.mouse.up();
    await pad.getByRole('button', { name: 'Save' }).click();
  }
  const created = page.waitForResponse((r) => r.url().includes('/api/oms/order/order') && r.request().method() === 'POST');
  await create.click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { order_id: number }).order_id;
}

export interface ApiSession {
  token: string;
  userId: number;
}

/** Signs in through the API with a one-time code from the outbox (+91 `mobile`), as the app does. */
export async function apiSignIn(request: APIRequestContext, mobile: string): Promise<ApiSession> {
  const since = Date.now();
  const sent = await request.post('/api/auth/g/otp', { data: { mobile_number: mobile, country_phone_code: '91' } });
  expect(sent.ok()).toBe(true);
  const code = await codeFromOutbox(`+91${mobile}`, since);
  const res = await request.post(`/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=91`);
  expect(res.ok()).toBe(true);
  const auth = (await res.json()) as { access_token: string; user_id: number };
  return { token: auth.access_token.replace(/^Bearer\s+/i, ''), userId: auth.user_id };
}

type Line = { quantity: string; unit_price: string; tax_inclusive?: boolean } & (
  | { part_name: string }
  | { service_name: string }
);

/**
 * Through the API: a customer, a vehicle and a repair order of theirs, each line with the garage's first tax
 * category. Answers the customer's and the order's ids.
 */
export async function apiRepairOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  order: { customer: Record<string, string>; regNumber: string; lines: Line[] },
): Promise<{ customerId: number; orderId: number }> {
  const customer = await request.post('/api/customer/customer', { headers, data: order.customer });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { customer_id: number }).customer_id;
  const vehicle = await request.post('/api/customer/user_car', {
    headers,
    data: { customer_id: customerId, reg_number: order.regNumber },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const userCarId = ((await vehicle.json()) as { user_car_id: number }).user_car_id;
  const taxes = (await (await request.get('/api/oms/tax_category', { headers })).json()) as Array<{ tax_category_id: number }>;
  const taxed = order.lines.map((l) => ({ ...l, tax_category_id: taxes[0]!.tax_category_id }));
  const created = await request.post('/api/oms/order/order', {
    headers,
    data: {
      order_type: 'REPAIR_ORDER',
      customer_id: customerId,
      user_car_id: userCarId,
      estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
      parts_break_up: taxed.filter((l) => 'part_name' in l),
      services_break_up: taxed.filter((l) => 'service_name' in l),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { customerId, orderId: ((await created.json()) as { order_id: number }).order_id };
}
