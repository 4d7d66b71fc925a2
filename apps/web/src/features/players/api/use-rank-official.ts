import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One page of the official ranking (`player/rank-official`), optionally narrowed by nickname or pin code. */
export function useRankOfficial(page: number, search: string, enabled = true) {
  return useApiQuery(
    'player/rank-official',
    { page, pageSize: PAGE_SIZES.playerRank, search },
    { enabled, placeholderData: keepPreviousData },
  );
}
