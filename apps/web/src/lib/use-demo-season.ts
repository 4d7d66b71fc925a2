import { useApiQuery } from './use-api-query.ts';

/**
 * Whether the generated default season is loaded (`app/announcement-latest` says so): statistics and
 * rankings are then built from demonstration data. Shares the announcement banner's call.
 */
export function useDemoSeason(): boolean {
  const { data } = useApiQuery('app/announcement-latest', {}, { staleTime: 10 * 60_000 });
  return data?.demo === true;
}
