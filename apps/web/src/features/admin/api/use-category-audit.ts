import { useApiQuery } from '#web/lib/use-api-query.ts';

export function useCategoryAudit(enabled = true) {
  return useApiQuery('deck/category-audit', { limit: 30 }, { enabled, retry: false });
}
