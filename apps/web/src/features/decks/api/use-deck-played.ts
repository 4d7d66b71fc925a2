import { useApiQuery } from '#web/lib/use-api-query.ts';

/** The tournaments and players that registered one exact list (`deck/deck-played`). */
export function useDeckPlayed(deckId: number) {
  return useApiQuery('deck/deck-played', { deckId }, { enabled: deckId > 0, retry: false, refusalShownOnPage: true });
}
