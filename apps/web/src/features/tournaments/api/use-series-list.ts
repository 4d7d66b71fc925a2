import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One page of official series (`tournament/series-list`), newest first. */
export function useSeriesList(page: number) {
  return useApiQuery(
    'tournament/series-list',
    { page, pageSize: PAGE_SIZES.seriesList },
    { placeholderData: keepPreviousData },
  );
}
