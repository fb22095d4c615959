import type { Garage, GarageUpdate } from '@garage/contract';
import { findCountry, garageTaxNumberProblem, normalGarageTaxNumber } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { garage } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { Services } from '../../platform/services.ts';
import { findGarage } from './garage.repository.ts';

type Input = z.output<typeof GarageUpdate>;

export async function updateGarage(services: Services, userId: number, target: Membership, input: Input): Promise<Garage> {
  const db: Db = services.db;
  const changes: Partial<typeof garage.$inferInsert> = { updatedAt: services.clock.now() };
  if (input.garage_name !== undefined) changes.name = input.garage_name;
  if (input.country_code !== undefined) {
    const country = findCountry(input.country_code);
    if (!country) throw new AppError('VALIDATION', 'garage.countryUnknown');
    changes.countryCode = country.code;
  }
  if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
  if (input.currency_code !== undefined) changes.currencyCode = input.currency_code;
  if (input.address !== undefined) changes.address = input.address || null;
  if (input.mobile_number !== undefined) changes.mobileNumber = input.mobile_number || null;
  if (input.country_phone_code !== undefined) changes.countryPhoneCode = input.country_phone_code || null;
  if (input.email !== undefined) changes.email = input.email || null;
  if (input.type !== undefined) changes.type = input.type;
  if (input.established_date !== undefined) changes.establishedDate = input.established_date;
  if (input.logo_url !== undefined) changes.logoUrl = input.logo_url || null;
  if (input.extra_information !== undefined) {
    changes.extraInformation = await checkedExtraInformation(db, target, changes.countryCode, input.extra_information);
  }
  if (input.inventory_enabled !== undefined) changes.inventoryEnabled = input.inventory_enabled;
  if (input.part_issuance_enabled !== undefined) changes.partIssuanceEnabled = input.part_issuance_enabled;

  const updated = await db
    .update(garage)
    .set(changes)
    .where(and(eq(garage.groupId, target.groupId), eq(garage.id, target.garageId)))
    .returning({ id: garage.id });
  if (updated.length === 0) throw notFound();
  const view = await findGarage(db, target.groupId, target.garageId, userId);
  if (!view) throw notFound();
  return view;
}

/**
 * The extra information with the garage's own tax number checked against its country (GSTIN, Saudi VAT
 * number, RFC; free text elsewhere) and upper-cased: the contract does not know the country.
 */
async function checkedExtraInformation(
  db: Db,
  target: Membership,
  newCountry: string | undefined,
  extra: NonNullable<Input['extra_information']>,
): Promise<NonNullable<Input['extra_information']>> {
  if (!extra.tax_number) return extra;
  const countryCode = newCountry ?? (await garageCountry(db, target));
  const problem = garageTaxNumberProblem(countryCode, extra.tax_number);
  if (problem) throw badRequest(problem);
  return { ...extra, tax_number: normalGarageTaxNumber(extra.tax_number) };
}

async function garageCountry(db: Db, target: Membership): Promise<string> {
  const [row] = await db
    .select({ countryCode: garage.countryCode })
    .from(garage)
    .where(and(eq(garage.groupId, target.groupId), eq(garage.id, target.garageId)));
  if (!row) throw notFound();
  return row.countryCode;
}
