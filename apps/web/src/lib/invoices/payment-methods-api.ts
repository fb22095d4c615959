import { BUILT_IN_PAYMENT_METHODS } from '@garage/domain';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import type { TKey } from '../i18n.ts';

/**
 * The garage's payment methods (payment master, decision 050): the master screen edits them; "Add
 * payment" and "Clear dues" offer the active ones; receipts and the books name them.
 */

export type PaymentMethod = RouteAnswer<typeof routes.listPaymentMethods>[number];
export type PaymentMethodCreateBody = RouteBody<typeof routes.createPaymentMethod>;
export type PaymentMethodUpdateBody = RouteBody<typeof routes.updatePaymentMethod>;

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: (all: boolean) => [...paymentMethodKeys.all, all ? 'all' : 'active'] as const,
};

/** The active methods (payment forms), or all of them with whether each was used (the master). */
export const paymentMethodsQuery = (all = false) =>
  queryOptions({
    queryKey: paymentMethodKeys.list(all),
    queryFn: ({ signal }) => call(routes.listPaymentMethods, { query: all ? { include_inactive: 'true' } : {}, signal }),
    staleTime: 60_000,
  });

export const createPaymentMethod = (body: PaymentMethodCreateBody) => call(routes.createPaymentMethod, { body, raw: true });
export const updatePaymentMethod = (code: string, body: PaymentMethodUpdateBody) =>
  call(routes.updatePaymentMethod, { params: { code }, body, raw: true });
export const deletePaymentMethod = (code: string) => call(routes.deletePaymentMethod, { params: { code }, raw: true });
export const putOnAccount = (invoiceId: number, note: string | null) =>
  call(routes.putOnAccount, { params: { id: invoiceId }, body: { note }, raw: true });

/**
 * A method as people read it: the garage's name for it when it gave one, else the standard name in the
 * reader's language, else the code as it is (a code the catalogue does not know).
 */
export function useMethodLabel(): (code: string, name?: string | null) => string {
  const { t, i18n } = useTranslation();
  return (code, name) => {
    if (name) return name;
    const key = `invoices.methods.${code}`;
    return i18n.exists(key) ? t(key as TKey) : code;
  };
}

export interface MethodChoice {
  value: string;
  label: string;
  kind: PaymentMethod['kind'] | null;
}

/**
 * Choices of a payment form: the garage's active money methods (ON_ACCOUNT has its own action); the
 * built-ins while the list loads (the server checks the method either way).
 */
export function methodChoices(
  methods: readonly PaymentMethod[] | undefined,
  label: (code: string, name?: string | null) => string,
): MethodChoice[] {
  const list = methods ?? BUILT_IN_PAYMENT_METHODS.map((b) => ({ code: b.code, name: null, kind: b.kind, active: true }));
  return list
    .filter((m) => m.active && m.code !== 'ON_ACCOUNT')
    .map((m) => ({ value: m.code, label: label(m.code, m.name), kind: m.kind }));
}

export const takeOffAccount = (invoiceId: number, note: string | null) =>
  call(routes.takeOffAccount, { params: { id: invoiceId }, body: { note }, raw: true });
