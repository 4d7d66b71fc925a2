import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CallName, RequestOf, ResponseOf } from '@ptcg/contract';
import { callApi } from './api-client.ts';

/** A call that changes something; the mutation key `[name]` lets the loading indicator see it. */
export function useApiMutation<N extends CallName, TContext = unknown>(
  name: N,
  options: Omit<UseMutationOptions<ResponseOf<N>, Error, RequestOf<N>, TContext>, 'mutationKey' | 'mutationFn'> = {},
) {
  return useMutation({
    mutationKey: [name],
    mutationFn: (body: RequestOf<N>) => callApi(name, body),
    ...options,
  });
}
