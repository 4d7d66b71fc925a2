import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastLaneOf } from '#api/http/app.ts';
import { backend, createTestApp, type TestApp } from '#api/test/app.ts';

/**
 * The server's clock is an input of every answer that depends on the date: with the data unchanged,
 * a week later "last week" is another week, also for answers already cached, on every instance.
 */
let t: TestApp;
let lastEvent: number;

beforeAll(async () => {
  // The system time is faked below; with TODAY unset the server's clock reads it.
  t = await createTestApp({ TODAY: '' });
  const last = await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(
    t.database.db,
  );
  lastEvent = Date.parse(`${last.rows[0]!.d}T12:00:00+08:00`);
  vi.useFakeTimers({ toFake: ['Date'] });
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const DAY = 86_400_000;
const lastWeek = { lastWeek: 1, isVariant: true };

describe('the clock', () => {
  it('moves the deck statistics window a week later, cached answers and fast lane included', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v3/deck/deck-static-by-date-and-reg`;
    const ask = async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lastWeek),
      });
      return ((await res.json()) as { data: { deckNum: number } }).data;
    };
    // A week after the last event, last week is the week of that event.
    vi.setSystemTime(lastEvent + 7 * DAY);
    const first = await ask();
    expect(first.deckNum).toBeGreaterThan(0);
    const hits = fastLaneOf(t.app)!.hits;
    expect(await ask()).toEqual(first);
    expect(fastLaneOf(t.app)!.hits).toBe(hits + 1);

    // Two weeks after it, last week holds no event: the answer cached a week earlier is not reused.
    vi.setSystemTime(lastEvent + 14 * DAY);
    expect((await ask()).deckNum).toBe(0);
    expect((await ask()).deckNum).toBe(0);
  });

  it.runIf(backend === 'postgres')('moves it on two instances sharing the database', async () => {
    const other = await t.sibling();
    const ask = async (app: TestApp['app']) =>
      (await app.inject({ method: 'POST', url: '/api/v3/deck/deck-static-by-date-and-reg', payload: lastWeek })).json<{
        data: { deckNum: number };
      }>().data.deckNum;
    vi.setSystemTime(lastEvent + 7 * DAY);
    expect(await ask(t.app)).toBeGreaterThan(0);
    expect(await ask(other)).toBe(await ask(t.app));
    vi.setSystemTime(lastEvent + 14 * DAY);
    expect(await ask(other)).toBe(0);
    expect(await ask(t.app)).toBe(0);
  });
});
