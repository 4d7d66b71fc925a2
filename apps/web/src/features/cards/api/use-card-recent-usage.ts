import { useApiQuery } from '#web/lib/use-api-query.ts';

/**
 * Recent tournament decks that played this print (`deck/deck-recent-by-card`). The shell's loading bar
 * ignores this call: it loads inside its own table, below the fold.
 */
export function useCardRecentUsage(setCode: string, cardIndex: string) {
  return useApiQuery(
    'deck/deck-recent-by-card',
    { setCode, cardIndex },
    { enabled: setCode !== '' && cardIndex !== '' },
  );
}
