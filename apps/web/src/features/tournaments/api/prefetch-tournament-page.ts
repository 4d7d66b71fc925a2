import { PAGE_SIZES } from '@ptcg/contract';
import { pageFromSearch } from '#web/lib/route-params.ts';
import { prefetchCall } from '#web/lib/prefetch.ts';

/**
 * The calls of a tournament page, started with the route: the event and, unless the deck statistics
 * tab is asked for, the page of standings. An event that has not ended refuses the standings; that
 * answer is simply not used.
 */
export function prefetchTournamentPage(tournamentId: number, search: URLSearchParams) {
  if (tournamentId <= 0) return;
  void prefetchCall('tournament/detail', { tournamentId });
  if (search.get('tab') === 'decks') return;
  void prefetchCall('tournament/rank-individual', {
    tournamentId,
    page: pageFromSearch(search),
    pageSize: PAGE_SIZES.tournamentRank,
  });
}
