import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One decklist with its archetype (`deck/detail`). */
export function useDeckDetail(deckId: number) {
  return useApiQuery(
    'deck/detail',
    { deckId },
    { enabled: deckId > 0, retry: false, staleTime: Infinity, refusalShownOnPage: true },
  );
}
