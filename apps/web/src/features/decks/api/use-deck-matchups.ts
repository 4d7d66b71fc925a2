import { keepPreviousData } from '@tanstack/react-query';
import type { RequestOf } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Archetype-vs-archetype results of a window (`deck/matchup`); the old matrix stays while a new filter loads. */
export function useDeckMatchups(request: RequestOf<'deck/matchup'>, enabled = true) {
  return useApiQuery('deck/matchup', request, { placeholderData: keepPreviousData, enabled });
}
