import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildRolesMap } from '@garage/contract';
import { CONSENT_CHECK_SCRIPT, signInPageFile } from '@garage/contract/pages';
import { message } from '@garage/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { advisoryRoutes } from './modules/advisory/advisory.routes.ts';
import { amcRoutes } from './modules/amc/amc.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cancelReasonRoutes } from './modules/cancel-reasons/cancel-reasons.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { csvImportRoutes } from './modules/csv-import/csv-import.routes.ts';
import { customerPriceRoutes } from './modules/customer-prices/customer-prices.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { freshreviewRoutes } from './modules/freshreview/freshreview.routes.ts';
import { garageRoutes } from './modules/garages/garages.routes.ts';
import { insurancePartnerRoutes } from './modules/insurance-partners/insurance-partners.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { onlinePaymentRoutes } from './modules/online-payments/online-payments.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { quoteRoutes } from './modules/orders/quotes.routes.ts';
import { outsourceRoutes } from './modules/outsource/outsource.routes.ts';
import { partsCatalogueRoutes } from './modules/parts-catalogue/parts-catalogue.routes.ts';
import { partsOnOrdersRoutes } from './modules/parts-on-orders/parts-on-orders.routes.ts';
import { passcodeRoutes } from './modules/passcode/passcode.routes.ts';
import { paymentMethodRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { purchasingRoutes } from './modules/purchasing/purchasing.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { stockAuditRoutes } from './modules/stock-audit/stock-audit.routes.ts';
import { withConfiguredOrigins } from './modules/subscription/csp.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { transferRoutes } from './modules/transfers/transfers.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.ts';
import { vendorPriceRoutes } from './modules/vendor-prices/vendor-prices.routes.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { type IdGenerator, randomIds } from './platform/ids.ts';
import { LOG_SERIALIZERS, loggerOptions, QuietRequestLog } from './platform/log-format.ts';
import { type MessageSender, OutboxSender } from './platform/outbox.ts';
import { installRateLimits } from './platform/rate-limits.ts';
import type { Services } from './platform/services.ts';
import { TokenService } from './platform/tokens.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sender?: MessageSender;
  /** New unique identifiers (the sandbox PAC's folio fiscal); random by default. */
  ids?: IdGenerator;
  /** Pino options, or false for silence (tests); by default the configured format (decision 033). */
  logger?: boolean | object;
}

// The app shell loads only its own scripts, and one inline script known by its hash: the check that removes the
// prerendered cookie banner for a visitor who has answered it (decision 042). Mantine injects style tags, hence
// 'unsafe-inline' for styles.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(CONSENT_CHECK_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A Content-Security-Policy source that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** Hashed build files: their name changes with their content, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export { LOG_SERIALIZERS };

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const colors = Boolean(process.stdout.isTTY && process.stdout.hasColors?.());
  // On a terminal, request lines are debug-level: the start banner and messages (sign-in codes) stay in view.
  const quietRequests = options.logger === undefined && config.logFormat === 'pretty';
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logFormat, config.logLevel, colors),
    ...(quietRequests ? { logController: new QuietRequestLog() } : {}),
    trustProxy: config.trustProxy,
    // Fastify's default 1 MiB; a route that takes more (the image upload) says so in its contract entry.
    bodyLimit: 1024 * 1024,
    // Node's default keeps idle sockets open for 5 s after a close; don't wait for them on shutdown.
    forceCloseConnections: 'idle',
  });
  // Every text reply (API JSON, the app shell, files without a precompressed copy) is sent with Brotli or gzip
  // when the client takes it and it is worth it (1 KiB and more); request bodies are not decompressed.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);
  app.decorateRequest('language', 'en');

  const clock = options.clock ?? systemClock;
  const services: Services = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    ids: options.ids ?? randomIds,
    tokens: new TokenService(
      database.db,
      {
        secret: config.jwtSecret,
        accessTtlSeconds: config.accessTokenTtlSeconds,
        refreshTtlDays: config.refreshTokenTtlDays,
        reuseGraceSeconds: config.refreshReuseGraceSeconds,
      },
      clock,
    ),
    sender: options.sender ?? new OutboxSender(config.dataDir, app.log),
    log: app.log,
  };

  installErrorHandler(app);

  // A JSON content type with an empty body (a POST whose data is all in the query) is no body, not an error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Garage workshop API', version: '0.1.0', description: 'JSON API of the garage and workshop product.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await installRateLimits(app, config, database.db, clock);

  await app.register(async (api) => {
    systemRoutes(api, services);
    authRoutes(api, services);
    garageRoutes(api, services);
    userRoutes(api, services);
    customerRoutes(api, services);
    vehicleRoutes(api, services);
    catalogueRoutes(api, services);
    passcodeRoutes(api, services);
    orderRoutes(api, services);
    invoiceRoutes(api, services);
    insurancePartnerRoutes(api, services);
    accountRoutes(api, services);
    paymentMethodRoutes(api, services);
    partsCatalogueRoutes(api, services);
    customerPriceRoutes(api, services);
    vendorPriceRoutes(api, services);
    onlinePaymentRoutes(api, services);
    quoteRoutes(api, services);
    cancelReasonRoutes(api, services);
    stockRoutes(api, services);
    csvImportRoutes(api, services);
    inventoryRoutes(api, services);
    stockAuditRoutes(api, services);
    vendorRoutes(api, services);
    purchasingRoutes(api, services);
    transferRoutes(api, services);
    outsourceRoutes(api, services);
    partsOnOrdersRoutes(api, services);
    amcRoutes(api, services);
    documentRoutes(api, services);
    sessionRoutes(api, services);
    advisoryRoutes(api, services);
    subscriptionRoutes(api, services);
    reminderRoutes(api, services);
    reviewRoutes(api, services);
    freshreviewRoutes(api, services);
  });

  const rolesMap = JSON.stringify(buildRolesMap());
  // Configured outside content (trial video and poster, BI dashboards) is allowed by origin, nothing more.
  const contentSecurityPolicy = withConfiguredOrigins(CONTENT_SECURITY_POLICY, config);
  app.get('/roles-map.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(rolesMap),
  );

  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart. preCompressed: the
    // build's .br / .gz copies are sent as they are. Hashed files under /assets never change; everything else
    // (the service worker, the manifest, icons) is checked with the server on each use.
    const assetsDir = path.join(config.webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // Every HTML page, the API docs included: none may be framed or run scripts from elsewhere. The docs page
    // loads only its own script files, so the app's policy fits it.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
    return payload;
  });

  // Every address that is not a file or an API call is a screen of the single-page app; the sign-in page and the
  // intro are answered with the stand-alone sign-in page when the build has it (decision 042).
  const sendAppShell = async (reply: FastifyReply, pathname = '/') => {
    const page = signInPageFile(pathname);
    const pageFile = page ? path.join(config.webDist, page) : null;
    const html = await readFile(pageFile && existsSync(pageFile) ? pageFile : indexFile, 'utf8');
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  };
  if (hasWeb) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendAppShell(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const file = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && hasWeb && !file.startsWith('/api/') && !file.startsWith('/assets/')) {
      return sendAppShell(reply, file);
    }
    return reply.code(404).send({ message: message('http.notFound', request.language), code: 'NOT_FOUND' });
  });

  return { app, services };
}
