import type { AdvisoryAnswer, AdvisoryRequest } from '@garage/contract';
import { distanceUnit, findCountry, isApologyReply, type Language } from '@garage/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garage, vehicle, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { AnswerCache, WindowCounter } from './advisory-limits.ts';
import { advisoryPrompt } from './advisory-prompts.ts';
import type { AdvisoryProvider } from './advisory-provider.ts';
import { ADVISORY_MAX_HTML, sanitizeAdvisoryHtml, unfence } from './sanitize-advisory-html.ts';

export interface AdvisoryDeps {
  db: Db;
  /** Null when no provider is configured. */
  provider: AdvisoryProvider | null;
  perUser: WindowCounter;
  perGarage: WindowCounter;
  cache: AnswerCache;
  now: () => Date;
}

export async function vehicleAdvisory(
  deps: AdvisoryDeps,
  current: Membership,
  userId: number,
  request: AdvisoryRequest,
  language: Language,
): Promise<AdvisoryAnswer> {
  const { db } = deps;
  const [model] = await db
    .select({ modelName: vehicleModel.name, brandName: vehicleBrand.name })
    .from(vehicleModel)
    .innerJoin(vehicleBrand, eq(vehicleBrand.id, vehicleModel.brandId))
    .where(
      and(eq(vehicleModel.id, request.model_id), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId))),
    )
    .limit(1);
  if (!model) throw new AppError('NOT_FOUND', 'advisory.modelNotFound');

  let car: { modelId: number | null; year: number | null; odometer: number | null; fuel: string | null } | undefined;
  if (request.user_car_id !== undefined) {
    [car] = await db
      .select({
        modelId: vehicle.modelId,
        year: vehicle.manufactureYear,
        odometer: vehicle.odometerReading,
        fuel: vehicle.fuelType,
      })
      .from(vehicle)
      .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, request.user_car_id)))
      .limit(1);
    if (!car) throw new AppError('NOT_FOUND', 'advisory.vehicleNotFound');
    // The vehicle refines the prompt only when it is of the model asked about.
    if (car.modelId !== request.model_id) car = undefined;
  }

  if (!deps.provider) throw new AppError('ADVISORY_NOT_CONFIGURED', 'advisory.notConfigured');

  const [shop] = await db
    .select({ countryCode: garage.countryCode })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, current.garageId)))
    .limit(1);
  if (!shop) throw new AppError('NOT_FOUND', 'http.notFound');
  const country = findCountry(shop.countryCode)?.name ?? shop.countryCode;
  const now = deps.now();
  const odometerUnit = distanceUnit(shop.countryCode);
  const prompt = advisoryPrompt(
    request.topic,
    {
      brandName: model.brandName,
      modelName: model.modelName,
      countryName: country,
      year: car?.year ?? null,
      odometer: car?.odometer ? { reading: car.odometer, unit: odometerUnit } : null,
      fuelType: car?.fuel ?? null,
    },
    language,
    now.getUTCFullYear(),
  );

  const cached = deps.cache.get(prompt, now.getTime());
  if (cached !== undefined) return { topic: request.topic, html: cached };

  const userKey = `${current.groupId}:${userId}`;
  const garageKey = `${current.groupId}:${current.garageId}`;
  if (!deps.perUser.take(userKey, now.getTime())) throw new AppError('RATE_LIMITED', 'advisory.rateLimited');
  if (!deps.perGarage.take(garageKey, now.getTime())) {
    deps.perUser.giveBack(userKey);
    throw new AppError('RATE_LIMITED', 'advisory.rateLimited');
  }

  let html: string;
  try {
    html = sanitizeAdvisoryHtml(unfence(await deps.provider.complete(prompt)));
  } catch (error) {
    deps.perUser.giveBack(userKey);
    deps.perGarage.giveBack(garageKey);
    throw error;
  }
  if (html === '' || html.length > ADVISORY_MAX_HTML) throw new AppError('ADVISORY_FAILED', 'advisory.failed');
  // An apology is passed on (the panel clears its results) but not kept, so a later try asks again.
  if (!isApologyReply(html)) deps.cache.set(prompt, html, now.getTime());
  return { topic: request.topic, html };
}
