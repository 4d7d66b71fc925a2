import type { CallName, RequestOf } from '@ptcg/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '#api/db/data-version.ts';
import { refreshPlayerStats } from '#api/stats/player-stats.ts';
import { createTestApp } from '#api/test/app.ts';
import { callData } from '#api/test/client.ts';
import type { TestApp } from '#api/test/app.ts';
import { PIN, loadTournamentFixture } from '#api/test/tournament-fixture.ts';
import type { TournamentFixture } from '#api/test/tournament-fixture.ts';

let t: TestApp;
let f: TournamentFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await loadTournamentFixture(t.database.db);
});
afterAll(() => t.close());

/** The typed data of a call that must succeed (fails the test with the answer's message otherwise). */
const ok = <N extends CallName>(name: N, body?: RequestOf<N>) => callData(t.app, name, body);

const pins = (data: { list: { pinCode: string }[] }) => data.list.map((r) => r.pinCode);

describe('player/rank-season', () => {
  it("ranks the current Master division by each player's best 10 events", async () => {
    const data = await ok('player/rank-season');
    expect(data).toMatchObject({ pageCur: 1, pageNum: 1, pageSize: 100, itemNum: 5 });
    expect(data.list).toEqual([
      // P4 (Senior, 900) is first overall, so the Master leader is second overall.
      {
        rank: 2,
        divisionRank: 1,
        nickname: '小红',
        pinCode: PIN.p2,
        division: 'Master',
        points: 800,
        pointsTimes: 2,
        playTimes: 2,
      },
      // Twelve events of 10 … 120 points: the best ten make 30 + 40 + … + 120 = 750.
      {
        rank: 3,
        divisionRank: 2,
        nickname: '小明',
        pinCode: PIN.p1,
        division: 'Master',
        points: 750,
        pointsTimes: 10,
        playTimes: 12,
      },
      // NC at the main event counts as played, not as a scoring event.
      {
        rank: 4,
        divisionRank: 3,
        nickname: '阿杰',
        pinCode: PIN.p5,
        division: 'Master',
        points: 300,
        pointsTimes: 1,
        playTimes: 2,
      },
      // The rate event (70 points) stays out of the season.
      {
        rank: 5,
        divisionRank: 4,
        nickname: '大明',
        pinCode: PIN.p3,
        division: 'Master',
        points: 100,
        pointsTimes: 1,
        playTimes: 1,
      },
      {
        rank: 6,
        divisionRank: 5,
        nickname: '阿伟',
        pinCode: PIN.p6,
        division: 'Master',
        points: 0,
        pointsTimes: 0,
        playTimes: 1,
      },
    ]);
  });

  it('answers other divisions and seasons', async () => {
    const senior = await ok('player/rank-season', { division: 'Senior' });
    expect(senior.list).toEqual([
      {
        rank: 1,
        divisionRank: 1,
        nickname: '小刚',
        pinCode: PIN.p4,
        division: 'Senior',
        points: 900,
        pointsTimes: 1,
        playTimes: 1,
      },
    ]);
    const last = await ok('player/rank-season', { season: '24-25' });
    expect(last.list).toMatchObject([{ pinCode: PIN.p1, points: 40, divisionRank: 1, playTimes: 1 }]);
    const older = await ok('player/rank-season', { season: '23-24' });
    expect(older).toMatchObject({ list: [], itemNum: 0, pageNum: 1 });
  });

  it('pages by position', async () => {
    const page2 = await ok('player/rank-season', { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ pageCur: 2, pageNum: 3, pageSize: 2, itemNum: 5 });
    expect(pins(page2)).toEqual([PIN.p5, PIN.p3]);
  });

  it("searches current and former names and pin codes, keeping each player's true rank", async () => {
    const ming = await ok('player/rank-season', { search: '明' });
    expect(ming).toMatchObject({ itemNum: 2, pageNum: 1 });
    expect(ming.list.map((r: { pinCode: string; divisionRank: number }) => [r.pinCode, r.divisionRank])).toEqual([
      [PIN.p1, 2],
      [PIN.p3, 4],
    ]);
    // Only P1 was ever called 明明 (a former name); P2 entered the main event as 红红.
    expect(pins(await ok('player/rank-season', { search: '明明' }))).toEqual([PIN.p1]);
    expect(pins(await ok('player/rank-season', { search: '红红' }))).toEqual([PIN.p2]);
    // A search matches within one name: 小红 and 红红 do not make 小红红.
    expect((await ok('player/rank-season', { search: '小红红' })).itemNum).toBe(0);
    expect(pins(await ok('player/rank-season', { search: PIN.p3.toLowerCase() }))).toEqual([PIN.p3]);
    const second = await ok('player/rank-season', { search: '明', page: 2, pageSize: 1 });
    expect(second).toMatchObject({ pageCur: 2, pageNum: 2, itemNum: 2 });
    expect(second.list).toMatchObject([{ pinCode: PIN.p3, rank: 5, divisionRank: 4 }]);
    // Wildcards are plain characters.
    expect((await ok('player/rank-season', { search: '%' })).itemNum).toBe(0);
  });
});

describe('player/rank-career', () => {
  it('sums every event of every season per division', async () => {
    const data = await ok('player/rank-career');
    expect(
      data.list.map((r: { pinCode: string; points: number; rank: number; divisionRank: number }) => [
        r.pinCode,
        r.points,
        r.rank,
        r.divisionRank,
      ]),
    ).toEqual([
      [PIN.p1, 820, 2, 1],
      [PIN.p2, 800, 3, 2],
      [PIN.p5, 300, 4, 3],
      [PIN.p3, 100, 5, 4],
      [PIN.p6, 0, 6, 5],
    ]);
    expect(data.list[0]).toMatchObject({ pointsTimes: 13, playTimes: 13 });
    expect(pins(await ok('player/rank-career', { search: '小明明' }))).toEqual([PIN.p1]);
  });
});

describe('player/rank-official', () => {
  it("computes the current season's Master ranking from every official result when none was published", async () => {
    const data = await ok('player/rank-official');
    // Main event, city events and the team event all count (not only the qualifier day); the rate
    // event (大明 70, 小明 50) and the Senior division (小刚) do not. 小明: best ten of 10 … 120 = 750.
    expect(data.list).toEqual([
      { ranking: 1, nickName: '小红', pinCode: PIN.p2, points: 800 },
      { ranking: 2, nickName: '小明', pinCode: PIN.p1, points: 750 },
      { ranking: 3, nickName: '阿杰', pinCode: PIN.p5, points: 300 },
      { ranking: 4, nickName: '大明', pinCode: PIN.p3, points: 100 },
      { ranking: 5, nickName: '阿伟', pinCode: PIN.p6, points: 0 },
    ]);
    expect(pins(await ok('player/rank-official', { search: '大' }))).toEqual([PIN.p3]);
  });

  it('leaves online (unofficial) events out of the official ranking', async () => {
    const { db } = t.database;
    await db.updateTable('tournament').set({ unofficial: true }).where('id', '=', f.team).execute();
    try {
      await refreshPlayerStats(db);
      // As an import does: cached answers of the old data are not served again.
      await bumpDataVersion(db);
      const data = await ok('player/rank-official');
      expect(data.list.slice(0, 3)).toEqual([
        { ranking: 1, nickName: '小明', pinCode: PIN.p1, points: 750 },
        { ranking: 2, nickName: '小红', pinCode: PIN.p2, points: 500 },
        { ranking: 3, nickName: '大明', pinCode: PIN.p3, points: 100 },
      ]);
    } finally {
      await db.updateTable('tournament').set({ unofficial: false }).where('id', '=', f.team).execute();
      await refreshPlayerStats(db);
      await bumpDataVersion(db);
    }
  });

  it('answers the published ranking when one was imported', async () => {
    const { db } = t.database;
    await db
      .insertInto('official_ranking')
      .values([
        { pin_code: PIN.p3, ranking: 2, points: 1000 },
        { pin_code: PIN.p1, ranking: 1, points: 1234 },
      ])
      .execute();
    try {
      const data = await ok('player/rank-official', { pageSize: 1 });
      expect(data).toMatchObject({
        itemNum: 2,
        pageNum: 2,
        list: [{ ranking: 1, nickName: '小明', pinCode: PIN.p1, points: 1234 }],
      });
      const found = await ok('player/rank-official', { search: '大明' });
      expect(found).toMatchObject({ itemNum: 1, list: [{ ranking: 2, pinCode: PIN.p3 }] });
    } finally {
      await db.deleteFrom('official_ranking').execute();
    }
  });
});

describe('player/rank-rate-series', () => {
  it('sums the rate events', async () => {
    const data = await ok('player/rank-rate-series');
    expect(data.list).toEqual([
      { rank: 1, nickname: '大明', pinCode: PIN.p3, points: 70, playTimes: 1 },
      { rank: 2, nickname: '小明', pinCode: PIN.p1, points: 50, playTimes: 1 },
    ]);
    expect((await ok('player/rank-rate-series', { search: '小' })).list).toMatchObject([{ rank: 2, pinCode: PIN.p1 }]);
  });
});

describe('player/info', () => {
  it('answers names, top cuts per type, season and career points', async () => {
    const data = await ok('player/info', { pinCode: PIN.p1 });
    expect(data).toEqual({
      nickName: '小明',
      // An imported player, not one of the generated season's.
      generated: false,
      historyName: ['小明明', '明明'],
      pinCode: PIN.p1,
      // City ranks 12 … 1 plus a win last season, in events that ran no top cut: only the two wins count
      // (a place is a top cut only inside the event's cut; imported-events.test.ts counts real cuts).
      // The Great event's 2nd place was a team event: career top cuts count individual events only.
      topCuts: { Master: [0, 0, 0, 0, 0], Great: [0, 0, 0, 0, 0], City: [2, 0, 0, 0, 0] },
      // The season of today (the app's TODAY) first, then the seasons played; none without results.
      seasonPoints: [
        { season: '25-26', points: 750, rank: 2 },
        { season: '24-25', points: 40, rank: 1 },
      ],
      careerPoints: 820,
      playTimes: 14,
    });
  });

  it('excludes the current name from former names', async () => {
    const data = await ok('player/info', { pinCode: PIN.p2 });
    // 小红 won the Master event and the Great team event: only the individual win is a career top cut.
    expect(data).toMatchObject({
      nickName: '小红',
      historyName: ['红红'],
      topCuts: { Master: [1, 0, 0, 0, 0], Great: [0, 0, 0, 0, 0] },
    });
  });

  it('answers 10002 for an unknown pin code', async () => {
    const res = await t.call('player/info', { pinCode: 'CN99999999' });
    expect(res.body).toMatchObject({ code: 10002, msg: '选手不存在' });
  });
});

describe('player/recent-played', () => {
  it('lists the events newest first, 10 per page', async () => {
    const data = await ok('player/recent-played', { pinCode: PIN.p1 });
    expect(data).toMatchObject({ pageCur: 1, pageNum: 2, pageSize: 10, itemNum: 14 });
    expect(data.list[0]).toEqual({
      date: '2025-12-05T00:00:00+08:00',
      tournamentId: f.rate,
      tournamentName: '测试积分赛',
      type: 'Great',
      division: 'Master',
      isQual: false,
      isTeam: false,
      isRate: true,
      online: false,
      rank: 2,
      participant: 30,
      points: 50,
      qualified: false,
      decks: [],
    });
    expect(data.list[1]).toMatchObject({
      tournamentId: f.city[11],
      rank: 1,
      points: 120,
      decks: [{ deckId: f.deckA, variantName: '雷丘 博士', variantIcon: ['raichu'] }],
    });
    const page2 = await ok('player/recent-played', { pinCode: PIN.p1, page: 2 });
    expect(page2.list.map((r: { tournamentId: number }) => r.tournamentId)).toEqual([
      f.city[2],
      f.city[1],
      f.city[0],
      f.old,
    ]);
  });

  it('filters by type: 1 Master, 2 Great, 3 City', async () => {
    expect((await ok('player/recent-played', { pinCode: PIN.p1, type: 3 })).itemNum).toBe(13);
    expect(
      (await ok('player/recent-played', { pinCode: PIN.p1, type: 2 })).list.map(
        (r: { tournamentId: number }) => r.tournamentId,
      ),
    ).toEqual([f.rate]);
    expect(await ok('player/recent-played', { pinCode: PIN.p1, type: 1 })).toMatchObject({
      list: [],
      itemNum: 0,
      pageNum: 1,
    });
    expect(
      (await ok('player/recent-played', { pinCode: PIN.p2, type: 1 })).list.map(
        (r: { tournamentId: number }) => r.tournamentId,
      ),
    ).toEqual([f.main]);
  });

  it('answers a 高级赛 row as type Ultra and counts it with the Master level in filters and top cuts', async () => {
    const { db } = t.database;
    await db.updateTable('tournament').set({ type: 'Ultra' }).where('id', '=', f.main).execute();
    await bumpDataVersion(db);
    try {
      const played = await ok('player/recent-played', { pinCode: PIN.p2, type: 1 });
      expect(played.list.map((r) => [r.tournamentId, r.type])).toEqual([[f.main, 'Ultra']]);
      expect((await ok('tournament/detail', { tournamentId: f.main })).type).toBe('Ultra');
      expect((await ok('player/info', { pinCode: PIN.p2 })).topCuts.Master).toEqual([1, 0, 0, 0, 0]);
    } finally {
      await db.updateTable('tournament').set({ type: 'Master' }).where('id', '=', f.main).execute();
      await bumpDataVersion(db);
    }
  });

  it("shows only the player's own deck at team events and both days at two-day events", async () => {
    const data = await ok('player/recent-played', { pinCode: PIN.p2 });
    expect(
      data.list.map((r: { tournamentId: number; decks: { deckId: number }[] }) => [
        r.tournamentId,
        r.decks.map((d) => d.deckId),
      ]),
    ).toEqual([
      [f.team, [f.deckA]],
      [f.main, [f.deckA, f.deckB]],
    ]);
    expect(data.list[0]).toMatchObject({ isTeam: true, rank: 1, points: 300 });
  });

  it('answers 10002 for an unknown pin code', async () => {
    const res = await t.call('player/recent-played', { pinCode: 'CN99999999' });
    expect(res.body).toMatchObject({ code: 10002, msg: '选手不存在' });
  });
});

describe('app/home top players', () => {
  it("shows the current season's Master leaders", async () => {
    const data = await ok('app/home');
    expect(data.topPlayers.slice(0, 3)).toEqual([
      { pinCode: PIN.p2, nickname: '小红', divisionRank: 1, points: 800 },
      { pinCode: PIN.p1, nickname: '小明', divisionRank: 2, points: 750 },
      { pinCode: PIN.p5, nickname: '阿杰', divisionRank: 3, points: 300 },
    ]);
  });
});

describe('refreshPlayerStats', () => {
  it('picks up new results', async () => {
    const { db } = t.database;
    const [entry] = await db
      .insertInto('entry')
      .values({
        tournament_id: f.main,
        rank: 3,
        points: 1000,
        match_points: 0,
        wins: 0,
        losses: 0,
        ties: 0,
        qualified: false,
      })
      .returning('id')
      .execute();
    await db
      .insertInto('entry_player')
      .values({ entry_id: entry!.id, pin_code: PIN.p6, seat: 0, nickname: '阿伟' })
      .execute();
    await refreshPlayerStats(db);
    try {
      const data = await ok('player/rank-season', { pageSize: 1 });
      expect(data.list).toMatchObject([{ pinCode: PIN.p6, points: 1000, divisionRank: 1, playTimes: 2 }]);
    } finally {
      await db.deleteFrom('entry').where('id', '=', entry!.id).execute();
      await refreshPlayerStats(db);
    }
  });
});

describe('seasons from the calendar', () => {
  it('lists the seasons of the data and the one today is in, newest first', async () => {
    const data = await ok('player/seasons');
    expect(data.current).toBe('25-26');
    expect(data.list.map((s: { season: string }) => s.season)).toEqual(['25-26', '24-25']);
    expect(data.list[0]).toMatchObject({ from: '2025-09-01', to: '2026-08-31' });
  });

  it('makes the season of a later today the default, even before it has results', async () => {
    const later = await createTestApp({ TODAY: '2026-11-23' });
    try {
      await loadTournamentFixture(later.database.db);
      const seasons = (await later.call('player/seasons')).body.data;
      expect(seasons.current).toBe('26-27');
      const names = seasons.list.map((s: { season: string }) => s.season);
      expect(names[0]).toBe('26-27');
      expect(names).toContain('25-26');
      expect([...names].sort().reverse()).toEqual(names);
      // The default ranking is the new season's; 25-26 stays reachable by name.
      const byDefault = (await later.call('player/rank-season')).body.data;
      expect(byDefault).toEqual((await later.call('player/rank-season', { season: '26-27' })).body.data);
      expect(byDefault).not.toEqual((await later.call('player/rank-season', { season: '25-26' })).body.data);
      const info = (await later.call('player/info', { pinCode: PIN.p1 })).body.data;
      expect(info.seasonPoints[0]).toEqual({ season: '26-27', points: 0, rank: null });
    } finally {
      await later.close();
    }
  });

  it('refuses a season that is not two consecutive years', async () => {
    const res = await t.call('player/rank-season', { season: '25-27' });
    expect(res.body.code).toBe(10002);
  });
});
