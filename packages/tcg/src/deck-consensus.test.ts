import { describe, expect, it } from 'vitest';
import { consensusList, deckDiff } from './deck-consensus.ts';
import { card } from './test-cards.ts';

const deck = (counts: Record<string, number>) =>
  Object.entries(counts).map(([effectId, count]) => ({ effectId, count }));
const asRecord = (entries: { effectId: string; count: number }[]) =>
  Object.fromEntries(entries.map((e) => [e.effectId, e.count]));

describe('consensusList', () => {
  it('takes for each card the count the most decks play, a deck without it counting as 0', () => {
    const decks = [deck({ ball: 4, boss: 2, tech: 1 }), deck({ ball: 4, boss: 3 }), deck({ ball: 3, boss: 2 })];
    // tech: played by one deck of three, so most decks play 0 and it is left out.
    expect(asRecord(consensusList(decks))).toEqual({ ball: 4, boss: 2 });
  });

  it('breaks a tie towards the higher count', () => {
    expect(asRecord(consensusList([deck({ a: 2 }), deck({ a: 3 })]))).toEqual({ a: 3 });
  });

  it('sums reprints of one effect within a deck', () => {
    const decks = [
      [
        { effectId: 'x', count: 2 },
        { effectId: 'x', count: 2 },
      ],
      deck({ x: 4 }),
    ];
    expect(asRecord(consensusList(decks))).toEqual({ x: 4 });
  });

  it('never answers more than 60 cards, dropping the copies the fewest decks back', () => {
    const full = (extra: Record<string, number>) => deck({ a: 20, b: 20, c: 16, ...extra });
    // d is played 4-of by 2 decks of 3 and e 4-of by 2 decks: the consensus would be 64 cards.
    const decks = [full({ d: 4, e: 4 }), full({ d: 4, e: 4 }), full({})];
    const list = consensusList(decks);
    expect(list.reduce((s, e) => s + e.count, 0)).toBe(60);
    expect(asRecord(list)).toMatchObject({ a: 20, b: 20, c: 16 });
    for (const e of list) expect(e.support).toBeGreaterThan(0);
  });

  it('reports how many decks play at least the consensus count', () => {
    const list = consensusList([deck({ a: 4 }), deck({ a: 4 }), deck({ a: 2 }), deck({ a: 1 })]);
    expect(list).toEqual([{ effectId: 'a', count: 4, support: 0.5 }]);
  });

  it('answers nothing for no decks', () => {
    expect(consensusList([])).toEqual([]);
  });
});

describe('deckDiff', () => {
  it('lists the cards added, removed and played in other counts', () => {
    const consensus = [
      card({ cardName: '高级球', count: 4 }),
      card({ cardName: '老大的指令', count: 2 }),
      card({ cardName: '巢穴球', count: 3 }),
    ];
    const mine = [
      card({ cardName: '高级球', count: 4 }),
      card({ cardName: '老大的指令', count: 3 }),
      card({ cardName: '友好宝芬', count: 2 }),
    ];
    const diff = deckDiff(mine, consensus);
    expect(diff.added.map((d) => [d.card.cardName, d.deckCount, d.consensusCount])).toEqual([['友好宝芬', 2, 0]]);
    expect(diff.removed.map((d) => [d.card.cardName, d.deckCount, d.consensusCount])).toEqual([['巢穴球', 0, 3]]);
    expect(diff.changed.map((d) => [d.card.cardName, d.deckCount, d.consensusCount])).toEqual([['老大的指令', 3, 2]]);
  });

  it('treats another print of the same card as the same card', () => {
    const consensus = [card({ cardName: '高级球', count: 4, effectId: 'e'.repeat(32), setCode: 'CSV1C' })];
    const mine = [
      card({ cardName: '高级球', count: 2, effectId: 'e'.repeat(32), setCode: 'CSV1C' }),
      card({ cardName: '高级球', count: 2, effectId: 'e'.repeat(32), setCode: 'CS5aC' }),
    ];
    expect(deckDiff(mine, consensus)).toEqual({ added: [], removed: [], changed: [] });
  });
});
