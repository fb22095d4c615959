import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('log redaction', () => {
  it.each([
    [
      '/api/user_passcode/validate?user_id=7&pass_code=MTIzNA%3D%3D',
      '/api/user_passcode/validate?user_id=7&pass_code=[redacted]',
    ],
    [
      '/api/auth/g/otp/9876543210/validate?OTP=123456&country_phone_code=91',
      '/api/auth/g/otp/9876543210/validate?OTP=[redacted]&country_phone_code=91',
    ],
    ['/api/auth/g/logout?token=abc.def&userId=3', '/api/auth/g/logout?token=[redacted]&userId=3'],
    ['/api/customer/garage?x=1', '/api/customer/garage?x=1'],
    ['/api/health', '/api/health'],
    ['/a?pass%5Fcode=1', '/a?pass%5Fcode=[redacted]'],
    ['/a?%E0%A4%A=1&otp', '/a?%E0%A4%A=1&otp=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('serialises a request like Fastify, with the URL redacted', () => {
    expect(
      serializeRequest({ method: 'GET', url: '/x?pass_code=MQ==', host: 'h', ip: '1.2.3.4', socket: { remotePort: 5 } }),
    ).toEqual({ method: 'GET', url: '/x?pass_code=[redacted]', host: 'h', remoteAddress: '1.2.3.4', remotePort: 5 });
  });
});
