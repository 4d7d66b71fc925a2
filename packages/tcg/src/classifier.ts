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

/**
 * Whether a deck holds every key card of a rule in at least its quantity: what "a deck matches a
 * category" means everywhere (the classifier, the decks a category edit can move, the overlap warning
 * of the category form). A rule without key cards matches nothing.
 */
export function matchesKeyCards(rule: readonly KeyEffectRequirement[], deck: DeckEffects): boolean {
  return rule.length > 0 && rule.every((k) => (deck.get(k.effectId) ?? 0) >= k.qty);
}

export interface Classifier {
  /** The id of the variant (or category) the deck belongs to, or null when none matches. */
  classify(deck: DeckEffects): number | null;
}

interface Rule {
  /** The category id the deck is assigned to when this rule wins. */
  target: number;
  keyEffects: readonly KeyEffectRequirement[];
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
    ...variants.map((c) => ({ target: c.id, keyEffects: c.keyEffects, step: 0, priority: c.priority, id: c.id })),
    ...tops.map((c) => ({
      target: otherChild.get(c.id) ?? c.id,
      keyEffects: c.keyEffects,
      step: 1,
      priority: c.priority,
      id: c.id,
    })),
  ];
  // Rules by key effect id (a rule naming one effect twice is listed once).
  const index = new Map<string, number[]>();
  [...variants, ...tops].forEach((category, rule) => {
    for (const effectId of new Set(category.keyEffects.map((k) => k.effectId))) {
      const list = index.get(effectId);
      if (list) list.push(rule);
      else index.set(effectId, [rule]);
    }
  });

  const seen = new Uint8Array(rules.length);
  const copies = new Uint32Array(rules.length);
  const touched: number[] = [];

  return {
    classify(deck: DeckEffects): number | null {
      let best = -1;
      // The index finds the rules naming one of the deck's cards (with the copies of their key cards it
      // holds); matchesKeyCards decides.
      for (const [effectId, count] of deck) {
        const entries = index.get(effectId);
        if (!entries) continue;
        for (const rule of entries) {
          if (seen[rule] === 0) touched.push(rule);
          seen[rule] = 1;
          copies[rule] = (copies[rule] as number) + count;
        }
      }
      for (const rule of touched) {
        const r = rules[rule] as Rule;
        if (
          matchesKeyCards(r.keyEffects, deck) &&
          (best < 0 || beats(r, copies[rule] as number, rules[best] as Rule, copies[best] as number))
        )
          best = rule;
      }
      for (const rule of touched) {
        seen[rule] = 0;
        copies[rule] = 0;
      }
      touched.length = 0;
      return best < 0 ? null : (rules[best] as Rule).target;
    },
  };
}
