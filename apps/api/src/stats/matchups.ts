import { weekOf } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { chunks } from '../lib/batches.ts';
import { readColumns } from './columns.ts';
import {
  addPairArrays,
  bumpPair,
  bumpPairKey,
  eventFromRow,
  eventRow,
  intArrayLiteral,
  PAIR,
  pairArrays,
  type MatchupEvent,
  type MatchupEventRow,
  type PairArrays,
  type PairCounts,
} from '../db/matchup-arrays.ts';

/**
 * The matchup aggregate (migrations 080, 100, 120 and 270): wins, losses and ties of archetype a against
 * archetype b, per day, week and regulation.
 *
 * A player's matchup archetype in an ended individual event (no team, no multi-deck) is the top-level
 * category of their deck(s). A player whose decks are not all classified, or whose two days' decks
 * belong to different archetypes, has none and their games are left out: the round a deck was played
 * in is not recorded, so such games cannot be assigned honestly.
 *
 * A game is a pairing with a result (1 player1 won, 2 player2 won, 3 tie) of two players who both
 * have an archetype; byes (5) and double losses (4) are not games between two decks. Swiss and top-cut
 * rounds both count. Each game is stored from both sides; a mirror once, as a win and a loss of the
 * archetype (or a tie).
 *
 * Storage, shaped for the category edit that moves a popular archetype (tens of thousands of players
 * in thousands of events, hundreds of thousands of games):
 * - matchup_event keeps each event's players (numbered), their decks, their archetypes and the games
 *   between them, as typed parallel arrays (src/db/matchup-arrays.ts). An edit reads the events of the decks it moved as a
 *   few thousand rows, works out in JS which players changed archetype and what their games add and
 *   take out, and rewrites the archetypes of those events.
 * - matchup_day, matchup_week and matchup_reg keep one row per day (week, regulation) holding the
 *   counts of every pair as parallel arrays in (a, b) order, so that such an edit rewrites a few
 *   hundred rows instead of upserting a hundred thousand.
 */

/** Tournaments whose games have matchup archetypes, as a condition on tournament `t`. */
const ELIGIBLE = sql`t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck`;

/** The top-level category of every category id (a category is its own). */
async function topLevels(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('deck_category').select(['id', 'parent_id']).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id ?? r.id]));
}

/** The archetype (0: none) of a player whose decks have `variants`: their common top-level category, if every deck has one. */
function archetypeOf(variants: readonly number[], topOf: ReadonlyMap<number, number>): number {
  let top = 0;
  for (const v of variants) {
    const t = topOf.get(v);
    if (t === undefined || (top !== 0 && t !== top)) return 0;
    top = t;
  }
  return top;
}

/**
 * Wins, losses and ties per (day key, pair), from games added (n = 1) or taken out (n = -1). A day
 * key is the JSON of [date, regulation, mark].
 */
class Tally {
  readonly days = new Map<string, PairCounts>();

  /** One game of a (player1's archetype) against b with `outcome` from player1's side. */
  game(day: string, a: number, b: number, outcome: number, n: number): void {
    let pairs = this.days.get(day);
    if (!pairs) this.days.set(day, (pairs = new Map()));
    const tie = outcome === 3 ? n : 0;
    if (a === b) {
      const decided = outcome === 3 ? 0 : n;
      bumpPair(pairs, a, a, decided, decided, tie);
      return;
    }
    const win = outcome === 1 ? n : 0;
    const loss = outcome === 2 ? n : 0;
    bumpPair(pairs, a, b, win, loss, tie);
    bumpPair(pairs, b, a, loss, win, tie);
  }

  /** The counts summed by level (per day, per Monday of the day's week, per regulation alone), keyed by the level's key columns. */
  byLevel(level: Level): Map<string, { key: string[]; pairs: PairCounts }> {
    const out = new Map<string, { key: string[]; pairs: PairCounts }>();
    for (const [day, pairs] of this.days) {
      const [date, regulation, mark] = JSON.parse(day) as [string, string, string];
      const key =
        level === 'day'
          ? [date, regulation, mark]
          : level === 'week'
            ? [weekOf(date), regulation, mark]
            : [regulation, mark];
      const id = JSON.stringify(key);
      let sums = out.get(id);
      if (!sums) out.set(id, (sums = { key, pairs: new Map() }));
      for (const [pair, [w, l, t]] of pairs) bumpPairKey(sums.pairs, pair, w, l, t);
    }
    return out;
  }
}

type Level = 'day' | 'week' | 'reg';

/** The tables of the matchup aggregate and the columns that key a row. */
const LEVELS = {
  day: { table: 'matchup_day', keys: ['date', 'regulation', 'regulation_mark'], types: ['date', 'text', 'text'] },
  week: { table: 'matchup_week', keys: ['week', 'regulation', 'regulation_mark'], types: ['date', 'text', 'text'] },
  reg: { table: 'matchup_reg', keys: ['regulation', 'regulation_mark'], types: ['text', 'text'] },
} as const;

/**
 * Adds the tally's sums of `level` to the stored rows of the same keys (none after a full rebuild
 * emptied the table); a pair whose counts fall to nothing is dropped, as summing every game gives no
 * entry for it.
 */
async function writeLevel(db: Db, level: Level, tally: Tally): Promise<void> {
  const { table, keys, types } = LEVELS[level];
  const sums = tally.byLevel(level);
  if (sums.size === 0) return;
  const keyList = [...sums.values()].map((s) => s.key);
  const names = sql.raw(keys.join(', '));
  const keyArrays = (list: string[][]) =>
    keys.map((_, i) => sql`${list.map((f) => f[i])}::${sql.raw(`${types[i]}[]`)}`);
  const whereKeys = sql`(${sql.join(keys.map((k) => sql.ref(`m.${k}`)))}) IN (SELECT * FROM unnest(${sql.join(keyArrays(keyList))}))`;
  const stored = await sql<PairArrays & Record<string, unknown>>`
    SELECT ${sql.join(keys.map((k) => sql`${sql.ref(`m.${k}`)}::text AS ${sql.ref(k)}`))}, m.a, m.b, m.wins, m.losses, m.ties
    FROM ${sql.table(table)} m WHERE ${whereKeys}`.execute(db);
  for (const row of stored.rows) addPairArrays(sums.get(JSON.stringify(keys.map((k) => row[k])))!.pairs, row);
  await sql`DELETE FROM ${sql.table(table)} m WHERE ${whereKeys}`.execute(db);
  const rows = [...sums.values()]
    .map((s) => ({ key: s.key, counts: pairArrays(s.pairs) }))
    .filter((r) => r.counts.a.length > 0);
  for (const part of chunks(rows, 2_000)) {
    const column = (f: (c: PairArrays) => number[]) => sql`${part.map((r) => intArrayLiteral(f(r.counts)))}::text[]`;
    await sql`
      INSERT INTO ${sql.table(table)} (${names}, a, b, wins, losses, ties)
      SELECT ${sql.join(keys.map((_, k) => sql.ref(`k${k}`)))}, a::int4[], b::int4[], w::int4[], l::int4[], t::int4[]
      FROM unnest(${sql.join(keyArrays(part.map((r) => r.key)))}, ${column((c) => c.a)}, ${column((c) => c.b)},
        ${column((c) => c.wins)}, ${column((c) => c.losses)}, ${column((c) => c.ties)})
        AS u(${sql.raw(keys.map((_, k) => `k${k}`).join(', '))}, a, b, w, l, t)`.execute(db);
  }
}

/** The day key of each eligible event (or of the given ones). */
async function loadDays(db: Db, tournaments: readonly number[] | null): Promise<Map<number, string>> {
  const rows = await sql<{ id: number; date: string; regulation: string; regulation_mark: string }>`
    SELECT t.id, t.date::text AS date, t.regulation, t.regulation_mark FROM tournament t
    WHERE ${ELIGIBLE} ${tournaments === null ? sql`` : sql`AND t.id = ANY(${[...tournaments]}::int4[])`}`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, JSON.stringify([r.date, r.regulation, r.regulation_mark])]));
}

/**
 * Builds matchup_event and the matchup aggregate from the pairings and the current archetypes of the
 * decks, into the empty tables. Called by refreshDeckStats, inside the transaction of an import, after
 * it emptied every derived table. It is the category edit's algorithm applied from empty: every event
 * is written with no archetypes, then every deck is applied as moved (applyMatchupMoves), so the full
 * rebuild and the edit path cannot sum games differently.
 */
export async function refreshMatchups(db: Db): Promise<void> {
  // Every deck of every player of the eligible events.
  const players = new Map<number, Map<string, number[]>>();
  const decks = await readColumns(
    db,
    { tournament_id: 'int', pin_code: 'text', deck_id: 'int' },
    sql`
    SELECT e.tournament_id, ep.pin_code, ed.deck_id
    FROM entry e
    JOIN tournament t ON t.id = e.tournament_id
    JOIN entry_player ep ON ep.entry_id = e.id
    JOIN entry_deck ed ON ed.entry_id = e.id
    WHERE ${ELIGIBLE}`,
  );
  for (let i = 0; i < decks.length; i++) {
    const tid = decks.tournament_id[i]!;
    const pin = decks.pin_code[i]!;
    let here = players.get(tid);
    if (!here) players.set(tid, (here = new Map()));
    const own = here.get(pin);
    if (own) own.push(decks.deck_id[i]!);
    else here.set(pin, [decks.deck_id[i]!]);
  }

  // Players are numbered in PIN order, so every rebuild numbers them alike.
  const events = new Map<number, MatchupEvent & { number: Map<string, number> }>();
  for (const [tid, here] of players) {
    const pins = [...here.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    events.set(tid, {
      number: new Map(pins.map((pin, i) => [pin, i])),
      decks: pins.map((pin) => here.get(pin)!.sort((x, y) => x - y)),
      archetypes: pins.map(() => 0),
      games: [],
    });
  }
  const games = await readColumns(
    db,
    { tournament_id: 'int', player1: 'text', player2: 'text', outcome: 'int' },
    sql`
    SELECT m.tournament_id, m.player1, m.player2, m.outcome
    FROM match m
    WHERE m.outcome IN (1, 2, 3) AND m.player1 <> m.player2`,
  );
  for (let i = 0; i < games.length; i++) {
    const event = events.get(games.tournament_id[i]!);
    const p1 = event?.number.get(games.player1[i]!);
    const p2 = event?.number.get(games.player2[i]!);
    // A player without a deck never has an archetype: their games can never count.
    if (p1 === undefined || p2 === undefined) continue;
    event!.games.push(p1, p2, games.outcome[i]!);
  }
  // Each event's games sorted (player1, player2, outcome), so every rebuild stores them alike:
  // PostgreSQL's parallel scans hand rows over in no fixed order, and sorting a million pairings in
  // the query doubled this rebuild on the embedded database.
  for (const event of events.values()) event.games = sortedGames(event.games);
  await writeEvents(
    db,
    [...events].map(([tid, e]) => ({ tid, ...eventRow(e) })),
  );
  await applyMatchupMoves(db, null);
}

/** Game triples (player1, player2, outcome) in ascending order. */
export function sortedGames(games: readonly number[]): number[] {
  // One number per game, sorted as a typed array: player numbers stay below 2^20 (PAIR), outcomes below 4.
  const keys = new Float64Array(games.length / 3);
  for (let i = 0; i < keys.length; i++) keys[i] = (games[3 * i]! * PAIR + games[3 * i + 1]!) * 4 + games[3 * i + 2]!;
  keys.sort();
  const out = new Array<number>(games.length);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const pair = Math.floor(k / 4);
    out[3 * i] = Math.floor(pair / PAIR);
    out[3 * i + 1] = pair % PAIR;
    out[3 * i + 2] = k % 4;
  }
  return out;
}

async function writeEvents(db: Db, rows: ({ tid: number } & MatchupEventRow)[]): Promise<void> {
  for (const part of chunks(rows, 1_000)) {
    const column = (f: (r: MatchupEventRow) => number[]) => sql`${part.map((r) => intArrayLiteral(f(r)))}::text[]`;
    await sql`
      INSERT INTO matchup_event (tournament_id, deck_player, deck_id, archetypes, game_player1, game_player2, game_outcome)
      SELECT tid, dp::int4[], di::int4[], ar::int4[], g1::int4[], g2::int4[], go::int2[]
      FROM unnest(${part.map((r) => r.tid)}::int4[], ${column((r) => r.deck_player)}, ${column((r) => r.deck_id)},
        ${column((r) => r.archetypes)}, ${column((r) => r.game_player1)}, ${column((r) => r.game_player2)},
        ${column((r) => r.game_outcome)}) AS u(tid, dp, di, ar, g1, g2, go)`.execute(db);
  }
}

/**
 * Brings the matchup aggregate up to date after a category edit changed the archetype of `decks` (the
 * decks it moved, and the decks of categories whose parent it changed; null: every deck, the full
 * rebuild), without summing every game again: only players who played one of them can change
 * archetype, so the games of those players are taken out with the archetypes matchup_event holds and
 * put back with the new ones, and the difference is added to the day, week and regulation rows. Counts
 * are integers, so the rows are exactly those summing every game with the current archetypes gives.
 */
export async function applyMatchupMoves(db: Db, decks: readonly number[] | null): Promise<void> {
  if (decks?.length === 0) return;
  const candidates = decks === null ? null : new Set(decks);
  // The arrays come as JSON, which the embedded driver parses with the engine's JSON.parse: its own
  // parser of SQL arrays took a third longer for the 5,383 events of the scale-up's worst edit
  // (1.6 s against 1.2 s); eventFromRow checks the parallel arrays' lengths either way.
  const rows = (
    await sql<{ tournament_id: number } & MatchupEventRow>`
    SELECT me.tournament_id, to_json(me.deck_player) AS deck_player, to_json(me.deck_id) AS deck_id,
      to_json(me.archetypes) AS archetypes, to_json(me.game_player1) AS game_player1,
      to_json(me.game_player2) AS game_player2, to_json(me.game_outcome) AS game_outcome
    FROM matchup_event me
    ${
      decks === null
        ? sql``
        : sql`WHERE me.tournament_id IN (
      SELECT DISTINCT e.tournament_id FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id
      WHERE ed.deck_id IN (SELECT unnest(${[...decks]}::int4[])))`
    }`.execute(db)
  ).rows;
  if (rows.length === 0) return;
  const topOf = await topLevels(db);
  const variantOf = new Map<number, number>();
  const current = await readColumns(
    db,
    { deck_id: 'int', variant_id: 'int' },
    sql`SELECT deck_id, coalesce(variant_id, 0) AS variant_id FROM deck`,
  );
  for (let i = 0; i < current.length; i++) variantOf.set(current.deck_id[i]!, current.variant_id[i]!);
  const days = await loadDays(
    db,
    rows.map((r) => r.tournament_id),
  );

  const tally = new Tally();
  const updates: { tid: number; archetypes: number[] }[] = [];
  for (const row of rows) {
    const { decks: players, archetypes, games } = eventFromRow(row);
    let changed: Map<number, number> | null = null;
    for (const [i, own] of players.entries()) {
      if (candidates !== null && !own.some((d) => candidates.has(d))) continue;
      const now = archetypeOf(
        own.map((d) => variantOf.get(d) ?? 0),
        topOf,
      );
      if (now !== archetypes[i]) (changed ??= new Map()).set(i, now);
    }
    if (changed === null) continue;
    const day = days.get(row.tournament_id)!;
    for (let g = 0; g < games.length; g += 3) {
      const p1 = games[g]!;
      const p2 = games[g + 1]!;
      const outcome = games[g + 2]!;
      if (!changed.has(p1) && !changed.has(p2)) continue;
      const a = archetypes[p1]!;
      const b = archetypes[p2]!;
      if (a !== 0 && b !== 0) tally.game(day, a, b, outcome, -1);
      const aNow = changed.get(p1) ?? a;
      const bNow = changed.get(p2) ?? b;
      if (aNow !== 0 && bNow !== 0) tally.game(day, aNow, bNow, outcome, 1);
    }
    for (const [i, now] of changed) archetypes[i] = now;
    updates.push({ tid: row.tournament_id, archetypes });
  }
  if (updates.length === 0) return;
  for (const part of chunks(updates, 1_000)) {
    await sql`
      UPDATE matchup_event SET archetypes = u.archetypes::int4[]
      FROM unnest(${part.map((u) => u.tid)}::int4[], ${part.map((u) => intArrayLiteral(u.archetypes))}::text[]) AS u(tid, archetypes)
      WHERE matchup_event.tournament_id = u.tid`.execute(db);
  }
  for (const level of ['day', 'week', 'reg'] as const) await writeLevel(db, level, tally);
}
