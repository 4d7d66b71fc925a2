import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Everything the home page shows, fetched once per visit and not refetched while the page is open. */
export function useHome() {
  return useApiQuery(
    'app/home',
    {},
    {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
}
