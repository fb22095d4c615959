import { routes } from '@garage/contract';
import { CSV_SAMPLE_KIND, type CsvImportType, isCsvTypeAvailable, priceRules } from '@garage/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { cancelCsvUpload } from './cancel-csv-upload.ts';
import { checkCsvUpload } from './check-csv-upload.ts';
import { createCsvUpload } from './create-csv-upload.ts';
import { errorFile, sampleFile } from './csv-files.ts';
import { findUpload, listUploads, uploadView } from './csv-import.repository.ts';
import { importCsvUpload } from './import-csv-upload.ts';

/** PRICE_VIEW_RESTRICTED users neither see nor set purchase prices (the catalogue's rule). */
const hidesPurchase = (m: Membership) => priceRules(m.roles).hidePurchase;

function sendCsv(reply: FastifyReply, name: string, text: string): Buffer {
  reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`);
  // A Buffer is sent as it is: the JSON serializer of the route never sees it.
  return Buffer.from(text, 'utf8');
}

export function csvImportRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  // A scope of its own, so that a file over the route's limit answers the upload message.
  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('BAD_REQUEST', 'upload.tooLarge');
      throw error;
    });

    addRoute(scope, services, routes.createCsvUpload, async ({ body, idempotencyKey, language, reply }, caller) => {
      const current = caller.membership;
      const result = await idempotent(
        db,
        { userId: caller.user.id, scope: 'createCsvUpload', key: idempotencyKey, body },
        async (tx) => ({ status: 201, body: { id: (await createCsvUpload(tx, current, caller.user.id, body, clock.now())).id } }),
      );
      reply.code(result.status);
      return uploadView(db, await findUpload(db, current, result.body.id), language);
    });
  });

  addRoute(app, services, routes.listCsvUploads, async ({ query }, caller) =>
    listUploads(db, caller.membership, query.types, query.page_number, query.page_size),
  );
  addRoute(app, services, routes.getCsvUpload, async ({ params, language }, caller) =>
    uploadView(db, await findUpload(db, caller.membership, params.id), language),
  );
  addRoute(app, services, routes.checkCsvUpload, async ({ params, language }, caller) =>
    uploadView(db, await checkCsvUpload(db, caller.membership, params.id, clock.now()), language),
  );
  addRoute(app, services, routes.importCsvUpload, async ({ params, language }, caller) => {
    const current = caller.membership;
    const upload = await importCsvUpload(db, current, caller.user.id, params.id, clock.now(), hidesPurchase(current));
    return uploadView(db, upload, language);
  });
  addRoute(app, services, routes.cancelCsvUpload, async ({ params, language }, caller) =>
    uploadView(db, await cancelCsvUpload(db, caller.membership, params.id, clock.now()), language),
  );
  addRoute(app, services, routes.csvUploadErrors, async ({ params, language, reply }, caller) => {
    const upload = await findUpload(db, caller.membership, params.id);
    return sendCsv(reply, `errors-${upload.fileName.replace(/\.csv$/i, '')}.csv`, await errorFile(db, upload, language));
  });
  addRoute(app, services, routes.csvSample, async ({ params, query, language, reply }, caller) => {
    const type: CsvImportType = query.import_type ?? (params.kind === 'part' ? 'INVENTORY' : 'CUSTOMER_SERVICE_PRICE');
    if (CSV_SAMPLE_KIND[type] !== params.kind || !isCsvTypeAvailable(type)) throw badRequest('csv.notAvailable', { type });
    return sendCsv(reply, `sample-${type.toLowerCase()}.csv`, await sampleFile(db, caller.membership, type, language));
  });
}
