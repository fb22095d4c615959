import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_OWNER, DEMO_STAFF, seedDemo } from './db/seed/demo.ts';
import { syncVehicleCatalogue } from './modules/catalogue/sync-vehicle-catalogue.ts';
import { startBanner } from './platform/banner.ts';
import { systemClock } from './platform/clock.ts';
import { LockedError } from './platform/lock-file.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            namedStatements: config.databaseNamedStatements,
            onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
          }
        : { pgliteDir: path.join(config.dataDir, 'pglite') },
    );
  } catch (error) {
    if (error instanceof LockedError) {
      console.error(`error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const clock = systemClock;
  const { app } = await buildApp({ config, database, clock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await syncVehicleCatalogue(database.db);
  if (config.seedDemo && (await seedDemo(database.db, clock))) app.log.info('created the demo garage group "Demo Motors"');

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const outboxFile = path.join(config.dataDir, 'outbox.jsonl');
  const owner = `+${DEMO_OWNER.countryPhoneCode} ${DEMO_OWNER.mobileNumber}`;
  if (config.logFormat === 'pretty') {
    const staff = (number: string, role: string) => ({ number: `+${DEMO_OWNER.countryPhoneCode} ${number}`, role });
    const banner = startBanner(
      {
        url,
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'pglite'),
        demo: config.seedDemo
          ? {
              owner,
              others: [
                staff(DEMO_STAFF.jobController, 'job controller'),
                staff(DEMO_STAFF.technician, 'technician'),
                staff(DEMO_STAFF.accountant, 'accountant'),
              ],
            }
          : null,
        outboxFile,
      },
      Boolean(process.stdout.isTTY && process.stdout.hasColors?.()),
    );
    process.stdout.write(banner);
    return;
  }
  app.log.info(
    { url, database: database.kind, dataDir: config.dataDir, demoOwner: owner },
    `Open ${url} and sign in as the demo owner with mobile ${owner} (country code ${DEMO_OWNER.countryPhoneCode}). The one-time code is logged here and written to ${outboxFile}. API docs: ${url}/api/docs`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
