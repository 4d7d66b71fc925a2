import { DIVISIONS, type Division } from '@ptcg/contract';
import type { SeasonName } from '@ptcg/tcg';

/** The three rankings of /player/rank, in the order of the switcher; kept in the URL as `type`. */
export const RANK_TYPES = ['official', 'season', 'career'] as const;
export type RankType = (typeof RANK_TYPES)[number];
export const RANK_TYPE_NAMES: Record<RankType, string> = {
  official: '官方排名',
  season: '赛季积分',
  career: '生涯积分',
};

/** `player/recent-played` type filter: 0 all, 1 Master level (高级赛 included), 2 Great, 3 City. */
export type PlayedTypeFilter = 0 | 1 | 2 | 3;
export const PLAYED_TYPE_OPTIONS: { value: PlayedTypeFilter; label: string }[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '高级赛·大师赛' },
  { value: 2, label: '超级赛' },
  { value: 3, label: '城市赛' },
];

// URL values are user-editable: anything unknown falls back to the default instead of an error.
export function parseRankType(value: string | null): RankType {
  return (RANK_TYPES as readonly string[]).includes(value ?? '') ? (value as RankType) : 'official';
}

/** A season named in the URL ("26-27"), or null for the season today is in. */
export function parseSeason(value: string | null): SeasonName | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value ?? '');
  return match && (Number(match[1]) + 1) % 100 === Number(match[2]) ? (value as SeasonName) : null;
}

export function parseDivision(value: string | null): Division {
  return (DIVISIONS as readonly string[]).includes(value ?? '') ? (value as Division) : 'Master';
}

export function parsePlayedType(value: string | null): PlayedTypeFilter {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}
