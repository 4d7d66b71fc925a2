import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client.ts';
import { seedFirstScreenAnswers, seedKnownAnswers } from './known-answers.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Site data changes a few times a day at most; refetching on every focus would only add load.
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        // A server refusal (ApiError) or an odd answer will not change on retry; a dropped connection may,
        // once. A timeout is not retried: the user has already waited the full timeout.
        retry: (failureCount, error) => error instanceof NetworkError && !error.timedOut && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: the providers hand it to React, and route loaders fill it before a page's code arrives. */
export const queryClient = createQueryClient();
// Before the router is made (its loaders start with it) the answers written into the page are in place.
if (typeof document !== 'undefined') {
  seedKnownAnswers(queryClient);
  seedFirstScreenAnswers(queryClient);
}
