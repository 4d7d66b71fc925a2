import { buildClassifier, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { jsonColumn } from '../lib/json-column.ts';
import { chunks } from '../lib/batches.ts';

/**
 * Deck archetypes are derived data, like the player statistics: assigned when decks are imported and
 * assigned again when categories change (an import or an admin edit).
 */

export async function loadClassifier(db: Db): Promise<{ classifier: Classifier; keyEffectIds: string[] }> {
  const rows = await db.selectFrom('deck_category').select(['id', 'parent_id', 'priority', 'key_effects', 'is_other']).execute();
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

/**
 * Classifies every stored deck again with the current categories (after categories change).
 * Only rows of key cards are read: a deck holding none of them matches no rule.
 * Answers how many decks there are and how many changed archetype.
 */
export async function reclassifyAllDecks(db: Db): Promise<{ decks: number; changed: number }> {
  const { classifier, keyEffectIds } = await loadClassifier(db);
  const current = await db.selectFrom('deck').select(['deck_id', 'variant_id']).execute();
  const effects = new Map<number, Map<string, number>>();
  if (keyEffectIds.length > 0) {
    const rows = await sql<{ deck_id: number; effect_id: string; count: number }>`
      SELECT dc.deck_id, c.effect_id, dc.count
      FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
      WHERE c.effect_id = ANY(${keyEffectIds}::bpchar[])`.execute(db);
    for (const r of rows.rows) {
      let m = effects.get(r.deck_id);
      if (!m) effects.set(r.deck_id, (m = new Map()));
      m.set(r.effect_id, (m.get(r.effect_id) ?? 0) + r.count);
    }
  }
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
