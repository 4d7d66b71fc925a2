import type { FirstScreenCall } from '@ptcg/contract';
import { prefetchCalls } from '#web/lib/prefetch.ts';

/** The call of a card page's first screen: the card. The browser starts it with the route; the server draws the page from its answer. */
export function cardPageCalls(setCode: string | undefined, cardIndex: string | undefined): FirstScreenCall[] {
  return setCode && cardIndex ? [{ name: 'card/card-detail', body: { setCode, cardIndex } }] : [];
}

/** The card of a card page, asked for with the route. */
export function prefetchCardPage(setCode: string | undefined, cardIndex: string | undefined) {
  prefetchCalls(cardPageCalls(setCode, cardIndex));
}
