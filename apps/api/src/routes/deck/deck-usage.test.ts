import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECENT_USE_CUTS } from '@ptcg/contract';
import { pastMonthsRange } from '@ptcg/tcg';
import { bumpDataVersion } from '#api/db/data-version.ts';
import { ensureDeckStats } from '#api/stats/index.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';

/** Archetype pages, card usage and the home page's top decks on the default season. */
let t: TestApp;
/** A played category of the default season with its own decks, and its most played named variant. */
let category: { id: number; plays: number };
let variant: { id: number; plays: number };

beforeAll(async () => {
  // Some tests fake the system time; with TODAY unset the server's clock reads it.
  t = await createTestApp({ TODAY: '' });
  const db = t.database.db;
  const rows = await sql<{ id: number; parent_id: number | null; is_other: boolean; plays: number }>`
    SELECT c.id, c.parent_id, c.is_other, count(*)::int AS plays
    FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
    JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category c ON c.id = d.variant_id
    WHERE t.status = 'ended' AND ed.day = (SELECT max(day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)
    GROUP BY c.id, c.parent_id, c.is_other ORDER BY plays DESC`.execute(db);
  const familyOf = (parent: number | null) => rows.rows.filter((r) => r.id === parent || r.parent_id === parent);
  // A named variant of a category whose own decks (filed under it or its 其他 variant) were played too.
  const v = rows.rows.find(
    (r) =>
      r.parent_id !== null &&
      !r.is_other &&
      familyOf(r.parent_id).some((f) => f.id === r.parent_id || (f.is_other && f.plays > 0)),
  )!;
  variant = { id: v.id, plays: v.plays };
  const family = familyOf(v.parent_id);
  category = { id: v.parent_id!, plays: family.reduce((s, r) => s + r.plays, 0) };
}, 120_000);
afterAll(async () => t?.close());

describe('deck/category-recent-play', () => {
  it('lists the plays of a variant, newest first, and counts them all', async () => {
    const res = (await t.call('deck/category-recent-play', { id: variant.id, pageSize: 15 })).body.data;
    expect(res.itemNum).toBe(variant.plays);
    expect(res.list).toHaveLength(Math.min(15, variant.plays));
    const dates = res.list.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of res.list) {
      expect(r.playerPinCode).toMatch(/^CN/);
      expect(r.playerName).not.toBe('');
      expect(r.variantIcon.length).toBeGreaterThan(0);
    }
  });

  it('with all, covers the category and every variant', async () => {
    const all = (await t.call('deck/category-recent-play', { id: category.id, all: true, pageSize: 25 })).body.data;
    expect(all.itemNum).toBe(category.plays);
    expect(all.itemNum).toBeGreaterThan(variant.plays);
    const last = (
      await t.call('deck/category-recent-play', { id: category.id, all: true, page: all.pageNum, pageSize: 25 })
    ).body.data;
    expect(last.list.length).toBe(category.plays - (all.pageNum - 1) * 25);
  });

  it('without all, a category lists its own decks: those filed under it or its 其他 variant', async () => {
    const { rows } = await sql<{ plays: number }>`
      SELECT count(*)::int AS plays
      FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
      JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category c ON c.id = d.variant_id
      WHERE t.status = 'ended' AND ed.day = (SELECT max(day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)
        AND (c.id = ${category.id} OR (c.parent_id = ${category.id} AND c.is_other))`.execute(t.database.db);
    expect(rows[0]!.plays).toBeGreaterThan(0);
    const own = (await t.call('deck/category-recent-play', { id: category.id, pageSize: 15 })).body.data;
    expect(own.itemNum).toBe(rows[0]!.plays);
    expect(own.itemNum).toBeLessThan(category.plays);
  });

  it('answers 10002 for an unknown archetype', async () => {
    expect((await t.call('deck/category-recent-play', { id: 9_999_999 })).body.code).toBe(10002);
  });
});

describe('deck/top-player', () => {
  it('ranks players by the points they scored with the archetype', async () => {
    const res = (await t.call('deck/top-player', { id: category.id, all: true, pageSize: 10 })).body.data;
    expect(res.list.length).toBeGreaterThan(0);
    const points = res.list.map((r: { points2: number }) => r.points2);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(res.list[0].ranking).toBe(1);
    // The full list ends with a player who scored, never with 0-point players.
    const full = (await t.call('deck/top-player', { id: category.id, all: true, pageSize: 10000 })).body.data;
    expect(full.itemNum).toBe(full.list.length);
    expect(full.list.at(-1).points2).toBeGreaterThan(0);
    // The leader's points, summed here from the standings (individual events only hold this season's leader).
    const leader = res.list[0];
    const own = await sql<{ p: number }>`
      SELECT coalesce(sum(e.points / (SELECT count(*) FROM entry_deck y WHERE y.entry_id = e.id AND y.day = ed.day)), 0)::float8 AS p
      FROM entry e JOIN entry_player ep ON ep.entry_id = e.id JOIN entry_deck ed ON ed.entry_id = e.id
      JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category c ON c.id = d.variant_id
      JOIN tournament t ON t.id = e.tournament_id
      WHERE ep.pin_code = ${leader.pinCode} AND t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck
        AND (c.id = ${category.id}::int OR c.parent_id = ${category.id}::int)
        AND ed.day = (SELECT max(day) FROM entry_deck x WHERE x.entry_id = e.id)`.execute(t.database.db);
    expect(leader.points2).toBeGreaterThanOrEqual(own.rows[0]!.p - 1e-6);
    expect((await t.call('deck/top-player', { id: 9_999_999 })).body.code).toBe(10002);
  });
});

/**
 * The ranking as the standings give it, computed directly for a set of archetype ids: each play of
 * an entry's last day adds the entry's points (split by the decks of the team on team events); players
 * who scored nothing with the archetype are not ranked.
 */
async function rankingFromStandings(ids: number[]) {
  const rows = await sql<{ pin_code: string; nickname: string; points2: number; ranking: number }>`
    WITH plays AS (
      SELECT p.pin_code, e.points * CASE WHEN t.multi_deck THEN 1::numeric
               ELSE 1::numeric / (SELECT count(*) FROM entry_deck y WHERE y.entry_id = ed.entry_id AND y.day = ed.day) END AS points
      FROM deck d
      JOIN entry_deck ed ON ed.deck_id = d.deck_id
      JOIN entry e ON e.id = ed.entry_id
      JOIN tournament t ON t.id = e.tournament_id
      CROSS JOIN LATERAL (
        SELECT ep.pin_code FROM entry_player ep
        WHERE ep.entry_id = e.id AND (ed.pin_code IS NULL OR ep.pin_code = ed.pin_code)
        ORDER BY ep.seat, ep.pin_code LIMIT 1
      ) p
      WHERE d.variant_id = ANY(${ids}::int4[]) AND t.status = 'ended'
        AND ed.day = (SELECT max(x.day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)
    ),
    per_player AS (SELECT pin_code, sum(points)::float8 AS points2 FROM plays GROUP BY pin_code)
    SELECT pp.pin_code, pl.nickname, pp.points2, rank() OVER (ORDER BY pp.points2 DESC)::int AS ranking
    FROM per_player pp JOIN player pl ON pl.pin_code = pp.pin_code
    WHERE pp.points2 > 0
    ORDER BY pp.points2 DESC, pp.pin_code`.execute(t.database.db);
  return rows.rows.map((r) => ({
    ranking: r.ranking,
    pinCode: r.pin_code,
    playerName: r.nickname,
    points2: r.points2,
  }));
}

describe('deck/top-player answers what the standings give', () => {
  it('for a spread of archetypes, its own decks and (categories) with every variant, page by page', async () => {
    const categories = await t.database.db
      .selectFrom('deck_category')
      .select(['id', 'parent_id', 'is_other'])
      .execute();
    // Sixteen archetypes from the most played to the least, categories and variants alike (every one of
    // them is a sweep of minutes on two cores that repeats the same code path).
    const plays = await sql<{ id: number; n: number }>`
      SELECT c.id, count(d.deck_id)::int AS n FROM deck_category c
      LEFT JOIN deck_category v ON v.id = c.id OR v.parent_id = c.id
      LEFT JOIN deck d ON d.variant_id = v.id
      GROUP BY c.id ORDER BY n DESC, c.id`.execute(t.database.db);
    const step = Math.max(1, Math.ceil(plays.rows.length / 16));
    const spread = new Set(plays.rows.filter((_, i) => i % step === 0).map((r) => r.id));
    const sample = categories.filter((c) => spread.has(c.id));
    expect(sample.some((c) => c.parent_id === null) && sample.some((c) => c.parent_id !== null)).toBe(true);
    let compared = 0;
    for (const c of sample) {
      const own = [c.id, ...categories.filter((v) => v.parent_id === c.id && v.is_other).map((v) => v.id)];
      const top = c.parent_id ?? c.id;
      const family = [top, ...categories.filter((v) => v.parent_id === top).map((v) => v.id)];
      for (const [all, ids] of [
        [false, own],
        [true, family],
      ] as const) {
        const expected = await rankingFromStandings(ids);
        const first = (await t.call('deck/top-player', { id: c.id, all, pageSize: 10 })).body.data;
        expect(first.itemNum, `${c.id} ${all}`).toBe(expected.length);
        expect(first.list, `${c.id} ${all}`).toEqual(expected.slice(0, 10));
        if (expected.length > 10) {
          const second = (await t.call('deck/top-player', { id: c.id, all, page: 2, pageSize: 10 })).body.data;
          expect(second.list).toEqual(expected.slice(10, 20));
        }
        // Past the last page: no players, and still the whole count.
        const past = (await t.call('deck/top-player', { id: c.id, all, page: 500, pageSize: 10 })).body.data;
        expect(past).toMatchObject({ itemNum: expected.length, list: [] });
        compared += expected.length > 0 ? 1 : 0;
      }
    }
    expect(compared).toBeGreaterThan(8);
  }, 300_000);
});

describe('deck/core-card', () => {
  it('answers cumulative usage per card for the regulation with the most plays, and the counts per regulation', async () => {
    const res = (await t.call('deck/core-card', { variant: category.id })).body.data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.regulationCount.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(category.plays);
    expect(res.regulationCount.find((r: { regulation: string }) => r.regulation === res.regulation).count).toBe(
      res.total,
    );
    expect(res.list.length).toBeGreaterThan(10);
    for (const card of res.list) {
      const nums = card.usage.map((u: { num: number }) => u.num);
      expect(nums).toEqual([...nums].sort((a, b) => b - a));
      expect(card.usage[0].qty).toBe(1);
      expect(card.usage[0].num).toBeLessThanOrEqual(res.total);
      expect(card.usage[0].usage).toBeCloseTo(card.usage[0].num / res.total, 9);
      expect(card.averageUsage).toBeGreaterThanOrEqual(1);
    }
    // The archetype's key card is in every deck of it.
    expect(res.list[0].usage[0].usage).toBe(1);
    const popular = (await t.call('deck/core-card', { variant: category.id, showPopular: true })).body.data;
    const held = (c: { usage: { usage: number }[] }) => c.usage[0]!.usage;
    expect(popular.list).toEqual(res.list.filter((c: { usage: { usage: number }[] }) => held(c) >= 0.1));
  });

  it('answers a regulation nobody played the archetype in with an empty list, and 10002 for an unknown id', async () => {
    expect((await t.call('deck/core-card', { variant: category.id, regulation: 'XYZ-NOPE' })).body.data).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await t.call('deck/core-card', { variant: 9_999_999 })).body.code).toBe(10002);
  });
});

describe('deck/deck-recent-by-card', () => {
  it('finds the top-cut plays of every print of a card, and says Processing while statistics are missing', async () => {
    const db = t.database.db;
    // A card of the latest winning deck of a Master or other event.
    const pick = await sql<{ set_code: string; card_index: string; date: string }>`
      SELECT c.set_code, c.card_index, t.date::text AS date
      FROM tournament t JOIN entry e ON e.tournament_id = t.id AND e.rank = 1
      JOIN entry_deck ed ON ed.entry_id = e.id JOIN deck_card dc ON dc.deck_id = ed.deck_id JOIN card c ON c.card_id = dc.card_id
      WHERE t.status = 'ended' AND c.card_type = 'Pokemon'
      ORDER BY t.date DESC, c.card_id LIMIT 1`.execute(db);
    const card = pick.rows[0]!;
    const res = (await t.call('deck/deck-recent-by-card', { setCode: card.set_code, cardIndex: card.card_index })).body
      .data;
    expect(res.status).toBe('ok');
    // The real clock: the default season runs up to this year, so its last event may be older than three months.
    const threeMonthsAgo = new Date(Date.now() - 92 * 86_400_000).toISOString().slice(0, 10);
    if (card.date >= threeMonthsAgo) expect(res.list.length).toBeGreaterThan(0);
    for (const r of res.list) expect(r.rank).toBeLessThanOrEqual(64);

    // As a database from before the statistics existed looks until start-up has built them (the
    // player rankings are rebuilt with them, as after a migration that changed their rules).
    const ranking = (await t.call('player/rank-official', { pageSize: 20 })).body.data;
    expect(ranking.list.length).toBeGreaterThan(0);
    await sql`DELETE FROM stats_state`.execute(db);
    await sql`DELETE FROM player_points`.execute(db);
    await bumpDataVersion(db);
    const busy = (await t.call('deck/deck-recent-by-card', { setCode: card.set_code, cardIndex: card.card_index })).body
      .data;
    expect(busy).toEqual({ status: 'Processing', list: [] });
    expect(await ensureDeckStats(db)).toBe(true);
    const built = (await t.call('deck/deck-recent-by-card', { setCode: card.set_code, cardIndex: card.card_index }))
      .body.data;
    expect(built).toEqual(res);
    expect((await t.call('player/rank-official', { pageSize: 20 })).body.data).toEqual(ranking);
    expect((await t.call('deck/deck-recent-by-card', { setCode: 'NOPE', cardIndex: '001' })).body.code).toBe(10002);
  });
});

describe('deck/deck-recent-by-card answers what the standings give', () => {
  /** The top-cut plays of decks holding the effect inside [from, to], newest first, from the standings. */
  async function fromStandings(effectId: string, from: string, to: string) {
    const rows = await sql<{ tournament_id: number; rank: number; deck_id: number }>`
      SELECT t.id AS tournament_id, e.rank, ed.deck_id
      FROM tournament t JOIN entry e ON e.tournament_id = t.id JOIN entry_deck ed ON ed.entry_id = e.id
      WHERE t.status = 'ended' AND t.date BETWEEN ${from}::date AND ${to}::date
        AND ed.day = (SELECT max(x.day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)
        AND e.rank BETWEEN 1 AND CASE WHEN t.type = 'Master' THEN 64 ELSE 8 END
        AND EXISTS (SELECT 1 FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
                    WHERE dc.deck_id = ed.deck_id AND c.effect_id = ${effectId}::bpchar)
      ORDER BY t.date DESC, t.id DESC, e.rank, e.id, ed.slot
      LIMIT 200`.execute(t.database.db);
    return rows.rows.map((r) => ({ tournamentId: r.tournament_id, rank: r.rank, deckId: r.deck_id }));
  }

  it('for cards common and rare, with the clock after the last event and in the middle of the season', async () => {
    const db = t.database.db;
    const cards = await sql<{ effect_id: string; set_code: string; card_index: string }>`
      WITH used AS (
        SELECT c.effect_id, count(DISTINCT dc.deck_id) AS decks, min(c.card_id) AS card_id
        FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
        -- Cards of top-cut decks: the call lists only those, so even the rarest band has plays to compare.
        WHERE dc.deck_id IN (SELECT ed.deck_id FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id
                             WHERE e.rank BETWEEN 1 AND 8)
        GROUP BY 1
      ),
      spread AS (SELECT *, ntile(12) OVER (ORDER BY decks DESC, effect_id) AS band FROM used)
      SELECT DISTINCT ON (s.band) s.effect_id, c.set_code, c.card_index
      FROM spread s JOIN card c ON c.card_id = s.card_id ORDER BY s.band, s.decks DESC`.execute(db);
    const last = (
      await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(db)
    ).rows[0]!.d;
    let compared = 0;
    try {
      // Two days after the last event, then 40 days before it: newer plays are then outside the window.
      for (const shift of [2, -40]) {
        const today = new Date(Date.parse(`${last}T12:00:00+08:00`) + shift * 86_400_000);
        vi.useFakeTimers({ toFake: ['Date'], now: today });
        await bumpDataVersion(db);
        // The window the call uses: its own function, tested with the other time filters.
        const window = pastMonthsRange(new Date(), RECENT_USE_CUTS.months);
        for (const card of cards.rows) {
          const res = (await t.call('deck/deck-recent-by-card', { setCode: card.set_code, cardIndex: card.card_index }))
            .body.data;
          expect(res.status).toBe('ok');
          const got = res.list.map((r: { tournamentId: number; rank: number; deckId: number }) => ({
            tournamentId: r.tournamentId,
            rank: r.rank,
            deckId: r.deckId,
          }));
          const expected = await fromStandings(card.effect_id, window.from, window.to);
          expect(got, `${card.set_code}-${card.card_index} ${shift}`).toEqual(expected);
          compared += got.length > 0 ? 1 : 0;
        }
      }
    } finally {
      vi.useRealTimers();
      await bumpDataVersion(db);
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('app/home', () => {
  it('answers the top decks of the current format with their category page', async () => {
    const home = (await t.call('app/home')).body.data;
    expect(home.topDecks.length).toBeGreaterThan(3);
    // /decks opens on the current format (the regulation list's default), all time, every entry,
    // archetypes rolled up, no team events.
    const regulations = (await t.call('tournament/regulation-list')).body.data.list;
    expect(regulations.find((r: { isDefault: boolean }) => r.isDefault).regulation).toBe(home.format);
    const byDate = (await t.call('deck/deck-static-by-date-and-reg', { regulation: home.format })).body.data;
    const pick = (r: Record<string, unknown>) => [r.id, r.name, r.label, r.icon, r.count, r.share, r.points2];
    expect(home.topDecks.map(pick)).toEqual(byDate.list.slice(0, home.topDecks.length).map(pick));
    expect(home.topDecks[0]).toMatchObject({ link: `/decks/${home.topDecks[0].id}?all=true` });
    const shares = home.topDecks.map((d: { share: number }) => d.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });
});

describe('category edits', () => {
  it('rebuild the statistics in the same transaction', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: 'admin', password: 'admin-test-password' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const before = (await t.call('deck/deck-static-by-date-and-reg', { isVariant: true })).body.data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-delete',
      payload: { id: variant.id },
      headers: { cookie },
    });
    expect(res.json().code).toBe(200);
    const after = (await t.call('deck/deck-static-by-date-and-reg', { isVariant: true })).body.data;
    expect(before.list.some((r: { id: number }) => r.id === variant.id)).toBe(true);
    expect(after.list.some((r: { id: number }) => r.id === variant.id)).toBe(false);
    expect(after.deckNum).toBeCloseTo(before.deckNum, 6);
  });
});
