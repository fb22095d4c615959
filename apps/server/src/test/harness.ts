import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { syncVehicleCatalogue } from '../modules/catalogue/sync-vehicle-catalogue.ts';
import type { FakeClock } from '../platform/clock.ts';
import { sequentialIds } from '../platform/ids.ts';
import type { MessageSender, OutboundMessage } from '../platform/outbox.ts';
import { createTestClock, forgetTestClock } from './test-clock.ts';

export class CapturingSender implements MessageSender {
  readonly sent: OutboundMessage[] = [];
  async send(message: OutboundMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The last code sent to a destination ("+91…" or an e-mail address). */
  lastCode(to: string): string {
    const found = [...this.sent].reverse().find((m) => m.to === to);
    const code = found?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }
}

/**
 * A fresh database per test file: an in-memory PGlite, or with DATABASE_URL a new PostgreSQL database
 * created for the file and dropped after it.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `garage_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 30 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  clock: FakeClock;
  sender: CapturingSender;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-test-'));
  const config = loadConfig({
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    webDist: '/nonexistent',
    ...overrides,
  });
  const { database, drop } = await freshDatabase();
  const clock = createTestClock();
  const sender = new CapturingSender();
  await syncVehicleCatalogue(database.db);
  const { app } = await buildApp({ config, database, clock, sender, ids: sequentialIds(), logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    sender,
    config,
    close: async () => {
      forgetTestClock(clock);
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  userId: number;
  accessToken: string;
  refreshToken: string;
  headers(garageId?: number): Record<string, string>;
}

let ipCounter = 0;
/** A distinct client address per call, so the per-IP cap does not couple unrelated tests. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export async function signIn(t: TestApp, mobile: string, countryCode = '91'): Promise<Session> {
  const remoteAddress = nextIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/g/otp',
    payload: { mobile_number: mobile, country_phone_code: countryCode },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`otp send failed: ${sent.body}`);
  const code = t.sender.lastCode(`+${countryCode}${mobile}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=${countryCode}`,
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`otp validate failed: ${res.body}`);
  const body = res.json();
  return {
    userId: body.user_id,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    headers: (garageId?: number) => ({
      authorization: `Bearer ${body.access_token}`,
      ...(garageId ? { 'x-garage-id': String(garageId) } : {}),
    }),
  };
}

export function call(t: TestApp, options: InjectOptions) {
  return t.app.inject(options);
}
