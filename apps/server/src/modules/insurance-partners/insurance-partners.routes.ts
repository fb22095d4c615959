import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { insertPartner, insurerDues, listPartners, partnerView, updatePartner } from './insurance-partner.repository.ts';

/** The Insurance Partners master: list (with each insurer's dues), add, change or make inactive. */
export function insurancePartnerRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const duplicate = (error: unknown) => (isUniqueViolation(error) ? new AppError('BAD_REQUEST', 'insurer.duplicate') : error);

  addRoute(app, services, routes.listInsurancePartners, async (_call, caller) => {
    const [rows, dues] = await Promise.all([listPartners(db, caller.membership), insurerDues(db, caller.membership)]);
    return rows.map((r) => partnerView(r, dues.get(r.id) ?? '0'));
  });

  addRoute(app, services, routes.createInsurancePartner, async ({ body, reply }, caller) => {
    try {
      const row = await db.transaction((tx) => insertPartner(tx, caller.membership, body, clock.now()));
      reply.code(201);
      return partnerView(row, '0');
    } catch (error) {
      throw duplicate(error);
    }
  });

  addRoute(app, services, routes.updateInsurancePartner, async ({ params, body }, caller) => {
    try {
      const row = await db.transaction((tx) => updatePartner(tx, caller.membership, params.id, body, clock.now()));
      if (!row) throw new AppError('NOT_FOUND', 'insurer.notFound');
      const dues = await insurerDues(db, caller.membership);
      return partnerView(row, dues.get(row.id) ?? '0');
    } catch (error) {
      throw duplicate(error);
    }
  });
}
