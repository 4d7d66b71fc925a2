import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Regulations that have tournaments, newest first, with the current one flagged (`tournament/regulation-list`). */
export function useRegulationList() {
  return useApiQuery('tournament/regulation-list', {}, { staleTime: 10 * 60_000 });
}
