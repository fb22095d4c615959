// The stock ledger's invariant check for operators (decision 052): for every part of every garage the
// movements add up to its on hand and its value, and for every batch or serial to its on hand; and every
// garage's stock summary (platform/stock-summary.ts) adds up to the figures it counted.
//   npm run stock:check -w @garage/server                 (the database the server uses: DATABASE_URL, else DATA_DIR's PGlite)
//   npm run stock:check -w @garage/server -- --group 12   (one group)
// Exit code 0 when all is well, 1 when any part or lot is off (each is printed), 2 when it cannot run.
// PGlite is one process at a time: stop the server first (its lock file says so otherwise).
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { checkStockLedger } from '../src/platform/stock-ledger.ts';

async function main(): Promise<number> {
  const at = process.argv.indexOf('--group');
  const groupId = at > 0 ? Number(process.argv[at + 1]) : undefined;
  if (groupId !== undefined && !Number.isSafeInteger(groupId)) {
    console.error('--group needs a group id');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const problems = await checkStockLedger(database.db, groupId);
    for (const p of problems) {
      if ('stored' in p) {
        const figures = (c: typeof p.stored) => `${c.parts} parts, ${c.low} low, ${c.out} out, value ${c.value}`;
        const stray = p.strayRows > 0 ? `; ${p.strayRows} stock rows of another garage's parts` : '';
        console.log(
          `group ${p.groupId} garage ${p.garageId} stock summary: ${figures(p.stored)} but its parts counted ${figures(p.counted)}${stray}`,
        );
        continue;
      }
      const what = p.lotId === null ? `part ${p.partId}` : `part ${p.partId} lot ${p.lotId}`;
      const value = p.value === null ? '' : `, value ${p.value} but movements say ${p.movementsValue}`;
      console.log(
        `group ${p.groupId} garage ${p.garageId} ${what}: on hand ${p.onHand} but movements say ${p.movementsQuantity}${value}`,
      );
    }
    console.log(problems.length === 0 ? 'stock ledger: every part and lot adds up' : `stock ledger: ${problems.length} off`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`stock check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
