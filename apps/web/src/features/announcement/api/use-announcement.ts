import { useApiQuery } from '../../../lib/use-api-query.ts';

/** The site-wide announcement (`app/announcement-latest`); may contain simple HTML. */
export function useAnnouncement() {
  return useApiQuery('app/announcement-latest', {}, { staleTime: 10 * 60_000 });
}
