import type { CardAdvanceSearchRequest, ComparisonValue } from '@ptcg/contract';
import { ENERGY_TYPES, TRAINER_TYPES } from '@ptcg/contract';
import { DEFAULT_REGULATION_IN_FORCE, type RegulationInForce } from '@ptcg/tcg';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../index.ts';
import { containsPattern } from '#api/lib/sql-like.ts';
import { normNumber, normSet } from './card-index.ts';

/**
 * Card database queries: products, card detail, basic / advanced / effect search, and the rows
 * behind the evolution tree and generated card faces. Every search runs in SQL; substring
 * conditions use the trigram (pg_trgm) indexes of migration 001 when the term is long enough.
 */

export interface ProductRow {
  set_id: number;
  set_code: string;
  name: string;
  series: string;
  release_date: string | null;
  main_expansion: boolean;
  cards_num: number;
  regulation_mark: string | null;
}

const PRODUCT_COLUMNS = [
  'set_id',
  'set_code',
  'name',
  'series',
  'release_date',
  'main_expansion',
  'cards_num',
  'regulation_mark',
] as const;

/** Newest first; products without a date last. */
export async function listProducts(db: Db): Promise<ProductRow[]> {
  // Products of international-only cards are not Chinese releases: their cards are found by search.
  const rows = await db
    .selectFrom('product')
    .select(PRODUCT_COLUMNS)
    .where('international', '=', false)
    .orderBy(sql`release_date DESC NULLS LAST`)
    .orderBy('set_id', 'desc')
    .execute();
  return rows as ProductRow[];
}

/**
 * A product by its code (the API's setId), matched without case when the exact code is unknown;
 * a number is the former numeric id, kept so that old links still resolve.
 */
export async function findProduct(db: Db, setId: string | number): Promise<ProductRow | null> {
  const base = db.selectFrom('product').select(PRODUCT_COLUMNS);
  if (typeof setId === 'number')
    return ((await base.where('set_id', '=', setId).executeTakeFirst()) as ProductRow | undefined) ?? null;
  const exact = await base.where('set_code', '=', setId).executeTakeFirst();
  if (exact) return exact as ProductRow;
  const loose = await base
    .where(sql<SqlBool>`upper(set_code) = upper(${setId})`)
    .orderBy('set_id')
    .executeTakeFirst();
  return (loose as ProductRow | undefined) ?? null;
}

/** What every card list shows of a card (the contract's CardSummary) and what grids need to draw it. */
export interface CardBriefRow {
  set_code: string;
  card_index: string;
  name: string;
  card_type: string;
  rarity: string;
  effect_id: string;
  image_key: string | null;
  yoren_code: string | null;
  tags: string[];
  stage: string | null;
  set_code_en: string | null;
  card_index_en: string | null;
  name_en: string | null;
  international_only: boolean;
}

const BRIEF = sql.raw(`c.set_code, c.card_index, c.name, c.card_type, c.rarity, c.effect_id, c.image_key, c.yoren_code,
  c.tags, c.stage, c.set_code_en, c.card_index_en, c.name_en, c.international_only`);

export async function productCards(db: Db, setId: number): Promise<CardBriefRow[]> {
  const { rows } = await sql<CardBriefRow>`
    SELECT ${BRIEF} FROM card c WHERE c.set_id = ${setId} ORDER BY c.sort_order, c.card_index`.execute(db);
  return rows;
}

export interface CardDetailRow extends CardBriefRow {
  mechanic: string | null;
  label: string | null;
  description: string | null;
  flavor_text: string | null;
  pokemon_attr: unknown;
  artist: string | null;
  regulation_mark: string | null;
  set_id: number;
  set_name: string;
  series: string;
  release_date: string | null;
  set_cards_num: number;
}

/**
 * card-detail: one print with its product. The exact (setCode, cardIndex) hits the unique index;
 * otherwise the set code is matched without case and a numeric index without leading zeros
 * ("sv1s" / "69" find SV1S 069).
 */
export async function findCard(db: Db, setCode: string, cardIndex: string): Promise<CardDetailRow | null> {
  const select = (where: RawBuilder<SqlBool>) =>
    sql<CardDetailRow>`
    SELECT ${BRIEF}, c.mechanic, c.label, c.description, c.flavor_text, c.pokemon_attr, c.artist,
           c.regulation_mark, p.set_id, p.name AS set_name,
           p.series, p.release_date, p.cards_num AS set_cards_num
    FROM card c JOIN product p ON p.set_id = c.set_id
    WHERE ${where}
    LIMIT 1`.execute(db);
  const exact = await select(sql`c.set_code = ${setCode} AND c.card_index = ${cardIndex}`);
  if (exact.rows[0]) return exact.rows[0];
  const loose = await select(sql`upper(c.set_code) = upper(${setCode})
    AND (upper(c.card_index) = upper(${cardIndex}) OR (${cardIndex} ~ '^[0-9]+$' AND ltrim(c.card_index, '0') = ltrim(${cardIndex}, '0')))`);
  return loose.rows[0] ?? null;
}

export interface EffectSameRow {
  set_code: string;
  card_index: string;
  name: string;
  rarity: string;
}

/** Every print sharing a game effect, oldest product first, with what its legality depends on. */
export async function cardsByEffect(
  db: Db,
  effectId: string,
): Promise<(CardBriefRow & EffectSameRow & { regulation_mark: string | null; series: string })[]> {
  const { rows } = await sql<CardBriefRow & { regulation_mark: string | null; series: string }>`
    SELECT ${BRIEF}, c.regulation_mark, p.series FROM card c JOIN product p ON p.set_id = c.set_id
    WHERE c.effect_id = ${effectId}
    ORDER BY p.release_date NULLS LAST, p.set_id, c.sort_order`.execute(db);
  return rows;
}

export async function advanceSearchParams(db: Db) {
  const expansion = await db
    .selectFrom('product')
    .select(['name', 'set_code'])
    .orderBy(sql`release_date DESC NULLS LAST`)
    .orderBy('set_id', 'desc')
    .execute();
  const artists = await sql<{ artist: string }>`
    SELECT DISTINCT artist FROM card WHERE artist IS NOT NULL AND artist <> '' ORDER BY artist`.execute(db);
  const marks = await sql<{ mark: string }>`
    SELECT DISTINCT regulation_mark AS mark FROM card WHERE regulation_mark IS NOT NULL ORDER BY mark`.execute(db);
  return {
    expansion: expansion.map((e) => ({ setName: e.name, setCode: e.set_code, setId: e.set_code })),
    artist: artists.rows.map((r) => r.artist),
    regulationMark: marks.rows.map((r) => r.mark),
  };
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchPage {
  rows: CardBriefRow[];
  total: number;
}

const MAX_TERMS = 8;

/** Splits a query into AND-ed terms; "SV1S 069" style pairs stay available to the caller. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFKC')
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .slice(0, MAX_TERMS);
}

/** Terms of at least three characters can use the trigram indexes; shorter ones cannot. */
const TRIGRAM_MIN = 3;

/**
 * One term of a basic search matches a card when it is a substring of the Chinese name, the
 * English name, the full pinyin or the pinyin initials of the name, or of the game text.
 * Long terms are ILIKE conditions answered from the trigram indexes (a BitmapOr over them); a
 * 1-2 character term has no trigram, so it is a plain scan, where strpos is much cheaper than LIKE.
 */
function textCondition(
  term: string,
  columns: { names: boolean; text: boolean } = { names: true, text: true },
): RawBuilder<SqlBool> {
  const lower = term.toLowerCase();
  const mechanic = MECHANIC_TERMS[lower];
  // "ex", "V", "VSTAR" name a kind of card: matched against the tags, not every name or text
  // holding those letters (Exeggcute, Volcanion, 对战VIP参加证).
  if (mechanic && columns.names) return sql<SqlBool>`(c.tags @> ARRAY[${mechanic}]::text[])`;
  const latin = /[a-z]/i.test(term);
  const pinyinLike = /^[a-z]+$/i.test(term);
  const parts: RawBuilder<unknown>[] = [];
  if ([...term].length >= TRIGRAM_MIN) {
    const sub = containsPattern(term);
    const lsub = containsPattern(lower);
    if (columns.names) parts.push(sql`c.name ILIKE ${sub}`, sql`lower(c.name_en) LIKE ${lsub}`);
    if (columns.names && pinyinLike) parts.push(sql`c.name_pinyin LIKE ${lsub}`, sql`c.name_initials LIKE ${lsub}`);
    if (columns.text) parts.push(sql`c.effect_text ILIKE ${sub}`);
  } else if (!latin) {
    if (columns.names) parts.push(sql`strpos(c.name, ${term}) > 0`);
    if (columns.text) parts.push(sql`strpos(c.effect_text, ${term}) > 0`);
  } else if (columns.names) {
    // One or two Latin letters start a name or a pinyin: matched against names only, since
    // nearly every rules text contains them.
    parts.push(sql`strpos(lower(c.name), ${lower}) > 0`, sql`strpos(lower(c.name_en), ${lower}) > 0`);
    // A single letter is part of nearly every pinyin; two letters can be initials ("pk").
    if (pinyinLike && term.length === 2)
      parts.push(sql`strpos(c.name_pinyin, ${lower}) > 0`, sql`strpos(c.name_initials, ${lower}) > 0`);
  } else {
    parts.push(sql`strpos(lower(c.effect_text), ${lower}) > 0`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** Search terms that name a mechanic, and the tag cards of that mechanic carry. */
const MECHANIC_TERMS: Record<string, string> = {
  ex: 'ex',
  v: 'V',
  vmax: 'VMAX',
  vstar: 'VSTAR',
  'v-union': 'V-UNION',
  gx: 'GX',
};

/** Set codes among the terms, matched without case against the products ("sv1s" is SV1S). */
async function setCodeTerms(db: Db, terms: string[]): Promise<Map<string, number>> {
  const candidates = terms.filter((t) => /^[0-9A-Za-z.-]+$/.test(t)).map((t) => t.toUpperCase());
  if (candidates.length === 0) return new Map();
  const { rows } = await sql<{ set_id: number; code: string }>`
    SELECT set_id, upper(set_code) AS code FROM product WHERE upper(set_code) = ANY(${candidates}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.set_id]));
}

/**
 * The AND-ed conditions of a basic search. A set code term restricts to that product (set index);
 * with a set code present, a term that looks like a card number also matches the number
 * ("SV1S 069", "SV1S 69").
 */
async function basicConditions(db: Db, allTerms: string[]): Promise<{ where: RawBuilder<SqlBool>; prints: string[] }> {
  const { terms, effects, prints } = await englishPrintTerms(db, allTerms);
  const sets = await setCodeTerms(db, terms);
  const hasSet = sets.size > 0;
  const printConds = effects.map((e) => sql<SqlBool>`c.effect_id = ${e}`);
  const conds = terms.map((t) => {
    const setId = sets.get(t.toUpperCase());
    if (setId !== undefined) return sql<SqlBool>`c.set_id = ${setId}`;
    if (hasSet && /^[0-9A-Za-z-]{1,12}$/.test(t)) {
      const numbers = /^\d+$/.test(t) ? [t, t.padStart(3, '0'), String(Number(t))] : [t];
      return sql<SqlBool>`(upper(c.card_index) = ANY(${numbers.map((n) => n.toUpperCase())}::text[]) OR ${textCondition(t)})`;
    }
    return textCondition(t);
  });
  const all = [...printConds, ...conds];
  return { where: all.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(all, sql` AND `)}`, prints };
}

/**
 * English print codes among the terms ("TWM 130", "PR-SV 85"): each pair that names a print of the
 * international card data stands for the effect of that print, so it finds the Chinese card the
 * print bridges to, or the international-only card. Answers the other terms and those effects.
 */
async function englishPrintTerms(
  db: Db,
  terms: string[],
): Promise<{ terms: string[]; effects: string[]; prints: string[] }> {
  const pairs: { at: number; set: string; number: string }[] = [];
  for (let i = 0; i + 1 < terms.length; i++) {
    if (/^[A-Za-z][A-Za-z0-9-]{1,6}$/.test(terms[i]!) && /^[A-Za-z]{0,4}\d{1,4}[A-Za-z]?$/.test(terms[i + 1]!)) {
      const set = normSet(terms[i]!);
      pairs.push({ at: i, set, number: normNumber(terms[i + 1]!, set) });
    }
  }
  if (pairs.length === 0) return { terms, effects: [], prints: [] };
  const { rows } = await sql<{ key: string; effect_id: string }>`
    SELECT set_code_en || '|' || card_index_en AS key, effect_id FROM card_print_en
    WHERE (set_code_en || '|' || card_index_en) = ANY(${pairs.map((p) => `${p.set}|${p.number}`)}::text[])`.execute(db);
  const effectOf = new Map(rows.map((r) => [r.key, r.effect_id.trim()]));
  const used = new Set<number>();
  const effects: string[] = [];
  const prints: string[] = [];
  for (const p of pairs) {
    const effect = effectOf.get(`${p.set}|${p.number}`);
    if (effect === undefined || used.has(p.at) || used.has(p.at + 1)) continue;
    used.add(p.at).add(p.at + 1);
    effects.push(effect);
    prints.push(`${p.set}|${p.number}`);
  }
  return { terms: terms.filter((_, i) => !used.has(i)), effects, prints };
}

/**
 * Rank of a match for the whole query q: 0 exact name, 1 name prefix, 2 name substring (Chinese,
 * English or pinyin), 3 anything else (game text, set code and number). Chinese names and pinyin
 * are also compared with the query's spaces removed ("喷火龙 ex" is the name 喷火龙ex).
 */
function rankExpr(q: string): RawBuilder<number> {
  const lq = q.toLowerCase();
  const compact = lq.replace(/\s+/g, '');
  // starts_with / strpos rather than LIKE: evaluated on every matched row, and much cheaper.
  return sql<number>`CASE
      WHEN lower(c.name) IN (${lq}, ${compact}) OR lower(c.name_en) = ${lq} OR c.name_pinyin = ${compact} OR c.name_initials = ${compact} THEN 0
      WHEN starts_with(lower(c.name), ${compact}) OR starts_with(lower(c.name_en), ${lq}) OR starts_with(c.name_pinyin, ${compact}) OR starts_with(c.name_initials, ${compact}) THEN 1
      WHEN strpos(lower(c.name), ${compact}) > 0 OR strpos(lower(c.name_en), ${lq}) > 0 OR strpos(c.name_pinyin, ${compact}) > 0 THEN 2
      ELSE 3 END`;
}

/**
 * The common tail of every search: optional one-print-per-effect, ranking, paging and the total.
 * Among equal matches, cards legal in Standard come first, then the newest print: a player looking
 * up 喷火龙ex wants the card in play today, not a 2022 one. With `unique`, the print shown for an
 * effect is its best-ranked, then newest one.
 */
async function runSearch(
  db: Db,
  where: RawBuilder<SqlBool>,
  rank: RawBuilder<number>,
  unique: boolean,
  page: number,
  pageSize: number,
  rules: RegulationInForce = DEFAULT_REGULATION_IN_FORCE,
): Promise<SearchPage> {
  const offset = (page - 1) * pageSize;
  const { rows } = await sql<CardBriefRow & { total: number }>`
    WITH matched AS (
      SELECT ${BRIEF}, c.set_id, c.sort_order, p.release_date, ${rank} AS rank,
             CASE WHEN ${legalCondition('standard', rules)} THEN 0 ELSE 1 END AS illegal
      FROM card c JOIN product p ON p.set_id = c.set_id
      WHERE ${where}
    ), shown AS (
      ${
        unique
          ? sql`SELECT DISTINCT ON (effect_id) * FROM matched ORDER BY effect_id, rank, illegal, release_date DESC NULLS LAST, set_id DESC, sort_order`
          : sql`SELECT * FROM matched`
      }
    )
    SELECT set_code, card_index, name, card_type, rarity, effect_id, image_key, yoren_code, tags, stage, set_code_en,
           card_index_en, name_en, international_only, count(*) OVER () AS total
    FROM shown
    ORDER BY rank, illegal, release_date DESC NULLS LAST, set_id DESC, sort_order
    LIMIT ${pageSize} OFFSET ${offset}`.execute(db);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  if (page === 1) return { rows: [], total: 0 };
  // Past the last page: the total still tells the client how many pages exist.
  const count = await sql<{ n: number }>`
    WITH matched AS (SELECT c.effect_id FROM card c JOIN product p ON p.set_id = c.set_id WHERE ${where})
    SELECT ${unique ? sql`count(DISTINCT effect_id)` : sql`count(*)`} AS n FROM matched`.execute(db);
  return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
}

export interface BasicSearch {
  searchText: string;
  exact: boolean;
  unique: boolean;
  page: number;
  pageSize: number;
}

/** card-basic-search: space-separated terms AND-ed; `exact` compares whole names instead ("喷火龙 ex" is 喷火龙ex). */
export async function basicSearch(db: Db, q: BasicSearch): Promise<SearchPage> {
  const text = q.searchText.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const terms = searchTerms(text);
  if (terms.length === 0) return { rows: [], total: 0 };
  if (q.exact) {
    const where = sql<SqlBool>`(c.name IN (${text}, ${text.replace(/ /g, '')}) OR lower(c.name_en) = ${text.toLowerCase()})`;
    return runSearch(db, where, rankExpr(text), q.unique, q.page, q.pageSize);
  }
  const { where, prints } = await basicConditions(db, terms);
  // The print a code names comes first among the prints of its effect.
  const rank =
    prints.length === 0
      ? rankExpr(text)
      : sql<number>`CASE WHEN c.set_code_en || '|' || c.card_index_en = ANY(${prints}::text[]) THEN -1 ELSE ${rankExpr(text)} END`;
  return runSearch(db, where, rank, q.unique, q.page, q.pageSize);
}

const OPS: Record<ComparisonValue['op'], string> = { '<': '<', '<=': '<=', '=': '=', '>': '>', '>=': '>=' };
const compare = (column: string, c: ComparisonValue) =>
  sql<SqlBool>`${sql.ref(column)} ${sql.raw(OPS[c.op])} ${c.value}`;

/** SQL form of the card legality rules of @ptcg/tcg (legality()) for one regulation group. */
function legalCondition(group: 'standard' | 'expanded' | 'smSeries', rules: RegulationInForce): RawBuilder<SqlBool> {
  const basic = sql<SqlBool>`c.card_type = 'Basic Energy'`;
  const standard = sql<SqlBool>`c.regulation_mark = ANY(${[...rules.standardMarks]}::text[])`;
  if (group === 'standard') return sql`(${basic} OR ${standard})`;
  const series = group === 'expanded' ? rules.expandedSeries : rules.smSeries;
  const inSeries = sql<SqlBool>`p.series = ANY(${[...series]}::text[])`;
  return group === 'expanded' ? sql`(${basic} OR ${standard} OR ${inSeries})` : sql`(${basic} OR ${inSeries})`;
}

function cardTypeValues(filters: string[]): string[] {
  const out = new Set<string>();
  for (const f of filters) {
    if (f === 'Trainer') TRAINER_TYPES.forEach((t) => out.add(t));
    else if (f === 'Energy') ENERGY_TYPES.forEach((t) => out.add(t));
    else out.add(f);
  }
  return [...out];
}

/** card-advance-search: every given filter narrows the result; list filters accept any of their values. */
export async function advanceSearch(
  db: Db,
  q: CardAdvanceSearchRequest,
  rules: RegulationInForce = DEFAULT_REGULATION_IN_FORCE,
): Promise<SearchPage> {
  const conds: RawBuilder<SqlBool>[] = [];
  const anyOf = (column: string, values: string[]) => {
    if (values.length > 0) conds.push(sql<SqlBool>`${sql.raw(column)} = ANY(${values}::text[])`);
  };
  const name = q.name.normalize('NFKC').trim();
  for (const t of searchTerms(name)) conds.push(textCondition(t, { names: true, text: false }));
  for (const t of searchTerms(q.text)) conds.push(textCondition(t, { names: false, text: true }));
  anyOf('c.card_type', cardTypeValues(q.t));
  anyOf('c.mechanic', q.mechanic);
  anyOf('c.label', q.label);
  if (q.is.length > 0) conds.push(sql<SqlBool>`c.tags && ${q.is}::text[]`);
  anyOf('c.energy_type', q.energy);
  anyOf('c.stage', q.stage);
  if (q.has.includes('ability')) conds.push(sql<SqlBool>`c.has_ability`);
  anyOf('c.weakness', q.weak);
  anyOf('c.resistance', q.rs);
  anyOf('p.series', q.series);
  anyOf('c.set_code', q.setS);
  anyOf('c.artist', q.artist);
  anyOf('c.rarity', q.r);
  anyOf('c.regulation_mark', q.mark);
  if (q.hp) conds.push(compare('c.hp', q.hp));
  if (q.rc) conds.push(compare('c.retreat_cost', q.rc));
  if (q.reg.length > 0)
    conds.push(
      sql<SqlBool>`(${sql.join(
        q.reg.map((g) => legalCondition(g, rules)),
        sql` OR `,
      )})`,
    );
  const where = conds.length > 0 ? sql<SqlBool>`${sql.join(conds, sql` AND `)}` : sql<SqlBool>`true`;
  const rank = name !== '' ? rankExpr(name) : sql<number>`0`;
  return runSearch(db, where, rank, q.unique, q.page, q.pageSize, rules);
}

// ---------------------------------------------------------------------------------------------
// Evolution tree and card faces

export interface SpeciesRow {
  yoren_code: string;
  name: string;
  evolves_from: string | null;
}

/**
 * One row per Pokémon yorenCode: the shortest name printed for it and the name it evolves from,
 * if any print says. The evolution tree gathers these rows by species.
 */
export async function speciesRows(db: Db): Promise<SpeciesRow[]> {
  const { rows } = await sql<SpeciesRow>`
    SELECT DISTINCT ON (yoren_code) yoren_code, name,
           (SELECT e.evolves_from FROM card e
             WHERE e.yoren_code = c.yoren_code AND NOT e.international_only AND e.evolves_from IS NOT NULL AND e.stage IN ('Stage 1', 'Stage 2')
             GROUP BY e.evolves_from ORDER BY count(*) DESC, e.evolves_from LIMIT 1) AS evolves_from
    FROM card c
    -- The tree names species as Chinese prints do; international-only cards may have English names only.
    WHERE card_type = 'Pokemon' AND yoren_code IS NOT NULL AND NOT international_only
    ORDER BY yoren_code, char_length(name), name`.execute(db);
  return rows;
}

export interface CardFaceRow {
  set_code: string;
  card_index: string;
  name: string;
  card_type: string;
  rarity: string;
  description: string | null;
  pokemon_attr: unknown;
  set_name: string;
  regulation_mark: string | null;
}

export async function cardFace(db: Db, setCode: string, cardIndex: string): Promise<CardFaceRow | null> {
  const { rows } = await sql<CardFaceRow>`
    SELECT c.set_code, c.card_index, c.name, c.card_type, c.rarity, c.description, c.pokemon_attr, c.regulation_mark,
           p.name AS set_name
    FROM card c JOIN product p ON p.set_id = c.set_id
    WHERE c.set_code = ${setCode} AND c.card_index = ${cardIndex}`.execute(db);
  return rows[0] ?? null;
}

/**
 * A card's `is` in every card list: its mechanic and other printed tags, then its stage
 * (`["ex", "Stage 2"]`, `["Basic"]`); a stage already among the tags (VSTAR, VMAX) is not repeated.
 */
export function summaryTags(tags: readonly string[], stage: string | null): string[] {
  return stage === null || tags.includes(stage) ? [...tags] : [...tags, stage];
}

/** Changes whenever cards are inserted, updated or deleted (the key of caches built from the cards). */
export async function cardDataVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('card')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.latest ? new Date(row.latest).getTime() : 0}`;
}

/** The effect id of a print, or null when there is no such print. */
export async function effectOfPrint(db: Db, setCode: string, cardIndex: string): Promise<string | null> {
  const card = await db
    .selectFrom('card')
    .select('effect_id')
    .where('set_code', '=', setCode)
    .where('card_index', '=', cardIndex)
    .executeTakeFirst();
  return card?.effect_id ?? null;
}

/**
 * Pokémon prints whose English name holds `word` (letters, digits and hyphens only, so it needs no
 * LIKE escaping), for the archetype icons.
 */
export async function pokemonNamedLike(
  db: Db,
  word: string,
): Promise<{ card_id: number; name: string; name_en: string | null; energy_type: string | null }[]> {
  if (!/^[a-z0-9-]+$/.test(word)) return [];
  return db
    .selectFrom('card')
    .select(['card_id', 'name', 'name_en', 'energy_type'])
    .where('card_type', '=', 'Pokemon')
    .where(sql<boolean>`lower(name_en) LIKE ${`%${word}%`}`)
    .execute();
}
