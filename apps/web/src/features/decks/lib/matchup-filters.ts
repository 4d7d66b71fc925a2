import { MATCHUP_MIN_GAMES, MATCHUP_TOP, TIME_FILTERS, type RequestOf } from '@ptcg/contract';
import type { TimeFilter } from './stat-filters.ts';

/** The /decks/matchups filters as kept in the URL: t (time), reg, min (games), n (archetypes), row. */
export type MatchupFilters = {
  time: TimeFilter;
  /** Empty: the current regulation (matchups of different formats are not mixed). */
  regulation: string;
  minGames: number;
  top: number;
  /** An archetype whose row is highlighted (from its category page); 0 = none. */
  row: number;
};

const DEFAULT_TIME: TimeFilter = 'all';

// URL values are user-editable: anything unknown falls back to the default instead of an error.
export function parseMatchupFilters(params: URLSearchParams): MatchupFilters {
  const min = Number(params.get('min') ?? MATCHUP_MIN_GAMES.default);
  const top = Number(params.get('n') ?? MATCHUP_TOP.default);
  const row = Number(params.get('row'));
  return {
    time: TIME_FILTERS.find((f) => f.value === params.get('t'))?.value ?? DEFAULT_TIME,
    regulation: (params.get('reg') ?? '').slice(0, 40),
    minGames: (MATCHUP_MIN_GAMES.choices as readonly number[]).includes(min) ? min : MATCHUP_MIN_GAMES.default,
    top: (MATCHUP_TOP.choices as readonly number[]).includes(top) ? top : MATCHUP_TOP.default,
    row: Number.isInteger(row) && row > 0 ? row : 0,
  };
}

/** The filters written back into the query string, defaults left out. */
export function writeMatchupFilters(params: URLSearchParams, filters: MatchupFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('t', filters.time === DEFAULT_TIME ? null : filters.time);
  set('reg', filters.regulation || null);
  set('min', filters.minGames === MATCHUP_MIN_GAMES.default ? null : String(filters.minGames));
  set('n', filters.top === MATCHUP_TOP.default ? null : String(filters.top));
  set('row', filters.row ? String(filters.row) : null);
  return next;
}

export function matchupRequest(
  filters: Pick<MatchupFilters, 'time' | 'regulation' | 'minGames' | 'top'>,
  currentRegulation: string,
): RequestOf<'deck/matchup'> {
  const time = TIME_FILTERS.find((f) => f.value === filters.time) ?? TIME_FILTERS[0];
  return {
    lastWeek: time.lastWeek,
    pastWeek: time.pastWeek,
    pastMonth: time.pastMonth,
    regulation: filters.regulation || currentRegulation,
    minGames: filters.minGames,
    top: filters.top,
  };
}

/** "62.5%" */
export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
