import { routes } from '@garage/contract';
import { customerDisplayName } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { displayOptions } from '../vehicles/display-options.ts';
import { vehiclesOfCustomer } from '../vehicles/vehicle.repository.ts';
import { createCustomer } from './create-customer.ts';
import { findByMobile, findCustomer, searchCustomers } from './customer.repository.ts';
import type { CustomerInput } from './customer-input.ts';
import { updateCustomer } from './update-customer.ts';

export function customerRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  async function details(current: Membership, id: number) {
    const found = await findCustomer(db, current, id);
    if (!found) throw notFound();
    const vehicles = await vehiclesOfCustomer(db, current.groupId, id, await displayOptions(db, current));
    return { ...found, vehicles };
  }

  /** A race lost on the unique index: name the customer who won, read after the failed transaction. */
  async function duplicateGuard<T>(current: Membership, input: CustomerInput, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findByMobile(db, current.groupId, input.country_phone_code, input.mobile_number);
      throw badRequest('customer.mobileTaken', { name: existing ? customerDisplayName(existing) : input.mobile_number });
    }
  }

  addRoute(app, services, routes.createCustomer, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await duplicateGuard(current, body, () =>
      idempotent(db, { userId: caller.user.id, scope: 'createCustomer', key: idempotencyKey, body }, async (tx) => ({
        status: 201,
        body: { id: await createCustomer(tx, current, body, clock.now()) },
      })),
    );
    reply.code(result.status);
    return details(current, result.body.id);
  });

  addRoute(app, services, routes.updateCustomer, async ({ params, body }, caller) => {
    const current = caller.membership;
    await duplicateGuard(current, body, () => db.transaction((tx) => updateCustomer(tx, current, params.id, body, clock.now())));
    return details(current, params.id);
  });

  addRoute(app, services, routes.getCustomer, async ({ params }, caller) => details(caller.membership, params.id));

  addRoute(app, services, routes.listCustomers, async ({ query }, caller) =>
    searchCustomers(db, caller.membership, '', query.page_number, query.page_size),
  );

  addRoute(app, services, routes.searchCustomers, async ({ query }, caller) =>
    searchCustomers(db, caller.membership, query.query, query.page_number, query.page_size),
  );

  addRoute(app, services, routes.searchCustomersV2, async ({ query }, caller) => {
    const current = caller.membership;
    const found = await searchCustomers(db, current, query.query, query.page_number, query.page_size);
    const options = await displayOptions(db, current);
    const content = await Promise.all(
      found.content.map(async (c) => ({ ...c, vehicles: await vehiclesOfCustomer(db, current.groupId, c.customer_id, options) })),
    );
    return { ...found, content };
  });

  addRoute(app, services, routes.checkCustomerMobile, async ({ query }, caller) => {
    const existing = await findByMobile(db, caller.membership.groupId, query.country_phone_code, query.mobile_number);
    return existing
      ? { exists: true, customer_id: existing.id, display_name: customerDisplayName(existing) }
      : { exists: false, customer_id: null, display_name: null };
  });

  addRoute(app, services, routes.customerVehicles, async ({ params }, caller) => {
    const current = caller.membership;
    if (!(await findCustomer(db, current, params.id))) throw notFound();
    return vehiclesOfCustomer(db, current.groupId, params.id, await displayOptions(db, current));
  });
}
