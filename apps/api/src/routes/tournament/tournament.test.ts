import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '#api/db/data-version.ts';
import { createTestApp } from '#api/test/app.ts';
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

async function ok(name: string, body: unknown = {}) {
  const res = await t.call(name, body);
  expect(res.body.msg).toBe('OK.');
  expect(res.body.code).toBe(200);
  return res.body.data;
}

describe('tournament/series-list and tournament/list', () => {
  it('lists series newest first with their tournament counts', async () => {
    const data = await ok('tournament/series-list');
    expect(data.list.map((s: { id: number }) => s.id)).toEqual([f.series.next, f.series.ended]);
    expect(data.list[1]).toMatchObject({
      name: '2025 测试城市赛季',
      status: 'ended',
      startDate: '2025-09-01T00:00:00+08:00',
      tournamentNum: 14,
    });
    expect(data).toMatchObject({ pageCur: 1, pageNum: 1, pageSize: 100, itemNum: 2 });
  });

  it('pages the tournaments of one series, newest first, with the series name', async () => {
    const first = await ok('tournament/list', { seriesId: f.series.ended, page: 1, pageSize: 5 });
    expect(first).toMatchObject({ name: '2025 测试城市赛季', pageCur: 1, pageNum: 3, pageSize: 5, itemNum: 14 });
    expect(first.series.id).toBe(f.series.ended);
    expect(first.list.map((x: { name: string }) => x.name)).toEqual([
      '测试团体赛',
      '测试城市赛 第12站',
      '测试大师赛',
      '测试城市赛 第11站',
      '测试城市赛 第10站',
    ]);
    const last = await ok('tournament/list', { seriesId: f.series.ended, page: 3, pageSize: 5 });
    expect(last.list).toHaveLength(4);
    expect(last.list.at(-1).name).toBe('测试城市赛 第1站');
    expect((await ok('tournament/list', { seriesId: f.series.ended })).pageSize).toBe(25);
  });

  it('refuses an unknown series', async () => {
    const res = await t.call('tournament/list', { seriesId: 99_999_999 });
    expect(res.body).toMatchObject({ code: 10002, msg: '系列赛不存在' });
  });
});

describe('tournament shapes real clients read', () => {
  it('answers every series with a link string and every tournament row with its group, marks, last product and real end date', async () => {
    const series = await ok('tournament/series-list');
    expect(series.list.length).toBeGreaterThan(0);
    for (const s of series.list as { id: number; link: unknown }[]) {
      expect(typeof s.link, `series ${s.id}`).toBe('string');
      const { list, pageNum } = await ok('tournament/list', { seriesId: s.id, pageSize: 100 });
      expect(pageNum).toBe(1);
      expect(list.length).toBeGreaterThan(0);
      for (const row of list as {
        id: number;
        date: string;
        endDate: string;
        regulation: string;
        regulationMark: string;
        regulationCode: string;
        formatEnd: string | null;
      }[]) {
        expect(['Standard', 'Expanded', 'Sun & Moon Series'], `tournament ${row.id}`).toContain(row.regulation);
        expect(row.endDate, `tournament ${row.id}`).not.toBe('0001-01-01T00:00:00Z');
        expect(row.endDate >= row.date, `tournament ${row.id}`).toBe(true);
        if (row.regulationCode !== '' && row.regulation === 'Standard') {
          expect(row.regulationCode, `tournament ${row.id}`).toBe(`${row.regulationMark}-${row.formatEnd}`);
        }
      }
    }
  });

  it('answers teamName "" on every row of individual events and a variantId beside every deck', async () => {
    for (const id of [f.main, f.senior, f.rate, f.old, ...f.city]) {
      const detail = await ok('tournament/detail', { tournamentId: id });
      const rank = await ok('tournament/rank-individual', { tournamentId: id, pageSize: 100 });
      expect(rank.pageNum).toBe(1);
      for (const row of rank.list as { teamName: unknown; decks: { variantId: unknown; variantName: string }[] }[]) {
        if (!detail.isTeam) expect(row.teamName, `tournament ${id}`).toBe('');
        for (const deck of row.decks) {
          expect(deck, `tournament ${id}`).toHaveProperty('variantId');
          expect(deck.variantId === null || Number.isInteger(deck.variantId)).toBe(true);
          expect(deck.variantName, `tournament ${id}`).not.toMatch(/. 其他$/);
        }
      }
    }
  });
});

describe('tournament/detail', () => {
  it('answers every field of the tournament', async () => {
    const data = await ok('tournament/detail', { tournamentId: f.main });
    expect(data).toMatchObject({
      id: f.main,
      seriesId: f.series.ended,
      seriesName: '2025 测试城市赛季',
      name: '测试大师赛',
      status: 'ended',
      date: '2025-11-15T00:00:00+08:00',
      endDate: '2025-11-16T00:00:00+08:00',
      location: '上海',
      regulation: 'Standard',
      regulationMark: 'GHI',
      formatEnd: 'CSV8C',
      regulationCode: 'GHI-CSV8C',
      isQual: true,
      isTeam: false,
      isRate: false,
      type: 'Master',
      division: 'Master',
      participantCount: 4,
      twoDay: true,
      notification: '<p>感谢参赛</p>',
    });
  });

  it('answers 10002 赛事不存在 for an unknown id', async () => {
    const res = await t.call('tournament/detail', { tournamentId: 99_999_999 });
    expect(res.body).toMatchObject({ code: 10002, msg: '赛事不存在' });
  });
});

describe('tournament/rank-individual', () => {
  it('lists the standings with NC and DQ last, names as entered and decks by day', async () => {
    const data = await ok('tournament/rank-individual', { tournamentId: f.main });
    expect(data).toMatchObject({ twoDayFlag: true, itemNum: 4, pageSize: 64, pageNum: 1 });
    expect(data.list.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 999998, 999999]);
    const [winner, second] = data.list;
    expect(winner).toMatchObject({
      teamName: '',
      players: [{ pinCode: PIN.p2, nickname: '红红' }],
      points: 500,
      qualified: true,
    });
    const a = { deckId: f.deckA, variantId: f.variant, variantName: '雷丘 博士', variantIcon: ['raichu'] };
    const b = { deckId: f.deckB, variantId: null, variantName: '其他', variantIcon: [] };
    expect(winner.day1).toEqual([a]);
    expect(winner.day2).toEqual([b]);
    expect(winner.decks).toEqual([a, b]);
    expect(second).toMatchObject({ day1: [a], day2: [a], decks: [a], qualified: false });
  });

  it('pages 64 rows by default and any page size asked', async () => {
    const page2 = await ok('tournament/rank-individual', { tournamentId: f.main, page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ pageCur: 2, pageNum: 2, pageSize: 3, itemNum: 4 });
    expect(page2.list.map((r: { rank: number }) => r.rank)).toEqual([999999]);
  });

  it('shows team names and every member on team events, one deck list for one-day events', async () => {
    const data = await ok('tournament/rank-individual', { tournamentId: f.team });
    expect(data.twoDayFlag).toBe(false);
    expect(data.list).toEqual([
      {
        rank: 1,
        teamName: '皮卡丘队',
        points: 300,
        qualified: false,
        players: [
          { pinCode: PIN.p2, nickname: '小红' },
          { pinCode: PIN.p5, nickname: '阿杰' },
        ],
        decks: [
          { deckId: f.deckA, variantId: f.variant, variantName: '雷丘 博士', variantIcon: ['raichu'] },
          { deckId: f.deckB, variantId: null, variantName: '其他', variantIcon: [] },
        ],
        day1: [],
        day2: [],
        record: null,
        topRecord: null,
        dropRound: null,
      },
    ]);
  });

  it('answers 400 赛事未结束 for ongoing and upcoming events', async () => {
    for (const id of [f.live, f.soon]) {
      const res = await t.call('tournament/rank-individual', { tournamentId: id });
      expect(res.body).toMatchObject({ code: 400, msg: '赛事未结束', data: null });
    }
  });
});

describe('tournament/swiss', () => {
  it('answers the live standings of an ongoing individual event', async () => {
    const data = await ok('tournament/swiss', { tournamentId: f.live });
    expect(data).toEqual({
      participantCount: 3,
      round: 3,
      list: [
        { rank: 1, name: '小明', pinCode: PIN.p1, points: 9, record: { wins: 3, losses: 0, ties: 0 } },
        { rank: 2, name: '大明', pinCode: PIN.p3, points: 6, record: { wins: 2, losses: 1, ties: 0 } },
        { rank: 3, name: '阿杰', pinCode: PIN.p5, points: 3, record: { wins: 1, losses: 2, ties: 0 } },
      ],
    });
  });

  it('answers 400 赛事未进行中 for ended and upcoming events', async () => {
    for (const id of [f.main, f.soon]) {
      const res = await t.call('tournament/swiss', { tournamentId: id });
      expect(res.body).toMatchObject({ code: 400, msg: '赛事未进行中' });
    }
  });

  it('refuses team events with a clear message', async () => {
    const res = await t.call('tournament/swiss', { tournamentId: f.liveTeam });
    expect(res.body).toMatchObject({ code: 400, msg: '团体赛没有瑞士轮积分' });
  });

  it('refuses rate events with a clear message', async () => {
    await t.database.db.updateTable('tournament').set({ status: 'ongoing' }).where('id', '=', f.rate).execute();
    try {
      const res = await t.call('tournament/swiss', { tournamentId: f.rate });
      expect(res.body).toMatchObject({ code: 400, msg: '积分系列赛没有瑞士轮积分' });
    } finally {
      await t.database.db.updateTable('tournament').set({ status: 'ended' }).where('id', '=', f.rate).execute();
    }
  });
});

describe('tournament/regulation-list', () => {
  it('lists regulations by last use with group, count and the current one', async () => {
    const data = await ok('tournament/regulation-list');
    expect(data.list).toEqual([
      {
        regulation: 'GHI-CSV8C',
        group: 'standard',
        tournamentNum: 18,
        lastDate: '2026-01-10T00:00:00+08:00',
        isDefault: true,
      },
      {
        regulation: 'EXP-CSV8C',
        group: 'expanded',
        tournamentNum: 1,
        lastDate: '2025-12-01T00:00:00+08:00',
        isDefault: false,
      },
      {
        regulation: 'FGH-CSV5C',
        group: 'standard',
        tournamentNum: 1,
        lastDate: '2025-03-01T00:00:00+08:00',
        isDefault: false,
      },
    ]);
  });
});

describe('deck/detail', () => {
  it('answers the list in display order with images and its archetype', async () => {
    const data = await ok('deck/detail', { deckId: f.deckA });
    expect(data.deckCode).toBe('');
    expect(data.variant).toEqual({
      deckId: f.deckA,
      variantId: f.variant,
      variantName: '雷丘 博士',
      variantIcon: ['raichu'],
    });
    expect(data.cards.map((c: { cardName: string; count: number }) => [c.cardName, c.count])).toEqual([
      ['皮卡丘', 4],
      ['雷丘', 3],
      ['博士的研究', 4],
      ['精灵球', 4],
      ['基本雷能量', 45],
    ]);
    expect(data.cards.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(60);
    const [pikachu, raichu] = data.cards;
    expect(pikachu).toMatchObject({
      setCode: 'TSTA',
      cardIndex: '001',
      cardType: 'Pokemon',
      rarity: 'C',
      yorenCode: 'Y025',
    });
    expect(pikachu.imageUrl).toBe('https://assets.tcgdex.net/zh-cn/TSTA/001/high.webp');
    expect(pikachu.faceUrl).toBe('/static/card-face/TSTA/001.svg');
    // No image key: the generated face stands in.
    expect(raichu.imageUrl).toBe('/static/card-face/TSTA/002.svg');
  });

  it('names an unclassified deck 其他', async () => {
    const data = await ok('deck/detail', { deckId: f.deckB });
    expect(data.variant).toEqual({ deckId: f.deckB, variantId: null, variantName: '其他', variantIcon: [] });
  });

  it("names a deck of a category's 其他 variant by its category alone, in the decklist and in the standings", async () => {
    const { db } = t.database;
    const other = await db
      .insertInto('deck_category')
      .values({
        parent_id: f.category,
        name: '其他',
        label: '',
        icons: [],
        priority: 10,
        key_effects: '[]',
        is_other: true,
        external_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('deck').set({ variant_id: other.id }).where('deck_id', '=', f.deckB).execute();
    // Written past the importers and admin calls: the served answers must learn of it.
    await bumpDataVersion(db);
    try {
      const data = await ok('deck/detail', { deckId: f.deckB });
      expect(data.variant).toEqual({
        deckId: f.deckB,
        variantId: other.id,
        variantName: '雷丘',
        variantIcon: ['raichu'],
      });
      const rank = await ok('tournament/rank-individual', { tournamentId: f.team });
      expect(rank.list[0].decks).toContainEqual({
        deckId: f.deckB,
        variantId: other.id,
        variantName: '雷丘',
        variantIcon: ['raichu'],
      });
    } finally {
      await db.updateTable('deck').set({ variant_id: null }).where('deck_id', '=', f.deckB).execute();
      await db.deleteFrom('deck_category').where('id', '=', other.id).execute();
      await bumpDataVersion(db);
    }
  });

  it('answers 10002 for an unknown deck', async () => {
    const res = await t.call('deck/detail', { deckId: 99_999_999 });
    expect(res.body).toMatchObject({ code: 10002, msg: '卡组不存在' });
  });
});
