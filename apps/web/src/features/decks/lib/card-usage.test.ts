import { describe, expect, test } from 'vitest';
import { groupCards, usageLines, type CoreCard } from './card-usage.ts';

const card = (
  cardName: string,
  cardType: string,
  averageUsage: number,
  usage: [number, number, number][] = [],
): CoreCard => ({
  cardName,
  cardType,
  averageUsage,
  usage: usage.map(([qty, num, share]) => ({ qty, num, usage: share })),
  is: [],
  yorenCode: null,
  setCode: 'CSV1C',
  cardIndex: '001',
  imageUrl: '',
  faceUrl: '',
});

describe('groupCards', () => {
  test('Pokémon, supporters, items, tools, stadiums, energy, each by average copies', () => {
    const groups = groupCards([
      card('基本超能量', 'Basic Energy', 8),
      card('巢穴球', 'Item', 2),
      card('超级球', 'Item', 4),
      card('拉鲁拉丝', 'Pokemon', 3.5),
      card('博士的研究', 'Supporter', 2),
      card('勇气护符', 'Tool', 1),
    ]);
    expect(groups.map((g) => g.title)).toEqual([
      '宝可梦',
      '训练家 · 支援者',
      '训练家 · 物品',
      '训练家 · 宝可梦道具',
      '能量',
    ]);
    expect(groups.find((g) => g.key === 'item')!.cards.map((c) => c.cardName)).toEqual(['超级球', '巢穴球']);
  });
});

describe('usageLines', () => {
  test('one line per copy count that any deck played', () => {
    expect(
      usageLines(
        card('A', 'Item', 3, [
          [1, 10, 1],
          [2, 8, 0.8],
          [3, 0, 0],
        ]),
      ),
    ).toEqual(['≥1 张：100.0%（10 副）', '≥2 张：80.0%（8 副）']);
  });
});
