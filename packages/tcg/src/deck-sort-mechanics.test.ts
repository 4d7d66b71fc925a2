import { describe, expect, it } from 'vitest';
import { groupDeck, pokemonLines, sortDeck } from './deck-sort.ts';
import { card } from './test-cards.ts';

const names = (cards: { cardName: string }[]) => cards.map((c) => c.cardName);

// An Expanded-style list holding every special mechanic the sorting has rules for.
const mixed = [
  card({ cardName: '基本超能量', count: 6, cardType: 'Basic Energy' }),
  card({ cardName: '超梦V-UNION', count: 1, stage: 'V-UNION', is: ['V-UNION'], cardIndex: '160', yorenCode: 'Y150' }),
  card({ cardName: '超梦V-UNION', count: 1, stage: 'V-UNION', is: ['V-UNION'], cardIndex: '159', yorenCode: 'Y150' }),
  card({ cardName: '基拉祈◇', count: 1, stage: 'Basic', mechanic: 'Prism Star' }),
  card({ cardName: '高级球', count: 4, cardType: 'Item' }),
  card({ cardName: '大师球', count: 1, cardType: 'Item', mechanic: 'ACE SPEC', rarity: 'ACE' }),
  card({ cardName: '莱希拉姆&喷火龙GX', count: 3, stage: 'Basic', label: 'TAG TEAM' }),
  card({ cardName: '拉帝亚斯', count: 1, stage: 'Basic' }),
  card({ cardName: '老大的指令', count: 2, cardType: 'Supporter' }),
  card({ cardName: '喷射能量', count: 2, cardType: 'Special Energy' }),
  card({ cardName: '混乱山', count: 1, cardType: 'Stadium' }),
  card({ cardName: '森林封印石', count: 1, cardType: 'Tool' }),
];

describe('sorting a deck with TAG TEAM, Prism Star, V-UNION and ACE SPEC cards', () => {
  it('puts TAG TEAM in its own group, V-UNION pieces together, Prism Star last among Pokémon', () => {
    expect(pokemonLines(mixed).map(names)).toEqual([
      ['莱希拉姆&喷火龙GX'],
      ['超梦V-UNION', '超梦V-UNION'],
      ['拉帝亚斯'],
      ['基拉祈◇'],
    ]);
  });

  it('orders trainers Supporter, Item, Stadium, Tool with the ACE SPEC item among the items by count', () => {
    expect(names(sortDeck(mixed)).slice(5)).toEqual([
      '老大的指令',
      '高级球',
      '大师球',
      '混乱山',
      '森林封印石',
      '基本超能量',
      '喷射能量',
    ]);
  });

  it('counts each section', () => {
    const grouped = groupDeck(mixed);
    expect([grouped.pokemon.total, grouped.trainer.total, grouped.energy.total, grouped.total]).toEqual([7, 9, 8, 24]);
  });
});
