import { RANK_DQ, RANK_NC, SEASON_BEST_OF, type TournamentType } from '@ptcg/contract';
import { shanghaiDate } from './dates.ts';

/**
 * Placement points, seasons and team weighting.
 *
 * Placement ladder of a Master (大师赛) event, by final rank:
 *   1st 1000, 2nd 800, 3rd–4th 600, 5th–8th 400, 9th–16th 200, 17th–32nd 100, 33rd–64th 50,
 *   65th–128th 20, below that nothing.
 * A Great event (超级赛) pays half of that and a City event (城市赛) a fifth, so every tier stays a
 * whole number (City: 200 / 160 / 120 / 80 / 40 / 20 / 10 / 4).
 *
 * Depth: points go to the best quarter of the field, rounded down to a ladder tier
 * (8 players: top 2; 20 players: top 4; 64 players: top 16; 512 or more: top 128). Events with
 * fewer than 4 players pay nothing. When the participant count is unknown the whole ladder applies.
 *
 * NC (999998) and DQ (999999) rows never earn points.
 */

/** [last rank of the tier, Master points]. */
const MASTER_LADDER: readonly (readonly [number, number])[] = [
  [1, 1000],
  [2, 800],
  [4, 600],
  [8, 400],
  [16, 200],
  [32, 100],
  [64, 50],
  [128, 20],
];
export const TYPE_POINT_SCALE: Record<TournamentType, number> = { Master: 1, Ultra: 1, Great: 0.5, City: 0.2 };
export const MIN_PARTICIPANTS_FOR_POINTS = 4;

/** How many ranks earn points in a field of this size. */
export function pointsDepth(participantCount: number | null): number {
  const deepest = (MASTER_LADDER[MASTER_LADDER.length - 1] as readonly [number, number])[0];
  if (participantCount === null) return deepest;
  if (participantCount < MIN_PARTICIPANTS_FOR_POINTS) return 0;
  const quarter = Math.floor(participantCount / 4);
  let depth = 1;
  for (const [lastRank] of MASTER_LADDER) if (lastRank <= quarter) depth = lastRank;
  return depth;
}

export function earnsPoints(rank: number): boolean {
  return Number.isInteger(rank) && rank >= 1 && rank !== RANK_NC && rank !== RANK_DQ;
}

export function placementPoints(type: TournamentType, rank: number, participantCount: number | null): number {
  if (!earnsPoints(rank) || rank > pointsDepth(participantCount)) return 0;
  const tier = MASTER_LADDER.find(([lastRank]) => rank <= lastRank);
  return tier ? Math.round(tier[1] * TYPE_POINT_SCALE[type]) : 0;
}

export function rankLabel(rank: number): string {
  if (rank === RANK_NC) return 'NC';
  if (rank === RANK_DQ) return 'DQ';
  return String(rank);
}

/** "26-27": the season from 2026-09-01 to 2027-08-31. */
export type SeasonName = string;

/**
 * Seasons run from 1 September to 31 August (Shanghai calendar): '25-26' is 2025-09-01 to
 * 2026-08-31. Any date has a season; null only for a date that cannot be read.
 */
export function seasonOf(date: Date | string): SeasonName | null {
  const day =
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? date
      : shanghaiDate(typeof date === 'string' ? new Date(date) : date);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (!Number.isFinite(year) || !Number.isFinite(month)) return null;
  const startYear = month >= 9 ? year : year - 1;
  const name = `${String(startYear % 100).padStart(2, '0')}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  return name;
}

/** The season today (or the given instant) is in. */
export function currentSeason(now: Date = new Date()): SeasonName {
  return seasonOf(now) as SeasonName;
}

/** First and last calendar day of a season. */
export function seasonRange(season: SeasonName): { from: string; to: string } {
  // Two-digit years: 70-99 are 1970s-1990s, so season names stay ordered within this century.
  const yy = Number(season.slice(0, 2));
  const startYear = (yy >= 70 ? 1900 : 2000) + yy;
  return { from: `${startYear}-09-01`, to: `${startYear + 1}-08-31` };
}

/** A season total: the sum of a player's best n results (SEASON_BEST_OF events). */
export function bestOf(points: readonly number[], n: number = SEASON_BEST_OF): number {
  return [...points]
    .sort((a, b) => b - a)
    .slice(0, Math.max(0, n))
    .reduce((s, p) => s + p, 0);
}

/** A team entry with n decks counts 1/n for each deck, in both count and points. */
export function teamWeight(deckCountInTeam: number): number {
  if (!Number.isInteger(deckCountInTeam) || deckCountInTeam < 1) {
    throw new RangeError(`队伍卡组数量无效: ${deckCountInTeam}`);
  }
  return 1 / deckCountInTeam;
}
