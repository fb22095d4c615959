import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireLock } from '../platform/lock-file.ts';
import { statementNaming } from './named-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, PGlite. */
  url?: string | undefined;
  /** PGlite folder; without it, an in-memory PGlite (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL: parameterised queries as named statements, parsed and planned once per connection (default on). */
  namedStatements?: boolean;
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client dropped by the server (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (error) => options.onIdleError?.(error));
    if (options.namedStatements !== false) {
      const naming = statementNaming();
      pool.on('connect', (client) => naming.attach(client));
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Several servers may start at once against one database: migrate under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  if (options.pgliteDir) release = acquireLock(path.dirname(options.pgliteDir));
  try {
    const extensions = { pg_trgm };
    const client = options.pgliteDir ? new PGlite(options.pgliteDir, { extensions }) : new PGlite({ extensions });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw `db.execute` answer; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Several reads at once: side by side on the pool (each on its own connection), one after another inside a
 * transaction, whose one connection runs one query at a time (node-postgres queues them and warns; pg 9 refuses).
 */
export async function readAll<const T extends readonly (() => Promise<unknown>)[]>(
  db: Db | Tx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}
