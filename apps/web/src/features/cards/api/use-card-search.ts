import { keepPreviousData } from '@tanstack/react-query';
import type { RequestOf } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';

export type CardSearch =
  | { type: 'basic'; body: RequestOf<'card/card-basic-search'> }
  | { type: 'advance'; body: RequestOf<'card/card-advance-search'> };

/**
 * Runs a basic or an advanced search. Both hooks are always called (hook order must not change) but only
 * the one matching `search.type` fetches; the previous page stays on screen while the next one loads.
 */
export function useCardSearch(search: CardSearch | null) {
  const basic = useApiQuery('card/card-basic-search', search?.type === 'basic' ? search.body : {}, {
    enabled: search?.type === 'basic',
    placeholderData: keepPreviousData,
  });
  const advance = useApiQuery('card/card-advance-search', search?.type === 'advance' ? search.body : {}, {
    enabled: search?.type === 'advance',
    placeholderData: keepPreviousData,
  });
  return search?.type === 'advance' ? advance : basic;
}
