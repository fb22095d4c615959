/**
 * The sandbox checkout (decision 046), registered only when ONLINE_PAYMENT_PROVIDER is sandbox:
 * GET /pay/{public id} shows the page; its Pay and Cancel buttons post here, and the server then calls the
 * same signed webhook a real provider calls (through the whole HTTP pipeline, signature included) before
 * sending the payer to the web app's payment-success or payment-cancelled page.
 */
import { effectiveOnlinePaymentStatus, type Language, message, money } from '@garage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/guard.ts';
import type { Services } from '../../platform/services.ts';
import { sellerMoney } from '../invoices/seller-money.ts';
import { findByPublicId } from './online-payment.repository.ts';
import { sellerOf } from './online-payment-view.ts';
import { renderCheckoutMessage, renderCheckoutPage } from './sandbox-checkout-page.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider.ts';

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;
const STATUS_WORDS = {
  en: {
    CREATED: 'open',
    SUCCESS: 'paid',
    CANCELLED: 'cancelled',
    EXPIRED: 'expired',
    FAILED: 'failed',
    REFUND_NEEDED: 'to be refunded',
  },
  es: {
    CREATED: 'abierto',
    SUCCESS: 'pagado',
    CANCELLED: 'cancelado',
    EXPIRED: 'caducado',
    FAILED: 'fallido',
    REFUND_NEEDED: 'por reembolsar',
  },
} as const;

function languageOf(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return lang === 'es' || lang === 'en' ? lang : requestLanguage(request);
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(page);
}

export function sandboxCheckoutRoutes(app: FastifyInstance, services: Services, sandbox: SandboxProvider): void {
  const { db, clock } = services;

  /** The link named in the address, and whether it can still be paid. */
  async function openLink(request: FastifyRequest) {
    const { publicId } = request.params as { publicId: string };
    const link = PUBLIC_ID.test(publicId) ? await findByPublicId(db, publicId) : undefined;
    if (link?.provider !== 'SANDBOX') return null;
    return { link, status: effectiveOnlinePaymentStatus(link.status, link.expiresAt, clock.now()) };
  }

  app.get('/pay/:publicId', { schema: { hide: true } }, async (request, reply) => {
    const language = languageOf(request);
    const found = await openLink(request);
    if (!found) return html(reply, 404, renderCheckoutMessage(language, message('checkout.notFound', language)));
    const { link, status } = found;
    const seller = sellerOf(link.seller);
    const amount = sellerMoney(seller, language, money(link.amount));
    return html(
      reply,
      200,
      renderCheckoutPage({
        language,
        publicId: link.publicId,
        garage: seller.name,
        invoiceNumber: link.invoiceNumber,
        amount,
        closedText:
          status === 'CREATED' ? null : message('checkout.closed', language, { status: STATUS_WORDS[language][status] }),
      }),
    );
  });

  // The buttons are plain form posts: their (empty) form body is read and dropped.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/pay/:publicId/:action', { schema: { hide: true } }, async (request, reply) => {
      const language = languageOf(request);
      const { action } = request.params as { action: string };
      const found = await openLink(request);
      if (!found || (action !== 'pay' && action !== 'cancel'))
        return html(reply, 404, renderCheckoutMessage(language, message('checkout.notFound', language)));
      const { link, status } = found;
      if (status !== 'CREATED')
        return html(
          reply,
          409,
          renderCheckoutMessage(language, message('checkout.closed', language, { status: STATUS_WORDS[language][status] })),
        );
      const event = sandbox.event(action === 'pay' ? 'payment.succeeded' : 'payment.cancelled', {
        public_id: link.publicId,
        reference: link.providerReference ?? '',
        amount: money(link.amount).toFixed(sellerOf(link.seller).rounding_digits),
        currency: link.currencyCode,
      });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/oms/online_payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
        payload: event.body,
      });
      if (answer.statusCode !== 200)
        return html(reply, 502, renderCheckoutMessage(language, message('checkout.failed', language)));
      const page = action === 'pay' ? 'payment-success' : 'payment-cancelled';
      return reply.header('cache-control', 'no-store').redirect(`/${page}?ref=${encodeURIComponent(link.publicId)}`, 303);
    });
  });
}
