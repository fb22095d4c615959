import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { idempotentAround } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { cfdiDepsOf, stampDocumentCfdi } from '../invoices/cfdi/stamp-document-cfdi.ts';
import { createOnlinePayment } from './create-online-payment.ts';
import { listOnlinePayments, loadOnlinePayment, loadOnlinePaymentReturn } from './load-online-payments.ts';
import { buildProviders } from './providers.ts';
import { receiveOnlinePayment } from './receive-online-payment.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';

/** Payment links of invoices (decision 046): create, read, the payer's return page data and the providers' webhooks. */
export function onlinePaymentRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config, sender } = services;
  const cfdi = cfdiDepsOf(services);
  const providers = buildProviders(config, clock);

  // A double press (or a retry after a lost answer) with one Idempotency-Key makes one link, sent once.
  addRoute(app, services, routes.createOnlinePayment, async ({ body, language, request, reply, idempotencyKey }, caller) => {
    const baseUrl = config.publicUrl || `${request.protocol}://${request.host}`;
    const input = { userId: caller.user.id, scope: `online-payment:${caller.membership.garageId}`, key: idempotencyKey, body };
    const result = await idempotentAround(db, input, async () => ({
      status: 201,
      body: await createOnlinePayment(
        db,
        { provider: providers.active, sender, baseUrl },
        caller.membership,
        body,
        caller.user.id,
        clock.now(),
        language,
      ),
    }));
    reply.code(result.status);
    return result.body;
  });

  addRoute(app, services, routes.onlinePaymentCheck, async () => ({
    active: providers.active !== null,
    provider: providers.active?.name ?? null,
  }));

  addRoute(app, services, routes.listOnlinePayments, async ({ query }, caller) =>
    listOnlinePayments(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.getOnlinePayment, async ({ params }, caller) =>
    loadOnlinePayment(db, caller.membership, params.id, clock.now()),
  );

  addRoute(app, services, routes.onlinePaymentReturn, async ({ params }) =>
    loadOnlinePaymentReturn(db, params.public_id, clock.now()),
  );

  // The webhook needs the body exactly as it was signed: in this scope every body is kept as raw bytes.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    addRoute(raw, services, routes.onlinePaymentWebhook, async ({ params, request }) => {
      const provider = providers.byPath(params.provider);
      if (!provider) throw new AppError('NOT_FOUND', 'onlinePayment.unknownProvider');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveOnlinePayment(db, provider, body, request.headers, clock.now(), (scope, receiptId) =>
        stampDocumentCfdi(db, cfdi, scope, { receiptId }),
      );
    });
  });

  if (providers.sandbox) sandboxCheckoutRoutes(app, services, providers.sandbox);
}
