import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** Players who scored most with an archetype (`deck/top-player`, ranked by points2). */
export function useTopPlayers(id: number, all: boolean, page: number, pageSize: number) {
  return useApiQuery(
    'deck/top-player',
    { id, all, page, pageSize },
    { enabled: id > 0, placeholderData: keepPreviousData },
  );
}
