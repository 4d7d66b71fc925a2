import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One archetype with its key cards and variants (`deck/category-detail`). */
export function useCategoryDetail(id: number) {
  return useApiQuery('deck/category-detail', { id }, { enabled: id > 0, retry: false, refusalShownOnPage: true });
}
