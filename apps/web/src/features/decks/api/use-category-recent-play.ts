import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Latest tournament results of an archetype (`deck/category-recent-play`); `all` adds its variants. */
export function useCategoryRecentPlay(id: number, all: boolean, page: number, pageSize: number) {
  return useApiQuery(
    'deck/category-recent-play',
    { id, all, page, pageSize },
    { enabled: id > 0, placeholderData: keepPreviousData },
  );
}
