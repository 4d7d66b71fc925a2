// Queries behind the decklist page and the deck tools: where a list was played, an archetype's
// consensus list, and Pokémon TCG Live text resolved to Chinese prints.
import { createHash } from 'node:crypto';
import type { DeckCard, ResponseOf } from '@ptcg/contract';
import { DEFAULT_VARIANT_NAME } from '@ptcg/contract';
import { isProvisionalName } from '@ptcg/tcg';
import {
  consensusList,
  type Classifier,
  deckContentKey,
  deckEffects,
  DEFAULT_REGULATION_IN_FORCE,
  parseDeckText,
  sortDeck,
  toIsoDate,
} from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Env } from '#api/env.ts';
import { cardFaceUrl, cardImageUrl } from '#api/lib/card-image.ts';
import type { Db } from '../index.ts';
import { CardIndex, describeEnglishLine } from './card-index.ts';
import { currentRegulation } from './app.ts';
import { miniappCodeOf, VARIANT_NAME } from './deck.ts';

type ImageEnv = Pick<Env, 'CARD_IMAGE_URL'>;
type DeckConsensus = ResponseOf<'deck/consensus'>;
type DeckImportText = ResponseOf<'deck/import-text'>;

/**
 * The English side of the card table changes only when cards are imported, while loading it takes a
 * few hundred milliseconds: pasted lists within a minute share one copy per database.
 */
const INDEX_TTL_MS = 60_000;
const indexCache = new WeakMap<Db, { loadedAt: number; index: Promise<CardIndex> }>();

function cardIndexOf(db: Db): Promise<CardIndex> {
  const cached = indexCache.get(db);
  if (cached && Date.now() - cached.loadedAt < INDEX_TTL_MS) return cached.index;
  const index = CardIndex.load(db);
  indexCache.set(db, { loadedAt: Date.now(), index });
  index.catch(() => indexCache.delete(db));
  return index;
}

/** Deck rows (display fields of each print) for card ids with their counts, in deck-sort order. */
export async function deckCardsOf(
  db: Db,
  env: ImageEnv,
  counts: ReadonlyMap<number, number>,
): Promise<(DeckCard & { cardId: number })[]> {
  if (counts.size === 0) return [];
  const rows = await db
    .selectFrom('card as k')
    .select([
      'k.card_id',
      'k.card_type',
      'k.name',
      'k.yoren_code',
      'k.tags',
      'k.set_code',
      'k.card_index',
      'k.set_code_en',
      'k.card_index_en',
      'k.name_en',
      'k.international_only',
      'k.rarity',
      'k.effect_id',
      'k.stage',
      'k.evolves_from',
      'k.label',
      'k.mechanic',
      'k.image_key',
    ])
    .where('k.card_id', 'in', [...counts.keys()])
    .execute();
  return sortDeck(
    rows.map((r) => ({
      cardId: r.card_id,
      count: counts.get(r.card_id) ?? 0,
      cardType: r.card_type,
      cardName: r.name,
      yorenCode: r.yoren_code,
      is: r.tags,
      setCode: r.set_code,
      cardIndex: r.card_index,
      setCodeEn: r.set_code_en,
      cardIndexEn: r.card_index_en,
      nameEn: r.name_en,
      internationalOnly: r.international_only,
      nameProvisional: isProvisionalName({ internationalOnly: r.international_only, name: r.name, nameEn: r.name_en }),
      rarity: r.rarity,
      effectId: r.effect_id.trim(),
      stage: r.stage,
      evolvesFrom: r.evolves_from,
      label: r.label,
      mechanic: r.mechanic,
      imageUrl: cardImageUrl(env, r.image_key, r.set_code, r.card_index),
      faceUrl: cardFaceUrl(r.set_code, r.card_index),
    })),
  );
}

/** A category or variant with its top-level category, named as the decklist shows it. */
async function archetypeOf(db: Db, variantId: number | null) {
  if (variantId === null) return null;
  const row = await db
    .selectFrom('deck_category as v')
    .leftJoin('deck_category as c', 'c.id', 'v.parent_id')
    .select([
      'v.id',
      'v.parent_id',
      'c.name as category_name',
      VARIANT_NAME.as('variant_name'),
      sql<string[] | null>`CASE WHEN cardinality(v.icons) > 0 THEN v.icons ELSE c.icons END`.as('icons'),
      'v.name',
    ])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    categoryId: row.parent_id ?? row.id,
    categoryName: row.category_name ?? row.name,
    variant: { variantId: row.id, variantName: row.variant_name ?? row.name, variantIcon: row.icons ?? [] },
  };
}

/** Every standings row that registered this exact list, newest first; null for an unknown deck. */
export async function deckPlayed(db: Db, deckId: number) {
  const deck = await db
    .selectFrom('deck')
    .select(['deck_id', 'variant_id'])
    .where('deck_id', '=', deckId)
    .executeTakeFirst();
  if (!deck) return null;
  const rows = await sql<{
    tournament_id: number;
    tournament_name: string;
    date: string;
    regulation: string;
    pin_code: string;
    nickname: string;
    rank: number;
    points: string | number;
    qualified: boolean;
  }>`
    SELECT DISTINCT t.id AS tournament_id, t.name AS tournament_name, t.date, t.regulation, ep.pin_code, ep.nickname,
           e.rank, e.points, e.qualified
    FROM entry_deck ed
    JOIN entry e ON e.id = ed.entry_id
    JOIN tournament t ON t.id = e.tournament_id
    JOIN entry_player ep ON ep.entry_id = e.id AND (ed.pin_code IS NULL OR ed.pin_code = ep.pin_code)
    WHERE ed.deck_id = ${deckId}
    ORDER BY t.date DESC, t.id DESC, e.rank, ep.pin_code`.execute(db);
  const archetype = await archetypeOf(db, deck.variant_id);
  return {
    categoryId: archetype?.categoryId ?? null,
    categoryName: archetype?.categoryName ?? null,
    list: rows.rows.map((r) => ({
      tournamentId: r.tournament_id,
      tournamentName: r.tournament_name,
      date: toIsoDate(r.date),
      regulation: r.regulation,
      playerPinCode: r.pin_code,
      playerName: r.nickname,
      rank: r.rank,
      points: Number(r.points),
      qualified: r.qualified,
    })),
  };
}

/**
 * The consensus list of a category (with all its variants) or of one variant, over every registration
 * of its decks under one regulation: a list registered by five players weighs five times. Without a
 * regulation, the one with the latest registration of the category is used.
 */
export async function deckConsensus(
  db: Db,
  env: ImageEnv,
  id: number,
  regulation: string,
): Promise<DeckConsensus | null> {
  const category = await db.selectFrom('deck_category').select('id').where('id', '=', id).executeTakeFirst();
  if (!category) return null;
  // The plays the card usage (deck/core-card) counts: decks of ended events, a two-day entry once with
  // the deck it finished with (deck_play).
  const perRegulation = await sql<{ regulation: string; count: string | number; last_date: string }>`
    SELECT t.regulation, count(*) AS count, max(t.date) AS last_date
    FROM deck_play p
    JOIN deck d ON d.deck_id = p.deck_id
    JOIN deck_category v ON v.id = d.variant_id
    JOIN tournament t ON t.id = p.tournament_id
    WHERE (v.id = ${id} OR v.parent_id = ${id}) AND t.regulation <> ''
    GROUP BY t.regulation
    ORDER BY max(t.date) DESC, t.regulation`.execute(db);
  const regulationCount = perRegulation.rows.map((r) => ({ regulation: r.regulation, count: Number(r.count) }));
  // The same default as the archetype's card usage (deck/core-card), so both views count the same decks:
  // the current format when the archetype was played in it, otherwise the one it was played most in.
  const current = await currentRegulation(db);
  const mostPlayed = [...regulationCount].sort((a, b) => b.count - a.count)[0]?.regulation ?? '';
  const chosen = regulation || (regulationCount.some((r) => r.regulation === current) ? current : mostPlayed);
  const registrations = await sql<{ deck_id: number; registrations: string | number }>`
    SELECT p.deck_id, count(*) AS registrations
    FROM deck_play p
    JOIN deck d ON d.deck_id = p.deck_id
    JOIN deck_category v ON v.id = d.variant_id
    JOIN tournament t ON t.id = p.tournament_id
    WHERE (v.id = ${id} OR v.parent_id = ${id}) AND t.regulation = ${chosen}
    GROUP BY p.deck_id`.execute(db);
  const weight = new Map(registrations.rows.map((r) => [r.deck_id, Number(r.registrations)]));
  const deckNum = [...weight.values()].reduce((s, n) => s + n, 0);
  if (weight.size === 0) return { regulation: chosen, deckNum: 0, regulationCount, cards: [] };

  const rows = await db
    .selectFrom('deck_card as dc')
    .innerJoin('card as k', 'k.card_id', 'dc.card_id')
    .select(['dc.deck_id', 'dc.card_id', 'dc.count', 'k.effect_id'])
    .where('dc.deck_id', 'in', [...weight.keys()])
    .execute();
  const decks = new Map<number, { effectId: string; count: number }[]>();
  // The print shown for an effect: the one the most registrations play.
  const printVotes = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const effectId = r.effect_id.trim();
    const list = decks.get(r.deck_id) ?? [];
    list.push({ effectId, count: r.count });
    decks.set(r.deck_id, list);
    const votes = printVotes.get(effectId) ?? new Map<number, number>();
    votes.set(r.card_id, (votes.get(r.card_id) ?? 0) + (weight.get(r.deck_id) ?? 1));
    printVotes.set(effectId, votes);
  }
  const weighted = [...decks.entries()].flatMap(([deckId, cards]) =>
    Array.from({ length: weight.get(deckId) ?? 1 }, () => cards),
  );
  const entries = consensusList(weighted);
  const counts = new Map<number, number>();
  const supportByCard = new Map<number, number>();
  for (const e of entries) {
    const votes = [...(printVotes.get(e.effectId) ?? new Map<number, number>()).entries()].sort(
      (a, b) => b[1] - a[1] || a[0] - b[0],
    );
    const cardId = votes[0]?.[0];
    if (cardId === undefined) continue;
    counts.set(cardId, e.count);
    supportByCard.set(cardId, e.support);
  }
  const cards = await deckCardsOf(db, env, counts);
  return {
    regulation: chosen,
    deckNum,
    regulationCount,
    cards: cards.map(({ cardId, ...card }) => ({ ...card, support: supportByCard.get(cardId) ?? 0 })),
  };
}

/**
 * Pokémon TCG Live or Limitless text as Chinese prints. Each line resolves through the English bridge
 * (any English print of a card finds our print with the same effect); lines that do not resolve are
 * answered with the reason and the rest still forms the deck. The archetype comes from the same
 * classifier the results importers use, and a stored deck with exactly these cards is named.
 */
export async function importDeckText(
  db: Db,
  env: ImageEnv,
  text: string,
  classifier: Classifier,
  index?: CardIndex,
): Promise<DeckImportText> {
  const parsed = parseDeckText(text);
  const unresolved = parsed.errors.map((e) => ({ line: e.line, text: e.text, reason: e.message }));
  index ??= await cardIndexOf(db);
  const counts = new Map<number, number>();
  const effects: { effectId: string; count: number }[] = [];
  const prints: { setCode: string; cardIndex: string; count: number }[] = [];
  const rawLines = text.split(/\r?\n/);
  for (const line of parsed.lines) {
    const card = index.english(line, DEFAULT_REGULATION_IN_FORCE.standardMarks);
    if (!card) {
      unresolved.push({
        line: line.line,
        text: (rawLines[line.line - 1] ?? '').trim(),
        reason: line.setCode
          ? `找不到卡牌 ${describeEnglishLine(line)} 对应的中文卡牌`
          : `找不到名为 ${line.name} 的卡牌，请写上系列代码和编号`,
      });
      continue;
    }
    counts.set(card.cardId, (counts.get(card.cardId) ?? 0) + line.qty);
    effects.push({ effectId: card.effectId, count: line.qty });
    prints.push({ setCode: card.setCode, cardIndex: card.cardIndex, count: line.qty });
  }
  unresolved.sort((a, b) => a.line - b.line);

  const cards = (await deckCardsOf(db, env, counts)).map(({ cardId: _cardId, ...card }) => card);
  const contentHash = prints.length ? createHash('sha256').update(deckContentKey(prints)).digest('hex') : '';
  const stored = contentHash
    ? await db
        .selectFrom('deck')
        .select(['deck_id', 'variant_id'])
        .where('content_hash', '=', contentHash)
        .executeTakeFirst()
    : undefined;
  const variantId = stored ? stored.variant_id : prints.length ? classifier.classify(deckEffects(effects)) : null;
  const archetype = await archetypeOf(db, variantId);
  return {
    cards,
    unresolved,
    deckId: stored?.deck_id ?? null,
    deckCode: stored ? await miniappCodeOf(db, stored.deck_id) : '',
    categoryId: archetype?.categoryId ?? null,
    variant: archetype?.variant ?? { variantId: null, variantName: DEFAULT_VARIANT_NAME, variantIcon: [] },
  };
}
