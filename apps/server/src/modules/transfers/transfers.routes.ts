import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { hoOutlets, hoPurchaseOrders, hoStockInformation, viewBranchStocks } from './branch-stocks.ts';
import { cancelDelivery } from './cancel-delivery.ts';
import { createDirectDeliveryOnce } from './create-direct-delivery.ts';
import { dispatchDelivery } from './dispatch-delivery.ts';
import { listTransferDeliveries, listTransferRequests, loadTransferDelivery, loadTransferRequest } from './load-transfer.ts';
import { receiveDelivery } from './receive-delivery.ts';
import { reserveDeliveryOnce } from './reserve-delivery.ts';
import { createTransferRequestOnce, submitTransferRequest, updateTransferRequest } from './save-transfer-request.ts';
import { memberOutletIds, outletsOfGroup } from './transfer.repository.ts';
import { checkActingOutlet } from './transfer-access.ts';

/** Inter-branch transfers and head-office stock (decision 058). `{id}` is the acting outlet (x-garage-id). */
export function transferRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.transferBranches, async ({ params }, caller) => {
    const current = caller.membership;
    checkActingOutlet(current, params.id);
    const [outlets, members] = await Promise.all([
      outletsOfGroup(db, current.groupId),
      memberOutletIds(db, current.groupId, caller.user.id),
    ]);
    return outlets.map((o) => ({
      garage_id: o.garageId,
      garage_name: o.name,
      head_office: o.headOffice,
      address: o.address,
      member: members.has(o.garageId),
    }));
  });

  addRoute(app, services, routes.branchStocks, async ({ params, query }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    return viewBranchStocks(db, caller.membership, query);
  });

  addRoute(app, services, routes.createTransferRequest, async ({ params, body, idempotencyKey, reply }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    const result = await createTransferRequestOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.updateTransferRequest, async ({ params, body }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    await db.transaction((tx) =>
      updateTransferRequest(tx, caller.membership, params.request_id, body, caller.user.id, clock.now()),
    );
    return loadTransferRequest(db, caller.membership, params.request_id);
  });

  addRoute(app, services, routes.submitTransferRequest, async ({ params }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    await db.transaction((tx) => submitTransferRequest(tx, caller.membership, params.request_id, caller.user.id, clock.now()));
    return loadTransferRequest(db, caller.membership, params.request_id);
  });

  addRoute(app, services, routes.listTransferRequests, async ({ params, query }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    return listTransferRequests(db, caller.membership, query);
  });

  addRoute(app, services, routes.getTransferRequest, async ({ params }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    return loadTransferRequest(db, caller.membership, params.request_id);
  });

  addRoute(app, services, routes.reserveTransferDelivery, async ({ params, body, idempotencyKey, reply }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    const result = await reserveDeliveryOnce(
      db,
      caller.membership,
      params.request_id,
      body,
      caller.user.id,
      clock.now(),
      idempotencyKey,
    );
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.createDirectDelivery, async ({ params, body, idempotencyKey, reply }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    const result = await createDirectDeliveryOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.dispatchTransferDelivery, async ({ params, body }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    await db.transaction((tx) => dispatchDelivery(tx, caller.membership, params.delivery_id, body, caller.user.id, clock.now()));
    return loadTransferDelivery(db, caller.membership, params.delivery_id);
  });

  addRoute(app, services, routes.receiveTransferDelivery, async ({ params, body }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    await db.transaction((tx) => receiveDelivery(tx, caller.membership, params.delivery_id, body, caller.user.id, clock.now()));
    return loadTransferDelivery(db, caller.membership, params.delivery_id);
  });

  addRoute(app, services, routes.cancelTransferDelivery, async ({ params, body }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    await db.transaction((tx) => cancelDelivery(tx, caller.membership, params.delivery_id, body, caller.user.id, clock.now()));
    return loadTransferDelivery(db, caller.membership, params.delivery_id);
  });

  addRoute(app, services, routes.listTransferDeliveries, async ({ params, query }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    return listTransferDeliveries(db, caller.membership, query);
  });

  addRoute(app, services, routes.getTransferDelivery, async ({ params }, caller) => {
    checkActingOutlet(caller.membership, params.id);
    return loadTransferDelivery(db, caller.membership, params.delivery_id);
  });

  addRoute(app, services, routes.hoStockInformation, async ({ query }, caller) =>
    hoStockInformation(db, caller.membership, query),
  );

  addRoute(app, services, routes.hoOutlets, async (_call, caller) => hoOutlets(db, caller.membership, caller.user.id));
  addRoute(app, services, routes.hoPurchaseOrders, async ({ query }, caller) =>
    hoPurchaseOrders(db, caller.membership, caller.user.id, query),
  );
}
