import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createInvoiceOnce } from './create-invoice.ts';
import { loadInvoice } from './load-invoice.ts';
import { loadReceipt } from './load-receipt.ts';
import { searchInvoices } from './search-invoices.ts';
import { takePaymentOnce } from './take-payment.ts';
import { voidInvoice } from './void-invoice.ts';

export function invoiceRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.createInvoice, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createInvoiceOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.searchInvoices, async ({ query }, caller) =>
    searchInvoices(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.voidInvoice, async ({ query }, caller) => {
    const id = await db.transaction((tx) => voidInvoice(tx, caller.membership, query, caller.user.id, clock.now()));
    return loadInvoice(db, caller.membership, id);
  });

  addRoute(app, services, routes.getInvoice, async ({ params }, caller) => loadInvoice(db, caller.membership, params.id));

  addRoute(app, services, routes.createPayment, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await takePaymentOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.getReceipt, async ({ params }, caller) => loadReceipt(db, caller.membership, params.id));
}
