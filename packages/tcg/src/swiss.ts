/**
 * Swiss standings with the Play! Pokémon tiebreakers.
 *
 * - Match points: win 3, tie 1, loss 0. A bye is a win (3 points).
 * - Win percentage of a player, as used in their opponents' tiebreakers: match points divided by
 *   3 × matches played, both counted without byes (a bye is not a game against anyone), floored
 *   at 25% so a weak opponent does not sink a player's resistance too far. A player who dropped
 *   keeps their record and stays in the standings, but their win percentage is capped at 75%
 *   because they did not play out the event.
 * - OWP (opponents' win percentage): the average win percentage of the opponents faced; byes
 *   bring no opponent. OOWP: the average OWP of those opponents.
 * - Standings: match points, then OWP, then OOWP, all descending; remaining ties by player id so
 *   the order is stable.
 */

/** 'double-loss': both players get a loss (both late, or both penalised), as TOM's outcome 4. */
export type SwissOutcome = 'p1' | 'p2' | 'tie' | 'bye' | 'double-loss';

export interface SwissMatch {
  round: number;
  player1: string;
  /** null for a bye. */
  player2: string | null;
  outcome: SwissOutcome;
}

export interface SwissPlayer {
  id: string;
  dropped?: boolean;
}

export interface SwissStanding {
  rank: number;
  playerId: string;
  matchPoints: number;
  wins: number;
  losses: number;
  ties: number;
  byes: number;
  /** Rounds with a result, byes included. */
  roundsPlayed: number;
  /** The player's win percentage as it counts in their opponents' OWP. */
  winPercentage: number;
  owp: number;
  oowp: number;
  dropped: boolean;
}

export const MATCH_POINTS = { win: 3, tie: 1, loss: 0 } as const;
export const MIN_WIN_PERCENTAGE = 0.25;
export const DROPPED_MAX_WIN_PERCENTAGE = 0.75;
/** Percentages closer than this are equal when sorting, so float noise does not split real ties. */
const EPSILON = 1e-9;

interface PlayerRecord {
  wins: number;
  losses: number;
  ties: number;
  byes: number;
  opponents: string[];
  dropped: boolean;
}

function average(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

function validate(match: SwissMatch): void {
  const isBye = match.outcome === 'bye';
  if (isBye !== (match.player2 === null)) {
    throw new RangeError(`第 ${match.round} 轮 ${match.player1}: 轮空必须且只能没有对手`);
  }
  if (match.player1 === match.player2) throw new RangeError(`第 ${match.round} 轮 ${match.player1}: 不能与自己对战`);
}

export function computeStandings(
  players: readonly (string | SwissPlayer)[],
  matches: readonly SwissMatch[],
): SwissStanding[] {
  const records = new Map<string, PlayerRecord>();
  const recordOf = (id: string): PlayerRecord => {
    let r = records.get(id);
    if (!r) {
      r = { wins: 0, losses: 0, ties: 0, byes: 0, opponents: [], dropped: false };
      records.set(id, r);
    }
    return r;
  };
  for (const p of players) {
    const player = typeof p === 'string' ? { id: p } : p;
    recordOf(player.id).dropped = player.dropped ?? false;
  }

  for (const match of matches) {
    validate(match);
    const one = recordOf(match.player1);
    if (match.player2 === null) {
      one.byes++;
      continue;
    }
    const two = recordOf(match.player2);
    one.opponents.push(match.player2);
    two.opponents.push(match.player1);
    if (match.outcome === 'tie') {
      one.ties++;
      two.ties++;
    } else if (match.outcome === 'double-loss') {
      one.losses++;
      two.losses++;
    } else {
      const [winner, loser] = match.outcome === 'p1' ? [one, two] : [two, one];
      winner.wins++;
      loser.losses++;
    }
  }

  const winPct = new Map<string, number>();
  for (const [id, r] of records) {
    const played = r.wins + r.losses + r.ties;
    const raw =
      played === 0 ? 0 : (MATCH_POINTS.win * r.wins + MATCH_POINTS.tie * r.ties) / (MATCH_POINTS.win * played);
    const floored = Math.max(MIN_WIN_PERCENTAGE, raw);
    winPct.set(id, r.dropped ? Math.min(DROPPED_MAX_WIN_PERCENTAGE, floored) : floored);
  }
  const owp = new Map<string, number>();
  for (const [id, r] of records) owp.set(id, average(r.opponents.map((o) => winPct.get(o) ?? 0)));

  const rows: Omit<SwissStanding, 'rank'>[] = [...records].map(([id, r]) => ({
    playerId: id,
    matchPoints: MATCH_POINTS.win * (r.wins + r.byes) + MATCH_POINTS.tie * r.ties,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    byes: r.byes,
    roundsPlayed: r.wins + r.losses + r.ties + r.byes,
    winPercentage: winPct.get(id) ?? 0,
    owp: owp.get(id) ?? 0,
    oowp: average(r.opponents.map((o) => owp.get(o) ?? 0)),
    dropped: r.dropped,
  }));
  const desc = (a: number, b: number): number => (Math.abs(a - b) < EPSILON ? 0 : b - a);
  rows.sort(
    (a, b) =>
      b.matchPoints - a.matchPoints ||
      desc(a.owp, b.owp) ||
      desc(a.oowp, b.oowp) ||
      (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}
