import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { deckDetail } from '#api/db/queries/deck.ts';
import { EFFECT, insertTestCards } from './fixtures/test-cards.ts';
import { importTournamentFiles, reclassifyAllDecks } from './import-tournaments.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);

let handle: DatabaseHandle;
let tmp: string;
const db = () => handle.db;

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(handle);
});

afterAll(async () => {
  await handle.close();
});

// Each test starts from the migrated schema holding only the test cards.
beforeEach(async () => {
  const tables = (
    await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migration'`.execute(handle.db)
  ).rows;
  await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t.tablename)))} RESTART IDENTITY CASCADE`.execute(
    handle.db,
  );
  await insertTestCards(handle.db);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tournament-import-'));
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function counts() {
  const n = async (table: string) =>
    Number(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(handle.db)).rows[0]?.n,
    );
  const tables = [
    'tournament_series',
    'tournament',
    'player',
    'player_name',
    'entry',
    'entry_player',
    'entry_deck',
    'deck',
    'deck_card',
    'deck_category',
    'swiss_standing',
    'match',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await n(t)] as const)));
}

/** Rank rows of a tournament: rank, players' names, and the variant name of each deck. */
async function rankRows(externalId: string) {
  const rows = await sql<{ rank: number; points: number; nicknames: string; decks: string | null; deck_ids: number[] }>`
    SELECT e.rank, e.points::float8 AS points,
      (SELECT string_agg(ep.nickname, '、' ORDER BY ep.seat) FROM entry_player ep WHERE ep.entry_id = e.id) AS nicknames,
      (SELECT string_agg(coalesce(p.name || ' ', '') || c.name, ' | ' ORDER BY ed.day, ed.slot)
         FROM entry_deck ed JOIN deck d ON d.deck_id = ed.deck_id
         LEFT JOIN deck_category c ON c.id = d.variant_id LEFT JOIN deck_category p ON p.id = c.parent_id
         WHERE ed.entry_id = e.id) AS decks,
      coalesce((SELECT array_agg(ed.deck_id ORDER BY ed.day, ed.slot) FROM entry_deck ed WHERE ed.entry_id = e.id), '{}') AS deck_ids
    FROM entry e JOIN tournament t ON t.id = e.tournament_id
    WHERE t.external_id = ${externalId} ORDER BY e.rank, e.id`.execute(handle.db);
  return rows.rows;
}

function writeJson(name: string, data: unknown) {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('our tournament format', () => {
  it('imports series, tournaments, players, standings, decks by content and their archetypes', async () => {
    const report = await importTournamentFiles(handle.db, [fixture('sample.json')]);
    expect(report.files[0]).toMatchObject({
      format: 'ptcg-cn',
      series: 2,
      tournaments: 3,
      entries: 8,
      decks: 8,
      newDecks: 3,
      categories: 5,
    });

    const rows = await rankRows('city-sh-20260301');
    expect(rows.map((r) => [r.rank, r.nicknames, r.decks])).toEqual([
      // The name history says the winner was still 小火苗 on 2026-03-01.
      [1, '小火苗', '喷火龙ex 喷火龙ex 大比鸟ex'],
      // A Pokémon TCG Live list without Pidgeot ex: the category's 其他 variant.
      [2, '奇树的粉丝', '喷火龙ex 其他'],
      [3, '雷电疾驰', '密勒顿ex 其他'],
      [4, '糖果收集者', '喷火龙ex 喷火龙ex 大比鸟ex'],
      [999998, '晚到的训练家', null],
      [999999, '被取消资格的选手', null],
    ]);
    expect(rows[0]?.points).toBe(200);
    // The shared list and the identical inline list are one deck.
    expect(rows[0]?.deck_ids).toEqual(rows[3]?.deck_ids);

    const deck = (
      await sql<{ card_count: number }>`SELECT card_count FROM deck WHERE deck_id = ${rows[0]?.deck_ids[0]}`.execute(
        handle.db,
      )
    ).rows[0];
    expect(deck?.card_count).toBe(60);
    // The file brings no official mini-app codes, and the site makes none up.
    expect(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM deck_miniapp_code`.execute(handle.db)).rows[0]?.n,
    ).toBe(0);

    const team = await rankRows('team-gz-20260315');
    expect(team.map((r) => [r.rank, r.nicknames, r.decks])).toEqual([
      [1, '喷火龙大师、云端漫步', '喷火龙ex 喷火龙ex 大比鸟ex | 密勒顿ex 其他'],
      [2, '雷电疾驰、海边的风', '密勒顿ex 其他 | 喷火龙ex 其他'],
    ]);

    const names = (
      await sql<{
        nickname: string;
        first_seen: string;
      }>`SELECT nickname, first_seen FROM player_name WHERE pin_code = 'CN10000001' ORDER BY first_seen`.execute(
        handle.db,
      )
    ).rows;
    expect(names).toEqual([
      { nickname: '小火苗', first_seen: '2025-09-01' },
      { nickname: '喷火龙大师', first_seen: '2026-03-10' },
    ]);
    const created = (
      await sql<{ nickname: string }>`SELECT nickname FROM player WHERE pin_code = 'CN10000006'`.execute(handle.db)
    ).rows;
    expect(created).toEqual([{ nickname: '被取消资格的选手' }]);

    const swiss = (
      await sql<{ pin_code: string; rank: number; points: number }>`
      SELECT s.pin_code, s.rank, s.points FROM swiss_standing s JOIN tournament t ON t.id = s.tournament_id
      WHERE t.external_id = 'city-bj-20261122' ORDER BY s.rank`.execute(handle.db)
    ).rows;
    expect(swiss.map((s) => [s.rank, s.pin_code, s.points])).toEqual([
      [1, 'CN10000003', 3],
      [2, 'CN10000001', 3],
      [3, 'CN10000007', 0],
      [4, 'CN10000008', 0],
    ]);
    const t = (
      await sql<{
        status: string;
        notification: string;
        is_qual: boolean;
      }>`SELECT status, notification, is_qual FROM tournament WHERE external_id = 'city-sh-20260301'`.execute(handle.db)
    ).rows[0];
    expect(t).toEqual({
      status: 'ended',
      notification: '<p>感谢各位选手参赛！<b>前 4 名</b>获得超级赛资格。</p>',
      is_qual: true,
    });
    const banner = (await sql<{ text: string }>`SELECT text FROM announcement WHERE kind = 'banner'`.execute(handle.db))
      .rows;
    expect(banner).toEqual([{ text: '2026 秋季城市赛北京站正在进行中，瑞士轮积分实时更新。' }]);
  });

  it('is idempotent: importing again replaces results instead of adding to them', async () => {
    await importTournamentFiles(handle.db, [fixture('sample.json')]);
    const first = await counts();
    expect(first).toMatchObject({ tournament: 3, entry: 8, deck: 3, deck_category: 5, match: 9, swiss_standing: 4 });
    const report = await importTournamentFiles(handle.db, [fixture('sample.json')]);
    expect(report.files[0]?.newDecks).toBe(0);
    expect(await counts()).toEqual(first);

    // A corrected file replaces the tournament's standings.
    const doc = JSON.parse(fs.readFileSync(fixture('sample.json'), 'utf8'));
    doc.series[0].tournaments[0].entries = doc.series[0].tournaments[0].entries.slice(0, 2);
    await importTournamentFiles(handle.db, [writeJson('corrected.json', doc)]);
    expect((await rankRows('city-sh-20260301')).map((r) => r.rank)).toEqual([1, 2]);
    expect((await counts()).tournament).toBe(3);
  });

  it('rejects a file naming an unknown card, names file, record and field, and writes nothing', async () => {
    await expect(importTournamentFiles(handle.db, [fixture('broken-unknown-card.json')])).rejects.toThrow(
      '文件 broken-unknown-card.json 赛事 city-sh-20260301 第 3 条成绩 decks[0].cards[5]: 找不到卡牌 SV1S 999',
    );
    expect(await counts()).toMatchObject({
      tournament_series: 0,
      tournament: 0,
      player: 0,
      entry: 0,
      deck: 0,
      deck_category: 0,
    });
  });

  it('rolls back every file of the command when one of them fails', async () => {
    await expect(
      importTournamentFiles(handle.db, [fixture('sample.json'), fixture('broken-unknown-card.json')]),
    ).rejects.toThrow(/^文件 broken-unknown-card\.json /);
    expect(await counts()).toMatchObject({ tournament: 0, player: 0, deck: 0 });
  });

  it('names the field of a malformed record', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('sample.json'), 'utf8'));
    doc.series[0].tournaments[1].entries[1].decks[0].day = 3;
    doc.series[0].tournaments[0].type = 'Regional';
    await expect(importTournamentFiles(handle.db, [writeJson('bad.json', doc)])).rejects.toThrow(
      '文件 bad.json 赛事 city-sh-20260301 type: 取值无效，可选 "City"、"Great"、"Ultra"、"Master"',
    );
    doc.series[0].tournaments[0].type = 'City';
    await expect(importTournamentFiles(handle.db, [writeJson('bad.json', doc)])).rejects.toThrow(
      /^文件 bad\.json 赛事 team-gz-20260315 第 2 条成绩 decks\[0\]\.day: /,
    );
  });

  it('reports a deck that is not 60 cards', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('sample.json'), 'utf8'));
    doc.decks['miraidon-1'].cards[0].count = 2;
    await expect(importTournamentFiles(handle.db, [writeJson('short.json', doc)])).rejects.toThrow(
      '文件 short.json decks.miraidon-1: 卡组共 58 张，应为 60 张',
    );
  });
});

describe('deck archetypes', () => {
  it('counts reprints of a key card (same effect id) and reclassifies every deck when categories change', async () => {
    await importTournamentFiles(handle.db, [fixture('sample.json')]);
    // The same list with the Charizard ex reprint SV4a/115 instead of SV3/066 is another deck of the same variant.
    const doc = JSON.parse(fs.readFileSync(fixture('sample.json'), 'utf8'));
    const reprint = doc.decks['charizard-a'].cards.map((c: { setCode: string; cardIndex: string }) =>
      c.setCode === 'SV3' && c.cardIndex === '066' ? { ...c, setCode: 'SV4a', cardIndex: '115' } : c,
    );
    const extra = {
      format: 'ptcg-cn-tournaments',
      version: 1,
      tournaments: [
        {
          externalId: 'reprint-cup',
          name: '重印卡测试赛',
          date: '2026-04-04',
          regulationMark: 'GHI',
          entries: [{ rank: 1, players: [{ pinCode: 'CN10000009', nickname: '收藏家' }], decks: [{ cards: reprint }] }],
        },
      ],
    };
    await importTournamentFiles(handle.db, [writeJson('reprint.json', extra)]);
    expect((await rankRows('reprint-cup'))[0]?.decks).toBe('喷火龙ex 喷火龙ex 大比鸟ex');

    // The admin raises the variant's Pidgeot ex requirement to 3: those decks fall back to 其他.
    const pidgeotRule = [
      { effectId: EFFECT.charizard, qty: 2 },
      { effectId: EFFECT.pidgeot, qty: 3 },
    ];
    await db()
      .updateTable('deck_category')
      .set({ key_effects: JSON.stringify(pidgeotRule) })
      .where('external_key', '=', 'charizard-pidgeot')
      .execute();
    expect(await reclassifyAllDecks(handle.db)).toEqual({ decks: 4, changed: 2 });
    expect((await rankRows('reprint-cup'))[0]?.decks).toBe('喷火龙ex 其他');
    expect((await rankRows('city-sh-20260301'))[0]?.decks).toBe('喷火龙ex 其他');

    // Without any category, decks go to the unclassified bucket.
    await db().deleteFrom('deck_category').execute();
    expect(await reclassifyAllDecks(handle.db)).toEqual({ decks: 4, changed: 0 });
    const variants = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM deck WHERE variant_id IS NOT NULL`.execute(handle.db)
    ).rows[0];
    expect(variants?.n).toBe(0);
  });
});

describe('Limitless TCG exports', () => {
  it('resolves English lists through the bridge and keeps a line it cannot resolve, with what the source said', async () => {
    const report = await importTournamentFiles(handle.db, [fixture('limitless-sample.json')]);
    const file = report.files[0];
    expect(file).toMatchObject({
      format: 'limitless',
      tournaments: 1,
      entries: 6,
      decks: 4,
      newDecks: 3,
      skippedDecks: [],
    });
    const sourceLines = JSON.parse(fs.readFileSync(fixture('limitless-sample.json'), 'utf8')).standings.flatMap(
      (s: { decklist?: Record<string, unknown[]> | null }) => (s.decklist ? Object.values(s.decklist).flat() : []),
    ).length;
    expect(file?.lines).toEqual({ resolved: sourceLines - 1, internationalOnly: 0, unresolved: 1 });
    const rows = await rankRows('limitless:6912f0c2d1e9a3b4c5d6e7f8');
    expect(rows.map((r) => [r.rank, r.nicknames, r.deck_ids.length])).toEqual([
      [1, 'Li Wei', 1],
      [2, 'Chen Jing', 1],
      [3, 'Wang Fang', 1],
      [4, 'Zhao Lei', 1],
      [5, 'Sun Hao', 0],
      [6, 'Ma Li', 0],
    ]);
    expect(rows[0]?.deck_ids).toEqual(rows[3]?.deck_ids);
    // The export says isOnline: an online event earns no ladder points.
    expect(rows.map((r) => r.points)).toEqual([0, 0, 0, 0, 0, 0]);
    // The line with no print is stored as written, and the deck still counts 60 cards.
    const chenDeck = rows[1]?.deck_ids[0] as number;
    const unresolved = (
      await sql<{ count: number; name_en: string; set_code_en: string; number_en: string; reason: string }>`
      SELECT count, name_en, set_code_en, number_en, reason FROM deck_unresolved WHERE deck_id = ${chenDeck}`.execute(
        handle.db,
      )
    ).rows;
    expect(unresolved).toEqual([
      {
        count: 2,
        name_en: 'Raikou V',
        set_code_en: 'BRS',
        number_en: '48',
        reason: '卡牌数据中没有 BRS 48 的印刷版本',
      },
    ]);
    const deck = await db()
      .selectFrom('deck')
      .select('card_count')
      .where('deck_id', '=', chenDeck)
      .executeTakeFirstOrThrow();
    expect(deck.card_count).toBe(60);
    const players = (
      await sql<{ pin_code: string }>`SELECT pin_code FROM player ORDER BY pin_code`.execute(handle.db)
    ).rows.map((r) => r.pin_code);
    expect(players).toContain('LL-fire_dragon');
    const matches = (
      await sql<{ round: number; player1: string; player2: string | null; outcome: number }>`
      SELECT round, player1, player2, outcome FROM match ORDER BY round, table_no`.execute(handle.db)
    ).rows;
    expect(matches).toHaveLength(9);
    expect(matches[8]).toEqual({ round: 3, player1: 'LL-late_comer', player2: null, outcome: 5 });
    expect((await rankRows('limitless:6912f0c2d1e9a3b4c5d6e7f8'))[0]?.decks).toBe(null);
    const drops = (
      await sql<{ pin_code: string; drop_round: number | null }>`
      SELECT ep.pin_code, e.drop_round FROM entry e JOIN entry_player ep ON ep.entry_id = e.id WHERE e.drop_round IS NOT NULL`.execute(
        handle.db,
      )
    ).rows;
    expect(drops).toEqual([{ pin_code: 'LL-early_exit', drop_round: 2 }]);
  });

  it('is idempotent: a second import of the same exports changes nothing', async () => {
    await importTournamentFiles(handle.db, [fixture('limitless-sample.json'), fixture('tdf-sample.tdf')]);
    const first = await counts();
    expect(first).toMatchObject({ tournament: 3, entry: 11 });
    const again = await importTournamentFiles(handle.db, [fixture('limitless-sample.json'), fixture('tdf-sample.tdf')]);
    expect(again.files.map((f) => f.newDecks)).toEqual([0, 0]);
    expect(await counts()).toEqual(first);
  });

  it('rejects a malformed export and writes nothing', async () => {
    await expect(importTournamentFiles(handle.db, [fixture('limitless-broken.json')])).rejects.toThrow(
      '文件 limitless-broken.json 赛事 limitless:6912f0c2d1e9a3b4c5d6e7f8 第 2 条成绩 record.wins: 应为数字',
    );
    expect(await counts()).toMatchObject({ tournament: 0, player: 0, entry: 0 });
  });
});

describe('Play! Pokémon TDF files', () => {
  it('imports standings with records and tiebreakers, match records, and live swiss of an unfinished division', async () => {
    const report = await importTournamentFiles(handle.db, [fixture('tdf-sample.tdf')]);
    expect(report.files[0]).toMatchObject({ format: 'tdf', tournaments: 2, entries: 5, players: 7, decks: 0 });
    // Juniors still playing are players too: their swiss rows lead to a profile.
    const juniors = (
      await sql<{ pin_code: string; nickname: string; division: string }>`
      SELECT pin_code, nickname, division FROM player WHERE division = 'Junior' ORDER BY pin_code`.execute(handle.db)
    ).rows;
    expect(juniors).toEqual([
      { pin_code: 'CN20000011', nickname: '孙乐乐', division: 'Junior' },
      { pin_code: 'CN20000012', nickname: '周小宝', division: 'Junior' },
    ]);

    const t = (
      await sql<{
        external_id: string;
        name: string;
        status: string;
        date: string;
        location: string;
        division: string;
        participant_count: number;
        rounds: number;
      }>`
      SELECT external_id, name, status, date, location, division, participant_count, rounds FROM tournament ORDER BY external_id`.execute(
        handle.db,
      )
    ).rows;
    expect(t).toEqual([
      {
        external_id: 'tdf:25-11-000123:Junior',
        name: '2025 杭州宝可梦卡牌城市赛 儿童组',
        status: 'ongoing',
        date: '2025-11-15',
        location: '杭州',
        division: 'Junior',
        participant_count: 2,
        rounds: 2,
      },
      {
        external_id: 'tdf:25-11-000123:Master',
        name: '2025 杭州宝可梦卡牌城市赛 公开组',
        status: 'ended',
        date: '2025-11-15',
        location: '杭州',
        division: 'Master',
        participant_count: 5,
        rounds: 3,
      },
    ]);

    const entries = (
      await sql<{
        rank: number;
        nickname: string;
        wins: number;
        losses: number;
        ties: number;
        match_points: number;
        owp: number;
      }>`
      SELECT e.rank, ep.nickname, e.wins, e.losses, e.ties, e.match_points, e.owp::float8 AS owp
      FROM entry e JOIN entry_player ep ON ep.entry_id = e.id ORDER BY e.rank`.execute(handle.db)
    ).rows;
    expect(entries.map((e) => [e.rank, e.nickname, e.wins, e.losses, e.ties, e.match_points])).toEqual([
      [1, '赵小雨', 2, 0, 1, 7],
      [2, '王明', 2, 1, 0, 6],
      [3, 'Kevin Zhang', 2, 1, 0, 6],
      [4, '陈丽', 1, 1, 1, 4],
      [5, '刘强', 1, 2, 0, 3],
    ]);
    // 王明 met 刘强 (0-1 without the bye: floored to 25%, capped as dropped), Kevin Zhang (2-1: 2/3) and 赵小雨 (1-0-1: 2/3).
    expect(entries[1]?.owp).toBeCloseTo((0.25 + 2 / 3 + 2 / 3) / 3, 4);

    const swiss = (
      await sql<{
        pin_code: string;
        name: string;
        rank: number;
        points: number;
      }>`SELECT pin_code, name, rank, points FROM swiss_standing ORDER BY rank`.execute(handle.db)
    ).rows;
    expect(swiss).toEqual([
      { pin_code: 'CN20000011', name: '孙乐乐', rank: 1, points: 3 },
      { pin_code: 'CN20000012', name: '周小宝', rank: 2, points: 0 },
    ]);
    const matches = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM match`.execute(handle.db)).rows[0];
    expect(matches?.n).toBe(10);
  });

  it('rejects a match with a player missing from <players> and writes nothing', async () => {
    await expect(importTournamentFiles(handle.db, [fixture('tdf-broken.tdf')])).rejects.toThrow(
      '文件 tdf-broken.tdf 赛事 tdf:25-11-000123 公开组 第 2 轮 第 1 场对局: 选手 9999999 不在 <players> 中',
    );
    expect(await counts()).toMatchObject({ tournament: 0, player: 0, entry: 0, match: 0 });
  });
});

describe('TOM files with several pods, a top cut, drops and every outcome code', () => {
  const writeText = (name: string, text: string) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const multipod = () => fs.readFileSync(fixture('tdf-multipod.tdf'), 'utf8');
  const masterEntries = async () =>
    (
      await sql<{
        rank: number;
        pin_code: string;
        wins: number;
        losses: number;
        ties: number;
        drop_round: number | null;
        points: number;
      }>`
    SELECT e.rank, ep.pin_code, e.wins, e.losses, e.ties, e.drop_round, e.points::float8 AS points
    FROM entry e JOIN entry_player ep ON ep.entry_id = e.id JOIN tournament t ON t.id = e.tournament_id
    WHERE t.external_id = 'tdf:26-03-001234:Master' ORDER BY e.rank`.execute(handle.db)
    ).rows;

  it('types rounds swiss or top cut as the file says and keeps the swiss record apart from the cut', async () => {
    const report = await importTournamentFiles(handle.db, [fixture('tdf-multipod.tdf')]);
    expect(report.files[0]).toMatchObject({ tournaments: 2, entries: 8, skippedRecords: [] });
    const t = (
      await sql<{
        external_id: string;
        status: string;
        type: string;
        division: string;
        rounds: number;
        top_cut: number;
        participant_count: number;
      }>`
      SELECT external_id, status, type, division, rounds, top_cut, participant_count FROM tournament ORDER BY external_id`.execute(
        handle.db,
      )
    ).rows;
    // "Master Ball League Cup" is a cup: the name does not make it a 大师赛.
    expect(t).toEqual([
      {
        external_id: 'tdf:26-03-001234:Master',
        status: 'ended',
        type: 'City',
        division: 'Master',
        rounds: 3,
        top_cut: 4,
        participant_count: 8,
      },
      {
        external_id: 'tdf:26-03-001234:Senior',
        status: 'ongoing',
        type: 'City',
        division: 'Senior',
        rounds: 1,
        top_cut: 0,
        participant_count: 4,
      },
    ]);
    // The champion went 2-1 in the swiss and won the top 4; the player who dropped after round 1 is 8th, not NC.
    expect(
      (await masterEntries()).map((e) => [e.rank, e.pin_code, `${e.wins}-${e.losses}-${e.ties}`, e.drop_round]),
    ).toEqual([
      [1, '3000004', '2-1-0', null],
      [2, '3000005', '2-0-1', null],
      [3, '3000001', '2-1-0', null],
      [4, '3000007', '2-1-0', null],
      [5, '3000002', '1-2-0', null],
      [6, '3000003', '1-2-0', null],
      [7, '3000006', '0-2-1', null],
      [8, '3000008', '0-1-0', 1],
    ]);
    const phases = (
      await sql<{ phase: string; outcome: number; n: number }>`
      SELECT m.phase, m.outcome, count(*)::int AS n FROM match m JOIN tournament t ON t.id = m.tournament_id
      WHERE t.external_id = 'tdf:26-03-001234:Master' GROUP BY 1, 2 ORDER BY 1, 2`.execute(handle.db)
    ).rows;
    expect(phases).toEqual([
      { phase: 'swiss', outcome: 1, n: 5 },
      { phase: 'swiss', outcome: 2, n: 3 },
      { phase: 'swiss', outcome: 3, n: 1 },
      { phase: 'swiss', outcome: 4, n: 1 },
      { phase: 'swiss', outcome: 5, n: 2 },
      { phase: 'top', outcome: 1, n: 1 },
      { phase: 'top', outcome: 2, n: 2 },
    ]);
    // The unfinished Senior pod: the unreported match (outcome 0) is not a result yet.
    const seniorMatches = (
      await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM match m JOIN tournament t ON t.id = m.tournament_id WHERE t.external_id = 'tdf:26-03-001234:Senior'`.execute(
        handle.db,
      )
    ).rows[0];
    expect(seniorMatches?.n).toBe(1);
  });

  it('takes the event type from the import option and pays no points to an unofficial event', async () => {
    await importTournamentFiles(handle.db, [fixture('tdf-multipod.tdf')], { type: 'Great' });
    const great = await masterEntries();
    expect((await sql<{ type: string }>`SELECT DISTINCT type FROM tournament`.execute(handle.db)).rows).toEqual([
      { type: 'Great' },
    ]);
    expect(great[0]?.points).toBeGreaterThan(0);
    await importTournamentFiles(handle.db, [fixture('tdf-multipod.tdf')], { type: 'Great', unofficial: true });
    expect((await masterEntries()).every((e) => e.points === 0)).toBe(true);
    expect(
      (await sql<{ unofficial: boolean }>`SELECT DISTINCT unofficial FROM tournament`.execute(handle.db)).rows,
    ).toEqual([{ unofficial: true }]);
  });

  it('refuses an outcome code it does not know, naming the match, and imports the rest with --lenient', async () => {
    const file = writeText('odd-outcome.tdf', multipod().replace('<match outcome="3">', '<match outcome="7">'));
    await expect(importTournamentFiles(handle.db, [file])).rejects.toThrow(
      '文件 odd-outcome.tdf 赛事 tdf:26-03-001234 公开组 第 1 轮 第 3 场对局 outcome="7": 无法识别的对局结果',
    );
    expect(await counts()).toMatchObject({ tournament: 0, entry: 0, match: 0 });
    const report = await importTournamentFiles(handle.db, [file], { lenient: true });
    expect(report.files[0]?.skippedRecords).toEqual([
      {
        where: '文件 odd-outcome.tdf 赛事 tdf:26-03-001234 公开组 第 1 轮 第 3 场对局 outcome="7"',
        reason: '无法识别的对局结果（应为 0 未报告、1 选手1胜、2 选手2胜、3 平局、4 双负、5 轮空）',
      },
    ]);
    expect(await counts()).toMatchObject({ tournament: 2, entry: 8, match: 15 });
  });

  it('imports a pod of all ages (category 8) into the division given, and refuses an unknown category', async () => {
    const mixed = multipod().replace('<pod category="1" stage="4">', '<pod category="8" stage="4">');
    const withoutMasters = mixed
      .replace(/<pod category="2"[\s\S]*?<\/pod>\s*(?=<pod category="8")/, '')
      .replace(/<standings>[\s\S]*<\/standings>/, '');
    await importTournamentFiles(handle.db, [writeText('mixed.tdf', withoutMasters)], { division: 'Junior' });
    expect((await sql<{ external_id: string }>`SELECT external_id FROM tournament`.execute(handle.db)).rows).toEqual([
      { external_id: 'tdf:26-03-001234:Junior' },
    ]);
    const unknown = writeText(
      'unknown-pod.tdf',
      multipod().replace('<pod category="1" stage="4">', '<pod category="9" stage="4">'),
    );
    await expect(importTournamentFiles(handle.db, [unknown])).rejects.toThrow(
      '文件 unknown-pod.tdf 赛事 tdf:26-03-001234 <pods> 第 2 组 category="9": 无法识别的组别',
    );
  });

  it('puts imported events into an existing series or a new one named on the command line', async () => {
    await expect(
      importTournamentFiles(handle.db, [fixture('tdf-multipod.tdf')], { series: { externalId: 'cd-2026' } }),
    ).rejects.toThrow('没有这个赛事系列；要新建请同时给出 --series-name');
    await importTournamentFiles(handle.db, [fixture('tdf-multipod.tdf')], {
      series: { externalId: 'cd-2026', name: '2026 成都联赛' },
    });
    await importTournamentFiles(handle.db, [fixture('limitless-sample.json')], { series: { externalId: 'cd-2026' } });
    const rows = (
      await sql<{ name: string; n: number }>`
      SELECT s.name, count(t.id)::int AS n FROM tournament_series s JOIN tournament t ON t.series_id = s.id GROUP BY s.name`.execute(
        handle.db,
      )
    ).rows;
    expect(rows).toEqual([{ name: '2026 成都联赛', n: 3 }]);
  });

  it('in one run of several files, gives the named series only to the events that come without one', async () => {
    await importTournamentFiles(handle.db, [fixture('sample.json'), fixture('limitless-sample.json')], {
      series: { externalId: 'online-2026', name: '线上周赛' },
    });
    const rows = (
      await sql<{ series: string; n: number }>`
      SELECT s.external_id AS series, count(t.id)::int AS n FROM tournament_series s JOIN tournament t ON t.series_id = s.id
      GROUP BY s.external_id ORDER BY s.external_id`.execute(handle.db)
    ).rows;
    expect(rows).toEqual([
      { series: 'cn-2026-autumn-city', n: 1 },
      { series: 'cn-2026-spring-city', n: 2 },
      { series: 'online-2026', n: 1 },
    ]);
  });
});

describe('Limitless drops', () => {
  it('ranks a dropped player without a placing after the placed players by record, and only a no-show is NC', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('limitless-sample.json'), 'utf8'));
    doc.standings[4].placing = null; // late_comer: 2-1, dropped after round 3
    doc.standings[4].drop = 3;
    doc.standings[5].placing = null; // early_exit: 0-2, dropped after round 2
    doc.standings.push({ player: 'no_show', name: 'No Show', placing: null, record: { wins: 0, losses: 0, ties: 0 } });
    await importTournamentFiles(handle.db, [writeJson('drops.json', doc)]);
    const rows = await rankRows('limitless:6912f0c2d1e9a3b4c5d6e7f8');
    expect(rows.map((r) => [r.rank, r.nicknames])).toEqual([
      [1, 'Li Wei'],
      [2, 'Chen Jing'],
      [3, 'Wang Fang'],
      [4, 'Zhao Lei'],
      [5, 'Sun Hao'],
      [6, 'Ma Li'],
      [999998, 'No Show'],
    ]);
    const drops = (
      await sql<{ nickname: string; drop_round: number }>`
      SELECT ep.nickname, e.drop_round FROM entry e JOIN entry_player ep ON ep.entry_id = e.id WHERE e.drop_round IS NOT NULL ORDER BY e.rank`.execute(
        handle.db,
      )
    ).rows;
    expect(drops).toEqual([
      { nickname: 'Sun Hao', drop_round: 3 },
      { nickname: 'Ma Li', drop_round: 2 },
    ]);
  });

  it('refuses a Limitless user name longer than a pin code may be, naming the record', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('limitless-sample.json'), 'utf8'));
    doc.standings[2].player = 'x'.repeat(45);
    await expect(importTournamentFiles(handle.db, [writeJson('long.json', doc)])).rejects.toThrow(
      /^文件 long\.json 赛事 limitless:6912f0c2d1e9a3b4c5d6e7f8 第 3 条成绩 player: 选手编号最多 40 个字符/,
    );
  });
});

describe('PTCG Live text in our format', () => {
  it('keeps every line: a card the data lacks is stored by its English name and the deck stays whole', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('limitless-sample.json'), 'utf8'));
    const lines = Object.values(
      doc.standings[0].decklist as Record<string, { count: number; name: string; set: string; number: string }[]>,
    ).flat();
    // Replace two Rare Candy with a card from a set newer than the card data, written as PTCG Live does.
    const text = [
      'Pokémon (12)',
      ...lines.slice(0, 5).map((c) => `${c.count} ${c.name} ${c.set} ${c.number}`),
      'Trainer (39)',
      ...lines
        .slice(5, -1)
        .map((c) => `${c.name === 'Rare Candy' ? c.count - 2 : c.count} ${c.name} ${c.set} ${c.number}`),
      '2 Tera Orb SSP 189',
      'Energy (9)',
      `${lines.at(-1)!.count} Fire Energy 2`,
      'Total Cards: 60',
    ].join('\n');
    const ours = {
      format: 'ptcg-cn-tournaments',
      version: 1,
      tournaments: [
        {
          externalId: 'live-text-cup',
          name: '文本卡表测试赛',
          date: '2026-04-04',
          entries: [{ rank: 1, players: [{ pinCode: 'CN10000077', nickname: '文本' }], decks: [{ text }] }],
        },
      ],
    };
    const report = await importTournamentFiles(handle.db, [writeJson('text.json', ours)]);
    expect(report.files[0]?.lines).toEqual({ resolved: lines.length, internationalOnly: 0, unresolved: 1 });
    const deckId = (await rankRows('live-text-cup'))[0]?.deck_ids[0] as number;
    const stored = (
      await sql<{ n: number }>`SELECT (SELECT coalesce(sum(count), 0) FROM deck_card WHERE deck_id = ${deckId})::int
      + (SELECT coalesce(sum(count), 0) FROM deck_unresolved WHERE deck_id = ${deckId})::int AS n`.execute(handle.db)
    ).rows[0];
    expect(stored?.n).toBe(60);
    const unresolved = (
      await sql<{ name_en: string; set_code_en: string; number_en: string }>`
      SELECT name_en, set_code_en, number_en FROM deck_unresolved WHERE deck_id = ${deckId}`.execute(handle.db)
    ).rows;
    expect(unresolved).toEqual([{ name_en: 'Tera Orb', set_code_en: 'SSP', number_en: '189' }]);
    // Importing the same file again finds the same deck.
    await importTournamentFiles(handle.db, [writeJson('text.json', ours)]);
    expect((await rankRows('live-text-cup'))[0]?.deck_ids[0]).toBe(deckId);
    expect(await counts()).toMatchObject({ deck: 1 });
  });
  it('keeps a line naming an international-only print as such, with its international picture', async () => {
    const doc = JSON.parse(fs.readFileSync(fixture('limitless-sample.json'), 'utf8'));
    const lines = Object.values(
      doc.standings[0].decklist as Record<string, { count: number; name: string; set: string; number: string }[]>,
    ).flat();
    // The international card data knows this print; no Chinese print of the card exists yet.
    await db()
      .insertInto('card_print_en')
      .values({
        set_code_en: 'MEG',
        card_index_en: '119',
        name_en: "Lillie's Determination",
        card_type: 'Supporter',
        regulation_mark: 'I',
        release_date: '2025-09-26',
        image_key: 'en/me/me01/119',
        match_key: "Supporter|lillie's determination",
        numbers: '',
        effect_id: 'd0000000000000000000000000000119',
        international_only: true,
      })
      .execute();
    const text = [
      'Pokémon (12)',
      ...lines.slice(0, 5).map((c) => `${c.count} ${c.name} ${c.set} ${c.number}`),
      'Trainer (39)',
      ...lines
        .slice(5, -1)
        .map((c) => `${c.name === 'Rare Candy' ? c.count - 2 : c.count} ${c.name} ${c.set} ${c.number}`),
      "2 Lillie's Determination MEG 119",
      'Energy (9)',
      `${lines.at(-1)!.count} Fire Energy 2`,
    ].join('\n');
    const ours = {
      format: 'ptcg-cn-tournaments',
      version: 1,
      tournaments: [
        {
          externalId: 'intl-cup',
          name: '国际版卡牌测试赛',
          date: '2026-04-04',
          entries: [{ rank: 1, players: [{ pinCode: 'CN10000078', nickname: '国际' }], decks: [{ text }] }],
        },
      ],
    };
    const report = await importTournamentFiles(handle.db, [writeJson('intl.json', ours)]);
    expect(report.files[0]?.lines).toEqual({ resolved: lines.length, internationalOnly: 1, unresolved: 0 });
    const deckId = (await rankRows('intl-cup'))[0]?.deck_ids[0] as number;
    const detail = await deckDetail(handle.db, { CARD_IMAGE_URL: 'https://images.example/{key}.png' }, deckId);
    expect(detail?.unresolved).toEqual([
      {
        count: 2,
        nameEn: "Lillie's Determination",
        setCodeEn: 'MEG',
        cardIndexEn: '119',
        reason: '仅有国际版，尚无中文版卡牌',
        imageUrl: 'https://images.example/en/me/me01/119.png',
      },
    ]);
    // Without a template addressed by image key there is no picture to show.
    expect((await deckDetail(handle.db, { CARD_IMAGE_URL: '' }, deckId))?.unresolved[0]?.imageUrl).toBeNull();
  });
});

describe('Limitless download folders (tournament.json, details.json, standings.json, pairings.json)', () => {
  const EVENT = 'limitless:68c43a2f9b1e7d0012ab34cd';
  /** The event folder copied into the scratch folder, optionally with pairings.json and edits. */
  const copyEvent = (name: string, edit?: (files: Record<string, unknown>) => void, withPairings = false) => {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    const files: Record<string, unknown> = {};
    for (const f of ['tournament.json', 'details.json', 'standings.json'])
      files[f] = JSON.parse(fs.readFileSync(path.join(fixture('limitless-event'), f), 'utf8'));
    if (withPairings)
      files['pairings.json'] = JSON.parse(fs.readFileSync(fixture('limitless-event-pairings.json'), 'utf8'));
    edit?.(files);
    for (const [f, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, f), JSON.stringify(value));
    return dir;
  };
  const entries = async () =>
    (
      await sql<{
        rank: number;
        pin_code: string;
        points: number;
        record: string;
        top: string | null;
        match_points: number;
        drop_round: number | null;
      }>`
      SELECT e.rank, ep.pin_code, e.points::float8 AS points, e.wins || '-' || e.losses || '-' || e.ties AS record,
        e.top_wins || '-' || e.top_losses AS top, e.match_points, e.drop_round
      FROM entry e JOIN entry_player ep ON ep.entry_id = e.id JOIN tournament t ON t.id = e.tournament_id
      WHERE t.external_id = ${EVENT} ORDER BY e.rank`.execute(handle.db)
    ).rows;
  // Swiss W-L-T as TOM counts it, and the top-cut record apart: the Limitless records (4-1, 2-2, …)
  // count the top-4 games; the 8th player went 0-2 and dropped, and is no top 8 of a top-4 cut.
  const EXPECTED = [
    [1, 'LL-mei_ling', '2-1-0', '2-0', null],
    [2, 'LL-rgkraken', '3-0-0', '1-1', null],
    [3, 'LL-kaitoshi', '2-1-0', '0-1', null],
    [4, 'LL-sunnyday', '1-1-1', '0-1', null],
    [5, 'LL-lucasm', '1-1-1', null, null],
    [6, 'LL-haru_ptcg', '1-2-0', null, null],
    [7, 'LL-nofeet', '1-2-0', null, null],
    [8, 'LL-dropper99', '0-2-0', null, 2],
  ];

  it('imports an online event of three files: unofficial without any flag, the cut from its phases, swiss and top-cut records apart', async () => {
    // A Standard event dated before it gives the regulation in force on the event's day.
    await importTournamentFiles(handle.db, [fixture('sample.json')]);
    const report = await importTournamentFiles(handle.db, [fixture('limitless-event')]);
    expect(report.files[0]).toMatchObject({
      file: 'limitless-event',
      format: 'limitless',
      tournaments: 1,
      entries: 8,
      decks: 8,
      skippedDecks: [],
      notes: [],
    });
    const t = (
      await sql<Record<string, unknown>>`
      SELECT name, date::text AS date, status, type, online, unofficial, location, regulation, regulation_mark,
        format_end, rounds, top_cut, participant_count
      FROM tournament WHERE external_id = ${EVENT}`.execute(handle.db)
    ).rows[0];
    expect(t).toEqual({
      name: 'Shanghai Online Weekly #141',
      // 06:00 UTC is 14:00 in China.
      date: '2026-09-13',
      status: 'ended',
      type: 'City',
      online: true,
      unofficial: true,
      location: '线上',
      // "format": "STANDARD" is the Standard regulation of the sample's events of March 2026.
      regulation: 'GHI-SV10',
      regulation_mark: 'GHI',
      format_end: 'SV10',
      rounds: 3,
      top_cut: 4,
      participant_count: 8,
    });
    const rows = await entries();
    expect(rows.map((e) => [e.rank, e.pin_code, e.record, e.top, e.drop_round])).toEqual(EXPECTED);
    expect(rows.map((e) => e.match_points)).toEqual([6, 9, 6, 4, 4, 3, 3, 0]);
    // No ladder points, in the event and in the players' season and career totals.
    expect(rows.every((e) => e.points === 0)).toBe(true);
    const earned = (
      await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM player_points WHERE pin_code LIKE 'LL-%' AND points > 0`.execute(handle.db)
    ).rows[0];
    expect(earned?.n).toBe(0);
  });

  it('reads the top-cut records from pairings.json when it was fetched, and stores every match with its phase', async () => {
    const dir = copyEvent('with-pairings', undefined, true);
    await importTournamentFiles(handle.db, [dir], { regulation: 'GHI-CSV10C' });
    const rows = await entries();
    expect(rows.map((e) => [e.rank, e.pin_code, e.record, e.top, e.drop_round])).toEqual(EXPECTED);
    const matches = (
      await sql<{
        round: number;
        table_no: number;
        player1: string;
        player2: string | null;
        outcome: number;
        phase: string;
      }>`
      SELECT round, table_no, player1, player2, outcome, phase FROM match ORDER BY round, table_no`.execute(handle.db)
    ).rows;
    expect(matches.filter((m) => m.phase === 'swiss')).toHaveLength(12);
    // The live bracket has no table numbers: its matches are numbered in the order given.
    expect(matches.filter((m) => m.phase === 'top')).toEqual([
      { round: 4, table_no: 1, player1: 'LL-rgkraken', player2: 'LL-sunnyday', outcome: 1, phase: 'top' },
      { round: 4, table_no: 2, player1: 'LL-kaitoshi', player2: 'LL-mei_ling', outcome: 2, phase: 'top' },
      { round: 4, table_no: 3, player1: 'LL-rgkraken', player2: 'LL-mei_ling', outcome: 2, phase: 'top' },
    ]);
    expect(matches.find((m) => m.round === 3 && m.player2 === null)).toMatchObject({
      player1: 'LL-lucasm',
      outcome: 5,
    });
    const t = (
      await sql<{ regulation: string; top_cut: number }>`SELECT regulation, top_cut FROM tournament`.execute(handle.db)
    ).rows;
    expect(t).toEqual([{ regulation: 'GHI-CSV10C', top_cut: 4 }]);
  });

  it('leaves out a loss for a missed round (no opponent, not won), which is no match and no bye', async () => {
    const dir = copyEvent(
      'late',
      (files) => {
        (files['pairings.json'] as unknown[]).push({ round: 1, phase: 1, table: 9, player1: 'latecomer', winner: -1 });
      },
      true,
    );
    await importTournamentFiles(handle.db, [dir], { regulation: 'GHI-CSV10C' });
    const n = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM match WHERE player1 = 'LL-latecomer'`.execute(handle.db)
    ).rows[0];
    expect(n?.n).toBe(0);
  });

  it('lets the operator count an online event as official, and keeps it online', async () => {
    await importTournamentFiles(handle.db, [fixture('limitless-event')], { regulation: 'GHI-CSV10C', official: true });
    const rows = await entries();
    expect(rows[0]?.points).toBeGreaterThan(0);
    const t = (
      await sql<{ online: boolean; unofficial: boolean }>`SELECT online, unofficial FROM tournament`.execute(handle.db)
    ).rows;
    expect(t).toEqual([{ online: true, unofficial: false }]);
  });

  it('names the path as given in errors: a bad standing, no regulation to be found, a folder without standings', async () => {
    const dir = copyEvent('broken', (files) => {
      (
        (files['standings.json'] as { record: Record<string, unknown> }[])[1] as { record: Record<string, unknown> }
      ).record.wins = 'four';
    });
    await expect(
      importTournamentFiles(handle.db, [{ path: dir, name: 'results/broken' }], { regulation: 'GHI-CSV10C' }),
    ).rejects.toThrow(`文件 results/broken/standings.json 赛事 ${EVENT} 第 2 条成绩 record.wins: 应为数字`);
    // The same file named on its own stands for its folder.
    await expect(
      importTournamentFiles(
        handle.db,
        [{ path: path.join(dir, 'standings.json'), name: 'results/broken/standings.json' }],
        {
          regulation: 'GHI-CSV10C',
        },
      ),
    ).rejects.toThrow('文件 results/broken/standings.json 赛事');
    // An empty database knows no Standard regulation of that day.
    await expect(
      importTournamentFiles(handle.db, [{ path: fixture('limitless-event'), name: 'dl/evt' }]),
    ).rejects.toThrow(`文件 dl/evt/standings.json 赛事 ${EVENT} format: 找不到 2026-09-13 施行的标准赛制`);
    const bad = copyEvent('bad-date', (files) => {
      (files['tournament.json'] as { date: string }).date = 'Sunday';
    });
    await expect(importTournamentFiles(handle.db, [{ path: bad, name: 'x/bad-date' }])).rejects.toThrow(
      '文件 x/bad-date/tournament.json date: 日期应以 YYYY-MM-DD 开头',
    );
    const empty = path.join(tmp, 'empty');
    fs.mkdirSync(empty);
    await expect(importTournamentFiles(handle.db, [{ path: empty, name: 'results/empty' }])).rejects.toThrow(
      '文件夹 results/empty: 没有可导入的文件',
    );
    expect(await counts()).toMatchObject({ tournament: 0, entry: 0, player: 0, match: 0 });
  });

  it('imports a folder of event folders and files in name order, each event once', async () => {
    const root = path.join(tmp, 'season');
    fs.mkdirSync(root);
    fs.cpSync(fixture('limitless-event'), path.join(root, 'a-online'), { recursive: true });
    fs.copyFileSync(fixture('tdf-multipod.tdf'), path.join(root, 'b-cup.tdf'));
    const report = await importTournamentFiles(handle.db, [root], { regulation: 'GHI-CSV10C' });
    expect(report.files.map((f) => [f.file, f.format, f.tournaments])).toEqual([
      [path.join('season', 'a-online'), 'limitless', 1],
      [path.join('season', 'b-cup.tdf'), 'tdf', 2],
    ]);
  });
});

describe('TOM files as they come', () => {
  const writeText = (name: string, text: string) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const ranks = async (externalId: string) =>
    (
      await sql<{ rank: number; pin_code: string; drop_round: number | null; top: string | null }>`
      SELECT e.rank, ep.pin_code, e.drop_round, e.top_wins || '-' || e.top_losses AS top
      FROM entry e JOIN entry_player ep ON ep.entry_id = e.id JOIN tournament t ON t.id = e.tournament_id
      WHERE t.external_id = ${externalId} ORDER BY e.rank`.execute(handle.db)
    ).rows;

  it('keeps the place TOM gives a dropped player (TOM 1.53 and later): ranks 1..n without gaps or duplicates', async () => {
    await importTournamentFiles(handle.db, [fixture('tdf-drop-midtable.tdf')]);
    const rows = await ranks('tdf:26-10-000417:Master');
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows[6]).toEqual({ rank: 7, pin_code: 'CN077hK2qP', drop_round: 3, top: null });
    // The top cut shows beside the swiss record: the champion won both bracket rounds.
    expect(rows.slice(0, 4).map((r) => [r.pin_code, r.top])).toEqual([
      ['CN037hK2qP', '2-0'],
      ['CN017hK2qP', '1-1'],
      ['CN027hK2qP', '0-1'],
      ['CN057hK2qP', '0-1'],
    ]);
    const t = (
      await sql<{
        location: string;
        top_cut: number;
        rounds: number;
      }>`SELECT location, top_cut, rounds FROM tournament`.execute(handle.db)
    ).rows;
    // Location as the city, without 市.
    expect(t).toEqual([{ location: '杭州', top_cut: 4, rounds: 4 }]);
  });

  it('ranks dnf players of older TOM versions after the finishers, also when they carry no place', async () => {
    const older = fs
      .readFileSync(fixture('tdf-drop-midtable.tdf'), 'utf8')
      .replace('<player id="CN077hK2qP" place="7" />', '<player id="CN077hK2qP" />');
    await importTournamentFiles(handle.db, [writeText('older.tdf', older)]);
    const rows = await ranks('tdf:26-10-000417:Master');
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.at(-1)).toMatchObject({ rank: 12, pin_code: 'CN077hK2qP', drop_round: 3 });
    // Finishers keep their order: 8th becomes 7th, and so on.
    expect(rows[6]?.pin_code).toBe('CN087hK2qP');
  });

  it('refuses a truncated file saying where it breaks, in Chinese, and writes nothing', async () => {
    const text = fs.readFileSync(fixture('tdf-drop-midtable.tdf'), 'utf8');
    const cut = text.slice(0, text.indexOf('<standings>') + '<standings>\n    <pod category="2" type="fini'.length);
    const lines = cut.split('\n');
    const file = writeText('cut.tdf', cut);
    await expect(importTournamentFiles(handle.db, [file])).rejects.toThrow(
      `文件 cut.tdf: 文件不完整：在第 ${lines.length} 行第 ${(lines.at(-1) as string).length + 1} 列处中断`,
    );
    // Cut between two elements, the message lists what was left open.
    const between = text.slice(0, text.indexOf('<finalsoptions>'));
    await expect(importTournamentFiles(handle.db, [writeText('between.tdf', between)])).rejects.toThrow(
      /文件不完整：在第 \d+ 行第 \d+ 列处中断，<tournament> 没有结束标签/,
    );
    // A break inside the file (not at its end) names its line and column too.
    const broken = text.replace('<tablenumber>2</tablenumber>', '<tablenumber>2</tablenumbr>');
    const brokenLine = broken.slice(0, broken.indexOf('</tablenumbr>')).split('\n').length;
    await expect(importTournamentFiles(handle.db, [writeText('broken.tdf', broken)])).rejects.toThrow(
      new RegExp(`XML 格式错误：第 ${brokenLine} 行第 \\d+ 列`),
    );
    expect(await counts()).toMatchObject({ tournament: 0, entry: 0, match: 0 });
  });
});
