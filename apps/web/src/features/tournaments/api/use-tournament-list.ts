import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One page of the tournaments of a series (`tournament/list`) with the series name. */
export function useTournamentList(seriesId: number, page: number) {
  return useApiQuery(
    'tournament/list',
    { seriesId, page, pageSize: PAGE_SIZES.seriesDetail },
    { placeholderData: keepPreviousData, enabled: seriesId > 0, refusalShownOnPage: true },
  );
}
