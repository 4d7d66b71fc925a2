import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/**
 * One page of final standings (`tournament/rank-individual`). The server refuses it (400 赛事未结束) until
 * the event has ended, so callers enable it only for ended events.
 */
export function useTournamentRank(tournamentId: number, page: number, enabled: boolean) {
  return useApiQuery(
    'tournament/rank-individual',
    { tournamentId, page, pageSize: PAGE_SIZES.tournamentRank },
    { enabled, placeholderData: keepPreviousData, retry: false },
  );
}
