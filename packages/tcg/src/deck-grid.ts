import type { SortableCard } from './deck-sort.ts';

/**
 * The image grid of a deck list (SPEC 9): a 45-column grid with 9 cards a row on desktops and 5 on
 * small screens. V-UNION pieces are shown together, in sets of up to four pieces, at most two sets
 * a row, so the four quarters of one Pokémon read as one picture.
 */

export const GRID_COLUMNS = 45;
export const CARDS_PER_ROW = { desktop: 9, phone: 5 } as const;
export const V_UNION_SET_SIZE = 4;

export type DeckGridItem<T> = { kind: 'card'; card: T } | { kind: 'v-union'; pieces: T[] };

export function isVUnion(card: Pick<SortableCard, 'is' | 'stage' | 'mechanic'>): boolean {
  return card.stage === 'V-UNION' || card.mechanic === 'V-UNION' || card.is.includes('V-UNION');
}

/** Grid items in the order of the given (sorted) cards; V-UNION pieces of one name form sets of four. */
export function deckGridItems<T extends SortableCard>(cards: readonly T[]): DeckGridItem<T>[] {
  const items: DeckGridItem<T>[] = [];
  const setsByName = new Map<string, { kind: 'v-union'; pieces: T[] }[]>();
  for (const card of cards) {
    if (!isVUnion(card)) {
      items.push({ kind: 'card', card });
      continue;
    }
    const sets = setsByName.get(card.cardName) ?? [];
    setsByName.set(card.cardName, sets);
    for (let copy = 0; copy < card.count; copy++) {
      let open = sets.find((s) => s.pieces.length < V_UNION_SET_SIZE && !s.pieces.includes(card));
      if (!open) {
        open = { kind: 'v-union', pieces: [] };
        sets.push(open);
        items.push(open);
      }
      open.pieces.push(card);
    }
  }
  return items;
}

/** Columns of the 45-column grid one item spans. */
export function gridSpan(item: DeckGridItem<unknown>, perRow: number): number {
  const cardSpan = Math.floor(GRID_COLUMNS / perRow);
  // A set reads as one picture: its pieces side by side, as wide as four cards (two sets a desktop row).
  return item.kind === 'card' ? cardSpan : Math.min(GRID_COLUMNS, cardSpan * V_UNION_SET_SIZE);
}
