import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { Packed, packedColumns, readPacked } from './packed.ts';

/** Packed reads: what the database packs is what the reader gives back, field by field. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('packed reads', () => {
  it('give back every record of the query, in the order of its fields', async () => {
    const text = await readPacked(
      t.database.db,
      sql`
      SELECT ${packedColumns([sql`x.id`, sql`x.pin`, sql`x.n`, sql`x.amount`])}
      FROM (VALUES (1, 'CN-a.b:c_9', -12, 166.66666666666666666667::numeric), (20, 'Z', 0, -0.5::numeric))
        AS x(id, pin, n, amount)`,
    );
    const records: [number, string, number, number][] = [];
    for (const r = new Packed(text); !r.done;) records.push([r.int(), r.str(), r.int(), r.num()]);
    expect(records).toEqual([
      [1, 'CN-a.b:c_9', -12, 166.66666666666666],
      [20, 'Z', 0, -0.5],
    ]);
  });

  it('answer an empty text when the query matched nothing', async () => {
    const text = await readPacked(
      t.database.db,
      sql`SELECT ${packedColumns([sql`card_id`])} FROM card WHERE card_id < 0`,
    );
    expect(text).toBe('');
    expect(new Packed(text).done).toBe(true);
  });
});
