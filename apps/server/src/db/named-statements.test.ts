import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { statementNaming } from './named-statements.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  /** One connection, so what it has prepared can be read back from pg_prepared_statements. */
  function openPool(options: Parameters<typeof statementNaming>[0] = {}) {
    const naming = statementNaming(options);
    pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', (client) => naming.attach(client));
    return pool;
  }

  const prepared = async (p: pg.Pool) =>
    (await p.query('select name, statement from pg_prepared_statements order by name')).rows as Array<{
      name: string;
      statement: string;
    }>;

  it('prepares a parameterised text from its third call on, once per connection, and answers as before', async () => {
    const p = openPool();
    const text = 'select $1::int + 1 as n';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await p.query({ text, values: [i] })).rows[0].n);
    expect(answers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await prepared(p)).toEqual([{ name: 's1', statement: text }]);
  });

  it('leaves texts without parameters unnamed (they may hold several statements)', async () => {
    const p = openPool();
    for (let i = 0; i < 4; i++) await p.query({ text: 'select 1; select 2' });
    await p.query('select 3');
    expect(await prepared(p)).toEqual([]);
  });

  it('keeps at most perConnection statements on a connection; the rest are sent unnamed', async () => {
    const p = openPool({ perConnection: 2 });
    for (const k of [1, 2, 3]) {
      for (let i = 0; i < 4; i++) {
        const { rows } = await p.query({ text: `select $1::int * ${k} as n`, values: [i] });
        expect(rows[0].n).toBe(i * k);
      }
    }
    expect((await prepared(p)).map((r) => r.name)).toEqual(['s1', 's2']);
  });

  it('names a text the same on every connection and does not hold a transaction back', async () => {
    const naming = statementNaming();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('connect', (client) => naming.attach(client));
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      const text = 'select $1::text as t';
      for (let i = 0; i < 3; i++) await a.query({ text, values: [`a${i}`] });
      await b.query('begin');
      expect((await b.query({ text, values: ['b'] })).rows[0].t).toBe('b');
      await b.query('commit');
      const names = async (c: pg.PoolClient) =>
        (await c.query('select name from pg_prepared_statements')).rows.map((r: { name: string }) => r.name);
      expect(await names(a)).toEqual(['s1']);
      expect(await names(b)).toEqual(['s1']);
    } finally {
      a.release();
      b.release();
    }
  });
});
