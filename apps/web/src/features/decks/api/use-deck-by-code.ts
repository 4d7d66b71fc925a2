import { useApiQuery } from '#web/lib/use-api-query.ts';

/** The decklist of an 18-character mini-app code (`deck/export-miniapp`). */
export function useDeckByCode(deckCode: string | null) {
  return useApiQuery(
    'deck/export-miniapp',
    { deckCode: deckCode ?? '' },
    { enabled: deckCode !== null, retry: false, staleTime: Infinity, refusalShownOnPage: true },
  );
}
