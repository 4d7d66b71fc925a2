import { PAGE_SIZES, type FirstScreenCall } from '@ptcg/contract';
import { pageFromSearch } from '#web/lib/route-params.ts';
import { prefetchCalls } from '#web/lib/prefetch.ts';

/**
 * The calls of a tournament page's first screen: the event and, unless the deck statistics tab is asked
 * for, the page of standings. An event that has not ended refuses the standings. The browser starts them
 * with the route; the server draws the page from their answers (first-screen.tsx).
 */
export function tournamentPageCalls(tournamentId: number, search: URLSearchParams): FirstScreenCall[] {
  if (tournamentId <= 0) return [];
  const calls: FirstScreenCall[] = [{ name: 'tournament/detail', body: { tournamentId } }];
  if (search.get('tab') !== 'decks') {
    calls.push({
      name: 'tournament/rank-individual',
      body: { tournamentId, page: pageFromSearch(search), pageSize: PAGE_SIZES.tournamentRank },
    });
  }
  return calls;
}

/** Starts the tournament page's calls with the route; a refused standings answer is simply not used. */
export function prefetchTournamentPage(tournamentId: number, search: URLSearchParams) {
  prefetchCalls(tournamentPageCalls(tournamentId, search));
}
