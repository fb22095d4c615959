import { z } from 'zod';
import { ORDER_CREATE, ORDER_READ, QUOTE_READ } from './access.ts';
import { idText, plainText } from './common.ts';
import type { RouteDef } from './routes.ts';

// ---------- Recommended items and the parts-catalogue lookup (issue 14; decision 059) ----------

/**
 * For a brand or model (or a vehicle, whose brand and model are used): what this garage fitted on such
 * vehicles before. Without any of them the answer is 400 'brand or model is required' (spec).
 */
export const RecommendedItemsQuery = z.object({
  brand_id: idText.optional(),
  model_id: idText.optional(),
  user_car_id: idText.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const RecommendedItem = z
  .object({
    kind: z.enum(['service', 'part']),
    item_id: z.number(),
    name: z.string(),
    part_number: z.string().nullable(),
    /** Orders of this brand/model that had the item. */
    orders: z.number(),
    /** Total quantity fitted on them (in the lines' units). */
    quantity: z.string(),
    last_used_at: z.string(),
    /** Today's master price. */
    price: z.string(),
    /** Parts only: on hand in this garage. */
    running_stock: z.string().nullable(),
  })
  .meta({ id: 'RecommendedItem' });
export type RecommendedItem = z.infer<typeof RecommendedItem>;

export const RecommendedItems = z.object({
  /** What matched: the model when known, else the brand. */
  matched_by: z.enum(['model', 'brand']),
  brand_id: z.number().nullable(),
  model_id: z.number().nullable(),
  /** Orders of such vehicles looked at (the garage's newest, at most 2,000). */
  orders_considered: z.number(),
  items: z.array(RecommendedItem),
});
export type RecommendedItems = z.infer<typeof RecommendedItems>;

/** An outside parts catalogue (TecDoc-style): whether one is set up, and what it answered. */
export const CatalogueStatus = z.object({
  configured: z.boolean(),
  /** The provider's name when configured. */
  provider: z.string().nullable(),
});

export const CatalogueVehicleQuery = z.object({ q: plainText(80).pipe(z.string().min(2)) });
export const CatalogueVehicle = z.object({ vehicle_id: z.string(), label: z.string(), years: z.string().nullable() });
export const CataloguePartQuery = z.object({ vehicle_id: plainText(80).pipe(z.string().min(1)), q: plainText(80).optional() });
export const CataloguePart = z.object({
  article_id: z.string(),
  part_number: z.string(),
  brand: z.string(),
  name: z.string(),
  /** The garage's own part with this number, when it has one. */
  garage_part_id: z.number().nullable(),
});
export const CatalogueVehicles = CatalogueStatus.extend({ items: z.array(CatalogueVehicle) });
export const CatalogueParts = CatalogueStatus.extend({ items: z.array(CataloguePart) });

const LOOKUP_ROLES = [...new Set([...ORDER_READ, ...QUOTE_READ, ...ORDER_CREATE])];

export const partsCatalogueRoutes = {
  recommendedItems: {
    method: 'GET',
    path: '/api/oms/order/recommended_items',
    auth: 'garage',
    roles: LOOKUP_ROLES,
    summary:
      "Services and parts this garage most often fitted on vehicles of a model (else of a brand): give brand_id, model_id or user_car_id; 400 'brand or model is required' without one",
    tags: ['orders'],
    query: RecommendedItemsQuery,
    response: RecommendedItems,
  },
  catalogueVehicles: {
    method: 'GET',
    path: '/api/oms/tec_doc/vehicle',
    auth: 'garage',
    roles: LOOKUP_ROLES,
    summary: 'Vehicles of the outside parts catalogue matching a text; configured false and no items when none is set up',
    tags: ['orders'],
    query: CatalogueVehicleQuery,
    response: CatalogueVehicles,
  },
  catalogueParts: {
    method: 'GET',
    path: '/api/oms/tec_doc/part',
    auth: 'garage',
    roles: LOOKUP_ROLES,
    summary:
      "Parts of the outside catalogue for one of its vehicles, each with the garage's own part of that number; configured false when none is set up",
    tags: ['orders'],
    query: CataloguePartQuery,
    response: CatalogueParts,
  },
} as const satisfies Record<string, RouteDef>;
