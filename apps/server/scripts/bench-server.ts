/**
 * The server half of bench-orders.ts: the real app on the benchmark database, in its own process so the
 * load-generating client does not share its event loop. Prints one JSON line {address, token, groupId,
 * garageId, ownerId} once listening; the owner's garage is created on the first run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { garageUser } from '../src/db/schema.ts';
import { createGarage, createUser } from '../src/db/seed/factories.ts';
import { syncVehicleCatalogue } from '../src/modules/catalogue/sync-vehicle-catalogue.ts';
import { systemClock } from '../src/platform/clock.ts';

const url = process.env.BENCH_SERVER_DB;
if (!url) throw new Error('BENCH_SERVER_DB is set by bench-orders.ts');
const database = await openDatabase({ url, poolSize: 20 });
await syncVehicleCatalogue(database.db);
const config = loadConfig({
  dataDir: mkdtempSync(path.join(tmpdir(), 'bench-server-')),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  webDist: '/nonexistent',
  // One user and one address stand for 20 clients here: the limits still count every write (their cost
  // is part of the figure), but must not refuse the bench's own traffic.
  rateLimitWritesPerIp: 1_000_000_000,
  rateLimitWritesPerUser: 1_000_000_000,
});
const { app, services } = await buildApp({ config, database, clock: systemClock, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const [found] = await database.db
  .select()
  .from(garageUser)
  .where(and(eq(garageUser.roles, 'GARAGE_OWNER')))
  .limit(1);
let shop: { groupId: number; garageId: number; ownerId: number };
if (found) shop = { groupId: found.groupId, garageId: found.garageId, ownerId: found.userId };
else {
  const owner = await createUser(database.db, { mobileNumber: '9000000001' });
  const created = await createGarage(
    { db: database.db, clock: systemClock },
    { name: 'Bench Motors', countryCode: 'IN', ownerId: owner.id },
  );
  shop = { groupId: created.groupId, garageId: created.garageId, ownerId: owner.id };
}
const { access_token: token } = await services.tokens.startSession(database.db, shop.ownerId);
process.stdout.write(`${JSON.stringify({ address, token, ...shop })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
