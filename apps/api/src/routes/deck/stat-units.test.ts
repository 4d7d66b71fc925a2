import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDeckStats } from '#api/stats/deck-stats.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';
import { testClient, type TestClient } from '#api/test/client.ts';

/**
 * The statistic units of the original, checked against two small events counted by hand.
 *
 * Archetypes: K 毛崖蟹 太乐巴戈斯 (two icons, key card an ex Pokémon, no label written), L 阿尔宙斯
 * (key card a VSTAR), and U, decks of no archetype.
 *
 * E1, 2026-03-14, three swiss rounds, top cut 4 (the pairings are in the fixture):
 *   rank  deck  record  match points  ladder points
 *   1     K1    3-0-0   9             8
 *   2     L2    2-1-0   6             6
 *   3     K2    2-1-0   6             4
 *   4     K4    1-1-1   4             4
 *   5     U2    1-1-1   4             0
 *   6     L1    1-2-0   3             0
 *   7     U1    1-2-0   3             0
 *   8     K3    0-3-0   0             0
 *   K: 4 decks, 9 + 6 + 4 + 0 = 19 match points, 3 of 4 in the cut; L: 2 decks, 6 + 3 = 9, 1 of 2;
 *   U: 2 decks, 4 + 3 = 7. All: 35.
 * E2, 2026-03-15, cut not known: L ×4 at 4-0-0 (12 each, 48), K ×20 at 2-2-0 (6 each, 120), U ×20 at
 *   1-3-0 (3 each, 60).
 * Both events: K 24 decks, 139 match points; L 6 decks, 57; U 22 decks, 67. All: 52 decks, 263.
 * E3, 2026-03-21, a junior qualifier day still being played.
 *
 * E1's games between two archetyped decks: K–L five times (K won 3, lost 2) and one K mirror.
 */
let t: TestApp;
let api: TestClient;
const id = { k: 0, l: 0, e1: 0, e2: 0, e3: 0, series: 0 };
const REGULATION = 'TST-UNITS';

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

async function insertId(table: string, values: Record<string, unknown>, column = 'id'): Promise<number> {
  const db = t.database.db as unknown as LooseDb;
  const row = await db.insertInto(table).values(values).returning(column).executeTakeFirstOrThrow();
  return Number(row[column]);
}

let players = 0;
/** An entry of one player with one deck; answers the player's PIN. */
async function addEntry(
  tournamentId: number,
  rank: number,
  deckId: number,
  record: [wins: number, losses: number, ties: number],
  points = 0,
): Promise<string> {
  const pin = `CNU${String(++players).padStart(7, '0')}`;
  const db = t.database.db as unknown as LooseDb;
  await db
    .insertInto('player')
    .values({ pin_code: pin, nickname: `选手${players}` })
    .execute();
  const [wins, losses, ties] = record;
  const entryId = await insertId('entry', {
    tournament_id: tournamentId,
    rank,
    points,
    wins,
    losses,
    ties,
    match_points: 3 * wins + ties,
  });
  await db
    .insertInto('entry_player')
    .values({ entry_id: entryId, pin_code: pin, seat: 0, nickname: `选手${players}` })
    .execute();
  await db.insertInto('entry_deck').values({ entry_id: entryId, slot: 0, day: 1, deck_id: deckId }).execute();
  return pin;
}

beforeAll(async () => {
  t = await createTestApp();
  api = testClient(t.app);
  const db = t.database.db;
  await sql`DELETE FROM tournament`.execute(db);
  await sql`DELETE FROM tournament_series`.execute(db);
  const card = async (where: ReturnType<typeof sql>) =>
    (
      await sql<{
        effect_id: string;
      }>`SELECT effect_id FROM card WHERE card_type = 'Pokemon' AND ${where} LIMIT 1`.execute(db)
    ).rows[0]!.effect_id;
  const exCard = await card(sql`mechanic = 'ex' AND stage = 'Basic'`);
  const vstarCard = await card(sql`stage = 'VSTAR'`);
  id.k = await insertId('deck_category', {
    name: '毛崖蟹 太乐巴戈斯',
    icons: ['klawf', 'terapagos'],
    priority: 10,
    key_effects: JSON.stringify([{ effectId: exCard, qty: 2 }]),
  });
  id.l = await insertId('deck_category', {
    name: '阿尔宙斯',
    icons: ['arceus'],
    priority: 10,
    key_effects: JSON.stringify([{ effectId: vstarCard, qty: 2 }]),
  });
  const deck = async (n: number, variant: number | null) =>
    insertId(
      'deck',
      { content_hash: n.toString(16).padStart(64, 'e'), card_count: 60, variant_id: variant },
      'deck_id',
    );
  const dk = await deck(1, id.k);
  const dl = await deck(2, id.l);
  const du = await deck(3, null);

  id.series = await insertId('tournament_series', {
    name: '2026 单位测试赛季',
    status: 'ongoing',
    start_date: '2026-03-14',
    end_date: '2026-03-21',
  });
  const event = (name: string, date: string, topCut: number, more: Record<string, unknown> = {}) =>
    insertId('tournament', {
      series_id: id.series,
      name,
      date,
      status: 'ended',
      type: 'City',
      regulation: REGULATION,
      regulation_mark: 'TST',
      top_cut: topCut,
      ...more,
    });
  id.e1 = await event('2026 单位测试赛季 - 第一站', '2026-03-14', 4, { participant_count: 8, rounds: 3 });
  const pin = {
    k1: await addEntry(id.e1, 1, dk, [3, 0, 0], 8),
    l2: await addEntry(id.e1, 2, dl, [2, 1, 0], 6),
    k2: await addEntry(id.e1, 3, dk, [2, 1, 0], 4),
    k4: await addEntry(id.e1, 4, dk, [1, 1, 1], 4),
    u2: await addEntry(id.e1, 5, du, [1, 1, 1]),
    l1: await addEntry(id.e1, 6, dl, [1, 2, 0]),
    u1: await addEntry(id.e1, 7, du, [1, 2, 0]),
    k3: await addEntry(id.e1, 8, dk, [0, 3, 0]),
  };
  // outcome 1: player1 won, 3: tie.
  const games: [round: number, p1: keyof typeof pin, p2: keyof typeof pin, outcome: 1 | 3][] = [
    [1, 'k1', 'l1', 1],
    [1, 'k2', 'u1', 1],
    [1, 'l2', 'k3', 1],
    [1, 'k4', 'u2', 3],
    [2, 'k1', 'k2', 1],
    [2, 'l2', 'k4', 1],
    [2, 'l1', 'u2', 1],
    [2, 'u1', 'k3', 1],
    [3, 'k1', 'l2', 1],
    [3, 'k2', 'l1', 1],
    [3, 'k4', 'u1', 1],
    [3, 'u2', 'k3', 1],
  ];
  await (db as unknown as LooseDb)
    .insertInto('match')
    .values(
      games.map(([round, p1, p2, outcome], table) => ({
        tournament_id: id.e1,
        round,
        table_no: table + 1,
        player1: pin[p1],
        player2: pin[p2],
        outcome,
      })),
    )
    .execute();

  id.e2 = await event('2026 单位测试赛季 - 第二站', '2026-03-15', 0, { participant_count: 44 });
  let rank = 0;
  for (let i = 0; i < 4; i++) await addEntry(id.e2, ++rank, dl, [4, 0, 0]);
  for (let i = 0; i < 20; i++) await addEntry(id.e2, ++rank, dk, [2, 2, 0]);
  for (let i = 0; i < 20; i++) await addEntry(id.e2, ++rank, du, [1, 3, 0]);

  id.e3 = await event('2026 单位测试赛季 - 少年组资格赛 上海', '2026-03-21', 0, {
    status: 'ongoing',
    division: 'Junior',
    is_qual: true,
  });
  await refreshDeckStats(db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const byDate = () => api.data('deck/deck-static-by-date-and-reg', { regulation: REGULATION });

describe('deck statistics in the original units', () => {
  it('answers points2 as the sum of match points and share2 as their share (one event)', async () => {
    const { list } = await api.data('deck/deck-static-by-tour', { tournamentId: id.e1 });
    expect(list.map((r) => [r.name, r.count, r.points2, r.rawPoints, r.points])).toEqual([
      ['毛崖蟹 太乐巴戈斯', 4, 19, 19, 16],
      ['阿尔宙斯', 2, 9, 9, 6],
      ['未分类', 2, 7, 7, 0],
    ]);
    const k = list[0]!;
    expect(k.share).toBe(0.5);
    expect(k.share2).toBeCloseTo(19 / 35, 12);
    expect(k.topcutTimes).toEqual([1, 1, 3, 4, 4]);
    // 晋级率: K1, K2 and K4 made the top 4 of four; L2 one of two.
    expect(k.advanceRate).toBe(0.75);
    expect(list[1]!.advanceRate).toBe(0.5);
  });

  it('gives the conversion share2 / share from 20 decks on, and the 晋级率 only from events with a known cut', async () => {
    const { list, deckNum } = await byDate();
    expect(deckNum).toBe(52);
    const [k, l, u] = list;
    expect(k).toMatchObject({ name: '毛崖蟹 太乐巴戈斯', count: 24, points2: 139 });
    expect(k!.share).toBeCloseTo(24 / 52, 12);
    expect(k!.share2).toBeCloseTo(139 / 263, 12);
    // (139 / 263) / (24 / 52) = 1.1451…
    expect(k!.conversion).toBeCloseTo(1.14512, 5);
    // E2 says nothing about its cut: only E1 counts.
    expect(k!.advanceRate).toBe(0.75);
    expect(l).toMatchObject({ name: '阿尔宙斯', count: 6, points2: 57, conversion: null, advanceRate: 0.5 });
    expect(l!.share2).toBeCloseTo(57 / 263, 12);
    // 22 decks of no archetype outnumber L but stay last, unranked, with no conversion.
    expect(u).toMatchObject({ id: 0, name: '未分类', count: 22, points2: 67, conversion: null, advanceRate: null });
    expect(list.reduce((s, r) => s + r.share2, 0)).toBeCloseTo(1, 12);
  });

  it('labels an archetype with its main attacker’s mechanic word and keeps both icons', async () => {
    const { list } = await byDate();
    expect(list.map((r) => [r.name, r.label, r.icon])).toEqual([
      ['毛崖蟹 太乐巴戈斯', 'ex', ['klawf', 'terapagos']],
      ['阿尔宙斯', 'VSTAR', ['arceus']],
      ['未分类', '-', []],
    ]);
  });

  it('orders by match points when asked, the unclassified decks still last', async () => {
    const { list } = await api.data('deck/deck-static-by-date-and-reg', { regulation: REGULATION, sortByPoints: true });
    expect(list.map((r) => r.points2)).toEqual([139, 57, 67]);
  });
});

describe('deck/matchup against the field', () => {
  it('weighs each archetype’s win rates by the field’s shares, over the part its matchups cover', async () => {
    // E1's games between archetyped decks: K beat L three times and lost twice; K1 beat K2 (mirror).
    // The field (both events): K 24, L 6, U 22 of 52 entries.
    const data = await api.data('deck/matchup', { regulation: REGULATION, minGames: 0 });
    const [k, l] = data.archetypes;
    expect([k!.id, k!.games, l!.id, l!.games]).toEqual([id.k, 7, id.l, 5]);
    // K: (24 × 0.5 + 6 × 0.6) / 30 = 0.52, over 30 of 52 entries (U's matchups are not known).
    expect(k!.fieldWinRate).toBeCloseTo(0.52, 12);
    expect(k!.fieldCoverage).toBeCloseTo(30 / 52, 12);
    // L: (6 × 0.5 + 24 × 0.4) / 30 = 0.42.
    expect(l!.fieldWinRate).toBeCloseTo(0.42, 12);
    expect(l!.fieldCoverage).toBeCloseTo(30 / 52, 12);
  });

  it('leaves out matchups under the minimum games: then only the mirror is known', async () => {
    const data = await api.data('deck/matchup', { regulation: REGULATION, minGames: 10 });
    const k = data.archetypes.find((a) => a.id === id.k)!;
    expect(k.fieldWinRate).toBe(0.5);
    expect(k.fieldCoverage).toBeCloseTo(24 / 52, 12);
  });
});

describe('the series of these events', () => {
  it('spans two weeks, marks only the qualifier day isQual, and answers 10002 for the unfinished one', async () => {
    const series = await api.data('tournament/list', { seriesId: id.series });
    expect(series.weeks).toBe(2);
    expect(series.list.map((r) => [r.id, r.isQual])).toEqual([
      [id.e3, true],
      [id.e2, false],
      [id.e1, false],
    ]);
    const res = await api.call('deck/deck-static-by-tour', { tournamentId: id.e3 });
    expect(res.body).toMatchObject({ code: 10002, msg: '赛事未结束' });
  });
});
