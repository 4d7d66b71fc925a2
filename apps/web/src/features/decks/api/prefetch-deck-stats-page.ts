import { prefetchCall } from '#web/lib/prefetch.ts';
import { parseStatFilters, statRequest } from '../lib/stat-filters.ts';

/** The calls of /decks, started with the route: the regulations (to name the current one), then the statistics. */
export async function prefetchDeckStatsPage(search: URLSearchParams) {
  const filters = parseStatFilters(search);
  const regulations = await prefetchCall('tournament/regulation-list', {});
  const current = regulations?.list.find((r) => r.isDefault)?.regulation ?? '';
  if (filters.regulation === '' && !current) return;
  await prefetchCall('deck/deck-static-by-date-and-reg', statRequest(filters, current));
}
