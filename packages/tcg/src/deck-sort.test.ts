import { describe, expect, it } from 'vitest';
import { parseDeckText } from './deck-export.ts';
import { deckSizeProblem, groupDeck, sectionCounts, sortDeck } from './deck-sort.ts';
import { card } from './test-cards.ts';

const names = (cards: { cardName: string }[]): string[] => cards.map((c) => c.cardName);

describe('sortDeck: Pokémon', () => {
  it('groups each evolution line, orders lines by size and stages inside a line', () => {
    const deck = [
      card({ cardName: '喷火龙ex', count: 2, stage: 'Stage 2', evolvesFrom: '火恐龙' }),
      card({ cardName: '波波', count: 2, stage: 'Basic', yorenCode: 'Y016' }),
      card({ cardName: '小火龙', count: 3, stage: 'Basic' }),
      // Pidgeotto is not in the deck: the shared yorenCode still joins Pidgeot ex to Pidgey.
      card({ cardName: '大比鸟ex', count: 2, stage: 'Stage 2', evolvesFrom: '比比鸟', yorenCode: 'Y016' }),
      card({ cardName: '火恐龙', count: 1, stage: 'Stage 1', evolvesFrom: '小火龙' }),
      card({ cardName: '皮皮', count: 1, stage: 'Basic' }),
    ];
    // Charmander line 6 cards, Pidgey line 4, Clefairy 1.
    expect(names(sortDeck(deck))).toEqual(['小火龙', '火恐龙', '喷火龙ex', '波波', '大比鸟ex', '皮皮']);
  });

  it('orders cards of the same level by count, then name', () => {
    const deck = [
      card({ cardName: '小火龙', count: 2, stage: 'Basic', setCode: 'CSV3C' }),
      card({ cardName: '喷火龙ex', count: 1, stage: 'Stage 2', evolvesFrom: '火恐龙' }),
      card({ cardName: '火恐龙', count: 1, stage: 'Stage 1', evolvesFrom: '小火龙' }),
      card({ cardName: '火恐龙', count: 2, stage: 'Stage 1', evolvesFrom: '小火龙', setCode: 'CSV3C' }),
      card({ cardName: '小火龙', count: 2, stage: 'Basic', setCode: 'CSV1C' }),
    ];
    const sorted = sortDeck(deck);
    expect(names(sorted)).toEqual(['小火龙', '小火龙', '火恐龙', '火恐龙', '喷火龙ex']);
    expect(sorted.map((c) => c.count)).toEqual([2, 2, 2, 1, 1]);
  });

  it('derives the level from the evolvesFrom chain when the stage is missing', () => {
    const deck = [
      card({ cardName: 'C', count: 4, evolvesFrom: 'B' }),
      card({ cardName: 'B', count: 4, evolvesFrom: 'A' }),
      card({ cardName: 'A', count: 1 }),
    ];
    expect(names(sortDeck(deck))).toEqual(['A', 'B', 'C']);
  });

  it('keeps TAG TEAM cards in their own group and Prism Star cards last', () => {
    const deck = [
      card({ cardName: '露奈雅拉◇', count: 1, stage: 'Basic', mechanic: 'Prism Star' }),
      card({ cardName: '莱希拉姆&喷火龙GX', count: 2, stage: 'Basic', label: 'TAG TEAM', yorenCode: 'Y006' }),
      card({ cardName: '小火龙', count: 1, stage: 'Basic', yorenCode: 'Y006' }),
      card({ cardName: '皮卡丘&捷克罗姆GX', count: 1, stage: 'Basic', is: ['TAG TEAM', 'GX'] }),
      card({ cardName: '喷火龙GX', count: 1, stage: 'Stage 2', evolvesFrom: '火恐龙', yorenCode: 'Y006' }),
    ];
    // TAG TEAM group totals 3, the Charmander line 2: the TAG TEAM group comes first.
    expect(names(sortDeck(deck))).toEqual([
      '莱希拉姆&喷火龙GX',
      '皮卡丘&捷克罗姆GX',
      '小火龙',
      '喷火龙GX',
      '露奈雅拉◇',
    ]);
  });

  it('breaks ties between equal-sized groups by name, whatever the input order', () => {
    const a = [card({ cardName: '乙', count: 2 }), card({ cardName: '甲', count: 2 })];
    expect(names(sortDeck(a))).toEqual(names(sortDeck([...a].reverse())));
  });
});

describe('sortDeck: trainers and energy', () => {
  const deck = [
    card({ cardName: '基本火能量', count: 6, cardType: 'Basic Energy' }),
    card({ cardName: '宝可梦交替', count: 2, cardType: 'Item' }),
    card({ cardName: '森林封印石', count: 1, cardType: 'Tool' }),
    card({ cardName: '奇树', count: 4, cardType: 'Supporter' }),
    card({ cardName: '双重涡轮能量', count: 2, cardType: 'Special Energy' }),
    card({ cardName: '高级球', count: 4, cardType: 'Item' }),
    card({ cardName: '老大的指令', count: 2, cardType: 'Supporter' }),
    card({ cardName: '小火龙', count: 3, stage: 'Basic' }),
    card({ cardName: '深钵镇', count: 1, cardType: 'Stadium' }),
    card({ cardName: '基本水能量', count: 2, cardType: 'Basic Energy' }),
    card({ cardName: '神奇糖果', count: 4, cardType: 'Item' }),
  ];

  it('lists Pokémon, Supporters, Items, Stadiums, Tools, then Energy by count and name', () => {
    expect(names(sortDeck(deck))).toEqual([
      '小火龙',
      '奇树',
      '老大的指令',
      '神奇糖果',
      '高级球',
      '宝可梦交替',
      '深钵镇',
      '森林封印石',
      '基本火能量',
      '双重涡轮能量',
      '基本水能量',
    ]);
  });

  it('does not modify the input array', () => {
    const copy = [...deck];
    sortDeck(deck);
    expect(deck).toEqual(copy);
  });

  it('groups the deck into sections with totals', () => {
    const grouped = groupDeck(deck);
    expect(names(grouped.pokemon.cards)).toEqual(['小火龙']);
    expect(grouped.pokemon.total).toBe(3);
    expect(grouped.trainer.cards).toHaveLength(7);
    expect(grouped.trainer.total).toBe(18);
    expect(names(grouped.energy.cards)).toEqual(['基本火能量', '双重涡轮能量', '基本水能量']);
    expect(grouped.energy.total).toBe(10);
    expect(grouped.total).toBe(31);
  });
});

describe('deckSizeProblem', () => {
  // A Pokémon TCG Live export whose Trainer heading says 35 while two Arven were lost in the paste.
  const shortPaste = [
    'Pokémon: 12',
    '4 Charmander PAF 7',
    '1 Charmeleon PAF 8',
    '3 Charizard ex OBF 125',
    '2 Pidgey MEW 16',
    '2 Pidgeot ex OBF 164',
    '',
    'Trainer: 35',
    '4 Rare Candy SVI 191',
    '4 Ultra Ball SVI 196',
    '4 Nest Ball SVI 181',
    '4 Iono PAL 185',
    '2 Arven SVI 166',
    "3 Boss's Orders PAL 172",
    '4 Buddy-Buddy Poffin TEF 144',
    '2 Super Rod PAL 188',
    "4 Professor's Research SVI 189",
    '2 Counter Catcher PAR 160',
    '',
    'Energy: 13',
    '13 Basic {R} Energy SVE 2',
    '',
    'Total Cards: 60',
  ].join('\n');

  it('says nothing about a list of exactly 60 cards', () => {
    expect(deckSizeProblem({ pokemon: 12, trainer: 35, energy: 13 })).toBeNull();
  });

  it('names the section whose heading states more cards than its lines hold', () => {
    const parsed = parseDeckText(shortPaste);
    expect(parsed.declared).toEqual({ pokemon: 12, trainer: 35, energy: 13 });
    expect(deckSizeProblem(parsed.totals, parsed.declared)).toBe(
      '卡表共 58 张，少 2 张：训练家写明 35 张，只列出 33 张',
    );
  });

  it('gives every section’s count when the headings state none (a Limitless list without numbers)', () => {
    const parsed = parseDeckText(shortPaste.replace(/^(Pokémon|Trainer|Energy): \d+$/gm, '$1'));
    expect(parsed.declared).toEqual({});
    expect(deckSizeProblem(parsed.totals, parsed.declared)).toBe(
      '卡表共 58 张，少 2 张（宝可梦 12 张、训练家 33 张、能量 13 张）',
    );
  });

  it('reads the heading layouts players paste, and says how many are too many', () => {
    const limitless = shortPaste
      .replace('Pokémon: 12', 'Pokémon (12)')
      .replace('Trainer: 35', 'Trainer (35)')
      .replace('2 Arven', '6 Arven');
    const parsed = parseDeckText(limitless);
    expect(deckSizeProblem(parsed.totals, parsed.declared)).toBe(
      '卡表共 62 张，多 2 张：训练家写明 35 张，却列出 37 张',
    );
    const tcgo = parseDeckText('##Pokémon - 4\n* 4 Charmander PAF 7\n##Energy - 3\n* 3 Fire Energy SVE 2');
    expect(tcgo.declared).toEqual({ pokemon: 4, energy: 3 });
  });

  it('counts the sections of resolved cards the way the list shows them', () => {
    const cards = [
      card({ cardName: '小火龙', count: 4 }),
      card({ cardName: '奇树', count: 4, cardType: 'Supporter' }),
      card({ cardName: '基本火能量', count: 50, cardType: 'Basic Energy' }),
    ];
    expect(sectionCounts(cards)).toEqual({ pokemon: 4, trainer: 4, energy: 50 });
    expect(deckSizeProblem(sectionCounts(cards))).toBe('卡表共 58 张，少 2 张（宝可梦 4 张、训练家 4 张、能量 50 张）');
  });
});
