import type { MatchupEventTable } from './schema.ts';

/**
 * The one module that writes and reads the parallel arrays of the matchup tables (migration 270 holds
 * each group to equal lengths with a CHECK), for the statistics code that writes them (src/stats/) and
 * the read of deck/matchup (db/queries/matchups.ts):
 * - matchup_day, matchup_week, matchup_reg: the counts of every archetype pair of a row, in (a, b)
 *   order, as a, b, wins, losses, ties;
 * - matchup_event: an event's players' decks (deck_player, deck_id), their archetypes, and the games
 *   between them (game_player1, game_player2, game_outcome).
 * Values go to the database as array literals cast to their typed columns, so a row of many rows'
 * arrays can be written with one unnest.
 */

/** Pairs (a, b) as one number, for Map keys; category ids stay far below 2^20. */
export const PAIR = 1 << 20;

/** The two numbers (a, b) of a pair key, a * PAIR + b. */
export const pairOf = (key: number): [a: number, b: number] => [Math.floor(key / PAIR), key % PAIR];

/** Wins, losses and ties of archetype a against archetype b, keyed by a * PAIR + b. */
export type PairCounts = Map<number, [number, number, number]>;

/** Adds counts to a pair. */
export function bumpPair(pairs: PairCounts, a: number, b: number, w: number, l: number, t: number): void {
  bumpPairKey(pairs, a * PAIR + b, w, l, t);
}

/** Adds counts to the pair of a key (a * PAIR + b). */
export function bumpPairKey(pairs: PairCounts, key: number, w: number, l: number, t: number): void {
  const c = pairs.get(key);
  if (c) {
    c[0] += w;
    c[1] += l;
    c[2] += t;
  } else pairs.set(key, [w, l, t]);
}

/** A matchup row's count arrays, as the database stores them. */
export interface PairArrays {
  a: number[];
  b: number[];
  wins: number[];
  losses: number[];
  ties: number[];
}

function sameLengths(what: string, arrays: readonly unknown[][]): void {
  const n = arrays[0]!.length;
  if (arrays.some((x) => x.length !== n)) throw new Error(`${what}: 并行数组长度不一致`);
}

/** The arrays of a row's pairs in (a, b) order, without pairs that have no games. */
export function pairArrays(pairs: PairCounts): PairArrays {
  const keys = [...pairs.keys()].filter((k) => pairs.get(k)!.some((n) => n !== 0)).sort((x, y) => x - y);
  return {
    a: keys.map((k) => pairOf(k)[0]),
    b: keys.map((k) => pairOf(k)[1]),
    wins: keys.map((k) => pairs.get(k)![0]),
    losses: keys.map((k) => pairs.get(k)![1]),
    ties: keys.map((k) => pairs.get(k)![2]),
  };
}

/** Adds a stored row's arrays to `pairs`. */
export function addPairArrays(pairs: PairCounts, row: PairArrays): void {
  sameLengths('matchup 计数', [row.a, row.b, row.wins, row.losses, row.ties]);
  for (let i = 0; i < row.a.length; i++)
    bumpPair(pairs, row.a[i]!, row.b[i]!, row.wins[i]!, row.losses[i]!, row.ties[i]!);
}

/** One event of matchup_event. */
export interface MatchupEvent {
  /** The decks of each player (players numbered in PIN order). */
  decks: number[][];
  /** Each player's archetype now (0: none). */
  archetypes: number[];
  /** Games as triples: player1's number, player2's number, outcome from player1's side. */
  games: number[];
}

/** matchup_event's columns of an event. */
export type MatchupEventRow = Omit<MatchupEventTable, 'tournament_id'>;

export function eventRow(e: MatchupEvent): MatchupEventRow {
  const row: MatchupEventRow = {
    deck_player: [],
    deck_id: [],
    archetypes: e.archetypes,
    game_player1: [],
    game_player2: [],
    game_outcome: [],
  };
  e.decks.forEach((own, player) => {
    for (const deck of own) {
      row.deck_player.push(player);
      row.deck_id.push(deck);
    }
  });
  for (let i = 0; i < e.games.length; i += 3) {
    row.game_player1.push(e.games[i]!);
    row.game_player2.push(e.games[i + 1]!);
    row.game_outcome.push(e.games[i + 2]!);
  }
  return row;
}

export function eventFromRow(row: MatchupEventRow): MatchupEvent {
  sameLengths('matchup_event 卡组', [row.deck_player, row.deck_id]);
  sameLengths('matchup_event 对局', [row.game_player1, row.game_player2, row.game_outcome]);
  const decks: number[][] = row.archetypes.map(() => []);
  row.deck_player.forEach((player, i) => {
    const own = decks[player];
    if (!own) throw new Error(`matchup_event: 卡组属于不存在的选手 ${player}`);
    own.push(row.deck_id[i]!);
  });
  const games: number[] = [];
  for (let i = 0; i < row.game_player1.length; i++)
    games.push(row.game_player1[i]!, row.game_player2[i]!, row.game_outcome[i]!);
  return { decks, archetypes: [...row.archetypes], games };
}

/** A Postgres array literal of integers, to cast to int4[] / int2[] (arrays of many rows go through unnest as text[]). */
export const intArrayLiteral = (xs: readonly number[]): string => `{${xs.join(',')}}`;
