/**
 * Deck archetype classification.
 *
 * Categories form a two-level tree: top-level categories (parentId null) and their variants.
 * Each may list key cards as {effectId, qty}; effect ids are shared by reprints, so a deck is
 * described by the total count of each effect id it holds.
 *
 * Rule, in order:
 * 1. The deck belongs to a variant when it holds every key card of that variant in at least the
 *    given quantity. A variant with no key cards, or one marked isOther, never matches by itself
 *    (an empty key list would claim every deck). When several variants match, the highest priority
 *    wins; then the one with more key cards (the more specific); then the lower id.
 * 2. Otherwise, when the key cards of a top-level category match (same tie-breaks), the deck goes
 *    to that category's 其他 variant (its child marked isOther, lowest id first), or to the
 *    category itself when it has none.
 * 3. Otherwise the deck is unclassified (null), the "other decks" bucket of the statistics.
 *
 * buildClassifier indexes key effect ids once, so classifying a deck only visits the rules that
 * mention one of the deck's cards; ranking the rules up front makes the winner the matched rule
 * with the smallest index.
 */

export interface KeyEffectRequirement {
  effectId: string;
  qty: number;
}

export interface ClassifierCategory {
  id: number;
  parentId: number | null;
  name?: string;
  priority: number;
  keyEffects: readonly KeyEffectRequirement[];
  isOther?: boolean;
}

/** Total count per effect id of one deck. */
export type DeckEffects = ReadonlyMap<string, number>;

/** Sums a deck's rows by effect id, so reprints of one card count together. */
export function deckEffects(cards: readonly { effectId: string; count: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const card of cards) totals.set(card.effectId, (totals.get(card.effectId) ?? 0) + card.count);
  return totals;
}

export interface Classifier {
  /** The id of the variant (or category) the deck belongs to, or null when none matches. */
  classify(deck: DeckEffects): number | null;
}

interface Rule {
  /** The category id the deck is assigned to when this rule wins. */
  target: number;
  needed: number;
}

function byRank(a: ClassifierCategory, b: ClassifierCategory): number {
  return b.priority - a.priority || b.keyEffects.length - a.keyEffects.length || a.id - b.id;
}

export function buildClassifier(categories: readonly ClassifierCategory[]): Classifier {
  const otherChild = new Map<number, number>();
  for (const c of categories) {
    if (c.parentId === null || !c.isOther) continue;
    const current = otherChild.get(c.parentId);
    if (current === undefined || c.id < current) otherChild.set(c.parentId, c.id);
  }
  const variants = categories
    .filter((c) => c.parentId !== null && !c.isOther && c.keyEffects.length > 0)
    .sort(byRank);
  const tops = categories.filter((c) => c.parentId === null && c.keyEffects.length > 0).sort(byRank);

  // Every variant rule ranks above every top-level rule.
  const rules: Rule[] = [
    ...variants.map((c) => ({ target: c.id, needed: c.keyEffects.length })),
    ...tops.map((c) => ({ target: otherChild.get(c.id) ?? c.id, needed: c.keyEffects.length })),
  ];
  const index = new Map<string, { rule: number; qty: number }[]>();
  [...variants, ...tops].forEach((category, rule) => {
    for (const key of category.keyEffects) {
      const list = index.get(key.effectId);
      if (list) list.push({ rule, qty: key.qty });
      else index.set(key.effectId, [{ rule, qty: key.qty }]);
    }
  });

  const satisfied = new Uint16Array(rules.length);
  const touched: number[] = [];

  return {
    classify(deck: DeckEffects): number | null {
      let best = rules.length;
      for (const [effectId, count] of deck) {
        const entries = index.get(effectId);
        if (!entries) continue;
        for (const { rule, qty } of entries) {
          if (count < qty || rule >= best) continue;
          if (satisfied[rule] === 0) touched.push(rule);
          const now = (satisfied[rule] as number) + 1;
          satisfied[rule] = now;
          if (now === (rules[rule] as Rule).needed) best = rule;
        }
      }
      for (const rule of touched) satisfied[rule] = 0;
      touched.length = 0;
      return best < rules.length ? (rules[best] as Rule).target : null;
    },
  };
}
