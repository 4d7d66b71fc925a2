import { useApiQuery } from '#web/lib/use-api-query.ts';

/** id 0: every top-level category; otherwise that category followed by its variants (full rows). */
export function useCategoryList(id = 0, enabled = true) {
  return useApiQuery('deck/category-list', { id }, { enabled, retry: false });
}
