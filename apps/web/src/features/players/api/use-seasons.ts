import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Seasons with results and the current one (`player/seasons`); they change only with imports. */
export function useSeasons() {
  return useApiQuery('player/seasons', {}, { staleTime: 60 * 60 * 1000 });
}
