import { routes } from '@garage/contract';
import { partNumberKey } from '@garage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { part } from '../../db/schema.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { type PartsCatalogue, partsCatalogueFor } from './parts-catalogue.ts';
import { recommendedItems } from './recommended-items.ts';

export function partsCatalogueRoutes(
  app: FastifyInstance,
  services: Services,
  catalogue: PartsCatalogue = partsCatalogueFor(),
): void {
  addRoute(app, services, routes.recommendedItems, async (call, caller) =>
    recommendedItems(services.db, caller.membership, call.query),
  );
  const status = { configured: catalogue.provider !== null, provider: catalogue.provider };
  addRoute(app, services, routes.catalogueVehicles, async (call) => ({
    ...status,
    items: status.configured ? await catalogue.vehicles(call.query.q) : [],
  }));
  addRoute(app, services, routes.catalogueParts, async (call, caller) => {
    if (!status.configured) return { ...status, items: [] };
    const hits = await catalogue.parts(call.query.vehicle_id, call.query.q);
    const keys = [...new Set(hits.map((h) => partNumberKey(h.part_number)))];
    const own =
      keys.length === 0
        ? []
        : await services.db
            .select({ id: part.id, key: part.partNumberKey })
            .from(part)
            .where(
              and(
                eq(part.groupId, caller.membership.groupId),
                eq(part.garageId, caller.membership.garageId),
                inArray(part.partNumberKey, keys),
              ),
            );
    const byKey = new Map(own.map((p) => [p.key, p.id]));
    return { ...status, items: hits.map((h) => ({ ...h, garage_part_id: byKey.get(partNumberKey(h.part_number)) ?? null })) };
  });
}
