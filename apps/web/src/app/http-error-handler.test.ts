import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../lib/i18n.ts';
import { type HttpErrorLike, isSubscriptionExpired, reactionTo } from './http-error-handler.ts';

function err(
  status: number,
  code = `HTTP_${status}`,
  serverMessage: string | null = null,
  detail: string | null = null,
): HttpErrorLike {
  return { status, code, serverMessage, detail };
}

// The Spanish core texts load with the Spanish catalogue (decision 042), as when the app starts in Spanish.
beforeAll(() => loadLanguage('es'));
describe('central error handler (spec 8)', () => {
  const cases: Array<[string, HttpErrorLike, string | null, boolean]> = [
    [
      '403 with message Inactive User',
      err(403, 'INACTIVE_USER', 'Inactive User'),
      'This User is Inactive! Please contact the provider today',
      false,
    ],
    [
      '403 Inactive User by message alone',
      err(403, 'HTTP_403', 'Inactive User'),
      'This User is Inactive! Please contact the provider today',
      false,
    ],
    [
      '403 FORBIDDEN is a permission problem',
      err(403, 'FORBIDDEN', 'nope'),
      'Access denied please contact your Garage owner',
      false,
    ],
    [
      'other 403 is an expired subscription',
      err(403, 'SUBSCRIPTION_EXPIRED', 'x'),
      'Subscription Expired! Please contact the provider today',
      false,
    ],
    ['403 without a body', err(403), 'Subscription Expired! Please contact the provider today', false],
    ['401 OTP not matched', err(401, 'OTP_NOT_MATCHED', 'OTP not matched'), 'Invalid OTP, please enter valid otp', false],
    ['401 token expired shows nothing', err(401, 'TOKEN_EXPIRED', 'Token expired'), null, false],
    ['401 token not found shows nothing', err(401, 'TOKEN_NOT_FOUND', 'Token not found'), null, false],
    ['other 401 signs out with Please Login', err(401, 'REFRESH_INVALID', 'Refresh token is not valid'), 'Please Login', true],
    ['401 without a body signs out', err(401), 'Please Login', true],
    ['401 expired code says so', err(401, 'OTP_EXPIRED', 'x'), 'The code has expired. Please request a new one.', false],
    ['500', err(500, 'INTERNAL', 'boom'), 'Something went wrong, Please contact Administrator.', false],
    ['404', err(404, 'NOT_FOUND', 'Not found'), 'Something went wrong, Please contact Administrator.', false],
    ['400 shows the server message', err(400, 'VALIDATION', 'Garage name is required'), 'Garage name is required', false],
    ['400 falls back to detail', err(400, 'HTTP_400', null, 'bad field'), 'bad field', false],
    ['400 falls back to a generic text', err(400), 'Something went wrong', false],
    ['429 shows the server message', err(429, 'RATE_LIMITED', 'Too many codes requested'), 'Too many codes requested', false],
    ['network failure', err(0, 'NETWORK'), 'Check your internet connection or Please contact Administrator.', false],
    [
      '503 says to try again shortly',
      err(503, 'UNAVAILABLE', 'x'),
      'The service is unavailable for a moment. Please try again shortly.',
      false,
    ],
    ['any other status', err(502), 'Check your internet connection or Please contact Administrator.', false],
  ];
  it.each(cases)('%s', (_name, error, text, signOut) => {
    expect(reactionTo(error, 'en')).toEqual({ text, signOut });
  });

  it('speaks Spanish when the UI is Spanish', () => {
    expect(reactionTo(err(500), 'es').text).toBe('Algo salió mal. Póngase en contacto con el administrador.');
    expect(reactionTo(err(403, 'HTTP_403', 'Usuario inactivo'), 'es').text).toBe(
      '¡Este usuario está inactivo! Póngase en contacto con el proveedor hoy',
    );
    expect(reactionTo(err(401, 'OTP_NOT_MATCHED', 'El código no coincide'), 'es').text).toBe(
      'Código no válido, introduzca un código válido',
    );
    expect(reactionTo(err(0, 'NETWORK'), 'es').text).toBe(
      'Compruebe su conexión a internet o póngase en contacto con el administrador.',
    );
  });
});

describe('subscription-expired answers', () => {
  it('are recognised by their code only', () => {
    expect(isSubscriptionExpired(err(403, 'SUBSCRIPTION_EXPIRED', 'x'))).toBe(true);
    expect(isSubscriptionExpired(err(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isSubscriptionExpired(err(403, 'INACTIVE_USER', 'Inactive User'))).toBe(false);
    expect(isSubscriptionExpired(err(400, 'SUBSCRIPTION_EXPIRED', 'x'))).toBe(false);
  });
});
