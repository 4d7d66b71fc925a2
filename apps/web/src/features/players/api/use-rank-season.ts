import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES, type Division } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';
import type { SeasonName } from '@ptcg/tcg';

/** One page of a season's points ranking in one division (`player/rank-season`); no season = the current one. */
export function useRankSeason(
  page: number,
  season: SeasonName | null,
  division: Division,
  search: string,
  enabled = true,
) {
  return useApiQuery(
    'player/rank-season',
    { page, pageSize: PAGE_SIZES.playerRank, ...(season ? { season } : {}), division, search },
    { enabled, placeholderData: keepPreviousData },
  );
}
