import { createHash } from 'node:crypto';
import { deckContentKey, deckEffects, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '#api/db/index.ts';
import { bulkInsert, nextIds, withoutForeignKeyChecks } from './bulk.ts';
import type { IndexedCard } from '#api/db/queries/card-index.ts';
import { loadClassifier, reclassifyAllDecks } from '#api/stats/deck-archetypes.ts';
import { chunks } from '#api/lib/batches.ts';
import { ImportError, at } from './errors.ts';

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

/** A source's text inside a content key, where / * | are separators. */
const keyPart = (text: string) =>
  encodeURIComponent(text).replace(/[*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Identity of a list by content: sha256 of the canonical key of packages/tcg. */
export function deckIdentity(deck: ResolvedDeck): string {
  // Unresolved lines are part of the content: two lists differing only there are different decks.
  const key = deckContentKey([
    ...deck.cards.map((c) => ({ setCode: c.card.setCode, cardIndex: c.card.cardIndex, count: c.count })),
    ...deck.unresolved.map((u) => ({
      setCode: `en:${keyPart(u.setCode ?? '')}`,
      cardIndex: `${keyPart(u.number ?? '')}~${keyPart(u.name)}`,
      count: u.count,
    })),
  ]);
  return createHash('sha256').update(key).digest('hex');
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
  const hashes = [...new Set(identities)];
  for (const chunk of chunks(hashes, 5000)) {
    const rows = await sql<{ deck_id: number; content_hash: string }>`
      SELECT deck_id, content_hash FROM deck WHERE content_hash = ANY(${chunk}::bpchar[])`.execute(db);
    for (const r of rows.rows) idByHash.set(r.content_hash, r.deck_id);
  }

  const fresh: { index: number; contentHash: string }[] = [];
  const seen = new Set<string>();
  identities.forEach((contentHash, index) => {
    if (idByHash.has(contentHash) || seen.has(contentHash)) return;
    seen.add(contentHash);
    fresh.push({ index, contentHash });
  });

  if (fresh.length > 0) {
    const ids = await nextIds(db, 'deck', 'deck_id', fresh.length);
    const deckRows: unknown[][] = [];
    const cardRows: unknown[][] = [];
    const unresolvedRows: unknown[][] = [];
    fresh.forEach(({ index, contentHash }, k) => {
      const deckId = ids[k] as number;
      const deck = decks[index] as ResolvedDeck;
      const counts = new Map<number, number>();
      for (const c of deck.cards) counts.set(c.card.cardId, (counts.get(c.card.cardId) ?? 0) + c.count);
      const total = deck.cards.reduce((s, c) => s + c.count, 0) + deck.unresolved.reduce((s, u) => s + u.count, 0);
      const variant = classifier.classify(
        deckEffects(deck.cards.map((c) => ({ effectId: c.card.effectId, count: c.count }))),
      );
      deckRows.push([deckId, contentHash, total, variant]);
      for (const [cardId, count] of counts) cardRows.push([deckId, cardId, count]);
      deck.unresolved.forEach((u, line) =>
        unresolvedRows.push([deckId, line + 1, u.count, u.name, u.setCode, u.number, u.reason]),
      );
      idByHash.set(contentHash, deckId);
    });
    await withoutForeignKeyChecks(db, async () => {
      await bulkInsert(
        db,
        'deck',
        [
          ['deck_id', 'int4'],
          ['content_hash', 'text'],
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
  return { ids: identities.map((hash) => idByHash.get(hash) as number), created: fresh.length };
}

/**
 * Keeps the official mini-app codes that came with decks. A code names one list: a code already held
 * by another list, in the file or in the database, refuses the file at the record that brings it.
 */
export async function storeMiniappCodes(db: Db, codes: { code: string; deckId: number; where: string }[]) {
  const deckOf = new Map<string, number>();
  for (const chunk of chunks([...new Set(codes.map((c) => c.code))], 5000)) {
    const rows = await db
      .selectFrom('deck_miniapp_code')
      .select(['code', 'deck_id'])
      .where('code', 'in', chunk)
      .execute();
    for (const r of rows) deckOf.set(r.code, r.deck_id);
  }
  const fresh: { code: string; deck_id: number }[] = [];
  for (const { code, deckId, where } of codes) {
    const holder = deckOf.get(code);
    if (holder === undefined) {
      deckOf.set(code, deckId);
      fresh.push({ code, deck_id: deckId });
    } else if (holder !== deckId) {
      throw new ImportError(at(where, 'deckCode'), `小程序卡组代码 ${code} 已属于另一副卡组`);
    }
  }
  for (const chunk of chunks(fresh, 5000)) await db.insertInto('deck_miniapp_code').values(chunk).execute();
}
