import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend } from '../test/app.ts';
import { pgAdmin, pgUrlFor, templateNames } from '../test/databases.ts';
import { openDatabase, type DatabaseHandle } from './index.ts';

/** A PostgreSQL restart or failover breaks the pool's idle connections; the server must carry on. */
describe.runIf(backend === 'postgres')('lost PostgreSQL connections', () => {
  const name = `ptcg_test_${randomBytes(4).toString('hex')}`;
  const errors: Error[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await pgAdmin([`CREATE DATABASE ${name} TEMPLATE ${templateNames(inject('testRunId')).pgDatabase}`]);
    handle = await openDatabase({ databaseUrl: pgUrlFor(name), pgliteDir: '', onConnectionError: (err) => errors.push(err) });
  });
  afterAll(async () => {
    await handle.close();
    await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  const countProducts = async () =>
    (await handle.db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('reports the broken idle connections and answers the next query on a new one', async () => {
    // Several idle connections in the pool.
    await Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.05)`.execute(handle.db)));
    const before = await countProducts();
    expect(before).toBeGreaterThan(0);

    const idle = await pgAdmin([`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`]);
    const killed = idle[0]!.rows.length;
    expect(killed).toBeGreaterThan(1);
    // Each broken connection is reported (the process does not crash) and leaves the pool.
    await expect.poll(() => errors.length, { timeout: 5000 }).toBe(killed);
    expect(errors[0]!.message).toMatch(/terminat/i);

    expect(await countProducts()).toBe(before);
  });
});
