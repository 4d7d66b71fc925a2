import type { ResponseOf } from '@ptcg/contract';

export type CoreCard = ResponseOf<'deck/core-card'>['list'][number];

/** The groups of the cards view, in deck order: Pokémon, the four trainer kinds, then energy. */
export const CARD_GROUPS = [
  { key: 'pokemon', title: '宝可梦', types: ['Pokemon'] },
  { key: 'supporter', title: '训练家 · 支援者', types: ['Supporter'] },
  { key: 'item', title: '训练家 · 物品', types: ['Item'] },
  { key: 'tool', title: '训练家 · 宝可梦道具', types: ['Tool'] },
  { key: 'stadium', title: '训练家 · 竞技场', types: ['Stadium'] },
  { key: 'energy', title: '能量', types: ['Basic Energy', 'Special Energy', 'Energy'] },
] as const;

/** Cards of each group, most played first (by average copies, then share of decks playing any). */
export function groupCards(cards: readonly CoreCard[]): { key: string; title: string; cards: CoreCard[] }[] {
  const played = (c: CoreCard) => c.usage[0]?.usage ?? 0;
  const byUsage = (a: CoreCard, b: CoreCard) =>
    b.averageUsage - a.averageUsage || played(b) - played(a) || a.cardName.localeCompare(b.cardName, 'zh-CN');
  const known = new Set<string>(CARD_GROUPS.flatMap((g) => g.types));
  return CARD_GROUPS.map((group) => ({
    key: group.key,
    title: group.title,
    cards: cards
      .filter(
        (c) =>
          (group.types as readonly string[]).includes(c.cardType) || (group.key === 'item' && !known.has(c.cardType)),
      )
      .sort(byUsage),
  })).filter((group) => group.cards.length > 0);
}

/** "1 张 98.0%", "2 张 90.5%": the share of decks playing at least that many copies. */
export function usageLines(card: CoreCard): string[] {
  return card.usage.filter((u) => u.num > 0).map((u) => `≥${u.qty} 张：${(u.usage * 100).toFixed(1)}%（${u.num} 副）`);
}

export function formatAverage(average: number): string {
  return average.toFixed(2);
}
