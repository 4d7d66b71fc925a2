import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTournamentFiles } from '#api/import/tournaments/import-tournaments.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';
import { testClient, type TestClient } from '#api/test/client.ts';

/**
 * Events as operators import them, read back through the API: the weeks a series spans, qualifier-day
 * rows, the statistics of an event that has not ended, an online Limitless event (no ladder points, 线上赛,
 * not among home's events, its top cut beside the swiss record) and career top cuts by the event's cut.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../import/tournaments/fixtures');
const ONLINE = 'limitless:68c43a2f9b1e7d0012ab34cd';
const OFFICIAL_COPY = 'limitless:68c43a2f9b1e7d0012ab34ce';

let t: TestApp;
let api: TestClient;
let tmp: string;

/** A 高级赛 with qualifier days the weekend before its main event, a one-weekend 超级赛, a seven-weekend city season. */
function seasonDocument() {
  const qualifier = (id: string, name: string, date: string) => ({
    externalId: id,
    name,
    date,
    type: 'Master',
    division: 'Junior',
    isQual: true,
    regulation: 'GHI-CSV10C',
    regulationMark: 'GHI',
    entries: [],
  });
  const weekendCities = [
    '2026-09-05',
    '2026-09-12',
    '2026-09-19',
    '2026-09-27',
    '2026-10-04',
    '2026-10-10',
    '2026-10-18',
  ];
  return {
    format: 'ptcg-cn-tournaments',
    version: 1,
    series: [
      {
        externalId: 'ultra-summer-2026',
        name: '2026高级赛夏季场',
        tournaments: [
          qualifier('ultra-q-sh', '2026高级赛夏季场 - 少年组资格赛 上海', '2026-07-04'),
          qualifier('ultra-q-bj', '2026高级赛夏季场 - 少年组资格赛 北京', '2026-07-05'),
          {
            externalId: 'ultra-main',
            name: '2026高级赛夏季场 - 公开组正赛',
            date: '2026-07-11',
            endDate: '2026-07-12',
            type: 'Master',
            regulation: 'GHI-CSV10C',
            entries: [],
          },
        ],
      },
      {
        externalId: 'great-xa-2026',
        name: '2026西安超级赛',
        tournaments: [
          {
            externalId: 'great-xa-main',
            name: '2026西安超级赛 - 公开组正赛',
            date: '2026-08-01',
            endDate: '2026-08-02',
            type: 'Great',
            entries: [],
          },
        ],
      },
      {
        externalId: 'city-autumn-2026',
        name: '2026城市赛第一赛季',
        tournaments: weekendCities.map((date, i) => ({
          externalId: `city-autumn-${i + 1}`,
          name: `2026城市赛第一赛季 - 第${i + 1}站`,
          date,
          // The last one is being played: its statistics are not there yet.
          status: i === weekendCities.length - 1 ? 'ongoing' : 'upcoming',
          entries: [],
        })),
      },
    ],
  };
}

async function tournamentId(externalId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('tournament')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.id;
}
async function seriesId(externalId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('tournament_series')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = testClient(t.app);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imported-events-'));
  const season = path.join(tmp, 'season.json');
  fs.writeFileSync(season, JSON.stringify(seasonDocument()));
  // The same Limitless event under another id, counted as official by the operator.
  const copy = path.join(tmp, 'official-copy');
  fs.cpSync(path.join(FIXTURES, 'limitless-event'), copy, { recursive: true });
  for (const f of ['tournament.json', 'details.json']) {
    const file = path.join(copy, f);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('68c43a2f9b1e7d0012ab34cd', '68c43a2f9b1e7d0012ab34ce'),
    );
  }
  // Two runs (each rebuilds the statistics once): the copy needs the operator's flag.
  await importTournamentFiles(t.database.db, [
    season,
    path.join(FIXTURES, 'limitless-event'),
    path.join(FIXTURES, 'tdf-drop-midtable.tdf'),
  ]);
  await importTournamentFiles(t.database.db, [copy], { official: true });
}, 180_000);
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  await t.close();
});

describe('tournament/list', () => {
  it('answers how many weeks the events of a series span', async () => {
    const weeks = async (id: string) => (await api.data('tournament/list', { seriesId: await seriesId(id) })).weeks;
    // Qualifier days one weekend, the main event the next.
    expect(await weeks('ultra-summer-2026')).toBe(2);
    expect(await weeks('great-xa-2026')).toBe(1);
    // 5 September to 18 October 2026: seven weekends.
    expect(await weeks('city-autumn-2026')).toBe(7);
  });

  it('marks only the qualifier-day rows isQual', async () => {
    const list = (await api.data('tournament/list', { seriesId: await seriesId('ultra-summer-2026') })).list;
    expect(list.map((r) => [r.name, r.isQual])).toEqual([
      ['2026高级赛夏季场 - 公开组正赛', false],
      ['2026高级赛夏季场 - 少年组资格赛 北京', true],
      ['2026高级赛夏季场 - 少年组资格赛 上海', true],
    ]);
    const city = (await api.data('tournament/list', { seriesId: await seriesId('city-autumn-2026') })).list;
    expect(city.every((r) => !r.isQual)).toBe(true);
  });
});

describe('deck/deck-static-by-tour', () => {
  it('answers 10002 赛事未结束 for an event that has not ended', async () => {
    const res = await api.call('deck/deck-static-by-tour', { tournamentId: await tournamentId('city-autumn-7') });
    expect(res.body).toMatchObject({ code: 10002, msg: '赛事未结束', data: null });
  });
});

describe('an online Limitless event', () => {
  it('is online and unofficial without any flag, and earns nobody ladder points', async () => {
    const detail = await api.data('tournament/detail', { tournamentId: await tournamentId(ONLINE) });
    expect(detail).toMatchObject({ online: true, unofficial: true, topCut: 4, location: '线上' });
    const rank = await api.data('tournament/rank-individual', { tournamentId: await tournamentId(ONLINE) });
    expect(rank.list.map((r) => r.points)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const played = await api.data('player/recent-played', { pinCode: 'LL-nofeet' });
    const online = played.list.find((r) => r.tournamentId === detail.id);
    expect(online).toMatchObject({ online: true, points: 0 });
  });

  it('is not among the recent events of home', async () => {
    const home = await api.data('app/home');
    const ids = [await tournamentId(ONLINE)];
    expect(home.recent.map((r) => r.id).filter((id) => ids.includes(id))).toEqual([]);
    // The copy the operator counted as official is an official event like any other.
    const official = await tournamentId(OFFICIAL_COPY);
    const ended = await sql<{ id: number }>`
      SELECT id FROM tournament WHERE status = 'ended' AND NOT unofficial ORDER BY date DESC, id DESC LIMIT 8`.execute(
      t.database.db,
    );
    expect(home.recent.map((r) => r.id)).toEqual(ended.rows.map((r) => r.id));
    // Whether it is among the newest eight depends on the season's dates; it is a candidate either way.
    const candidates = await sql<{ id: number }>`
      SELECT id FROM tournament WHERE status = 'ended' AND NOT unofficial`.execute(t.database.db);
    expect(candidates.rows.map((r) => r.id)).toContain(official);
  });

  it('answers the swiss record and the top-cut record apart', async () => {
    const rank = await api.data('tournament/rank-individual', { tournamentId: await tournamentId(ONLINE) });
    expect(rank.list.slice(0, 5).map((r) => [r.players[0]?.pinCode, r.record, r.topRecord])).toEqual([
      ['LL-mei_ling', { wins: 2, losses: 1, ties: 0 }, { wins: 2, losses: 0 }],
      ['LL-rgkraken', { wins: 3, losses: 0, ties: 0 }, { wins: 1, losses: 1 }],
      ['LL-kaitoshi', { wins: 2, losses: 1, ties: 0 }, { wins: 0, losses: 1 }],
      ['LL-sunnyday', { wins: 1, losses: 1, ties: 1 }, { wins: 0, losses: 1 }],
      ['LL-lucasm', { wins: 1, losses: 1, ties: 1 }, null],
    ]);
  });

  it('takes the regulation the site played on its date', async () => {
    const detail = await api.data('tournament/detail', { tournamentId: await tournamentId(ONLINE) });
    const inForce = await sql<{ regulation: string }>`
      SELECT regulation FROM tournament
      WHERE regulation <> '' AND regulation NOT LIKE 'EXP%' AND date <= '2026-09-13'
        AND external_id NOT LIKE 'limitless:%'
      ORDER BY date DESC, id DESC LIMIT 1`.execute(t.database.db);
    expect(inForce.rows[0]?.regulation).toBeTruthy();
    expect(detail.regulationCode).toBe(inForce.rows[0]?.regulation);
  });
});

describe('career top cuts', () => {
  it('count a place only inside the event real cut', async () => {
    const cuts = async (pinCode: string) => (await api.data('player/info', { pinCode })).topCuts.City;
    // 8th of 8 after 0-2 and a drop, in an event that cut to 4: no top 8.
    expect(await cuts('LL-dropper99')).toEqual([0, 0, 0, 0, 0]);
    // 4th: top 4 of the official copy only (the online event counts for nothing).
    expect(await cuts('LL-sunnyday')).toEqual([0, 0, 1, 0, 0]);
    expect(await cuts('LL-mei_ling')).toEqual([1, 0, 0, 0, 0]);
    // TOM: 7th after a drop in a top-4 cut is no top 8; the champion and the runner-up are.
    expect(await cuts('CN077hK2qP')).toEqual([0, 0, 0, 0, 0]);
    expect(await cuts('CN037hK2qP')).toEqual([1, 0, 0, 0, 0]);
    expect(await cuts('CN017hK2qP')).toEqual([0, 1, 0, 0, 0]);
  });
});
