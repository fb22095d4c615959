import { routes } from '@garage/contract';
import { FEEDBACK_ROLES } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { panelGarage } from '../../platform/panel-garage.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createReview } from './create-review.ts';
import { listReviews } from './list-reviews.ts';
import { findReview } from './review.repository.ts';

export function reviewRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.listReviews, async ({ query }, caller) => {
    const garage = await panelGarage(db, caller.user.id, caller.membership, query.garage_id, FEEDBACK_ROLES);
    return listReviews(db, garage, query);
  });

  addRoute(app, services, routes.createReview, async ({ body }, caller) => {
    const garage = await panelGarage(db, caller.user.id, caller.membership, undefined, FEEDBACK_ROLES);
    const id = await createReview(db, garage, body, caller.user.id, clock.now());
    const view = await findReview(db, garage, id);
    if (!view) throw new AppError('NOT_FOUND', 'http.notFound');
    return view;
  });
}
