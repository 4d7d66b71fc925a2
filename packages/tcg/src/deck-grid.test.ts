import { describe, expect, it } from 'vitest';
import { CARDS_PER_ROW, deckGridItems, GRID_COLUMNS, gridSpan } from './deck-grid.ts';
import { sortDeck } from './deck-sort.ts';
import { card } from './test-cards.ts';

const union = (index: string, count = 1) =>
  card({ cardName: '超梦V-UNION', count, stage: 'V-UNION', is: ['V-UNION'], cardIndex: index, yorenCode: 'Y150' });

describe('deckGridItems', () => {
  it('keeps one item a print and puts the four V-UNION pieces in one set', () => {
    const cards = sortDeck([
      union('159'),
      union('160'),
      union('161'),
      union('162'),
      card({ cardName: '巢穴球', count: 4, cardType: 'Item' }),
    ]);
    const items = deckGridItems(cards);
    expect(items.map((i) => i.kind)).toEqual(['v-union', 'card']);
    const set = items[0]!;
    expect(set.kind === 'v-union' && set.pieces.map((p) => p.cardIndex)).toEqual(['159', '160', '161', '162']);
  });

  it('makes a second set from second copies of the pieces', () => {
    const items = deckGridItems([union('159', 2), union('160', 2), union('161', 2), union('162', 2)]);
    expect(items).toHaveLength(2);
    for (const item of items)
      expect(item.kind === 'v-union' && item.pieces.map((p) => p.cardIndex)).toEqual(['159', '160', '161', '162']);
  });
});

describe('gridSpan', () => {
  it('fits 9 cards a row on desktops and 5 on phones, and two V-UNION sets a desktop row', () => {
    const single = { kind: 'card' as const, card: card({ cardName: 'x', count: 1 }) };
    const set = { kind: 'v-union' as const, pieces: [] };
    expect(Math.floor(GRID_COLUMNS / gridSpan(single, CARDS_PER_ROW.desktop))).toBe(9);
    expect(Math.floor(GRID_COLUMNS / gridSpan(single, CARDS_PER_ROW.phone))).toBe(5);
    expect(Math.floor(GRID_COLUMNS / gridSpan(set, CARDS_PER_ROW.desktop))).toBe(2);
    expect(Math.floor(GRID_COLUMNS / gridSpan(set, CARDS_PER_ROW.phone))).toBe(1);
  });
});
