import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { deregisterDeviceToken, registerDeviceToken } from './device-tokens.ts';

export function sessionRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config } = services;
  const self = (callerId: number, userId: number) => {
    if (callerId !== userId) throw forbidden('push.otherUser');
  };

  addRoute(app, services, routes.appConfig, async () => ({
    support_phone: config.supportPhone,
    push_public_key: config.vapidPublicKey || null,
  }));

  addRoute(app, services, routes.registerDeviceToken, async ({ body, language }, caller) => {
    self(caller.user.id, body.userId);
    await registerDeviceToken(db, caller.user.id, body.deviceToken, clock.now());
    return { message: language === 'es' ? 'Dispositivo registrado' : 'Device registered' };
  });

  addRoute(app, services, routes.deregisterDeviceToken, async ({ body, language }, caller) => {
    self(caller.user.id, body.userId);
    await deregisterDeviceToken(db, caller.user.id, body.deviceToken);
    return { message: language === 'es' ? 'Dispositivo eliminado' : 'Device removed' };
  });
}
