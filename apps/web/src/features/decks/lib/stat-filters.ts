import { TIME_FILTERS, TOP_CUTS, type RequestOf } from '@ptcg/contract';
import type { StatSort } from '#web/components/deck-stats/deck-stat-rows.ts';

export type TimeFilter = (typeof TIME_FILTERS)[number]['value'];

/** The /decks filters as kept in the URL: t (time), reg, top, sort, variant=1, team=1. */
export type StatFilters = {
  time: TimeFilter;
  /** Empty: the current regulation (the one `app/home` answers); ALL_REGULATIONS: every format together. */
  regulation: string;
  topCuts: number;
  sort: StatSort;
  isVariant: boolean;
  hasTeam: boolean;
};

const DEFAULT_TIME: TimeFilter = 'all';
/** The `reg` value of the statistics of every format together. */
export const ALL_REGULATIONS = 'all';

// URL values are user-editable: anything unknown falls back to the default instead of an error.
export function parseStatFilters(params: URLSearchParams): StatFilters {
  const time = TIME_FILTERS.find((f) => f.value === params.get('t'))?.value ?? DEFAULT_TIME;
  const top = Number(params.get('top'));
  return {
    time,
    regulation: (params.get('reg') ?? '').slice(0, 40),
    topCuts: (TOP_CUTS as readonly number[]).includes(top) ? top : 0,
    sort: params.get('sort') === 'score' ? 'score' : 'usage',
    isVariant: params.get('variant') === '1',
    hasTeam: params.get('team') === '1',
  };
}

/** The filters written back into the query string, defaults left out so the plain address stays /decks. */
export function writeStatFilters(params: URLSearchParams, filters: StatFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('t', filters.time === DEFAULT_TIME ? null : filters.time);
  set('reg', filters.regulation || null);
  set('top', filters.topCuts ? String(filters.topCuts) : null);
  set('sort', filters.sort === 'usage' ? null : filters.sort);
  set('variant', filters.isVariant ? '1' : null);
  set('team', filters.hasTeam ? '1' : null);
  return next;
}

/** The call of the filters; the API takes '' for every format, so the current one is named. */
export function statRequest(
  filters: StatFilters,
  currentRegulation: string,
): RequestOf<'deck/deck-static-by-date-and-reg'> {
  const time = TIME_FILTERS.find((f) => f.value === filters.time) ?? TIME_FILTERS[0];
  return {
    topCuts: filters.topCuts,
    isVariant: filters.isVariant,
    lastWeek: time.lastWeek,
    pastWeek: time.pastWeek,
    pastMonth: time.pastMonth,
    regulation: filters.regulation === ALL_REGULATIONS ? '' : filters.regulation || currentRegulation,
    regulationMark: '',
    hasTeam: filters.hasTeam,
  };
}
