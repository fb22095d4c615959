import { vi } from 'vitest';
import { routes } from './api/routes.ts';
import { session } from './session.ts';

/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is not checked by the browser. */
export function fakeJwt(expiresAtMs: number, extra: Record<string, unknown> = {}): string {
  const enc = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ exp: Math.floor(expiresAtMs / 1000), ...extra })}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The test user (7), signed in with a token good for ten minutes; no garage chosen yet. */
export function signInTestUser(): void {
  session.signIn({
    access_token: fakeJwt(Date.now() + 600_000),
    refresh_token: 'refresh-1234567890',
    user_id: 7,
    phone: '+91',
    created: false,
  });
}

/** The test user (7), signed in and working at garage 3 as its owner. */
export function signInAtGarage(): void {
  signInTestUser();
  session.selectGarage(3, ['GARAGE_OWNER']);
}

/** A test's answers to requests, keyed by `METHOD path` prefixes: the first key a request starts with answers it. */
export type Answers = Record<string, () => Response>;

/** The answer `answers` gives a request, or undefined when no key matches it. */
export function answerFor(answers: Answers, method: string, url: string): Response | undefined {
  return Object.entries(answers).find(([prefix]) => `${method} ${url}`.startsWith(prefix))?.[1]();
}

type Fields = Record<string, unknown>;
export interface ShellOverrides {
  /** Fields of garage 3 that replace or add to the default ones. */
  garage?: Fields;
  /** Fields of user 7's info that replace or add to the default ones. */
  user?: Fields;
  properties?: Fields;
}

/**
 * The shell data every screen reads (lib/api/session-data.ts `useShellData`): garage 3 in India, user 7 its
 * owner, no properties. A test that mocks `useShellData` returns it; `shellAnswers` answers it over HTTP.
 */
export function shellData({ garage, user, properties = {} }: ShellOverrides = {}) {
  return {
    garage: {
      garage_id: 3,
      garage_name: 'Demo Motors',
      time_zone: 'Asia/Kolkata',
      country_code: 'IN',
      currency_code: 'INR',
      roles: 'GARAGE_OWNER',
      ...garage,
    },
    garages: [] as Fields[],
    user: { user_id: 7, garage_id: '3', roles: 'GARAGE_OWNER', language_code: 'en', display_name: 'Ravi Kumar', ...user },
    roles: ['GARAGE_OWNER' as const],
    properties,
  };
}

/** The answers to the shell's own requests (properties, garages, user info) for a test that stubs `fetch`. */
export function shellAnswers(overrides: ShellOverrides = {}): Answers {
  const { garage, user, properties } = shellData(overrides);
  return {
    [`GET ${routes.propertyMap.path.replace('{id}', String(garage.garage_id))}`]: () => jsonResponse(200, properties),
    [`GET ${routes.listGarages.path}`]: () => jsonResponse(200, [garage]),
    [`GET ${routes.userInfo.path}`]: () => jsonResponse(200, user),
  };
}

/** The answer of GET oms/payment_method: the built-ins, all active, then the garage's own `extra` methods. */
export function paymentMethodsAnswer(extra: Array<{ code: string; name: string; kind: 'CASH' | 'CARD' | 'BANK' }> = []) {
  const builtIns = [
    ['CASH', 'CASH'],
    ['DEBIT_CARD', 'CARD'],
    ['CREDIT_CARD', 'CARD'],
    ['CHEQUE', 'CHEQUE'],
    ['BANK_TRANSFER', 'BANK'],
    ['PAYMENT_LINK', 'CARD'],
    ['ON_ACCOUNT', 'ON_ACCOUNT'],
  ].map(([code, kind]) => ({ code, kind, custom: false, name: null, active: true, used: false, forma_pago: null }));
  return [...builtIns, ...extra.map((m) => ({ ...m, custom: true, active: true, used: false, forma_pago: null }))];
}

/** A request a form sent, as a test reads it back. */
export interface SentRequest {
  url: string;
  body: unknown;
  key: string | null;
}

/**
 * Stubs fetch for a form that writes money (a payment, a return, clearing dues): the garage's payment
 * methods are answered with `methods`, what `other` answers (a customer's credit) with that, and every
 * other request is recorded, with its Idempotency-Key, and answered with `answer`.
 */
export function serveMoneyForm(
  answer: () => Response | Promise<Response>,
  { methods = paymentMethodsAnswer(), other }: { methods?: unknown; other?: (url: string) => Response | undefined } = {},
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = String(input);
      if (url.includes('/payment_method')) return jsonResponse(200, methods);
      const answered = other?.(url);
      if (answered) return answered;
      sent.push({
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      return answer();
    }),
  );
  return sent;
}
