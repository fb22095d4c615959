import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
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

describe('failed queries in the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the app's logger writes for an error, as one parsed JSON line. */
  function logged(error: unknown): { text: string; line: Record<string, unknown> } {
    const lines: string[] = [];
    const logger = pino({ serializers: LOG_SERIALIZERS }, { write: (l: string) => lines.push(l) });
    logger.error({ err: error }, 'request failed');
    const text = lines.join('');
    return { text, line: JSON.parse(text) };
  }

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('the statement did not fail');
  }

  it('keeps the statement and SQLSTATE of a failed query but none of its values', async () => {
    const error = await failure(() => t.db.execute(sql`select ${'Fahad Harbi +966512345678'}::int`));
    const { text, line } = logged(error);
    expect(text).not.toContain('Fahad');
    expect(text).not.toContain('512345678');
    const err = line.err as { query?: string; code?: string; cause?: { code?: string } };
    expect(err.query ?? '').toContain('select $1::int');
    expect(err.code ?? err.cause?.code).toBe('22P02');
  });

  it('drops the detail of a unique violation (the duplicate key values)', async () => {
    await t.db.execute(sql`create table log_dup (mobile text primary key)`);
    await t.db.execute(sql`insert into log_dup values ('966512345678')`);
    const error = await failure(() => t.db.execute(sql`insert into log_dup values (${'966512345678'})`));
    const { text } = logged(error);
    expect(text).toContain('23505');
    expect(text).not.toContain('512345678');
  });
});
