import { keepPreviousData } from '@tanstack/react-query';
import type { RequestOf } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Archetype rows of one ended event (`deck/deck-static-by-tour`). */
export function useTournamentDeckStats(request: RequestOf<'deck/deck-static-by-tour'>) {
  return useApiQuery('deck/deck-static-by-tour', request, { placeholderData: keepPreviousData });
}
