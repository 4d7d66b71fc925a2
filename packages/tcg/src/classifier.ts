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
 *    (an empty key list would claim every deck).
 * 2. Otherwise, when the key cards of a top-level category match, the deck goes to that category's
 *    其他 variant (its child marked isOther, lowest id first), or to the category itself when it
 *    has none.
 * 3. Otherwise the deck is unclassified (null), the "other decks" bucket of the statistics.
 *
 * When several rules of one step match, the highest priority wins; then the rule whose key cards
 * the deck plays most copies of (a Palkia list splashing two Chien-Pao ex holds more Palkia than
 * Chien-Pao, so it is a Palkia deck whichever category was created first); then the lower id.
 *
 * buildClassifier indexes key effect ids once, so classifying a deck only visits the rules that
 * mention one of the deck's cards.
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
  /** 0 for variant rules, 1 for top-level rules: every variant rule ranks above every top-level rule. */
  step: number;
  priority: number;
  id: number;
}

/** Whether rule a (with the deck's copies of its key cards) beats rule b. */
function beats(a: Rule, aCopies: number, b: Rule, bCopies: number): boolean {
  if (a.step !== b.step) return a.step < b.step;
  if (a.priority !== b.priority) return a.priority > b.priority;
  if (aCopies !== bCopies) return aCopies > bCopies;
  return a.id < b.id;
}

export function buildClassifier(categories: readonly ClassifierCategory[]): Classifier {
  const otherChild = new Map<number, number>();
  for (const c of categories) {
    if (c.parentId === null || !c.isOther) continue;
    const current = otherChild.get(c.parentId);
    if (current === undefined || c.id < current) otherChild.set(c.parentId, c.id);
  }
  const variants = categories.filter((c) => c.parentId !== null && !c.isOther && c.keyEffects.length > 0);
  const tops = categories.filter((c) => c.parentId === null && c.keyEffects.length > 0);

  const rules: Rule[] = [
    ...variants.map((c) => ({ target: c.id, needed: c.keyEffects.length, step: 0, priority: c.priority, id: c.id })),
    ...tops.map((c) => ({
      target: otherChild.get(c.id) ?? c.id,
      needed: c.keyEffects.length,
      step: 1,
      priority: c.priority,
      id: c.id,
    })),
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
  const copies = new Uint32Array(rules.length);
  const touched: number[] = [];

  return {
    classify(deck: DeckEffects): number | null {
      let best = -1;
      for (const [effectId, count] of deck) {
        const entries = index.get(effectId);
        if (!entries) continue;
        for (const { rule, qty } of entries) {
          if (count < qty) continue;
          if (satisfied[rule] === 0) touched.push(rule);
          satisfied[rule] = (satisfied[rule] as number) + 1;
          copies[rule] = (copies[rule] as number) + count;
        }
      }
      for (const rule of touched) {
        const r = rules[rule] as Rule;
        if (
          satisfied[rule] === r.needed &&
          (best < 0 || beats(r, copies[rule] as number, rules[best] as Rule, copies[best] as number))
        )
          best = rule;
      }
      for (const rule of touched) {
        satisfied[rule] = 0;
        copies[rule] = 0;
      }
      touched.length = 0;
      return best < 0 ? null : (rules[best] as Rule).target;
    },
  };
}
