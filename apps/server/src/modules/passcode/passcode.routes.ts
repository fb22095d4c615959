import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { hasPasscode } from './passcode.repository.ts';
import { decodePasscode } from './passcode-hash.ts';
import { resetMemberPasscode } from './reset-member-passcode.ts';
import { setPasscode } from './set-passcode.ts';
import { validatePasscode } from './validate-passcode.ts';

export function passcodeRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const self = (callerId: number, userId: number) => {
    if (callerId !== userId) throw forbidden('passcode.otherUser');
  };

  addRoute(app, services, routes.checkPasscode, async ({ query }, caller) => {
    self(caller.user.id, query.user_id);
    return { has_passcode: await hasPasscode(db, caller.user.id) };
  });

  addRoute(app, services, routes.validatePasscode, async ({ query }, caller) => {
    self(caller.user.id, query.user_id);
    return validatePasscode(db, caller.user.id, decodePasscode(query.pass_code), clock.now());
  });

  addRoute(app, services, routes.setPasscode, async ({ body, language }, caller) => {
    self(caller.user.id, body.user_id);
    const current = body.current_passcode === undefined ? undefined : decodePasscode(body.current_passcode);
    await setPasscode(db, caller.user.id, decodePasscode(body.passcode), current, clock.now());
    return { message: language === 'es' ? 'Código guardado' : 'Passcode saved' };
  });

  addRoute(app, services, routes.resetPasscode, async ({ query, language }, caller) => {
    await resetMemberPasscode(db, caller.membership, caller.user.id, query.user_id);
    return { message: language === 'es' ? 'Código restablecido' : 'Passcode reset' };
  });
}
