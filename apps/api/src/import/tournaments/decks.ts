import { createHash } from 'node:crypto';
import { buildClassifier, deckCodeFromDigest, deckContentKey, deckEffects, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { bulkInsert, nextIds, withoutForeignKeyChecks } from './bulk.ts';
import type { IndexedCard } from './cards.ts';

/** A resolved deck: prints with counts (a print may appear on several rows; they are summed). */
export interface ResolvedDeck {
  cards: { card: IndexedCard; count: number }[];
}

export interface DeckIdentity {
  contentHash: string;
  deckCode: string;
}

/** Identity of a list by content: sha256 of the canonical key of packages/tcg, and the 18-character code. */
export function deckIdentity(deck: ResolvedDeck): DeckIdentity {
  const key = deckContentKey(deck.cards.map((c) => ({ setCode: c.card.setCode, cardIndex: c.card.cardIndex, count: c.count })));
  const contentHash = createHash('sha256').update(key).digest('hex');
  return { contentHash, deckCode: deckCodeFromDigest(contentHash) };
}

export async function loadClassifier(db: Db): Promise<{ classifier: Classifier; keyEffectIds: string[] }> {
  const rows = await db.selectFrom('deck_category').select(['id', 'parent_id', 'priority', 'key_effects', 'is_other']).execute();
  const categories = rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    priority: r.priority,
    keyEffects: (typeof r.key_effects === 'string' ? JSON.parse(r.key_effects) : r.key_effects) as { effectId: string; qty: number }[],
    isOther: r.is_other,
  }));
  const keyEffectIds = [...new Set(categories.flatMap((c) => c.keyEffects.map((k) => k.effectId)))];
  return { classifier: buildClassifier(categories), keyEffectIds };
}

/**
 * Stores decks by content: lists already known keep their row (and id), new ones are inserted with
 * their cards and classified. Answers the deck id of each input (same order) and how many were new.
 */
export async function storeDecks(db: Db, decks: ResolvedDeck[], classifier: Classifier): Promise<{ ids: number[]; created: number }> {
  const identities = decks.map(deckIdentity);
  const idByHash = new Map<string, number>();
  const hashes = [...new Set(identities.map((i) => i.contentHash))];
  for (let i = 0; i < hashes.length; i += 5000) {
    const chunk = hashes.slice(i, i + 5000);
    const rows = await sql<{ deck_id: number; content_hash: string }>`
      SELECT deck_id, content_hash FROM deck WHERE content_hash = ANY(${chunk}::bpchar[])`.execute(db);
    for (const r of rows.rows) idByHash.set(r.content_hash, r.deck_id);
  }

  const fresh: { index: number; identity: DeckIdentity }[] = [];
  const seen = new Set<string>();
  identities.forEach((identity, index) => {
    if (idByHash.has(identity.contentHash) || seen.has(identity.contentHash)) return;
    seen.add(identity.contentHash);
    fresh.push({ index, identity });
  });

  if (fresh.length > 0) {
    const ids = await nextIds(db, 'deck', 'deck_id', fresh.length);
    const deckRows: unknown[][] = [];
    const cardRows: unknown[][] = [];
    fresh.forEach(({ index, identity }, k) => {
      const deckId = ids[k] as number;
      const deck = decks[index] as ResolvedDeck;
      const counts = new Map<number, number>();
      for (const c of deck.cards) counts.set(c.card.cardId, (counts.get(c.card.cardId) ?? 0) + c.count);
      const total = deck.cards.reduce((s, c) => s + c.count, 0);
      const variant = classifier.classify(deckEffects(deck.cards.map((c) => ({ effectId: c.card.effectId, count: c.count }))));
      deckRows.push([deckId, identity.contentHash, identity.deckCode, total, variant]);
      for (const [cardId, count] of counts) cardRows.push([deckId, cardId, count]);
      idByHash.set(identity.contentHash, deckId);
    });
    await withoutForeignKeyChecks(db, async () => {
      await bulkInsert(db, 'deck', [['deck_id', 'int4'], ['content_hash', 'text'], ['deck_code', 'text'], ['card_count', 'int4'], ['variant_id', 'int4']], deckRows);
      await bulkInsert(db, 'deck_card', [['deck_id', 'int4'], ['card_id', 'int4'], ['count', 'int4']], cardRows);
    });
  }
  return { ids: identities.map((i) => idByHash.get(i.contentHash) as number), created: fresh.length };
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
  const ids: number[] = [];
  const variants: (number | null)[] = [];
  const none = new Map<string, number>();
  for (const d of current) {
    const variant = classifier.classify(effects.get(d.deck_id) ?? none);
    if (variant !== d.variant_id) {
      ids.push(d.deck_id);
      variants.push(variant);
    }
  }
  for (let i = 0; i < ids.length; i += 20_000) {
    await sql`
      UPDATE deck SET variant_id = u.variant_id
      FROM unnest(${ids.slice(i, i + 20_000)}::int4[], ${variants.slice(i, i + 20_000)}::int4[]) AS u(deck_id, variant_id)
      WHERE deck.deck_id = u.deck_id`.execute(db);
  }
  return { decks: current.length, changed: ids.length };
}
