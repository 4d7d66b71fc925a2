import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOnlyTestApp, type TestApp } from './app.ts';

const tournaments = async (t: TestApp) =>
  (
    await t.database.db
      .selectFrom('tournament')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('the shared read-only test app', () => {
  it('refuses every write, so a file that writes cannot change what the next file reads', async () => {
    const t = await readOnlyTestApp();
    const before = await tournaments(t);
    await expect(t.database.db.deleteFrom('tournament').execute()).rejects.toThrow(/read-only transaction/);
    await expect(sql`CREATE TABLE scratch (id int)`.execute(t.database.db)).rejects.toThrow(/read-only transaction/);
    expect(await tournaments(t)).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('is one app per settings, still open after a file closed it', async () => {
    const t = await readOnlyTestApp();
    await t.close();
    expect(await readOnlyTestApp()).toBe(t);
    expect((await t.call('card/product-list')).body.code).toBe(200);
    expect(await readOnlyTestApp({ TODAY: '' })).not.toBe(t);
  });
});
