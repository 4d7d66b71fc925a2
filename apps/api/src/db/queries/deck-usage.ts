import type { ResponseOf } from '@ptcg/contract';
import { CORE_CARD_POPULAR_SHARE, RECENT_USE_CUTS, typesOfLevel } from '@ptcg/contract';
import { addDays, toIsoDate, type DateRange } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Env } from '#api/env.ts';
import { cardFaceUrl, cardImageUrl } from '#api/lib/card-image.ts';
import type { Db } from '../index.ts';
import type { Archetypes } from './deck-stats.ts';

/**
 * Who played an archetype, where, and with which cards: reads of the standings joined with the decks'
 * current archetypes, and of card_usage_stat, in contract shapes.
 */

/** Whether entry_deck row `ed` is a deck of its entry's last day (the deck the entry finished with). */
const LAST_DAY = sql`ed.day = (SELECT max(x.day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)`;

/** The player of entry_deck row `ed` of entry `e`: the member it names, else the entry's first player. */
const PLAYER = sql`LATERAL (
  SELECT ep.pin_code, ep.nickname FROM entry_player ep
  WHERE ep.entry_id = e.id AND (ed.pin_code IS NULL OR ep.pin_code = ed.pin_code)
  ORDER BY ep.seat, ep.pin_code LIMIT 1
) p`;

/**
 * The weeks holding a page of plays, from the weekly statistics, and the offset of the page inside
 * them: reading only those weeks keeps a page of a popular archetype from sorting every play it had.
 */
async function pageWeeks(db: Db, ids: number[], offset: number, pageSize: number) {
  const weeks = (
    await sql<{ week: string; plays: number }>`
    SELECT week::text AS week, sum(raw_count_all)::int AS plays FROM deck_stat_week
    WHERE variant_id = ANY(${ids}::int4[]) GROUP BY week HAVING sum(raw_count_all) > 0 ORDER BY week DESC`.execute(db)
  ).rows;
  const total = weeks.reduce((s, w) => s + w.plays, 0);
  let seen = 0;
  let newest: { week: string; before: number } | null = null;
  let oldest: string | null = null;
  for (const w of weeks) {
    if (newest === null && seen + w.plays > offset) newest = { week: w.week, before: seen };
    seen += w.plays;
    if (newest !== null) {
      oldest = w.week;
      if (seen >= offset + pageSize) break;
    }
  }
  if (newest === null || oldest === null) return { total, range: null, offset: 0 };
  return { total, range: { from: oldest, to: addDays(newest.week, 6) }, offset: offset - newest.before };
}

/** The plays of a set of archetypes, newest first, one row per player and deck. */
export async function recentPlays(db: Db, archetypes: Archetypes, ids: number[], page: number, pageSize: number) {
  const { total, range, offset } = await pageWeeks(db, ids, (page - 1) * pageSize, pageSize);
  if (range === null) return { total, list: [] };
  const rows = await sql<{
    tournament_id: number;
    tournament_name: string;
    date: string;
    rank: number;
    points: number;
    qualified: boolean;
    regulation: string;
    deck_id: number;
    variant_id: number;
    pin_code: string;
    nickname: string;
  }>`
    SELECT t.id AS tournament_id, t.name AS tournament_name, t.date::text AS date, e.rank, e.points, e.qualified,
           t.regulation, ed.deck_id, d.variant_id, p.pin_code, p.nickname
    FROM tournament t
    JOIN entry e ON e.tournament_id = t.id
    JOIN entry_deck ed ON ed.entry_id = e.id
    JOIN deck d ON d.deck_id = ed.deck_id
    CROSS JOIN ${PLAYER}
    WHERE t.date BETWEEN ${range.from}::date AND ${range.to}::date
      AND d.variant_id = ANY(${ids}::int4[]) AND t.status = 'ended' AND ${LAST_DAY}
    ORDER BY t.date DESC, t.id DESC, e.rank, ed.slot
    LIMIT ${pageSize}::int OFFSET ${offset}::int`.execute(db);
  return {
    total,
    list: rows.rows.map((r) => {
      const shown = archetypes.display(r.variant_id);
      return {
        tournamentId: r.tournament_id,
        tournamentName: r.tournament_name,
        date: toIsoDate(r.date),
        playerPinCode: r.pin_code,
        playerName: r.nickname,
        rank: r.rank,
        variantIcon: shown.icon,
        variantName: shown.name,
        deckId: r.deck_id,
        points: r.points,
        regulation: r.regulation,
        qualified: r.qualified,
      };
    }),
  };
}

/**
 * The players who scored most with an archetype: with `all` a category and every variant, else the
 * id's own decks (a category with its 其他 variant). Each play adds the entry's points, split like the
 * statistics' points on team events; ties share a ranking (the first position of their points). Reads one slice of the archetype's ranked
 * list in deck_player_rank.
 */
export async function topPlayers(db: Db, archetypeId: number, all: boolean, page: number, pageSize: number) {
  const first = (page - 1) * pageSize + 1;
  const last = page * pageSize;
  // One read: the list's length rides on every row, and on a row of its own past the last page.
  const rows = await sql<{
    total: number;
    pin_code: string | null;
    nickname: string | null;
    points2: number;
    ranking: number;
  }>`
    SELECT cardinality(r.pins) AS total, x.pin_code, pl.nickname, x.points2,
           array_position(r.points, x.points2) AS ranking
    FROM deck_player_rank r
    LEFT JOIN LATERAL unnest(r.pins[${first}::int:${last}::int], r.points[${first}::int:${last}::int])
      WITH ORDINALITY AS x(pin_code, points2, ord) ON TRUE
    LEFT JOIN player pl ON pl.pin_code = x.pin_code
    WHERE r.archetype_id = ${archetypeId}::int AND r.all_variants = ${all}
    ORDER BY x.ord`.execute(db);
  const total = rows.rows[0]?.total ?? 0;
  return {
    total,
    list: rows.rows.flatMap((r) =>
      r.pin_code === null || r.nickname === null
        ? []
        : [{ ranking: r.ranking, pinCode: r.pin_code, playerName: r.nickname, points2: r.points2 }],
    ),
  };
}

/** Plays of a set of archetypes per regulation, most played first. */
export async function playsByRegulation(db: Db, ids: number[]): Promise<{ regulation: string; count: number }[]> {
  const rows = await sql<{ regulation: string; count: number }>`
    SELECT regulation, sum(raw_count_all)::int AS count FROM deck_stat_week
    WHERE variant_id = ANY(${ids}::int4[]) GROUP BY regulation ORDER BY 2 DESC, 1`.execute(db);
  return rows.rows;
}

/**
 * The cards of a set of archetypes in one regulation: for each card (prints of one effect together,
 * shown as the print most played in every archetype, effect_print), how many of the `total` plays hold at least 1, 2, 3 … copies,
 * and the average number of copies among the plays that hold it. With popularOnly, only cards held
 * by at least CORE_CARD_POPULAR_SHARE of the plays.
 */
export async function coreCards(
  db: Db,
  env: Pick<Env, 'CARD_IMAGE_URL'>,
  ids: number[],
  regulation: string,
  total: number,
  popularOnly: boolean,
): Promise<ResponseOf<'deck/core-card'>['list']> {
  const rows = await sql<{
    effect_id: string;
    qty: number;
    plays: number;
    card_id: number;
    card_type: string;
    tags: string[];
    name: string;
    yoren_code: string | null;
    set_code: string;
    card_index: string;
    image_key: string | null;
  }>`
    WITH usage AS (
      SELECT effect_id, qty, sum(plays)::int AS plays
      FROM card_usage_stat WHERE variant_id = ANY(${ids}::int4[]) AND regulation = ${regulation}
      GROUP BY effect_id, qty
    )
    SELECT u.effect_id, u.qty, u.plays, p.card_id, c.card_type, c.tags, c.name, c.yoren_code, c.set_code, c.card_index, c.image_key
    FROM usage u JOIN effect_print p ON p.effect_id = u.effect_id JOIN card c ON c.card_id = p.card_id`.execute(db);
  const byEffect = new Map<string, typeof rows.rows>();
  for (const r of rows.rows) {
    const list = byEffect.get(r.effect_id);
    if (list) list.push(r);
    else byEffect.set(r.effect_id, [r]);
  }
  const cards = [...byEffect.values()].map((qtys) => {
    const first = qtys[0] as (typeof qtys)[number];
    const maxQty = Math.max(...qtys.map((q) => q.qty));
    const usage = [];
    for (let qty = 1; qty <= maxQty; qty += 1) {
      const num = qtys.filter((q) => q.qty >= qty).reduce((s, q) => s + q.plays, 0);
      usage.push({ qty, num, usage: total > 0 ? num / total : 0 });
    }
    const holding = usage[0]?.num ?? 0;
    const copies = qtys.reduce((s, q) => s + q.qty * q.plays, 0);
    return {
      usage,
      averageUsage: holding > 0 ? copies / holding : 0,
      cardType: first.card_type,
      is: first.tags,
      cardName: first.name,
      yorenCode: first.yoren_code,
      setCode: first.set_code,
      cardIndex: first.card_index,
      imageUrl: cardImageUrl(env, first.image_key, first.set_code, first.card_index),
      faceUrl: cardFaceUrl(first.set_code, first.card_index),
    };
  });
  return cards
    .filter((c) => !popularOnly || (c.usage[0]?.usage ?? 0) >= CORE_CARD_POPULAR_SHARE)
    .sort(
      (a, b) =>
        (b.usage[0]?.num ?? 0) - (a.usage[0]?.num ?? 0) ||
        b.averageUsage - a.averageUsage ||
        a.cardName.localeCompare(b.cardName),
    );
}

/**
 * Top-cut plays of ended events as `recentPlaysOfEffect` lists them: the top 64 of Master-level events
 * (高级赛 included), the top 8 of others.
 */
export const RECENT_TOP_CUT = sql`
  t.status = 'ended' AND ${LAST_DAY}
  AND e.rank BETWEEN 1 AND CASE WHEN t.type = ANY(${typesOfLevel('Master')}::text[]) THEN ${RECENT_USE_CUTS.master}::int ELSE ${RECENT_USE_CUTS.other}::int END`;

/** The columns of a RecentPlayRow, from tournament t, entry e and deck d. */
const RECENT_COLUMNS = sql`t.date::text AS date, t.id AS tournament_id, t.name AS tournament_name, e.rank, e.points,
  e.qualified, d.deck_id, d.variant_id`;

/** The order `recentPlaysOfEffect` lists plays in: newest first. */
export const RECENT_ORDER = sql`t.date DESC, t.id DESC, e.rank, e.id, ed.slot`;

/**
 * Recent top-cut plays of every deck holding a card with this effect (any print): the top 64 of
 * Master events and the top 8 of the others, newest first, at most RECENT_USE_CUTS.limit rows. Read
 * from effect_recent_play, the newest such plays of every card, which src/stats/deck-stats.ts keeps;
 * the newest plays up to the window's end are the newest inside it.
 */
export async function recentPlaysOfEffect(db: Db, archetypes: Archetypes, effectId: string, window: DateRange) {
  const rows = await sql<RecentPlayRow>`
    SELECT ${RECENT_COLUMNS}
    FROM effect_recent_play r
    JOIN tournament t ON t.id = r.tournament_id
    JOIN entry e ON e.id = r.entry_id
    JOIN deck d ON d.deck_id = r.deck_id
    WHERE r.effect_id = ${effectId}::bpchar AND r.date >= ${window.from}::date
    ORDER BY r.ord`.execute(db);
  // Plays dated after the window's end (events ended ahead of the clock) took places in the list: ask
  // the standings themselves.
  if (rows.rows.some((r) => r.date > window.to)) return recentPlaysFromStandings(db, archetypes, effectId, window);
  return rows.rows.map((r) => recentPlay(archetypes, r));
}

interface RecentPlayRow {
  date: string;
  tournament_id: number;
  tournament_name: string;
  rank: number;
  points: number;
  qualified: boolean;
  deck_id: number;
  variant_id: number | null;
}

function recentPlay(archetypes: Archetypes, r: RecentPlayRow) {
  return {
    date: toIsoDate(r.date),
    tournamentId: r.tournament_id,
    tournamentName: r.tournament_name,
    rank: r.rank,
    points: r.points,
    qualified: r.qualified,
    icon: archetypes.display(r.variant_id ?? 0).icon,
    deckId: r.deck_id,
  };
}

/** recentPlaysOfEffect from the standings and decks themselves. */
async function recentPlaysFromStandings(db: Db, archetypes: Archetypes, effectId: string, window: DateRange) {
  const rows = await sql<RecentPlayRow>`
    SELECT ${RECENT_COLUMNS}
    FROM tournament t
    JOIN entry e ON e.tournament_id = t.id
    JOIN entry_deck ed ON ed.entry_id = e.id
    JOIN deck d ON d.deck_id = ed.deck_id
    WHERE t.date BETWEEN ${window.from}::date AND ${window.to}::date AND ${RECENT_TOP_CUT}
      AND EXISTS (
        SELECT 1 FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
        WHERE dc.deck_id = ed.deck_id AND c.effect_id = ${effectId}::bpchar)
    ORDER BY ${RECENT_ORDER}
    LIMIT ${RECENT_USE_CUTS.limit}::int`.execute(db);
  return rows.rows.map((r) => recentPlay(archetypes, r));
}
