import { routes } from '@garage/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { readDocument } from './document.repository.ts';
import { uploadImage } from './upload-image.ts';

export function documentRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  // A scope of its own, so that only these routes read a body over the route's limit as the spec's text.
  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError) => {
      // Thrown on to the app's error handler, which answers every failure in one shape.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('BAD_REQUEST', 'upload.tooLarge');
      throw error;
    });

    addRoute(scope, services, routes.uploadImage, async ({ body }, caller) =>
      uploadImage(db, caller.membership, caller.user.id, body),
    );

    addRoute(scope, services, routes.documentFile, async ({ params, reply }) => {
      const file = await readDocument(db, params.key);
      reply
        .type(file.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      // A Buffer is sent as it is: the JSON serializer of the route never sees it.
      return file.content;
    });
  });
}
