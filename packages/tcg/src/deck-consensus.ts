import { DECK_SIZE } from '@ptcg/contract';

/**
 * The consensus list of an archetype and how one deck differs from it.
 *
 * Cards are identified by effectId, so reprints of one card count as one card. For every card seen
 * in any deck of the archetype, the consensus count is the count the most decks play, a deck that
 * leaves the card out counting as 0 (ties go to the higher count, the choice of the pilots who play
 * it). Cards whose most common count is 0 are not in the list. When the counts add up to more than a
 * deck holds, the copies backed by the fewest decks are dropped one at a time until DECK_SIZE remain.
 */

export interface ConsensusInputCard {
  effectId: string;
  count: number;
}

export interface ConsensusEntry {
  effectId: string;
  count: number;
  /** Decks that play at least `count` copies, as a fraction of all decks. */
  support: number;
}

function countDistribution(decks: readonly (readonly ConsensusInputCard[])[]): Map<string, Map<number, number>> {
  const byEffect = new Map<string, Map<number, number>>();
  for (const deck of decks) {
    const totals = new Map<string, number>();
    for (const card of deck) totals.set(card.effectId, (totals.get(card.effectId) ?? 0) + card.count);
    for (const [effectId, count] of totals) {
      const counts = byEffect.get(effectId) ?? new Map<number, number>();
      counts.set(count, (counts.get(count) ?? 0) + 1);
      byEffect.set(effectId, counts);
    }
  }
  return byEffect;
}

/** Decks playing at least `count` copies. */
function decksWithAtLeast(counts: ReadonlyMap<number, number>, count: number): number {
  let n = 0;
  for (const [c, decks] of counts) if (c >= count) n += decks;
  return n;
}

export function consensusList(
  decks: readonly (readonly ConsensusInputCard[])[],
  deckSize = DECK_SIZE,
): ConsensusEntry[] {
  const total = decks.length;
  if (total === 0) return [];
  const entries: ConsensusEntry[] = [];
  for (const [effectId, counts] of countDistribution(decks)) {
    const playing = [...counts.values()].reduce((s, n) => s + n, 0);
    let best = 0;
    let bestDecks = total - playing;
    for (const [count, n] of counts) {
      if (n > bestDecks || (n === bestDecks && count > best)) {
        best = count;
        bestDecks = n;
      }
    }
    if (best > 0) entries.push({ effectId, count: best, support: 0 });
  }
  const distribution = countDistribution(decks);
  const supportOf = (e: ConsensusEntry) => decksWithAtLeast(distribution.get(e.effectId) ?? new Map(), e.count) / total;
  let sum = entries.reduce((s, e) => s + e.count, 0);
  while (sum > deckSize) {
    let weakest: ConsensusEntry | undefined;
    let weakestSupport = Infinity;
    for (const e of entries) {
      const s = supportOf(e);
      if (s < weakestSupport || (s === weakestSupport && weakest && e.effectId > weakest.effectId)) {
        weakest = e;
        weakestSupport = s;
      }
    }
    if (!weakest) break;
    weakest.count -= 1;
    sum -= 1;
    if (weakest.count === 0) entries.splice(entries.indexOf(weakest), 1);
  }
  for (const e of entries) e.support = supportOf(e);
  return entries;
}

export interface DeckDiffEntry<T> {
  /** The deck's card, or the consensus card when the deck leaves it out. */
  card: T;
  deckCount: number;
  consensusCount: number;
}

export interface DeckDiff<T> {
  added: DeckDiffEntry<T>[];
  removed: DeckDiffEntry<T>[];
  changed: DeckDiffEntry<T>[];
}

/** What a deck plays differently from a consensus list, card by card (prints of one effect summed). */
export function deckDiff<T extends ConsensusInputCard>(deck: readonly T[], consensus: readonly T[]): DeckDiff<T> {
  const sum = (cards: readonly T[]) => {
    const out = new Map<string, { card: T; count: number }>();
    for (const card of cards) {
      const seen = out.get(card.effectId);
      if (seen) seen.count += card.count;
      else out.set(card.effectId, { card, count: card.count });
    }
    return out;
  };
  const mine = sum(deck);
  const theirs = sum(consensus);
  const diff: DeckDiff<T> = { added: [], removed: [], changed: [] };
  for (const [effectId, m] of mine) {
    const t = theirs.get(effectId);
    if (!t) diff.added.push({ card: m.card, deckCount: m.count, consensusCount: 0 });
    else if (t.count !== m.count) diff.changed.push({ card: m.card, deckCount: m.count, consensusCount: t.count });
  }
  for (const [effectId, t] of theirs) {
    if (!mine.has(effectId)) diff.removed.push({ card: t.card, deckCount: 0, consensusCount: t.count });
  }
  return diff;
}
