import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#web/lib/use-api-query.ts';

/** What an archetype's decks play, per regulation (`deck/core-card`); `showPopular` keeps the commonly played cards. */
export function useCoreCards(variant: number, regulation: string, showPopular: boolean) {
  return useApiQuery(
    'deck/core-card',
    { variant, regulation, showPopular },
    { enabled: variant > 0, placeholderData: keepPreviousData },
  );
}
