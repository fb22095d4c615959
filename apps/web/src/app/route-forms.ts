/**
 * The spec's route forms (2.8) that have no screen of their own here:
 * - `{referesh}` suffix routes (`/global-signin/4821`): a cache-busting number after a screen's path. They
 *   lead to the screen without it, keeping the query.
 * - spec names of screens that exist under another path (global-garage-details-info, create-global-tax-ca),
 *   with or without the suffix;
 * - screens not built yet (buy-sms): the coming-soon page, like the shell's other unbuilt pages.
 */
export const ROUTE_FORMS = [
  { name: 'global-signin', to: '/global-signin', plain: false },
  { name: 'intro', to: '/intro', plain: false },
  { name: 'choose-garage', to: '/choose-garage', plain: false },
  { name: 'select-country', to: '/select-country', plain: false },
  { name: 'select-timezone', to: '/select-timezone', plain: false },
  { name: 'global-garage-register', to: '/global-garage-register', plain: false },
  // The garage's details are the register step's form.
  { name: 'global-garage-details-info', to: '/global-garage-register', plain: true },
  { name: 'extra-information', to: '/extra-information', plain: false },
  // Creating the garage's tax categories: the tax categories page.
  { name: 'create-global-tax-ca', to: '/tabs/tax-categories', plain: true },
  // The payment provider returns to these (features/online-payments/routes.tsx): the page of a payment link
  // (?ref=…), else the subscription (pricing) page.
  { name: 'payment-success', to: '/payment-success', plain: false },
  { name: 'payment-cancelled', to: '/payment-cancelled', plain: false },
  { name: 'buy-sms', to: '/tabs/buy-sms', plain: true },
] as const;

export type RouteForm = (typeof ROUTE_FORMS)[number];

/** The `{referesh}` suffix: digits (the spec's random number below 10000, any length accepted). */
export function isRefreshSuffix(value: string): boolean {
  return /^\d{1,12}$/.test(value);
}

/**
 * Where an address of one of these forms leads (path and query), or null when it is not one of them:
 * `/global-signin/4821?x=1` → `/global-signin?x=1`.
 */
export function routeFormTarget(pathname: string, searchStr = ''): string | null {
  const [, name, suffix, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (rest.length > 0 || name === undefined) return null;
  const form = ROUTE_FORMS.find((f) => f.name === name);
  if (!form) return null;
  if (suffix === undefined ? !form.plain : !isRefreshSuffix(suffix)) return null;
  return form.to + searchStr;
}

export type RouterMode = 'browser' | 'hash';

/** VITE_ROUTER_MODE=hash (at build time) keeps the app's address after `#` (spec 2.2 "hash-mode routing"). */
export function routerMode(setting: string | undefined): RouterMode {
  return setting?.trim().toLowerCase() === 'hash' ? 'hash' : 'browser';
}
