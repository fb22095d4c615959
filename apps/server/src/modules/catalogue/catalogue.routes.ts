import { routes } from '@garage/contract';
import { priceRules, UNIT_CATEGORIES, UNITS } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createModel } from './create-model.ts';
import { createTaxCategory } from './create-tax-category.ts';
import { findPart, findService, searchParts, searchServices } from './item.repository.ts';
import { savePackage } from './save-package.ts';
import { savePart } from './save-part.ts';
import { saveService } from './save-service.ts';
import { listPackages } from './service-package.repository.ts';
import { setFavouriteBrands } from './set-favourite-brands.ts';
import { setFavouriteModels } from './set-favourite-models.ts';
import { loadTaxCategories } from './tax-category.repository.ts';
import { updateTaxCategory } from './update-tax-category.ts';
import { listBrands, listModels } from './vehicle-catalogue.repository.ts';

/** PRICE_VIEW_RESTRICTED users never see purchase prices (owners always do): the domain's one price-role rule. */
const hidesPurchase = (m: Membership) => priceRules(m.roles).hidePurchase;

export function catalogueRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.listBrands, async ({ query }, caller) => listBrands(db, caller.membership, query.vehicle_type));
  addRoute(app, services, routes.listModels, async ({ params }, caller) => listModels(db, caller.membership, params.id));
  addRoute(app, services, routes.createModel, async ({ body }, caller) => createModel(db, caller.membership, body));
  addRoute(app, services, routes.addFavouriteBrands, async ({ body }, caller) =>
    setFavouriteBrands(db, caller.membership, body.garage_id, body.brand_id_list, true),
  );
  addRoute(app, services, routes.removeFavouriteBrands, async ({ body }, caller) =>
    setFavouriteBrands(db, caller.membership, body.garage_id, body.brand_id_list, false),
  );
  addRoute(app, services, routes.addFavouriteModels, async ({ body }, caller) =>
    setFavouriteModels(db, caller.membership, body.garage_id, body.model_id_list, true),
  );
  addRoute(app, services, routes.removeFavouriteModels, async ({ body }, caller) =>
    setFavouriteModels(db, caller.membership, body.garage_id, body.model_id_list, false),
  );

  addRoute(app, services, routes.listTaxCategories, async (_call, caller) => [
    ...(await loadTaxCategories(db, caller.membership.groupId, caller.membership.garageId)).values(),
  ]);
  addRoute(app, services, routes.createTaxCategory, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: 'createTaxCategory', key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: { id: await createTaxCategory(tx, current, body) },
      }),
    );
    reply.code(result.status);
    const found = (await loadTaxCategories(db, current.groupId, current.garageId, [result.body.id])).get(result.body.id);
    if (!found) throw notFound();
    return found;
  });
  addRoute(app, services, routes.updateTaxCategory, async ({ params, body }, caller) => {
    const current = caller.membership;
    await db.transaction((tx) => updateTaxCategory(tx, current, params.id, body));
    const found = (await loadTaxCategories(db, current.groupId, current.garageId, [params.id])).get(params.id);
    if (!found) throw notFound();
    return found;
  });

  addRoute(app, services, routes.listUnits, async () => [...UNITS]);
  addRoute(app, services, routes.listUnitCategories, async () => [...UNIT_CATEGORIES]);

  addRoute(app, services, routes.listServices, async ({ query }, caller) =>
    searchServices(db, caller.membership, query.query, query.include_inactive, query.page_number, query.page_size),
  );
  addRoute(app, services, routes.getService, async ({ params }, caller) => findService(db, caller.membership, params.id));
  addRoute(app, services, routes.createService, async ({ body, reply }, caller) => {
    const id = await saveService(db, caller.membership, null, body, clock.now());
    reply.code(201);
    return findService(db, caller.membership, id);
  });
  addRoute(app, services, routes.updateService, async ({ params, body }, caller) => {
    await saveService(db, caller.membership, params.id, body, clock.now());
    return findService(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.listParts, async ({ query }, caller) =>
    searchParts(
      db,
      caller.membership,
      query.query,
      query.include_inactive,
      query.page_number,
      query.page_size,
      hidesPurchase(caller.membership),
    ),
  );
  addRoute(app, services, routes.getPart, async ({ params }, caller) =>
    findPart(db, caller.membership, params.id, hidesPurchase(caller.membership)),
  );
  addRoute(app, services, routes.createPart, async ({ body, reply }, caller) => {
    const hide = hidesPurchase(caller.membership);
    const id = await savePart(db, caller.membership, null, body, clock.now(), hide);
    reply.code(201);
    return findPart(db, caller.membership, id, hide);
  });
  addRoute(app, services, routes.updatePart, async ({ params, body }, caller) => {
    const hide = hidesPurchase(caller.membership);
    await savePart(db, caller.membership, params.id, body, clock.now(), hide);
    return findPart(db, caller.membership, params.id, hide);
  });

  addRoute(app, services, routes.listServicePackages, async (_call, caller) =>
    listPackages(db, caller.membership, hidesPurchase(caller.membership)),
  );
  addRoute(app, services, routes.getServicePackage, async ({ params }, caller) => {
    const [found] = await listPackages(db, caller.membership, hidesPurchase(caller.membership), params.id);
    if (!found) throw notFound();
    return found;
  });
  addRoute(app, services, routes.createServicePackage, async ({ body, reply }, caller) => {
    const id = await savePackage(db, caller.membership, null, body, clock.now());
    reply.code(201);
    const [found] = await listPackages(db, caller.membership, hidesPurchase(caller.membership), id);
    if (!found) throw notFound();
    return found;
  });
  addRoute(app, services, routes.updateServicePackage, async ({ params, body }, caller) => {
    await savePackage(db, caller.membership, params.id, body, clock.now());
    const [found] = await listPackages(db, caller.membership, hidesPurchase(caller.membership), params.id);
    if (!found) throw notFound();
    return found;
  });
}
