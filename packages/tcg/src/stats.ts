import { DEFAULT_VARIANT_NAME, RANK_DQ, RANK_NC, UNCLASSIFIED_ID } from '@ptcg/contract';
import { addDays, addMonths, isoWeekday, shanghaiDate } from './dates.ts';

/** Pie charts merge archetypes under this share of the decks into one 其他 slice. */
export const PIE_OTHER_THRESHOLD = 0.02;
/** The conversion ratio is shown only for archetypes of at least this many decks. */
export const CONVERSION_MIN_COUNT = 20;
/** Usage or price change ratio: within [low, high] neutral, above red, below green. */
export const CHANGE_NEUTRAL = { low: 0.97, high: 1.03 } as const;

/** Helpers of the deck statistics screens. Date ranges are inclusive Shanghai calendar days. */

export interface PieSlice<T> {
  name: string;
  count: number;
  /** Fraction of the total, 0..1. */
  share: number;
  /** The rows making up the slice: one row, or every small row for the 其他 slice. */
  rows: T[];
  isOther: boolean;
}

export const PIE_OTHER_NAME = DEFAULT_VARIANT_NAME;

/**
 * Pie chart slices, largest first. Rows under `threshold` of the total are merged into one
 * 其他 slice at the end. `total` defaults to the sum of the rows; pass the deck count when some
 * decks are not in any row.
 */
export function pieGroups<T extends { name: string; count: number }>(
  rows: readonly T[],
  threshold: number = PIE_OTHER_THRESHOLD,
  total: number = rows.reduce((s, r) => s + r.count, 0),
): PieSlice<T>[] {
  if (total <= 0) return [];
  const slices: PieSlice<T>[] = [];
  const small: T[] = [];
  for (const row of [...rows].sort((a, b) => b.count - a.count)) {
    if (row.count / total < threshold) small.push(row);
    else slices.push({ name: row.name, count: row.count, share: row.count / total, rows: [row], isOther: false });
  }
  if (small.length > 0) {
    const count = small.reduce((s, r) => s + r.count, 0);
    slices.push({ name: PIE_OTHER_NAME, count, share: count / total, rows: small, isOther: true });
  }
  return slices;
}

export type ChangeColour = 'neutral' | 'up' | 'down';

/** Colour of a change ratio (new / old): 0.97..1.03 neutral, above red 'up', below green 'down'. */
export function changeColour(ratio: number): ChangeColour {
  if (Number.isNaN(ratio)) return 'neutral';
  if (ratio > CHANGE_NEUTRAL.high) return 'up';
  if (ratio < CHANGE_NEUTRAL.low) return 'down';
  return 'neutral';
}

/**
 * Conversion ratio of an archetype: its share of points divided by its share of entries, so 1.5
 * means it scored half again as much as its popularity. Shown only from CONVERSION_MIN_COUNT decks,
 * below which it is noise; null otherwise.
 */
export function conversionRatio(row: { count: number; share: number; share2: number }): number | null {
  if (row.count < CONVERSION_MIN_COUNT || row.share <= 0) return null;
  return row.share2 / row.share;
}

/** A fraction as a percentage with two decimals: 0.12345 -> "12.35%". */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}

export interface DateRange {
  from: string;
  to: string;
}

function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The Monday–Sunday week `weeksAgo` weeks before the current one (0 = the current week). */
export function weekRange(now: Date, weeksAgo: number): DateRange {
  const from = addDays(mondayOf(shanghaiDate(now)), -7 * weeksAgo);
  return { from, to: addDays(from, 6) };
}

/**
 * The past n weeks: the current Monday–Sunday week so far plus the n − 1 weeks before it, so
 * "past 1 week" (this week) never equals "1 week ago" (last week).
 */
export function pastWeeksRange(now: Date, weeks: number): DateRange {
  const today = shanghaiDate(now);
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/** The past n months up to today: 2026-03-15 and one month give 2026-02-16 .. 2026-03-15. */
export function pastMonthsRange(now: Date, months: number): DateRange {
  const today = shanghaiDate(now);
  return { from: addDays(addMonths(today, -months), 1), to: today };
}

/** Cumulative top cuts [champion, top 2, top 4, top 8, top 16] of a list of final ranks. */
export function topCutTimes(ranks: readonly number[]): [number, number, number, number, number] {
  const times: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  const cuts = [1, 2, 4, 8, 16];
  for (const rank of ranks) {
    if (rank < 1 || rank === RANK_NC || rank === RANK_DQ) continue;
    cuts.forEach((cut, i) => {
      if (rank <= cut) times[i] = (times[i] ?? 0) + 1;
    });
  }
  return times;
}

export interface TimeFilter {
  lastWeek: number;
  pastWeek: number;
  pastMonth: number;
}

/** Days from `from` to `to`, both included. */
function daysBetween(range: DateRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The window of a time filter of the deck statistics page (SPEC 9) and the window just before it of
 * the same number of days, whose shares the change colouring compares against. All time (every
 * field 0) has neither. At most one field may be set.
 */
export function statsWindows(now: Date, filter: TimeFilter): { current: DateRange; previous: DateRange } | null {
  let current: DateRange;
  if (filter.lastWeek > 0) current = weekRange(now, filter.lastWeek);
  else if (filter.pastWeek > 0) current = pastWeeksRange(now, filter.pastWeek);
  else if (filter.pastMonth > 0) current = pastMonthsRange(now, filter.pastMonth);
  else return null;
  const length = daysBetween(current);
  return { current, previous: { from: addDays(current.from, -length), to: addDays(current.from, -1) } };
}

/** The Monday of the week of a calendar day. */
export function weekOf(day: string): string {
  return mondayOf(day);
}

/**
 * A window split for tables kept per week and per day: the whole Monday–Sunday weeks it covers (first and
 * last Monday, or null when it covers none) and the days of the partial weeks at its edges.
 */
export function splitIntoWeeksAndDays(range: DateRange): { weeks: DateRange | null; days: DateRange[] } {
  const firstMonday = isoWeekday(range.from) === 1 ? range.from : addDays(weekOf(range.from), 7);
  const lastMonday = isoWeekday(range.to) === 7 ? weekOf(range.to) : addDays(weekOf(range.to), -7);
  if (firstMonday > lastMonday) return { weeks: null, days: [range] };
  const days: DateRange[] = [];
  if (range.from < firstMonday) days.push({ from: range.from, to: addDays(firstMonday, -1) });
  if (addDays(lastMonday, 6) < range.to) days.push({ from: addDays(lastMonday, 7), to: range.to });
  return { weeks: { from: firstMonday, to: lastMonday }, days };
}

/** Summed statistics of one archetype (see DeckStatRow in the contract). */
export interface ArchetypeSums {
  id: number;
  /** Entries, team-weighted. */
  count: number;
  /** Placement (ladder) points, team-weighted. */
  points: number;
  /** Match points (3 per win, 1 per tie), team-weighted. */
  matchPoints: number;
  rawCount: number;
  /** Match points before team weighting. */
  rawPoints: number;
  /** Plays of events whose top cut is known, and those of them inside the cut. */
  cutKnown: number;
  cutMade: number;
  /** Decks whose rank is inside top 1, 2, 4, 8, 16. */
  topcutTimes: [number, number, number, number, number];
}

/** Adds b into a (same archetype). */
export function addSums(a: ArchetypeSums, b: ArchetypeSums): void {
  a.count += b.count;
  a.points += b.points;
  a.matchPoints += b.matchPoints;
  a.rawCount += b.rawCount;
  a.rawPoints += b.rawPoints;
  a.cutKnown += b.cutKnown;
  a.cutMade += b.cutMade;
  b.topcutTimes.forEach((n, i) => {
    a.topcutTimes[i] = (a.topcutTimes[i] ?? 0) + n;
  });
}

export interface ArchetypeShares extends ArchetypeSums {
  share: number;
  /** Share of the match points. */
  share2: number;
  rawShare: number;
  rawShare2: number;
  /** Match points (the original's points2). */
  points2: number;
  conversion: number | null;
  /** 晋级率: top-cut plays / plays, over events whose top cut is known; null when none is. */
  advanceRate: number | null;
  prevShare: number | null;
  change: number | null;
}

/**
 * Shares of each archetype in its window: of the entries (share) and of the match points (share2), the
 * conversion ratio share2 / share (from CONVERSION_MIN_COUNT decks), the 晋级率 and the change against
 * the previous window's shares (null without a previous window, or when the archetype was absent from
 * it). Ordered by count (or match points), then id; the decks of no archetype (UNCLASSIFIED_ID) come
 * last and get neither a conversion nor a 晋级率, since they are not an archetype.
 */
export function archetypeShares(
  sums: readonly ArchetypeSums[],
  previous: ReadonlyMap<number, number> | null,
  sortByPoints = false,
): ArchetypeShares[] {
  const total = { count: 0, matchPoints: 0, rawCount: 0, rawPoints: 0 };
  for (const s of sums) {
    total.count += s.count;
    total.matchPoints += s.matchPoints;
    total.rawCount += s.rawCount;
    total.rawPoints += s.rawPoints;
  }
  const ratio = (n: number, d: number) => (d > 0 ? n / d : 0);
  const rows = sums.map((s) => {
    const archetype = s.id !== UNCLASSIFIED_ID;
    const share = ratio(s.count, total.count);
    const share2 = ratio(s.matchPoints, total.matchPoints);
    const prevShare = previous === null ? null : (previous.get(s.id) ?? null);
    return {
      ...s,
      share,
      share2,
      rawShare: ratio(s.rawCount, total.rawCount),
      rawShare2: ratio(s.rawPoints, total.rawPoints),
      points2: s.matchPoints,
      conversion: archetype ? conversionRatio({ count: s.count, share, share2 }) : null,
      advanceRate: archetype && s.cutKnown > 0 ? s.cutMade / s.cutKnown : null,
      prevShare,
      change: prevShare ? share / prevShare : null,
    };
  });
  const key = sortByPoints ? 'points2' : 'count';
  return rows.sort(
    (a, b) =>
      Number(a.id === UNCLASSIFIED_ID) - Number(b.id === UNCLASSIFIED_ID) ||
      b[key] - a[key] ||
      b.count - a.count ||
      a.id - b.id,
  );
}

/** Share of each archetype by id, for the previous window of archetypeShares. */
export function sharesById(sums: readonly ArchetypeSums[]): Map<number, number> {
  const total = sums.reduce((s, r) => s + r.count, 0);
  return new Map(sums.map((s) => [s.id, total > 0 ? s.count / total : 0]));
}
