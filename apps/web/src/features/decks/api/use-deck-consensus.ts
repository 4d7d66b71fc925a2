import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** An archetype's consensus list in one regulation (`deck/consensus`); an empty regulation picks the latest. */
export function useDeckConsensus(id: number | null, regulation = '') {
  return useApiQuery(
    'deck/consensus',
    { id: id ?? 0, regulation },
    { enabled: id !== null && id > 0, retry: false, placeholderData: keepPreviousData },
  );
}
