import { routes } from '@garage/contract';
import { message } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { confirmEmailVerification } from './confirm-email-verification.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { sendOtp } from './send-otp.ts';
import { validateOtp } from './validate-otp.ts';

export function authRoutes(app: FastifyInstance, services: Services): void {
  addRoute(app, services, routes.sendOtp, async ({ body, ip, language }) => {
    const sent = await sendOtp(services, { countryPhoneCode: body.country_phone_code, mobileNumber: body.mobile_number, ip });
    return { ...sent, message: message('auth.otpSent', language) };
  });

  addRoute(app, services, routes.sendEmailOtp, async ({ query, ip, language }) => {
    const sent = await sendOtp(services, {
      countryPhoneCode: query.country_code,
      mobileNumber: query.mobile_number,
      email: query.email,
      ip,
    });
    return { ...sent, message: message('auth.otpSent', language) };
  });

  addRoute(app, services, routes.validateOtp, async ({ params, query, ip }) =>
    validateOtp(services, query.country_phone_code, params.mobile, query.OTP, ip),
  );

  addRoute(app, services, routes.sendEmailVerification, async ({ language }, caller) => {
    await sendEmailVerification(services, caller.user.id);
    return { message: message('auth.emailCodeSent', language) };
  });

  addRoute(app, services, routes.confirmEmailVerification, async ({ body, language }, caller) => {
    await confirmEmailVerification(services, caller.user.id, body.code);
    return { message: message('auth.emailVerified', language) };
  });

  addRoute(app, services, routes.refreshToken, async ({ body, headers }) => {
    const rotated = await services.tokens.rotate(body.token, headers.user);
    return { access_token: rotated.accessToken, token: rotated.refreshToken };
  });

  addRoute(app, services, routes.logout, async ({ query, language }) => {
    await services.tokens.revoke(query.token, query.userId);
    return { message: language === 'es' ? 'Sesión cerrada' : 'Logged out' };
  });
}
