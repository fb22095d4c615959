import { describe, expect, it } from 'vitest';

/**
 * Decision 027: the browser reaches the API only through `call(routes.X, …)`, so a path is a route of the
 * contract's table or a type error. This fails when a source file writes an API path or uses the transport
 * itself instead, and when a feature imports another feature.
 */
const TRANSPORT = ['lib/http.ts', 'lib/api/call.ts'];

// Every source file's text, read by Vite at test time (no Node APIs in the web app's types).
const texts = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(texts).map(([path, text]) => ({ path: path.replace(/^\.\.\//, ''), text }));
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('the contract is the browser’s only source of API paths (decision 027)', () => {
  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no /api/ path written in a source file', () => {
    const found = files
      .filter((f) => !TRANSPORT.includes(f.path))
      .flatMap((f) => [...code(f.text).matchAll(/['"`]\/api\//g)].map(() => f.path));
    expect(found).toEqual([]);
  });

  it('sends requests only through call(), never through the transport', () => {
    const found = files
      .filter((f) => !TRANSPORT.includes(f.path) && /\bhttp\.(get|post|put|delete)\b/.test(code(f.text)))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });
});

describe('features do not import each other (what two features share lives in lib/)', () => {
  it('has no import from one feature folder into another', () => {
    const found = files
      .filter((f) => f.path.startsWith('features/'))
      .flatMap((f) => [...f.text.matchAll(/from '(\.\.\/[a-z-]+\/[^']+)'/g)].map((m) => `${f.path} → ${m[1]}`));
    expect(found).toEqual([]);
  });

  it('keeps lib/ free of feature imports', () => {
    const found = files.filter((f) => f.path.startsWith('lib/') && /from '[./]*features\//.test(f.text)).map((f) => f.path);
    expect(found).toEqual([]);
  });
});

/**
 * Decision 039: money, numbers and dates are formatted by one module on Intl (packages/domain/src/format.ts,
 * bound to the garage by lib/format.ts `useFormat()`). Fails on a formatter or a currency sign written
 * anywhere else in the web app, the server or the shared packages.
 */
/** The module is a pair: its dates half (format-dates.ts) loads without decimal.js. */
const FORMAT_MODULES = ['packages/domain/src/format.ts', 'packages/domain/src/format-dates.ts'];
const everywhere = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '../../../server/src/**/*.ts',
    '../../../../packages/*/src/**/*.ts',
    '!../**/*.test.{ts,tsx}',
    '!../../../server/src/**/*.test.ts',
    '!../../../../packages/*/src/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const allSources = Object.entries(everywhere).map(([path, text]) => ({
  path: path.startsWith('../../../../')
    ? path.slice('../../../../'.length)
    : path.startsWith('../../../')
      ? `apps/${path.slice('../../../'.length)}`
      : `apps/web/src/${path.slice('../'.length)}`,
  text,
}));

describe('one formatting module (decision 039)', () => {
  it('reads the web, server and package sources', () => {
    for (const module of FORMAT_MODULES) expect(allSources.some((f) => f.path === module)).toBe(true);
    expect(allSources.some((f) => f.path.startsWith('apps/server/src/'))).toBe(true);
    expect(allSources.some((f) => f.path.startsWith('apps/web/src/features/'))).toBe(true);
  });

  it('creates Intl number and date formatters and calls toLocaleString only in the formatting module', () => {
    const pattern = /\btoLocale(Date|Time)?String\(|\bIntl\.(NumberFormat|DateTimeFormat)\b/;
    const found = allSources.filter((f) => !FORMAT_MODULES.includes(f.path) && pattern.test(code(f.text))).map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('writes no currency sign by hand', () => {
    const found = allSources.filter((f) => !FORMAT_MODULES.includes(f.path) && /[₹€﷼]/.test(code(f.text))).map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('formats dates for display without dayjs in screens (dayjs stays for the date inputs)', () => {
    const found = allSources
      .filter((f) => f.path.startsWith('apps/web/src/features/') && /\bdayjs\b/.test(code(f.text)))
      .filter((f) => !f.path.endsWith('/editor-dates.ts'))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });
});

/**
 * Decision 042: what the first page must not load. Notifications load with the first one (lib/toast.ts), and
 * the first pages use native selects rather than the popover stack.
 */
describe('the first page stays light (decision 042)', () => {
  it('imports @mantine/notifications (a value, not a type) only in lib/toast.ts and app/providers.tsx', () => {
    const allowed = ['lib/toast.ts', 'app/providers.tsx'];
    const found = files
      .filter((f) => !allowed.includes(f.path) && /^import (?!type )[^;]*from '@mantine\/notifications'/m.test(f.text))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('reads the shared catalogue through lib/messages.ts, never the whole catalogue of @garage/domain', () => {
    // MESSAGES, message() and isMessageKey() of the domain hold every area's texts; the browser has the core texts
    // first and the areas' texts with their screens (lib/i18n.ts `loadAreaMessages`). AREA_MESSAGES is its chunk's.
    const allowed = ['lib/area-messages.ts'];
    const found = files
      .filter((f) => !allowed.includes(f.path))
      .filter((f) =>
        [...f.text.matchAll(/import \{([^}]*)\} from '@garage\/domain'/g)].some((m) =>
          /(^|[\s,])(MESSAGES|message|isMessageKey|AREA_MESSAGES)\b/.test((m[1] ?? '').replace(/\btype \w+/g, '')),
        ),
      )
      .map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('uses no Mantine Select, Menu or Popover on the sign-in and language-switch modules', () => {
    const light = ['features/auth/sign-in-form.tsx', 'features/auth/otp-step.tsx', 'lib/ui/language-menu.tsx'];
    for (const path of light) expect(files.some((f) => f.path === path)).toBe(true);
    const found = files
      .filter((f) => light.includes(f.path))
      .filter((f) => /import \{[^}]*\b(Select|Menu|Popover|Combobox|Tooltip)\b[^}]*\} from '@mantine\/core'/.test(f.text))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });
});
