import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Choices for the advanced search form: expansions, artists, regulation marks. */
export function useAdvanceSearchParams() {
  return useApiQuery('card/card-advance-search-params', {}, { staleTime: 30 * 60_000 });
}
