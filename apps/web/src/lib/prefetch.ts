import type { CallName, FirstScreenCall, RequestOf, ResponseOf } from '@ptcg/contract';
import { callApi } from './api-client.ts';
import { queryClient } from './query-client.ts';

/**
 * Starts a call a page is about to make, under the key its hook uses (`[name, body]`), so the answer
 * is on its way while the page's code still downloads. Quiet: if it fails, the page's own query
 * tries again when it mounts and reports the failure then, once.
 */
export function prefetchCall<N extends CallName>(name: N, body: RequestOf<N>): Promise<ResponseOf<N> | undefined> {
  return queryClient
    .fetchQuery({
      queryKey: [name, body],
      queryFn: ({ signal }) => callApi(name, body, { signal, notifyRefusal: false }),
      // An answer the page already holds is not asked for again.
      staleTime: 60_000,
      retry: false,
    })
    .catch(() => undefined);
}

/** Starts each of a page's first-screen calls (the list the server draws the page from too). */
export function prefetchCalls(calls: readonly FirstScreenCall[]): void {
  for (const call of calls) void prefetchCall(call.name, call.body);
}
