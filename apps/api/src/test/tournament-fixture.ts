import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Db } from '../db/index.ts';
import { refreshDeckStats } from '../stats/deck-stats.ts';
import { refreshPlayerStats } from '../stats/player-stats.ts';

/**
 * A small hand-checked season for the tournament and player API tests. It replaces every series,
 * tournament and player of the test database copy, so the expected numbers do not depend on the
 * default dataset.
 *
 * Players: P1 小明 (formerly 明明, then 小明明), P2 小红 (listed as 红红 at the main event), P3 大明,
 * P4 小刚 (Senior), P5 阿杰, P6 阿伟.
 * - CITY[0..11]: twelve ended City events of season 25-26, P1 alone, points 10, 20 … 120, ranks 12 … 1.
 * - MAIN: ended two-day Master qualifier: 1 P2 (500, day 1 deck A, day 2 deck B), 2 P3 (100, deck A
 *   both days), NC P5, DQ P6, inserted in scrambled order.
 * - TEAM: ended Great team event (Expanded): team 皮卡丘队 = P2 (deck A) + P5 (deck B), rank 1, 300 points.
 * - SENIOR: ended City event of the Senior division, P4 900 points.
 * - RATE: ended Great rate event: P3 rank 1 (70), P1 rank 2 (50).
 * - OLD: ended City event of season 24-25 (regulation FGH-CSV5C): P1 rank 1, 40 points.
 * - LIVE: ongoing individual event with three swiss rows, round 3. LIVE_TEAM: ongoing team event.
 *   SOON: upcoming event.
 * Series: ENDED (CITY, MAIN, TEAM: 14 tournaments, started 2025-09-01) and NEXT (the rest, 2025-12-01).
 */
export const PIN = {
  p1: 'CNT0000001',
  p2: 'CNT0000002',
  p3: 'CNT0000003',
  p4: 'CNT0000004',
  p5: 'CNT0000005',
  p6: 'CNT0000006',
} as const;

export interface TournamentFixture {
  series: { ended: number; next: number };
  city: number[];
  main: number;
  team: number;
  senior: number;
  rate: number;
  old: number;
  live: number;
  liveTeam: number;
  soon: number;
  deckA: number;
  deckB: number;
  category: number;
  variant: number;
}

/** Rows are written with only the columns the tests care about; the database fills the defaults. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/** Inserts rows and answers the generated ids, in order. */
async function insertIds(
  db: LooseDb,
  table: string,
  rows: Record<string, unknown>[],
  column = 'id',
): Promise<number[]> {
  const out = await db.insertInto(table).values(rows).returning(column).execute();
  return out.map((r) => Number(r[column]));
}

const FIXTURE_SET = { setId: 990_001, setCode: 'TSTA' };
const hex = (n: number, len: number) => n.toString(16).padStart(len, '0');

async function wipe(db: Db) {
  await sql`DELETE FROM player_points`.execute(db);
  await sql`DELETE FROM official_ranking`.execute(db);
  await sql`DELETE FROM tournament`.execute(db);
  await sql`DELETE FROM tournament_series`.execute(db);
  await sql`DELETE FROM player`.execute(db);
}

/** Five prints making one 60-card list: 皮卡丘 4, 雷丘 3, 博士的研究 4, 精灵球 4, 基本雷能量 45. */
async function insertCards(db: LooseDb) {
  await db
    .insertInto('product')
    .values({ set_id: FIXTURE_SET.setId, set_code: FIXTURE_SET.setCode, name: '测试补充包' })
    .execute();
  const base = {
    set_id: FIXTURE_SET.setId,
    set_code: FIXTURE_SET.setCode,
    tags: [] as string[],
    dex_ids: [] as number[],
  };
  const names = ['皮卡丘', '雷丘', '博士的研究', '精灵球', '基本雷能量'];
  const ids = await insertIds(
    db,
    'card',
    [
      {
        ...base,
        card_index: '001',
        sort_order: 1,
        name: '皮卡丘',
        card_type: 'Pokemon',
        stage: 'Basic',
        effect_id: hex(1, 32),
        rarity: 'C',
        yoren_code: 'Y025',
        image_key: 'zh-cn/TSTA/001',
      },
      {
        ...base,
        card_index: '002',
        sort_order: 2,
        name: '雷丘',
        card_type: 'Pokemon',
        stage: 'Stage 1',
        evolves_from: '皮卡丘',
        effect_id: hex(2, 32),
        rarity: 'U',
        yoren_code: 'Y026',
      },
      {
        ...base,
        card_index: '003',
        sort_order: 3,
        name: '博士的研究',
        card_type: 'Supporter',
        effect_id: hex(3, 32),
        rarity: 'U',
      },
      {
        ...base,
        card_index: '004',
        sort_order: 4,
        name: '精灵球',
        card_type: 'Item',
        effect_id: hex(4, 32),
        rarity: 'C',
      },
      {
        ...base,
        card_index: '005',
        sort_order: 5,
        name: '基本雷能量',
        card_type: 'Basic Energy',
        effect_id: hex(5, 32),
        rarity: '无标记',
      },
    ],
    'card_id',
  );
  return Object.fromEntries(names.map((name, i) => [name, ids[i]!]));
}

export async function loadTournamentFixture(typed: Db): Promise<TournamentFixture> {
  await wipe(typed);
  const db = typed as unknown as LooseDb;
  const card = await insertCards(db);
  const [category] = await insertIds(db, 'deck_category', [
    { name: '雷丘', icons: ['raichu'], priority: 10, key_effects: '[]' },
  ]);
  const [variant] = await insertIds(db, 'deck_category', [
    { parent_id: category, name: '雷丘 博士', icons: [], priority: 20, key_effects: '[]' },
  ]);
  const insertDeck = async (n: number, variantId: number | null, counts: Record<string, number>) => {
    const [deckId] = await insertIds(
      db,
      'deck',
      [
        {
          content_hash: hex(0xf1f0 + n, 64),
          card_count: 60,
          variant_id: variantId,
        },
      ],
      'deck_id',
    );
    // Inserted in an order unlike the display order, which deck/detail must restore.
    await db
      .insertInto('deck_card')
      .values(Object.entries(counts).map(([name, count]) => ({ deck_id: deckId, card_id: card[name]!, count })))
      .execute();
    return deckId!;
  };
  const deckA = await insertDeck(1, variant!, { 基本雷能量: 45, 精灵球: 4, 雷丘: 3, 博士的研究: 4, 皮卡丘: 4 });
  const deckB = await insertDeck(2, null, { 基本雷能量: 48, 皮卡丘: 4, 博士的研究: 4, 精灵球: 4 });

  await db
    .insertInto('player')
    .values([
      { pin_code: PIN.p1, nickname: '小明' },
      { pin_code: PIN.p2, nickname: '小红' },
      { pin_code: PIN.p3, nickname: '大明' },
      { pin_code: PIN.p4, nickname: '小刚', division: 'Senior' },
      { pin_code: PIN.p5, nickname: '阿杰' },
      { pin_code: PIN.p6, nickname: '阿伟' },
    ])
    .execute();
  await db
    .insertInto('player_name')
    .values([
      { pin_code: PIN.p1, nickname: '明明', first_seen: '2024-01-01' },
      { pin_code: PIN.p1, nickname: '小明明', first_seen: '2025-01-01' },
      { pin_code: PIN.p1, nickname: '小明', first_seen: '2025-06-01' },
      { pin_code: PIN.p2, nickname: '红红', first_seen: '2025-01-01' },
      { pin_code: PIN.p2, nickname: '小红', first_seen: '2025-11-20' },
    ])
    .execute();

  const [ended, next] = await insertIds(db, 'tournament_series', [
    { name: '2025 测试城市赛季', status: 'ended', start_date: '2025-09-01', end_date: '2025-12-01' },
    { name: '2025 冬季系列赛', status: 'ongoing', start_date: '2025-12-01', end_date: '2026-01-31' },
  ]);

  const addTournament = async (values: Record<string, unknown>) => {
    const [id] = await insertIds(db, 'tournament', [
      { regulation: 'GHI-CSV8C', regulation_mark: 'GHI', location: '上海', participant_count: 30, ...values },
    ]);
    return id!;
  };
  const addEntry = async (
    tournamentId: number,
    e: {
      rank: number;
      points: number;
      qualified?: boolean;
      team?: string;
      players: [pin: string, nickname: string][];
      decks?: [day: number, deckId: number, pin?: string][];
    },
  ) => {
    const [entryId] = await insertIds(db, 'entry', [
      {
        tournament_id: tournamentId,
        rank: e.rank,
        points: e.points,
        qualified: e.qualified ?? false,
        team_name: e.team ?? null,
      },
    ]);
    await db
      .insertInto('entry_player')
      .values(e.players.map(([pin, nickname], seat) => ({ entry_id: entryId, pin_code: pin, seat, nickname })))
      .execute();
    const decks = e.decks ?? [];
    if (decks.length) {
      await db
        .insertInto('entry_deck')
        .values(
          decks.map(([day, deckId, pin], slot) => ({
            entry_id: entryId,
            day,
            slot,
            deck_id: deckId,
            pin_code: pin ?? null,
          })),
        )
        .execute();
    }
  };

  const city: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const day = new Date(Date.UTC(2025, 8, 6 + 7 * (i - 1))).toISOString().slice(0, 10);
    const id = await addTournament({ series_id: ended!, name: `测试城市赛 第${i}站`, date: day, type: 'City' });
    await addEntry(id, { rank: 13 - i, points: 10 * i, players: [[PIN.p1, '小明']], decks: [[1, deckA]] });
    city.push(id);
  }

  const main = await addTournament({
    series_id: ended!,
    name: '测试大师赛',
    date: '2025-11-15',
    end_date: '2025-11-16',
    type: 'Master',
    is_qual: true,
    two_day: true,
    participant_count: 4,
    notification: '<p>感谢参赛</p>',
  });
  await addEntry(main, { rank: 999999, points: 0, players: [[PIN.p6, '阿伟']] });
  await addEntry(main, {
    rank: 2,
    points: 100,
    players: [[PIN.p3, '大明']],
    decks: [
      [1, deckA],
      [2, deckA],
    ],
  });
  await addEntry(main, { rank: 999998, points: 0, players: [[PIN.p5, '阿杰']] });
  await addEntry(main, {
    rank: 1,
    points: 500,
    qualified: true,
    players: [[PIN.p2, '红红']],
    decks: [
      [1, deckA],
      [2, deckB],
    ],
  });

  const team = await addTournament({
    series_id: ended!,
    name: '测试团体赛',
    date: '2025-12-01',
    type: 'Great',
    is_team: true,
    regulation: 'EXP-CSV8C',
    regulation_mark: '',
  });
  await addEntry(team, {
    rank: 1,
    points: 300,
    team: '皮卡丘队',
    players: [
      [PIN.p2, '小红'],
      [PIN.p5, '阿杰'],
    ],
    decks: [
      [1, deckA, PIN.p2],
      [1, deckB, PIN.p5],
    ],
  });

  const senior = await addTournament({
    series_id: next!,
    name: '测试少年组城市赛',
    date: '2025-10-01',
    type: 'City',
    division: 'Senior',
  });
  await addEntry(senior, { rank: 1, points: 900, players: [[PIN.p4, '小刚']] });

  const rate = await addTournament({
    series_id: next!,
    name: '测试积分赛',
    date: '2025-12-05',
    type: 'Great',
    is_rate: true,
  });
  await addEntry(rate, { rank: 1, points: 70, players: [[PIN.p3, '大明']] });
  await addEntry(rate, { rank: 2, points: 50, players: [[PIN.p1, '小明']] });

  const old = await addTournament({
    series_id: next!,
    name: '上赛季城市赛',
    date: '2025-03-01',
    type: 'City',
    regulation: 'FGH-CSV5C',
    regulation_mark: 'FGH',
  });
  await addEntry(old, { rank: 1, points: 40, players: [[PIN.p1, '小明明']] });

  const live = await addTournament({
    series_id: next!,
    name: '进行中的城市赛',
    date: '2025-12-20',
    type: 'City',
    status: 'ongoing',
    participant_count: 3,
    current_round: 3,
    rounds: 5,
  });
  await db
    .insertInto('swiss_standing')
    .values([
      { tournament_id: live, pin_code: PIN.p3, name: '大明', rank: 2, points: 6 },
      { tournament_id: live, pin_code: PIN.p1, name: '小明', rank: 1, points: 9 },
      { tournament_id: live, pin_code: PIN.p5, name: '阿杰', rank: 3, points: 3 },
    ])
    .execute();
  // The pairings behind those points: byes count as wins.
  await db
    .insertInto('match')
    .values([
      { tournament_id: live, round: 1, table_no: 1, player1: PIN.p1, player2: PIN.p3, outcome: 1 },
      { tournament_id: live, round: 1, table_no: 0, player1: PIN.p5, player2: null, outcome: 5 },
      { tournament_id: live, round: 2, table_no: 1, player1: PIN.p5, player2: PIN.p1, outcome: 2 },
      { tournament_id: live, round: 2, table_no: 0, player1: PIN.p3, player2: null, outcome: 5 },
      { tournament_id: live, round: 3, table_no: 1, player1: PIN.p3, player2: PIN.p5, outcome: 1 },
      { tournament_id: live, round: 3, table_no: 0, player1: PIN.p1, player2: null, outcome: 5 },
    ])
    .execute();
  const liveTeam = await addTournament({
    series_id: next!,
    name: '进行中的团体赛',
    date: '2025-12-20',
    type: 'City',
    status: 'ongoing',
    is_team: true,
  });
  const soon = await addTournament({
    series_id: next!,
    name: '即将开始的超级赛',
    date: '2026-01-10',
    type: 'Great',
    status: 'upcoming',
  });

  await refreshPlayerStats(typed);
  await refreshDeckStats(typed);
  return {
    series: { ended: ended!, next: next! },
    city,
    main,
    team,
    senior,
    rate,
    old,
    live,
    liveTeam,
    soon,
    deckA,
    deckB,
    category: category!,
    variant: variant!,
  };
}
