import { useApiQuery } from '#web/lib/use-api-query.ts';

/** One print with all its details (`card/card-detail`). */
export function useCardDetail(setCode: string, cardIndex: string) {
  return useApiQuery(
    'card/card-detail',
    { setCode, cardIndex },
    { enabled: setCode !== '' && cardIndex !== '', staleTime: 30 * 60_000, refusalShownOnPage: true },
  );
}
