import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One product with its cards (`card/product-detail`); `setId` null skips the call (bad route id). */
export function useProductDetail(setId: string | number | null) {
  return useApiQuery(
    'card/product-detail',
    { setId: setId ?? '' },
    { enabled: setId !== null, staleTime: 30 * 60_000, refusalShownOnPage: true },
  );
}
