import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyTestApp, type TestApp } from '../test/app.ts';
import { ColumnTypeError, readColumns } from './columns.ts';

/** Columnar reads: every row of the query comes back, by column name, and a column of another type is an error. */
let t: TestApp;
beforeAll(async () => {
  t = await readOnlyTestApp();
}, 120_000);
afterAll(async () => t?.close());

const ROWS = sql`
  SELECT * FROM (VALUES (1, 'CN-a.b:c_9', -12, '166.66666666666666666667'::numeric::text, NULL::int4, 0.25::float8),
                        (20, 'Z', 0, '-0.5'::numeric::text, 7, -3::float8))
    AS x(id, pin, n, amount, maybe, ratio)`;

describe('columnar reads', () => {
  it('give back every row of the query as aligned columns, by name and in row order', async () => {
    const c = await readColumns(
      t.database.db,
      { pin: 'text', id: 'int', n: 'int', amount: 'decimal', ratio: 'float' },
      ROWS,
    );
    expect(c.length).toBe(2);
    expect(c.id).toEqual([1, 20]);
    expect(c.pin).toEqual(['CN-a.b:c_9', 'Z']);
    expect(c.n).toEqual([-12, 0]);
    // Decimals stay exact as text: the caller sums them exactly (decimalSum).
    expect(c.amount).toEqual(['166.66666666666666666667', '-0.5']);
    expect(c.ratio).toEqual([0.25, -3]);
  });

  it('answer empty columns when the query matched nothing', async () => {
    const c = await readColumns(t.database.db, { card_id: 'int' }, sql`SELECT card_id FROM card WHERE card_id < 0`);
    expect(c.length).toBe(0);
    expect(c.card_id).toEqual([]);
  });

  it('reject a column that is not of its declared kind instead of giving wrong records', async () => {
    const db = t.database.db;
    // A decimal where an integer is expected.
    const decimals = sql`SELECT * FROM (VALUES (2::numeric), (2.5::numeric)) AS x(amount)`;
    await expect(readColumns(db, { amount: 'int' }, decimals)).rejects.toThrow(/amount/);
    await expect(readColumns(db, { ratio: 'int' }, ROWS)).rejects.toThrow(ColumnTypeError);
    // A numeric not cast to its exact text.
    await expect(readColumns(db, { amount: 'decimal' }, decimals)).rejects.toThrow(ColumnTypeError);
    // A null (coalesce nullable columns), in an integer column and in a text column.
    await expect(readColumns(db, { maybe: 'int' }, ROWS)).rejects.toThrow(/maybe/);
    await expect(
      readColumns(db, { name: 'text' }, sql`SELECT * FROM (VALUES ('NULL'), (NULL)) AS x(name)`),
    ).rejects.toThrow(/name/);
    // A number where text is expected.
    await expect(readColumns(db, { id: 'text' }, ROWS)).rejects.toThrow(ColumnTypeError);
    // A column the query does not have.
    await expect(readColumns(db, { missing: 'int' }, ROWS)).rejects.toThrow();
  });
});
