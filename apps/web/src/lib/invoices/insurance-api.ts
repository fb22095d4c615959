import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';

/**
 * The insurance partners (issue 13): the master page and the order editor's PREPARE_INVOICE (the insurer
 * of a split bill) read and add them.
 */

export type InsurancePartner = RouteAnswer<typeof routes.listInsurancePartners>[number];
export type InsurancePartnerBody = RouteBody<typeof routes.createInsurancePartner>;

/** Every key starts with ['insurance-partners']: a bill, a payment or a void changes their dues. */
export const insurerKeys = {
  all: ['insurance-partners'] as const,
  list: () => [...insurerKeys.all, 'list'] as const,
};

/** Active and inactive partners, with what each still owes. */
export const insurancePartnersQuery = () =>
  queryOptions({
    queryKey: insurerKeys.list(),
    queryFn: ({ signal }) => call(routes.listInsurancePartners, { signal }),
  });

export const createInsurancePartner = (body: InsurancePartnerBody, key: string) =>
  call(routes.createInsurancePartner, { body, raw: true, idempotencyKey: key });

export const updateInsurancePartner = (id: number, body: InsurancePartnerBody) =>
  call(routes.updateInsurancePartner, { params: { id }, body, raw: true });

/** Active partners first, then by name. */
export function sortPartners(list: readonly InsurancePartner[]): InsurancePartner[] {
  return [...list].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
}
