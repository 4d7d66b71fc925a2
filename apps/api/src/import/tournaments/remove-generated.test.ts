import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#api/env.ts';
import { DEFAULT_BANNER, DEFAULT_HOME_TEXT, DEMO_ANNOUNCEMENTS, seedDefaultData } from '#api/seed.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';
import { testClient, type TestClient } from '#api/test/client.ts';
import { importTournamentFiles } from './import-tournaments.ts';
import { removeGeneratedSeason } from './remove-generated.ts';

/**
 * The default season is generated: the API flags its series, events and players (示例数据), says the
 * site runs on it, and one call removes it while imported events stay.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const quiet = { info: () => {}, warn: () => {} };

let t: TestApp;
let api: TestClient;
let imported: number;

beforeAll(async () => {
  t = await createTestApp();
  api = testClient(t.app);
  await importTournamentFiles(t.database.db, [path.join(FIXTURES, 'limitless-event')]);
  const row = await t.database.db
    .selectFrom('tournament')
    .select('id')
    .where('generated', '=', false)
    .executeTakeFirstOrThrow();
  imported = row.id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('the generated default season', () => {
  it('is flagged on its series, events and players, and the imported event is not', async () => {
    const series = await api.data('tournament/series-list', { page: 1, pageSize: 50 });
    expect(series.list.filter((s) => !s.generated).length).toBeLessThanOrEqual(1);
    const generatedSeries = series.list.find((s) => s.generated && s.status === 'ended');
    expect(generatedSeries).toBeDefined();
    const events = await api.data('tournament/list', { seriesId: generatedSeries!.id, page: 1, pageSize: 10 });
    expect(events.list.length).toBeGreaterThan(0);
    expect(events.list.every((e) => e.generated)).toBe(true);

    const real = await api.data('tournament/detail', { tournamentId: imported });
    expect(real.generated).toBe(false);
    const ended = events.list.find((e) => e.status === 'ended' && !e.isTeam);
    const rank = await api.data('tournament/rank-individual', { tournamentId: ended!.id, pageSize: 1 });
    const pin = rank.list[0]?.players[0]?.pinCode as string;
    expect((await api.data('player/info', { pinCode: pin })).generated).toBe(true);
  });

  it('says the site runs on it: the announcement, and the demo flag of home and the banner', async () => {
    const banner = await api.data('app/announcement-latest', {});
    expect(banner).toEqual({ text: DEMO_ANNOUNCEMENTS.banner, demo: true });
    expect(banner.text).toContain('示例');
    const home = await api.data('app/home', {});
    expect(home.demo).toBe(true);
    expect(home.text).toContain('示例赛季');
  });

  it('is removed by one call: imported events stay, announcements turn to the defaults, and it is not loaded again', async () => {
    const removed = await removeGeneratedSeason(t.database.db, [
      { kind: 'banner', from: DEMO_ANNOUNCEMENTS.banner, to: DEFAULT_BANNER },
      { kind: 'home', from: DEMO_ANNOUNCEMENTS.home, to: DEFAULT_HOME_TEXT },
    ]);
    expect(removed.tournaments).toBeGreaterThan(100);
    expect(removed.players).toBeGreaterThan(1000);

    const left = await t.database.db.selectFrom('tournament').select(['id', 'generated']).execute();
    expect(left).toEqual([{ id: imported, generated: false }]);
    expect((await api.data('tournament/detail', { tournamentId: imported })).name).toBeTruthy();
    const banner = await api.data('app/announcement-latest', {});
    expect(banner).toEqual({ text: DEFAULT_BANNER, demo: false });
    expect((await api.data('app/home', {})).demo).toBe(false);

    // Even with no tournament left, a restart does not load the default season again.
    await t.database.db.deleteFrom('tournament').execute();
    await seedDefaultData(t.database, loadEnv(), quiet);
    const count = await t.database.db
      .selectFrom('tournament')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  }, 180_000);
});
