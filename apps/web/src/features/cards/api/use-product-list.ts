import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Every product (`card/product-list`), newest first; the list changes only when cards are imported. */
export function useProductList() {
  return useApiQuery('card/product-list', {}, { staleTime: 30 * 60_000 });
}
