import { createHash } from 'node:crypto';
import { deckCodeFromDigest, deckContentKey, deckEffects, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '#api/db/index.ts';
import { bulkInsert, nextIds, withoutForeignKeyChecks } from './bulk.ts';
import type { IndexedCard } from '#api/db/queries/card-index.ts';
import { loadClassifier, reclassifyAllDecks } from '#api/stats/deck-archetypes.ts';
import { chunks } from '#api/lib/batches.ts';

// Archetype assignment lives with the statistics, which admin edits also rebuild.
export { loadClassifier, reclassifyAllDecks };

/** A decklist line that matches no print of the card table, kept as the source wrote it. */
export interface UnresolvedLine {
  count: number;
  name: string;
  setCode: string | null;
  number: string | null;
  reason: string;
}

/**
 * A resolved deck: prints with counts (a print may appear on several rows; they are summed), and the
 * lines no print matched. Both make up the list; only the prints take part in classification.
 */
export interface ResolvedDeck {
  cards: { card: IndexedCard; count: number }[];
  unresolved: UnresolvedLine[];
}

export interface DeckIdentity {
  contentHash: string;
  deckCode: string;
}

/** A source's text inside a content key, where / * | are separators. */
const keyPart = (text: string) =>
  encodeURIComponent(text).replace(/[*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Identity of a list by content: sha256 of the canonical key of packages/tcg, and the 18-character code. */
export function deckIdentity(deck: ResolvedDeck): DeckIdentity {
  // Unresolved lines are part of the content: two lists differing only there are different decks.
  const key = deckContentKey([
    ...deck.cards.map((c) => ({ setCode: c.card.setCode, cardIndex: c.card.cardIndex, count: c.count })),
    ...deck.unresolved.map((u) => ({
      setCode: `en:${keyPart(u.setCode ?? '')}`,
      cardIndex: `${keyPart(u.number ?? '')}~${keyPart(u.name)}`,
      count: u.count,
    })),
  ]);
  const contentHash = createHash('sha256').update(key).digest('hex');
  return { contentHash, deckCode: deckCodeFromDigest(contentHash) };
}

/**
 * Stores decks by content: lists already known keep their row (and id), new ones are inserted with
 * their cards and classified. Answers the deck id of each input (same order) and how many were new.
 */
export async function storeDecks(
  db: Db,
  decks: ResolvedDeck[],
  classifier: Classifier,
): Promise<{ ids: number[]; created: number }> {
  const identities = decks.map(deckIdentity);
  const idByHash = new Map<string, number>();
  const hashes = [...new Set(identities.map((i) => i.contentHash))];
  for (const chunk of chunks(hashes, 5000)) {
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
    const unresolvedRows: unknown[][] = [];
    fresh.forEach(({ index, identity }, k) => {
      const deckId = ids[k] as number;
      const deck = decks[index] as ResolvedDeck;
      const counts = new Map<number, number>();
      for (const c of deck.cards) counts.set(c.card.cardId, (counts.get(c.card.cardId) ?? 0) + c.count);
      const total = deck.cards.reduce((s, c) => s + c.count, 0) + deck.unresolved.reduce((s, u) => s + u.count, 0);
      const variant = classifier.classify(
        deckEffects(deck.cards.map((c) => ({ effectId: c.card.effectId, count: c.count }))),
      );
      deckRows.push([deckId, identity.contentHash, identity.deckCode, total, variant]);
      for (const [cardId, count] of counts) cardRows.push([deckId, cardId, count]);
      deck.unresolved.forEach((u, line) =>
        unresolvedRows.push([deckId, line + 1, u.count, u.name, u.setCode, u.number, u.reason]),
      );
      idByHash.set(identity.contentHash, deckId);
    });
    await withoutForeignKeyChecks(db, async () => {
      await bulkInsert(
        db,
        'deck',
        [
          ['deck_id', 'int4'],
          ['content_hash', 'text'],
          ['deck_code', 'text'],
          ['card_count', 'int4'],
          ['variant_id', 'int4'],
        ],
        deckRows,
      );
      await bulkInsert(
        db,
        'deck_card',
        [
          ['deck_id', 'int4'],
          ['card_id', 'int4'],
          ['count', 'int4'],
        ],
        cardRows,
      );
      await bulkInsert(
        db,
        'deck_unresolved',
        [
          ['deck_id', 'int4'],
          ['line_no', 'int4'],
          ['count', 'int4'],
          ['name_en', 'text'],
          ['set_code_en', 'text'],
          ['number_en', 'text'],
          ['reason', 'text'],
        ],
        unresolvedRows,
      );
    });
  }
  return { ids: identities.map((i) => idByHash.get(i.contentHash) as number), created: fresh.length };
}
