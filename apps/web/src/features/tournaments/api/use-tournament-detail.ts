import { useApiQuery } from '#web/lib/use-api-query.ts';

/** A tournament's header data and status (`tournament/detail`). */
export function useTournamentDetail(tournamentId: number) {
  return useApiQuery(
    'tournament/detail',
    { tournamentId },
    { enabled: tournamentId > 0, retry: false, refusalShownOnPage: true },
  );
}
