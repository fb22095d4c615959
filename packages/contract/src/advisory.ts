import { ADVISORY_ROLES, ADVISORY_TOPICS } from '@garage/domain';
import { z } from 'zod';
import { requiredText } from './common.ts';
import type { RouteDef } from './routes.ts';

const positiveId = z.coerce.number().int().positive();
/** Longest chat question, in characters (it travels in the query string). */
export const CHAT_MAX_QUESTION = 500;

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

/**
 * `GET oms/chat_gpt/chat` (spec shell 7): a free question to the advisory model. garage_id is the old
 * client's; it must name the garage of the x-garage-id header.
 */
export const ChatQuery = z.object({
  garage_id: positiveId.optional(),
  message: requiredText(CHAT_MAX_QUESTION),
});
export type ChatQuery = z.infer<typeof ChatQuery>;
/** Plain text: the server strips any markup from the model's reply. */
export const ChatAnswer = z.object({ reply: z.string() });
export type ChatAnswer = z.infer<typeof ChatAnswer>;

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
  advisoryChat: {
    method: 'GET',
    path: '/api/oms/chat_gpt/chat',
    auth: 'garage',
    roles: ADVISORY_ROLES,
    summary:
      'A question to the advisory model, answered as plain text (markup stripped). Shares the advisory limits: 409 ADVISORY_NOT_CONFIGURED without a provider; 502 ADVISORY_FAILED when the provider fails; 429 when over the limits.',
    tags: ['advisory'],
    query: ChatQuery,
    response: ChatAnswer,
  },
} as const satisfies Record<string, RouteDef>;
