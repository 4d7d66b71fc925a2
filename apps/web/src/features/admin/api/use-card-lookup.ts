import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Cards by name, pinyin or number for the key-card picker; one print per effect is enough there. */
export function useCardLookup(text: string) {
  const searchText = text.trim();
  return useApiQuery(
    'card/card-basic-search',
    { searchText, unique: true, page: 1, pageSize: 20 },
    {
      enabled: searchText.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    },
  );
}
