import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallName, RequestOf, ResponseOf } from '@ptcg/contract';
import { callApi } from './api-client.ts';

export type ApiQueryKey<N extends CallName> = readonly [N, RequestOf<N>];

export type ApiQueryExtraOptions<N extends CallName, TData> = Omit<
  UseQueryOptions<ResponseOf<N>, Error, TData, ApiQueryKey<N>>,
  'queryKey' | 'queryFn'
> & {
  /** The page says itself when the server refuses (a not-found block, an error state): no red notice too. */
  refusalShownOnPage?: boolean;
};

/** One call as a TanStack query; the key is `[name, body]` so equal requests share one cache entry. */
export function useApiQuery<N extends CallName, TData = ResponseOf<N>>(
  name: N,
  body: RequestOf<N>,
  { refusalShownOnPage = false, ...options }: ApiQueryExtraOptions<N, TData> = {},
) {
  return useQuery<ResponseOf<N>, Error, TData, ApiQueryKey<N>>({
    ...options,
    queryKey: [name, body],
    queryFn: ({ signal }) => callApi(name, body, { signal, notifyRefusal: !refusalShownOnPage }),
  });
}
