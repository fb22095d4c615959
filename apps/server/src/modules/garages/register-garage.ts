import type { Garage, GarageCreate } from '@garage/contract';
import { endOfLocalDay, findCountry, hasAnyRole, type Language } from '@garage/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { appUser, garage, garageGroup, garageUser, subscription } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Caller } from '../../platform/guard.ts';
import type { Services } from '../../platform/services.ts';
import { createDefaultExpenseLabels } from '../accounts/create-default-expense-labels.ts';
import { createDefaultCancelReasons } from '../cancel-reasons/create-default-cancel-reasons.ts';
import { createDefaultTaxCategories } from '../catalogue/create-default-tax-categories.ts';
import { createDefaultPaymentMethods } from '../payment-methods/create-default-payment-methods.ts';
import { findGarage } from './garage.repository.ts';

type Input = z.output<typeof GarageCreate>;

/**
 * Registers a garage. A user registering without a current garage founds a new group and becomes its
 * GARAGE_OWNER on a TRIAL. An owner registering from one of their garages adds an outlet to that group.
 */
export async function registerGarage(
  tx: Tx,
  services: Services,
  caller: Caller,
  input: Input,
  /** The language the garage is registered in: its seeded master data are written in it (decision 038). */
  language: Language = 'en',
): Promise<Garage> {
  const now = services.clock.now();
  const country = findCountry(input.country_code);
  if (!country) throw new AppError('VALIDATION', 'garage.countryUnknown');
  // A person without a name shows as a bare number (avatar "+5") to their team and customers.
  if (!caller.user.firstName?.trim() && !input.owner_first_name) throw badRequest('registration.ownerNameRequired');

  let groupId: number;
  if (caller.membership) {
    if (!hasAnyRole(caller.membership.roles, ['GARAGE_OWNER'])) throw new AppError('FORBIDDEN', 'perm.ownerOnly');
    groupId = caller.membership.groupId;
  } else {
    const [group] = await tx.insert(garageGroup).values({ name: input.garage_name }).returning({ id: garageGroup.id });
    if (!group) throw new Error('group insert returned nothing');
    groupId = group.id;
  }

  const [created] = await tx
    .insert(garage)
    .values({
      groupId,
      name: input.garage_name,
      timeZone: input.time_zone,
      countryCode: country.code,
      currencyCode: input.currency_code ?? country.currencyCode,
      address: input.address || null,
      mobileNumber: input.mobile_number || null,
      countryPhoneCode: input.country_phone_code || (input.mobile_number ? country.phoneCode : null),
      email: input.email || null,
      type: input.type,
      establishedDate: input.established_date ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: garage.id });
  if (!created) throw new Error('garage insert returned nothing');

  await tx.insert(garageUser).values({ groupId, garageId: created.id, userId: caller.user.id, roles: 'GARAGE_OWNER' });
  await tx.insert(subscription).values({
    groupId,
    garageId: created.id,
    subscriptionType: 'TRIAL',
    startDate: now,
    // Today is day 1 of the trial: a 30-day trial ends at the end of the 30th local day.
    endDate: endOfLocalDay(now, services.config.trialDays - 1, input.time_zone),
  });

  await createDefaultTaxCategories(tx, groupId, created.id, country.code, language);
  await createDefaultCancelReasons(tx, groupId, created.id, language);
  await createDefaultExpenseLabels(tx, groupId, created.id, language);
  await createDefaultPaymentMethods(tx, { groupId, garageId: created.id }, country.code, language);

  const names: Partial<typeof appUser.$inferInsert> = {};
  if (!caller.user.firstName && input.owner_first_name) names.firstName = input.owner_first_name;
  if (!caller.user.lastName && input.owner_last_name) names.lastName = input.owner_last_name;
  if (Object.keys(names).length > 0) await tx.update(appUser).set(names).where(eq(appUser.id, caller.user.id));

  const view = await findGarage(tx, groupId, created.id, caller.user.id);
  if (!view) throw new Error('garage not readable after insert');
  return view;
}
