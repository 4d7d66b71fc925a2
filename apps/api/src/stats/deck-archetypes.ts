import { buildClassifier, matchesKeyCards, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { jsonColumn } from '../lib/json-column.ts';
import { chunks } from '../lib/batches.ts';
import { readColumns } from './columns.ts';
import { readDeckEffects } from './deck-effects.ts';

/**
 * Deck archetypes are derived data, like the player statistics: assigned when decks are imported and
 * assigned again when categories change (an import or an admin edit).
 */

export async function loadClassifier(db: Db): Promise<{ classifier: Classifier; keyEffectIds: string[] }> {
  const rows = await db
    .selectFrom('deck_category')
    .select(['id', 'parent_id', 'priority', 'key_effects', 'is_other'])
    .execute();
  const categories = rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    priority: r.priority,
    keyEffects: jsonColumn<{ effectId: string; qty: number }[]>(r.key_effects),
    isOther: r.is_other,
  }));
  const keyEffectIds = [...new Set(categories.flatMap((c) => c.keyEffects.map((k) => k.effectId)))];
  return { classifier: buildClassifier(categories), keyEffectIds };
}

type KeyEffects = { effectId: string; qty: number }[];

/** A deck whose archetype a category edit changed (null: unclassified). */
export interface DeckMove {
  deckId: number;
  from: number | null;
  to: number | null;
}

/** The decks a category edit may move, with their archetype before the edit. */
export interface CategoryEditScope {
  /**
   * Archetype ids the edit touches: the category, its parent before and after the edit, and their
   * variants before the edit (a delete removes them).
   */
  touched: number[];
  before: Map<number, number | null>;
}

/** Decks that match the rule (matchesKeyCards), with their archetype now. */
async function decksMatching(db: Db, rule: KeyEffects): Promise<{ deck_id: number; variant_id: number | null }[]> {
  if (rule.length === 0) return [];
  const held = await readDeckEffects(db, { decks: null, effects: rule.map((k) => k.effectId) });
  const matching = [...held].filter(([, effects]) => matchesKeyCards(rule, effects)).map(([id]) => id);
  if (matching.length === 0) return [];
  const stored = await readColumns(
    db,
    { deck_id: 'int', variant_id: 'int' },
    sql`SELECT deck_id, coalesce(variant_id, 0) AS variant_id FROM deck WHERE deck_id = ANY(${matching}::int4[])`,
  );
  return stored.deck_id.map((deck_id, i) => ({ deck_id, variant_id: stored.variant_id[i] || null }));
}

/**
 * Call before a category is created, edited or deleted, with the archetype ids it touches (the
 * category itself, and its parent before and after the edit) and its key-card rule before the edit.
 * Remembers the decks the edit may move and their archetype: those filed under the touched
 * categories or their variants, and those the old rule matches.
 */
export async function beginCategoryEdit(db: Db, touched: number[], oldRule: KeyEffects): Promise<CategoryEditScope> {
  const ids = [...new Set(touched)];
  const family =
    ids.length === 0
      ? []
      : (
          await sql<{ id: number }>`
    SELECT id FROM deck_category WHERE id = ANY(${ids}::int4[]) OR parent_id = ANY(${ids}::int4[])`.execute(db)
        ).rows.map((r) => r.id);
  const filed =
    family.length === 0
      ? []
      : (
          await sql<{ deck_id: number; variant_id: number | null }>`
    SELECT deck_id, variant_id FROM deck WHERE variant_id = ANY(${family}::int4[])`.execute(db)
        ).rows;
  const before = new Map<number, number | null>();
  for (const r of [...filed, ...(await decksMatching(db, oldRule))]) before.set(r.deck_id, r.variant_id);
  return { touched: [...new Set([...ids, ...family])], before };
}

/**
 * Call after the edit, with its key-card rule after the edit (empty for a delete): classifies again
 * the decks remembered by beginCategoryEdit and those the new rule matches, and stores their new
 * archetype. Only these decks can change: the classifier picks, among the rules a deck matches, the
 * best one, and an edit changes only the edited category's rule and which 其他 variant a category
 * files decks under; a deck that matches the edited rule neither before nor after, and is filed
 * under none of the touched categories, keeps the rule it had. Answers the decks that moved.
 */
export async function finishCategoryEdit(db: Db, scope: CategoryEditScope, newRule: KeyEffects): Promise<DeckMove[]> {
  const before = new Map(scope.before);
  for (const r of await decksMatching(db, newRule)) if (!before.has(r.deck_id)) before.set(r.deck_id, r.variant_id);
  if (before.size === 0) return [];
  const deckIds = [...before.keys()];
  const { classifier, keyEffectIds } = await loadClassifier(db);
  const effects = await readDeckEffects(db, { decks: deckIds, effects: keyEffectIds });
  const none = new Map<string, number>();
  const moves: DeckMove[] = [];
  const written: { deckId: number; variant: number | null }[] = [];
  for (const [deckId, from] of before) {
    const to = classifier.classify(effects.get(deckId) ?? none);
    written.push({ deckId, variant: to });
    if (to !== from) moves.push({ deckId, from, to });
  }
  // Every remembered deck is written when it differs: a delete has already set the archetype of the
  // decks of the deleted categories to null.
  for (const chunk of chunks(written, 20_000)) {
    await sql`
      UPDATE deck SET variant_id = u.variant_id
      FROM unnest(${chunk.map((w) => w.deckId)}::int4[], ${chunk.map((w) => w.variant)}::int4[]) AS u(deck_id, variant_id)
      WHERE deck.deck_id = u.deck_id AND deck.variant_id IS DISTINCT FROM u.variant_id`.execute(db);
  }
  return moves;
}

/**
 * Classifies every stored deck again with the current categories (after categories change).
 * Only rows of key cards are read: a deck holding none of them matches no rule.
 * Answers how many decks there are and how many changed archetype.
 */
export async function reclassifyAllDecks(db: Db): Promise<{ decks: number; changed: number }> {
  const { classifier, keyEffectIds } = await loadClassifier(db);
  const stored = await readColumns(
    db,
    { deck_id: 'int', variant_id: 'int' },
    sql`SELECT deck_id, coalesce(variant_id, 0) AS variant_id FROM deck`,
  );
  const current = stored.deck_id.map((deck_id, i) => ({ deck_id, variant_id: stored.variant_id[i] || null }));
  const effects = await readDeckEffects(db, { decks: null, effects: keyEffectIds });
  const changed: { deckId: number; variant: number | null }[] = [];
  const none = new Map<string, number>();
  for (const d of current) {
    const variant = classifier.classify(effects.get(d.deck_id) ?? none);
    if (variant !== d.variant_id) changed.push({ deckId: d.deck_id, variant });
  }
  for (const chunk of chunks(changed, 20_000)) {
    await sql`
      UPDATE deck SET variant_id = u.variant_id
      FROM unnest(${chunk.map((c) => c.deckId)}::int4[], ${chunk.map((c) => c.variant)}::int4[]) AS u(deck_id, variant_id)
      WHERE deck.deck_id = u.deck_id`.execute(db);
  }
  return { decks: current.length, changed: changed.length };
}
