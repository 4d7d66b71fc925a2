import { useApiQuery } from '#web/lib/use-api-query.ts';

/** A player's profile (`player/info`): names, top cuts, season points. */
export function usePlayerInfo(pinCode: string) {
  return useApiQuery(
    'player/info',
    { pinCode },
    { enabled: pinCode.length > 0, retry: false, refusalShownOnPage: true },
  );
}
