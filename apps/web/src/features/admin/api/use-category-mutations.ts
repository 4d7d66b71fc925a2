import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '#web/lib/use-api-mutation.ts';

/**
 * After a change every category list, detail and the change log are loaded again, except what asks
 * about a category that no longer exists (`gone`): a row still open on screen would only be refused.
 */
function useReloadCategories() {
  const client = useQueryClient();
  return (gone?: number) =>
    client.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' &&
        query.queryKey[0].startsWith('deck/') &&
        (gone === undefined || (query.queryKey[1] as { id?: unknown } | undefined)?.id !== gone),
    });
}

export function useCategoryUpsert() {
  const reload = useReloadCategories();
  return useApiMutation('deck/category-upsert', { onSuccess: () => reload() });
}

export function useCategoryDelete() {
  const reload = useReloadCategories();
  return useApiMutation('deck/category-delete', { onSuccess: (_answer, request) => reload(request.id) });
}

export const useCategoryPreview = () => useApiMutation('deck/category-preview');
