import { knownAnswer } from '#web/lib/known-answers.ts';
import { prefetchCall } from '#web/lib/prefetch.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { parseStatFilters, statRequest } from '../lib/stat-filters.ts';

/**
 * The calls of /decks, started with the route: the regulations (to name the current one), then the
 * statistics. The page came with the regulations (lib/known-answers.ts): the statistics are asked at once
 * with its current one while the list is checked with the server; the page follows the checked list.
 */
export async function prefetchDeckStatsPage(search: URLSearchParams) {
  const filters = parseStatFilters(search);
  const asked = prefetchCall('tournament/regulation-list', {});
  const regulations = knownAnswer(queryClient, 'tournament/regulation-list') ?? (await asked);
  const current = regulations?.list.find((r) => r.isDefault)?.regulation ?? '';
  if (filters.regulation === '' && !current) return;
  await prefetchCall('deck/deck-static-by-date-and-reg', statRequest(filters, current));
}
