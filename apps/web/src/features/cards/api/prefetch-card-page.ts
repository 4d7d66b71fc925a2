import { prefetchCall } from '#web/lib/prefetch.ts';

/** The card of a card page, asked for with the route. */
export function prefetchCardPage(setCode: string | undefined, cardIndex: string | undefined) {
  if (setCode && cardIndex) void prefetchCall('card/card-detail', { setCode, cardIndex });
}
