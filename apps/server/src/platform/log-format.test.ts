import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { publicDatabaseUrl, startBanner } from './banner.ts';
import { chooseLogFormat, loggerOptions, prettyMessage } from './log-format.ts';

/** Issue 12 (decision 033): readable lines at a terminal, JSON lines elsewhere, sign-in codes easy to find. */

describe('the log format', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['', true, 'pretty'],
    ['json', true, 'json'],
    ['JSON', true, 'json'],
    ['pretty', false, 'pretty'],
    [' Pretty ', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s on a TTY=%s: %s', (setting, isTTY, expected) => {
    expect(chooseLogFormat(setting, isTTY)).toBe(expected);
  });

  it('refuses an unknown format instead of guessing', () => {
    expect(() => chooseLogFormat('yaml', true)).toThrow('LOG_FORMAT must be "json" or "pretty", got "yaml"');
  });

  function write(format: 'json' | 'pretty', log: (logger: pino.Logger) => void): string {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk;
        done();
      },
    });
    const { stream, ...options } = loggerOptions(format, 'info', false, sink) as { stream?: NodeJS.WritableStream };
    log(pino(options, stream ?? sink));
    return out;
  }

  it('JSON lines keep the outbox entry and redact secrets of request URLs, as before', () => {
    const out = write('json', (logger) => {
      logger.info(
        { outbox: { channel: 'sms', to: '+919876543210', text: 'Your code is 123456' } },
        'outbox sms to +919876543210',
      );
      logger.info({ req: { method: 'POST', url: '/api/auth/g/otp/9876543210/validate?OTP=123456' } }, 'incoming request');
    });
    const [outbox, request] = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(outbox).toMatchObject({ msg: 'outbox sms to +919876543210', outbox: { text: 'Your code is 123456' } });
    expect(request.req.url).toBe('/api/auth/g/otp/9876543210/validate?OTP=[redacted]');
  });

  it('pretty lines: a message to a person is framed on lines of its own; request URLs stay redacted', () => {
    const out = write('pretty', (logger) => {
      logger.info('Server listening');
      logger.info(
        { outbox: { channel: 'sms', to: '+919876543210', text: 'Your code is 123456' } },
        'outbox sms to +919876543210',
      );
      logger.info({ req: { method: 'POST', url: '/api/x?pass_code=MTIz' } }, 'incoming request');
    });
    expect(out).not.toMatch(/^\{/m);
    expect(out).toContain('INFO');
    expect(out).toMatch(/┌─ SMS to \+919876543210 ─+\n│ Your code is 123456\n└─+/);
    expect(out).not.toContain('MTIz');
  });

  it('the framed message without colours is plain text', () => {
    expect(prettyMessage({ msg: 'x', outbox: { channel: 'email', to: 'a@b.c', text: 'Code 1\nline 2' } }, false)).toBe(
      [`┌─ EMAIL to a@b.c ${'─'.repeat(60 - 'EMAIL to a@b.c'.length)}`, '│ Code 1', '│ line 2', `└${'─'.repeat(63)}`].join('\n'),
    );
    expect(prettyMessage({ msg: 'plain' }, true)).toBe('plain');
  });
});

describe('the start banner', () => {
  it('says where to open the product, which database, the demo numbers and where codes go', () => {
    const banner = startBanner(
      {
        url: 'http://localhost:3000',
        databaseUrl: undefined,
        pgliteDir: '/srv/data/pglite',
        demo: { owner: '+91 9876543210', others: [{ number: '+91 9876543211', role: 'job controller' }] },
        outboxFile: '/srv/data/outbox.jsonl',
      },
      false,
    );
    expect(banner).toContain('http://localhost:3000');
    expect(banner).toContain('embedded (PGlite) in /srv/data/pglite');
    expect(banner).toContain('+91 9876543210');
    expect(banner).toContain('+91 9876543211  job controller');
    expect(banner).toContain('/srv/data/outbox.jsonl');
    expect(banner).not.toContain('\u001b[');
  });

  it('shows a PostgreSQL address without its password, and no demo lines when the demo is off', () => {
    const banner = startBanner(
      {
        url: 'http://localhost:3000',
        databaseUrl: 'postgres://garage:s3cret@db.internal:5432/garage?sslmode=require',
        pgliteDir: '/unused',
        demo: null,
        outboxFile: '/srv/outbox.jsonl',
      },
      true,
    );
    expect(banner).toContain('PostgreSQL postgres://garage@db.internal:5432/garage?sslmode=require');
    expect(banner).not.toContain('s3cret');
    expect(banner).not.toContain('Demo owner');
    expect(publicDatabaseUrl('postgres://u@h/db?password=x')).toBe('postgres://u@h/db');
    expect(publicDatabaseUrl('not a url :: secret')).toBe('(DATABASE_URL)');
  });
});
