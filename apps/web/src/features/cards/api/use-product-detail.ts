import { useApiQuery } from '../../../lib/use-api-query.ts';

/** One product with its cards (`card/product-detail`); `setId` null skips the call (bad route id). */
export function useProductDetail(setId: number | null) {
  return useApiQuery('card/product-detail', { setId: setId ?? 0 }, { enabled: setId !== null, staleTime: 30 * 60_000 });
}
