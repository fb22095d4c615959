import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { convertQuote } from './convert-quote.ts';
import { countQuoteTabs } from './count-quote-tabs.ts';
import { createQuote } from './create-quote.ts';
import { moveQuote } from './move-quote.ts';
import { findDocument } from './order.repository.ts';
import { searchDocuments } from './search-documents.ts';
import { updateQuote } from './update-quote.ts';

export function quoteRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const view = async (current: Membership, document: 'ORDER' | 'QUOTE', id: number) => {
    const found = await findDocument(db, current, document, id);
    if (!found) throw new AppError('NOT_FOUND', document === 'ORDER' ? 'order.notFound' : 'quote.notFound');
    return found;
  };

  addRoute(app, services, routes.createQuote, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `createQuote:${current.garageId}`, key: idempotencyKey, body },
      async (tx) => ({ status: 201, body: { id: await createQuote(tx, current, body, caller.user.id, clock.now()) } }),
    );
    reply.code(result.status);
    return view(current, 'QUOTE', result.body.id);
  });

  addRoute(app, services, routes.searchQuotes, async ({ query }, caller) =>
    searchDocuments(db, caller.membership, 'QUOTE', query),
  );

  addRoute(app, services, routes.countQuotes, async (_call, caller) => countQuoteTabs(db, caller.membership));

  addRoute(app, services, routes.getQuote, async ({ params }, caller) => view(caller.membership, 'QUOTE', params.id));

  addRoute(app, services, routes.updateQuote, async ({ params, body }, caller) => {
    await db.transaction((tx) => updateQuote(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return view(caller.membership, 'QUOTE', params.id);
  });

  addRoute(app, services, routes.moveQuote, async ({ params, body }, caller) => {
    await db.transaction((tx) => moveQuote(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return view(caller.membership, 'QUOTE', params.id);
  });

  // One key per quotation and user: a replay answers the order made the first time.
  addRoute(app, services, routes.convertQuote, async ({ params, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `convertQuote:${current.garageId}:${params.id}`, key: idempotencyKey, body: {} },
      async (tx) => ({ status: 201, body: { id: await convertQuote(tx, current, params.id, caller.user.id, clock.now()) } }),
    );
    reply.code(result.status);
    return view(current, 'ORDER', result.body.id);
  });
}
