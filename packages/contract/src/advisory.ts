import { ADVISORY_ROLES, ADVISORY_TOPICS } from '@garage/domain';
import { z } from 'zod';
import type { RouteDef } from './routes.ts';

const positiveId = z.coerce.number().int().positive();

export const RecommendationsQuery = z.object({ user_car_id: positiveId });
export const VehicleRecommendation = z.object({
  order_id: z.number(),
  /** The order number people know (RO-00012). */
  external_order_id: z.string(),
  created_at: z.string(),
  garage_recommendation: z.string().nullable(),
});
export type VehicleRecommendation = z.infer<typeof VehicleRecommendation>;
/** The vehicle as the panel needs it (its badges and the advisory prompts), and its earlier orders. */
export const VehicleRecommendations = z.object({
  vehicle: z.object({
    user_car_id: z.number(),
    reg_number: z.string(),
    brand_id: z.number().nullable(),
    brand_name: z.string().nullable(),
    model_id: z.number().nullable(),
    model_name: z.string().nullable(),
  }),
  orders: z.array(VehicleRecommendation),
});
export type VehicleRecommendations = z.infer<typeof VehicleRecommendations>;

/**
 * Which advice to generate, for which model; the server builds the prompt itself (the browser never sends
 * free text). With a vehicle, its model year and odometer refine the prompt.
 */
export const AdvisoryRequest = z.object({
  topic: z.enum(ADVISORY_TOPICS),
  model_id: z.number().int().positive(),
  user_car_id: z.number().int().positive().optional(),
});
export type AdvisoryRequest = z.infer<typeof AdvisoryRequest>;
export const AdvisoryAnswer = z.object({
  topic: z.enum(ADVISORY_TOPICS),
  /** Sanitised HTML: tables, lists and basic text only. */
  html: z.string(),
});
export type AdvisoryAnswer = z.infer<typeof AdvisoryAnswer>;

/** The vehicle advisory panel's calls (spec shell 2.7 and 7 "Vehicle advisory"). */
export const advisoryRoutes = {
  vehicleRecommendations: {
    method: 'GET',
    path: '/api/oms/order/recommendations',
    auth: 'garage',
    roles: ADVISORY_ROLES,
    summary:
      "A vehicle's brand and model, and its earlier orders in this garage, newest first (at most 50, cancelled ones left out), with the garage's recommendation",
    tags: ['advisory'],
    query: RecommendationsQuery,
    response: VehicleRecommendations,
  },
  vehicleAdvisory: {
    method: 'POST',
    path: '/api/oms/advisory',
    auth: 'garage',
    roles: ADVISORY_ROLES,
    summary:
      'Generated advice for a model (oil and fluid specs, service schedule or tyre sizes) as sanitised HTML. 409 ADVISORY_NOT_CONFIGURED without a provider; 502 ADVISORY_FAILED when the provider fails; 429 when over the limits.',
    tags: ['advisory'],
    body: AdvisoryRequest,
    response: AdvisoryAnswer,
  },
} as const satisfies Record<string, RouteDef>;
