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
    handle = await openDatabase({
      databaseUrl: pgUrlFor(name),
      pgliteDir: '',
      onConnectionError: (err) => errors.push(err),
    });
  });
  afterAll(async () => {
    await handle.close();
    await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  const countProducts = async () =>
    (
      await handle.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

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

  it('fails only the queries whose connection is terminated mid-query, and goes on', async () => {
    const before = await countProducts();
    errors.length = 0;
    const activeIn = async (where: string) =>
      (await pgAdmin([`SELECT pid FROM pg_stat_activity WHERE datname = '${name}' AND ${where}`]))[0]!.rows.length;
    // Fails the wait at once, with the cause, if the transaction could not even start (e.g. the
    // server refused the connection) instead of polling for a session that will never appear.
    const settled = <T>(p: Promise<T>) =>
      p.then((v) => {
        throw new Error(`settled early: ${String(v)}`);
      });

    // A connection checked out but between two queries (a handler's transaction) when it is
    // terminated. Opened first, so the busy queries below cannot delay its checkout.
    let terminatedBetween: () => void = () => {};
    const between = new Promise<void>((resolve) => {
      terminatedBetween = resolve;
    });
    const held = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1 AS held_between_queries`.execute(trx);
        await between;
        await sql`SELECT 2`.execute(trx);
      })
      .then(
        () => 'done',
        (err: Error) => err.message,
      );
    await Promise.race([
      expect
        .poll(() => activeIn(`query LIKE '%held_between_queries%' AND state <> 'active'`), { timeout: 20_000 })
        .toBe(1),
      settled(held),
    ]);

    // Queries busy on the server when their backends are terminated, as under load.
    const busy = Array.from({ length: 6 }, () =>
      sql`SELECT pg_sleep(5)`.execute(handle.db).then(
        () => 'done',
        (err: Error) => err.message,
      ),
    );
    await expect.poll(() => activeIn(`state = 'active' AND query LIKE '%pg_sleep(5)%'`), { timeout: 20_000 }).toBe(6);
    await pgAdmin([
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND (query LIKE '%pg_sleep(5)%' OR query LIKE '%held_between_queries%')`,
    ]);
    await new Promise((r) => setTimeout(r, 300));
    terminatedBetween();
    expect(await held).not.toBe('done');

    const outcomes = await Promise.all(busy);
    expect(outcomes.every((o) => o !== 'done' && /terminat/i.test(o))).toBe(true);
    // The process is still here (an unhandled 'error' event would have failed this run) and the
    // pool answers on fresh connections.
    expect(await Promise.all([1, 2, 3].map(() => countProducts()))).toEqual([before, before, before]);
  });
});
