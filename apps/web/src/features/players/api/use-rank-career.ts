import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES, type Division } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One page of the career points ranking in one division (`player/rank-career`). */
export function useRankCareer(page: number, division: Division, search: string, enabled = true) {
  return useApiQuery(
    'player/rank-career',
    { page, pageSize: PAGE_SIZES.playerRank, division, search },
    { enabled, placeholderData: keepPreviousData },
  );
}
