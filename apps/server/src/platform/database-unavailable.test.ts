import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGarage, createUser } from '../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../test/harness.ts';

/**
 * Issue 10, section 7: while the database cannot be reached the API answers 503 with a message (not 500),
 * and it recovers by itself when the database is back.
 */

/** A TCP relay in front of PostgreSQL that the test can take down (every connection cut) and bring back. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The database host goes away: open connections drop, new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('PostgreSQL unreachable', () => {
  let t: TestApp;
  let relay: Relay;
  let s: Session;
  let garageId: number;

  beforeAll(async () => {
    const url = new URL(postgres!);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    // The test app's pool (and its fresh database) go through the relay.
    process.env.DATABASE_URL = url.toString();
    try {
      t = await createTestApp();
    } finally {
      process.env.DATABASE_URL = postgres;
    }
    const owner = await createUser(t.db, { mobileNumber: '9000000101' });
    garageId = (await createGarage(t, { ownerId: owner.id, countryCode: 'SA' })).garageId;
    s = await signIn(t, owner.mobileNumber);
  });
  afterAll(async () => {
    await relay.start();
    await t.close();
    await relay.stop();
  });

  const customers = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/customer/customer/all',
      headers: { ...s.headers(garageId), 'accept-language': 'es' },
    });

  it('answers 503 with a message while the database is away, then recovers by itself', async () => {
    expect((await customers()).statusCode).toBe(200);

    await relay.stop();
    for (let i = 0; i < 3; i++) {
      const res = await customers();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'El servicio no está disponible por un momento. Inténtelo de nuevo en breve.',
        code: 'UNAVAILABLE',
      });
      expect(res.headers['retry-after']).toBe('5');
    }

    await relay.start();
    const back = await customers();
    expect(back.statusCode).toBe(200);
  });
});

describe.skipIf(postgres)('PGlite closed', () => {
  // The embedded database has no network to lose: it is unreachable only once closed (shutdown).
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 503 with a message, not 500, for calls that arrive after the database closed', async () => {
    const owner = await createUser(t.db, { mobileNumber: '9000000102' });
    const { garageId } = await createGarage(t, { ownerId: owner.id, countryCode: 'SA' });
    const s = await signIn(t, owner.mobileNumber);
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/customer/all', headers: s.headers(garageId) });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('UNAVAILABLE');
  });
});
