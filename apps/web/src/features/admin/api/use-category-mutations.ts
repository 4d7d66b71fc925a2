import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '#web/lib/use-api-mutation.ts';

/** After a change every category list, detail and the change log are loaded again. */
function useReloadCategories() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('deck/'),
    });
}

export function useCategoryUpsert() {
  const reload = useReloadCategories();
  return useApiMutation('deck/category-upsert', { onSuccess: () => reload() });
}

export function useCategoryDelete() {
  const reload = useReloadCategories();
  return useApiMutation('deck/category-delete', { onSuccess: () => reload() });
}

export const useCategoryPreview = () => useApiMutation('deck/category-preview');
