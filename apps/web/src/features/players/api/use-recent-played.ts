import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ptcg/contract';
import { useApiQuery } from '#web/lib/use-api-query.ts';
import type { PlayedTypeFilter } from '../rank-filters.ts';

/** One page of a player's tournament history (`player/recent-played`), newest first. */
export function useRecentPlayed(pinCode: string, page: number, type: PlayedTypeFilter, enabled = true) {
  return useApiQuery(
    'player/recent-played',
    { pinCode, page, pageSize: PAGE_SIZES.playerHistory, type },
    { enabled: enabled && pinCode.length > 0, placeholderData: keepPreviousData },
  );
}
