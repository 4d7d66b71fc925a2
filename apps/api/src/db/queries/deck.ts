import type { Deck, DeckCard } from '@ptcg/contract';
import { DEFAULT_VARIANT_NAME } from '@ptcg/contract';
import { isProvisionalName } from '@ptcg/tcg';
import { sortDeck } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Env } from '#api/env.ts';
import { cardFaceUrl, cardImageUrl, internationalImageUrl } from '#api/lib/card-image.ts';
import type { Db } from '../index.ts';
import { summaryTags } from './card.ts';

/**
 * The archetype name shown for a deck: its variant's own name, except that a category's catch-all
 * variant (is_other) reads as its category ("沙奈朵"), since 其他 alone does not say which archetype
 * the deck is and real clients expect the archetype's name without filler words.
 * Expects the variant as `v` and its category as `c`.
 */
export const VARIANT_NAME = sql<string | null>`CASE WHEN v.is_other AND c.name IS NOT NULL THEN c.name ELSE v.name END`;

export interface DeckRef {
  variantId: number | null;
  variantName: string;
  variantIcon: string[];
  deckId: number;
}

/** One deck of a standings row as entryDecksJson answers it. */
interface EntryDeckJson {
  day: number;
  deckId: number;
  variantId: number | null;
  variantName: string | null;
  variantIcon: string[] | null;
}

/**
 * A correlated subquery: the decks of the standings row `entryId` (a column reference) as a JSON
 * array in day then slot order, with their archetype. With pinCode, only that player's decks (a team
 * entry records each member's deck; rows without a player belong to every member). A variant
 * without icons of its own shows its category's icons; names follow VARIANT_NAME.
 */
export function entryDecksJson(entryId: RawBuilder<unknown>, pinCode?: string) {
  const forPlayer = pinCode === undefined ? sql`` : sql`AND (ed.pin_code IS NULL OR ed.pin_code = ${pinCode})`;
  return sql<EntryDeckJson[] | null>`(
    SELECT json_agg(json_build_object(
      'day', ed.day, 'deckId', ed.deck_id, 'variantId', v.id, 'variantName', ${VARIANT_NAME},
      'variantIcon', CASE WHEN cardinality(v.icons) > 0 THEN v.icons ELSE c.icons END
    ) ORDER BY ed.day, ed.slot)
    FROM entry_deck ed
    JOIN deck d ON d.deck_id = ed.deck_id
    LEFT JOIN deck_category v ON v.id = d.variant_id
    LEFT JOIN deck_category c ON c.id = v.parent_id
    WHERE ed.entry_id = ${entryId} ${forPlayer}
  )`;
}

/**
 * The distinct decks of entryDecksJson rows (a two-day entry often plays one list twice), optionally
 * of one day; an unclassified deck is 其他.
 */
export function deckRefs(rows: readonly EntryDeckJson[] | null, day?: number): DeckRef[] {
  const seen = new Set<number>();
  const out: DeckRef[] = [];
  for (const r of rows ?? []) {
    if ((day !== undefined && r.day !== day) || seen.has(r.deckId)) continue;
    seen.add(r.deckId);
    out.push({
      variantId: r.variantId ?? null,
      variantName: r.variantName ?? DEFAULT_VARIANT_NAME,
      variantIcon: r.variantIcon ?? [],
      deckId: r.deckId,
    });
  }
  return out;
}

/** The first official mini-app code that came with a deck, or '' (the site makes up none). */
export async function miniappCodeOf(db: Db, deckId: number): Promise<string> {
  const row = await db
    .selectFrom('deck_miniapp_code')
    .select('code')
    .where('deck_id', '=', deckId)
    .orderBy('created_at')
    .orderBy('code')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? '';
}

/** The deck an official mini-app code names. */
export async function deckIdOfMiniappCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('deck_miniapp_code').select('deck_id').where('code', '=', code).executeTakeFirst();
  return row?.deck_id;
}

/** A deck list with its archetype and every card's display fields, in deck-sort order. */
export async function deckDetail(db: Db, env: Pick<Env, 'CARD_IMAGE_URL'>, deckId: number): Promise<Deck | undefined> {
  const deck = await db
    .selectFrom('deck as d')
    .leftJoin('deck_category as v', 'v.id', 'd.variant_id')
    .leftJoin('deck_category as c', 'c.id', 'v.parent_id')
    .select([
      'd.deck_id',
      'v.id as variant_id',
      VARIANT_NAME.as('variant_name'),
      sql<string[] | null>`CASE WHEN cardinality(v.icons) > 0 THEN v.icons ELSE c.icons END`.as('icons'),
    ])
    .where('d.deck_id', '=', deckId)
    .executeTakeFirst();
  if (!deck) return undefined;
  const rows = await db
    .selectFrom('deck_card as dc')
    .innerJoin('card as k', 'k.card_id', 'dc.card_id')
    .select([
      'dc.count',
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
      'k.dex_ids',
    ])
    .where('dc.deck_id', '=', deckId)
    .execute();
  const cards: (DeckCard & { species: string | null })[] = rows.map((r) => ({
    count: r.count,
    cardType: r.card_type,
    cardName: r.name,
    yorenCode: r.yoren_code,
    is: summaryTags(r.tags, r.stage),
    setCode: r.set_code,
    cardIndex: r.card_index,
    setCodeEn: r.set_code_en,
    cardIndexEn: r.card_index_en,
    nameEn: r.name_en,
    internationalOnly: r.international_only,
    nameProvisional: isProvisionalName({ internationalOnly: r.international_only, name: r.name, nameEn: r.name_en }),
    rarity: r.rarity,
    effectId: r.effect_id,
    stage: r.stage,
    evolvesFrom: r.evolves_from,
    label: r.label,
    mechanic: r.mechanic,
    imageUrl: cardImageUrl(env, r.image_key, r.set_code, r.card_index),
    faceUrl: cardFaceUrl(r.set_code, r.card_index),
    species: r.dex_ids.length === 1 ? `P${r.dex_ids[0]}` : null,
  }));
  // Rule-box Pokémon have a yorenCode of their own (Y<n>); sorting groups a family by species, so
  // that Pidgeot ex joins Pidgey even without Pidgeotto in the deck.
  const sorted = sortDeck(cards.map((c) => ({ ...c, yorenCode: c.species ?? c.yorenCode })));
  const yorenOf = new Map(cards.map((c) => [`${c.setCode} ${c.cardIndex}`, c.yorenCode]));
  // A line naming an international print the card data holds (an international-only card) shows its picture.
  const unresolvedRows = await db
    .selectFrom('deck_unresolved as u')
    .leftJoin('card_print_en as p', (join) =>
      join.onRef('p.set_code_en', '=', 'u.set_code_en').onRef('p.card_index_en', '=', 'u.number_en'),
    )
    .select([
      'u.count',
      'u.name_en as nameEn',
      'u.set_code_en as setCodeEn',
      'u.number_en as cardIndexEn',
      'u.reason',
      'p.image_key as imageKey',
    ])
    .where('u.deck_id', '=', deckId)
    .orderBy('u.line_no')
    .execute();
  const unresolved = unresolvedRows.map(({ imageKey, ...line }) => ({
    ...line,
    imageUrl: internationalImageUrl(env, imageKey),
  }));
  return {
    deckId: deck.deck_id,
    deckCode: await miniappCodeOf(db, deck.deck_id),
    cards: sorted.map(({ species: _species, ...c }) => ({
      ...c,
      yorenCode: yorenOf.get(`${c.setCode} ${c.cardIndex}`) ?? null,
    })),
    unresolved,
    variant: {
      deckId: deck.deck_id,
      variantId: deck.variant_id,
      variantName: deck.variant_name ?? DEFAULT_VARIANT_NAME,
      variantIcon: deck.icons ?? [],
    },
  };
}
