import type { ExtraInformation } from '@garage/contract';
import { COUNTRIES } from '@garage/domain';
import { call, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

/**
 * Registers a garage. Without a parent it starts a new group (the user becomes its owner, on a trial);
 * with the id of a garage the user owns, the new garage joins that garage's group.
 */
export function createGarage(
  body: RouteBody<typeof routes.createGarage>,
  parentGarageId: number | null,
  idempotencyKey?: string,
) {
  return call(routes.createGarage, { body, raw: true, garageId: parentGarageId, idempotencyKey });
}

export function saveExtraInformation(garageId: number, extra: ExtraInformation) {
  return call(routes.updateGarage, { params: { id: garageId }, body: { extra_information: extra }, raw: true, garageId });
}

/** Country phone code of a stored phone ('+919876543210' → '91'): the longest known code that prefixes it. */
export function phoneCodeOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const match = [...COUNTRIES]
    .sort((a, b) => b.phoneCode.length - a.phoneCode.length)
    .find((c) => digits.startsWith(c.phoneCode) && digits.length > c.phoneCode.length + 5);
  return match?.phoneCode ?? null;
}
