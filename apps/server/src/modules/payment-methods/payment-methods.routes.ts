import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../platform/errors.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { loadInvoice } from '../invoices/load-invoice.ts';
import { putOnAccount } from '../invoices/put-on-account.ts';
import { takeOffAccount } from '../invoices/take-off-account.ts';
import { createPaymentMethod, duplicateMethod } from './create-payment-method.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

/** The payment method master (route payment-master) and ON_ACCOUNT on a bill (decision 050). */
export function paymentMethodRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  // Two adds of one name at once: the second meets the unique index, and gets the same answer as the check.
  const duplicate = (name: string | null | undefined, error: unknown) =>
    name && isUniqueViolation(error) ? duplicateMethod(name) : error;

  addRoute(app, services, routes.listPaymentMethods, async ({ query }, caller) =>
    listPaymentMethods(db, caller.membership, query.include_inactive ?? false),
  );

  addRoute(app, services, routes.createPaymentMethod, async ({ body, reply }, caller) => {
    try {
      const view = await db.transaction((tx) => createPaymentMethod(tx, caller.membership, body));
      reply.code(201);
      return view;
    } catch (error) {
      throw duplicate(body.name, error);
    }
  });

  addRoute(app, services, routes.updatePaymentMethod, async ({ params, body }, caller) => {
    try {
      return await db.transaction((tx) => updatePaymentMethod(tx, caller.membership, params.code, body));
    } catch (error) {
      throw duplicate(body.name, error);
    }
  });

  addRoute(app, services, routes.deletePaymentMethod, async ({ params }, caller) => {
    await db.transaction((tx) => deletePaymentMethod(tx, caller.membership, params.code));
    return { deleted: true };
  });

  addRoute(app, services, routes.putOnAccount, async ({ params, body }, caller) => {
    await db.transaction((tx) => putOnAccount(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadInvoice(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.takeOffAccount, async ({ params, body }, caller) => {
    await db.transaction((tx) => takeOffAccount(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadInvoice(db, caller.membership, params.id);
  });
}
