import { keepPreviousData } from '@tanstack/react-query';
import type { RequestOf } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Archetype rows of one filter of /decks (`deck/deck-static-by-date-and-reg`); the old rows stay while a new filter loads. */
export function useDeckStats(request: RequestOf<'deck/deck-static-by-date-and-reg'>, enabled = true) {
  return useApiQuery('deck/deck-static-by-date-and-reg', request, { placeholderData: keepPreviousData, enabled });
}
