import { useApiQuery } from '#web/lib/use-api-query.ts';

/**
 * Live swiss standings of an ongoing individual event (`tournament/swiss`); the whole field in one answer.
 * Refreshed every minute while the page is open, since rounds finish during the day.
 */
export function useSwiss(tournamentId: number, enabled: boolean) {
  return useApiQuery('tournament/swiss', { tournamentId }, { enabled, retry: false, refetchInterval: 60_000 });
}
