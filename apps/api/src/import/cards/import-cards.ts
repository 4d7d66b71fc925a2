import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { bumpDataVersion } from '#api/db/data-version.ts';
import type { Db } from '#api/db/index.ts';
import { mergeGinPendingLists } from '#api/db/maintenance.ts';
import type { CardTable } from '#api/db/schema.ts';
import { buildBridge } from './bridge.ts';
import { chineseKeys, englishPrintsOf, linkEnglishPrints } from './english-prints.ts';
import {
  CardFile,
  CardRecord,
  EnglishPrintRecord,
  ProductRecord,
  type CardDocument,
  type CardRecordInput,
} from './format.ts';
import { effectIdOf, effectTextOf, YorenNumbering } from './game-text.ts';
import { convertAsiaSets, type TcgdexSetFile } from './tcgdex.ts';
import { jsonColumn } from '#api/lib/json-column.ts';
import { chunks } from '#api/lib/batches.ts';

export interface ImportReport {
  files: number;
  products: number;
  cards: number;
  /** Cards that were not in the database before this import. */
  inserted: number;
  updated: number;
  /** Chinese cards with an English print (setCodeEn / cardIndexEn / nameEn). */
  bridged: number;
  /** Cards of international-only prints (no Chinese print yet), among `cards`. */
  internationalCards: number;
  /** bridged / Chinese cards, 0..1. */
  coverage: number;
  /** English prints written, how many of them are international-only, and how many earlier international-only prints now have their Chinese card. */
  englishPrints: number;
  internationalOnly: number;
  merged: number;
  /** International-only cards that merged into the Chinese card this import brought. */
  mergedCards: number;
}

export interface ImportOptions {
  onProgress?: (message: string) => void;
}

/** An input problem, with the file, record and field it concerns. Nothing was written. */
export class CardImportError extends Error {}

/** Expands folders to the .json / .json.gz files inside them (recursively, sorted). */
export function expandInputs(inputs: string[]): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const stat = fs.statSync(input, { throwIfNoEntry: false });
    if (!stat) throw new CardImportError(`文件 ${input} 不存在`);
    if (stat.isDirectory()) {
      const entries = fs.readdirSync(input, { recursive: true, encoding: 'utf8' }).sort();
      out.push(...entries.filter((e) => /\.json(\.gz)?$/.test(e)).map((e) => path.join(input, e)));
    } else {
      out.push(input);
    }
  }
  return out;
}

function readJson(file: string): unknown {
  let text: string;
  try {
    const raw = fs.readFileSync(file);
    text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  } catch (err) {
    throw new CardImportError(`文件 ${file} 无法读取: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CardImportError(`文件 ${file} 不是有效的 JSON: ${(err as Error).message}`);
  }
}

const isTcgdexSet = (v: unknown): v is TcgdexSetFile =>
  typeof v === 'object' && v !== null && 'serie' in v && 'set' in v && Array.isArray((v as { cards?: unknown }).cards);
const isInternational = (s: TcgdexSetFile) => s.cards.some((c) => c.name.en !== undefined);

const issueText = (issue: { path: PropertyKey[]; message: string }) =>
  `字段 ${issue.path.map(String).join('.') || '(整体)'}: ${issue.message}`;

interface ValidProduct {
  record: Omit<ProductRecord, 'cards'>;
  cards: CardRecord[];
  file: string;
}
interface CardInputs {
  products: ValidProduct[];
  englishPrints: EnglishPrintRecord[];
  /** International set files given without Asian ones: linked to the Chinese cards already stored. */
  internationalAlone: TcgdexSetFile[];
}

/** Validates the English prints of one document; an error names the file, the print and the field. */
function validateEnglishPrints(raw: unknown[] | undefined, file: string): EnglishPrintRecord[] {
  return (raw ?? []).map((r, i) => {
    const parsed = EnglishPrintRecord.safeParse(r);
    if (!parsed.success) {
      const p = r as { setCodeEn?: unknown; cardIndexEn?: unknown } | null;
      throw new CardImportError(
        `文件 ${file} 第 ${i + 1} 张英文卡 (${String(p?.setCodeEn ?? '?')} ${String(p?.cardIndexEn ?? '?')}) ${issueText(parsed.error.issues[0]!)}`,
      );
    }
    return parsed.data;
  });
}

/** Validates one document of our format; every error names the file, the card and the field. */
function validateDocument(doc: unknown, file: string): ValidProduct[] {
  const head = CardFile.safeParse(doc);
  if (!head.success) {
    throw new CardImportError(
      `文件 ${file} 不是卡牌数据文件 (${CardFile.shape.format.value} 第 1 版): ${issueText(head.error.issues[0]!)}`,
    );
  }
  const out: ValidProduct[] = [];
  let n = 0;
  head.data.products.forEach((raw, pi) => {
    const product = ProductRecord.safeParse(raw);
    if (!product.success) {
      const code = (raw as { setCode?: unknown } | null)?.setCode;
      throw new CardImportError(
        `文件 ${file} 第 ${pi + 1} 个产品 (${String(code ?? '?')}) ${issueText(product.error.issues[0]!)}`,
      );
    }
    const { cards: rawCards, ...record } = product.data;
    const cards = rawCards.map((rc) => {
      n++;
      const parsed = CardRecord.safeParse(rc);
      if (!parsed.success) {
        const idx = (rc as { cardIndex?: unknown } | null)?.cardIndex;
        throw new CardImportError(
          `文件 ${file} 第 ${n} 张卡 (${record.setCode} ${String(idx ?? '?')}) ${issueText(parsed.error.issues[0]!)}`,
        );
      }
      return parsed.data;
    });
    out.push({ record, cards, file });
  });
  return out;
}

/** Reads every input into validated products and English prints: our format as is, TCGdex set files through the converter. */
export function loadCardInputs(files: string[]): CardInputs {
  const products: ValidProduct[] = [];
  const englishPrints: EnglishPrintRecord[] = [];
  const asia: { set: TcgdexSetFile; file: string }[] = [];
  const international: TcgdexSetFile[] = [];
  for (const file of files) {
    const doc = readJson(file);
    if (isTcgdexSet(doc)) {
      if (isInternational(doc)) international.push(doc);
      else asia.push({ set: doc, file });
    } else {
      products.push(...validateDocument(doc, file));
      englishPrints.push(...validateEnglishPrints((doc as { englishPrints?: unknown[] }).englishPrints, file));
    }
  }
  if (asia.length > 0) {
    const { document } = convertAsiaSets(
      asia.map((a) => a.set),
      international.length > 0 ? buildBridge(international) : null,
    );
    englishPrints.push(...validateEnglishPrints(document.englishPrints, 'international'));
    const origin = new Map(asia.map((a) => [a.set.set.id, a.file]));
    for (const p of document.products) {
      const single: CardDocument = { ...document, products: [p] };
      products.push(...validateDocument(single, origin.get(p.setCode) ?? p.setCode));
    }
  }

  const setCodeOfId = new Map<number, string>();
  const seen = new Map<string, string>();
  for (const p of products) {
    const other = setCodeOfId.get(p.record.setId);
    if (other !== undefined && other !== p.record.setCode) {
      throw new CardImportError(
        `文件 ${p.file} 产品 ${p.record.setCode} 字段 setId: ${p.record.setId} 已被产品 ${other} 使用`,
      );
    }
    setCodeOfId.set(p.record.setId, p.record.setCode);
    p.cards.forEach((c, i) => {
      const key = `${p.record.setCode} ${c.cardIndex}`;
      const first = seen.get(key);
      if (first !== undefined)
        throw new CardImportError(`文件 ${p.file} 第 ${i + 1} 张卡 (${key}) 字段 cardIndex: 与 ${first} 中的卡重复`);
      seen.set(key, p.file);
    });
  }
  const printSeen = new Set<string>();
  englishPrints.forEach((e, i) => {
    const key = `${e.setCodeEn} ${e.cardIndexEn}`;
    if (printSeen.has(key)) throw new CardImportError(`第 ${i + 1} 张英文卡 (${key}) 字段 cardIndexEn: 重复`);
    printSeen.add(key);
  });
  return { products, englishPrints, internationalAlone: asia.length === 0 ? international : [] };
}

/**
 * English prints of international set files imported on their own (a new English set): linked to
 * the Chinese cards of the database by the rule of english-prints.ts.
 */
async function englishPrintsAgainstStoredCards(trx: Db, international: TcgdexSetFile[]): Promise<EnglishPrintRecord[]> {
  const rows = await trx
    .selectFrom('card')
    .select([
      'card_index',
      'name',
      'card_type',
      'mechanic',
      'rarity',
      'dex_ids',
      'pokemon_attr',
      'effect_id',
      'regulation_mark',
    ])
    .execute();
  const cards: CardRecordInput[] = rows.map((r) => ({
    cardIndex: r.card_index,
    name: r.name,
    cardType: r.card_type as CardRecordInput['cardType'],
    mechanic: r.mechanic,
    rarity: r.rarity as CardRecordInput['rarity'],
    dexIds: r.dex_ids,
    regulationMark: r.regulation_mark,
    effectId: r.effect_id.trim(),
    pokemonAttr: jsonColumn<CardRecordInput['pokemonAttr']>(r.pokemon_attr),
  }));
  return linkEnglishPrints(englishPrintsOf(international), cards).prints;
}

/**
 * Full pinyin or initials of a name, Latin letters and digits kept in place ("皮卡丘ex" is
 * "pikaqiuex" / "pkqex"), so that "pikaqiu" matches 皮卡丘 exactly and 皮卡丘ex by prefix.
 */
const pinyinOf = (name: string, first: boolean) =>
  pinyin(name, {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    ...(first ? { pattern: 'first' as const } : {}),
  })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type CardRow = Omit<CardTable, 'card_id' | 'updated_at' | 'pokemon_attr' | 'flavor_text' | 'international_only'> & {
  pokemon_attr: string | null;
  flavor_text: string;
  international_only: boolean;
};

function cardRow(c: CardRecord, setId: number, setCode: string, sortOrder: number, yoren: YorenNumbering): CardRow {
  const a = c.pokemonAttr;
  return {
    set_id: setId,
    set_code: setCode,
    card_index: c.cardIndex,
    sort_order: sortOrder,
    name: c.name,
    card_type: c.cardType,
    mechanic: c.mechanic,
    label: c.label,
    tags: c.is,
    rarity: c.rarity,
    artist: c.artist,
    description: c.description,
    flavor_text: c.flavorText ?? '',
    regulation_mark: c.regulationMark,
    effect_id: c.effectId ?? effectIdOf(c),
    effect_text: effectTextOf(c),
    yoren_code: c.yorenCode === undefined ? yoren.codeOf(c) : c.yorenCode,
    pokemon_attr: a ? JSON.stringify(a) : null,
    stage: a?.stage ?? null,
    energy_type: a?.energyType ?? null,
    hp: a?.hp ?? null,
    retreat_cost: a?.retreatCost ?? null,
    weakness: a?.weakness?.energy ?? null,
    resistance: a?.resistance?.energy ?? null,
    has_ability: (a?.ability.length ?? 0) > 0,
    evolves_from: a?.evolvesFrom ?? null,
    dex_ids: c.dexIds,
    set_code_en: c.setCodeEn,
    card_index_en: c.cardIndexEn,
    name_en: c.nameEn,
    name_pinyin: pinyinOf(c.name, false),
    name_initials: pinyinOf(c.name, true),
    image_key: c.imageKey,
    international_only: c.internationalOnly,
  };
}

const CARD_UPDATE_COLUMNS = [
  'set_id',
  'sort_order',
  'name',
  'card_type',
  'mechanic',
  'label',
  'tags',
  'rarity',
  'artist',
  'description',
  'flavor_text',
  'regulation_mark',
  'effect_id',
  'effect_text',
  'yoren_code',
  'pokemon_attr',
  'stage',
  'energy_type',
  'hp',
  'retreat_cost',
  'weakness',
  'resistance',
  'has_ability',
  'evolves_from',
  'dex_ids',
  'set_code_en',
  'card_index_en',
  'name_en',
  'name_pinyin',
  'name_initials',
  'image_key',
  'international_only',
] as const;

const BATCH = 1000;
/** From this many cards on, the trigram indexes are rebuilt after the load instead of updated row by row. */
const BULK_THRESHOLD = 2000;

/**
 * Drops the card table's GIN (trigram) indexes and answers their definitions for recreation.
 * Building such an index once over all rows takes a few seconds; adding thousands of rows to it
 * one at a time takes ten times longer on the embedded database. Inside the import transaction,
 * concurrent readers simply wait for the commit.
 */
async function dropTextIndexes(trx: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; def: string }>`
    SELECT c.relname AS name, pg_get_indexdef(c.oid) AS def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = 'card'::regclass AND am.amname = 'gin'`.execute(trx);
  for (const r of rows) await sql`DROP INDEX ${sql.ref(r.name)}`.execute(trx);
  return rows.map((r) => r.def);
}
const INSERT_COLUMNS = ['set_code', 'card_index', ...CARD_UPDATE_COLUMNS] as const;

/**
 * Upserts a batch of cards as one JSON parameter expanded by jsonb_populate_recordset: one bound
 * value instead of thousands keeps the embedded database fast. Answers how many rows were new.
 */
async function upsertCards(trx: Db, rows: CardRow[]): Promise<number> {
  const cols = sql.join(INSERT_COLUMNS.map((c) => sql.ref(c)));
  const payload = JSON.stringify(
    rows.map((r) => ({ ...r, pokemon_attr: r.pokemon_attr === null ? null : JSON.parse(r.pokemon_attr) })),
  );
  const updates = sql.join(CARD_UPDATE_COLUMNS.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  // xmax is 0 only for a freshly inserted row version.
  const result = await sql<{ inserted: boolean }>`
    INSERT INTO card (${cols})
    SELECT ${cols} FROM jsonb_populate_recordset(NULL::card, ${payload}::jsonb)
    ON CONFLICT (set_code, card_index) DO UPDATE SET ${updates}, updated_at = now()
    RETURNING (xmax = 0) AS inserted`.execute(trx);
  return result.rows.filter((r) => r.inserted).length;
}

async function upsertEnglishPrints(trx: Db, prints: EnglishPrintRecord[]) {
  const columns = [
    'set_code_en',
    'card_index_en',
    'name_en',
    'card_type',
    'regulation_mark',
    'release_date',
    'image_key',
    'match_key',
    'numbers',
    'effect_id',
    'international_only',
  ] as const;
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  const updates = sql.join(columns.slice(2).map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  for (const chunk of chunks(prints, BATCH)) {
    const payload = JSON.stringify(
      chunk.map((e) => ({
        set_code_en: e.setCodeEn,
        card_index_en: e.cardIndexEn,
        name_en: e.nameEn,
        card_type: e.cardType,
        regulation_mark: e.regulationMark,
        release_date: e.releaseDate,
        image_key: e.imageKey,
        match_key: e.matchKey,
        numbers: e.numbers,
        effect_id: e.effectId,
        international_only: e.internationalOnly,
      })),
    );
    await sql`
      INSERT INTO card_print_en (${cols})
      SELECT ${cols} FROM jsonb_populate_recordset(NULL::card_print_en, ${payload}::jsonb)
      ON CONFLICT (set_code_en, card_index_en) DO UPDATE SET ${updates}, updated_at = now()`.execute(trx);
  }
}

/**
 * International-only prints stored earlier whose Chinese card has now been imported take its
 * effectId (by the rule of english-prints.ts: one effect for the match key, else the text numbers
 * decide). Answers how many prints merged.
 */
async function mergeInternationalOnly(trx: Db, cards: CardRecord[], imported: EnglishPrintRecord[]): Promise<number> {
  // Prints this import brings are linked already; only those stored by earlier imports wait.
  const importedKeys = new Set(imported.map((e) => `${e.setCodeEn}|${e.cardIndexEn}`));
  const byKey = new Map<string, Set<string>>();
  const byNumbers = new Map<string, Set<string>>();
  for (const c of cards) {
    const keys = chineseKeys(c);
    const effectId = c.effectId ?? effectIdOf(c);
    if (!keys) continue;
    byKey.set(keys.matchKey, (byKey.get(keys.matchKey) ?? new Set()).add(effectId));
    byNumbers.set(
      `${keys.matchKey}#${keys.numbers}`,
      (byNumbers.get(`${keys.matchKey}#${keys.numbers}`) ?? new Set()).add(effectId),
    );
  }
  if (byKey.size === 0) return 0;
  const waiting = (
    await trx
      .selectFrom('card_print_en')
      .select(['set_code_en', 'card_index_en', 'match_key', 'numbers'])
      .where('international_only', '=', true)
      .where('match_key', '=', sql<string>`ANY(${[...byKey.keys()]}::text[])`)
      .execute()
  ).filter((w) => !importedKeys.has(`${w.set_code_en}|${w.card_index_en}`));
  const only = (s: Set<string> | undefined) => (s && s.size === 1 ? [...s][0]! : undefined);
  let merged = 0;
  for (const w of waiting) {
    const effectId = only(byKey.get(w.match_key!)) ?? only(byNumbers.get(`${w.match_key}#${w.numbers}`));
    if (!effectId) continue;
    await trx
      .updateTable('card_print_en')
      .set({ effect_id: effectId, international_only: false, updated_at: sql`now()` })
      .where('set_code_en', '=', w.set_code_en)
      .where('card_index_en', '=', w.card_index_en)
      .execute();
    merged++;
  }
  return merged;
}

/**
 * International-only cards whose English print now belongs to a Chinese card (this import brought
 * its Chinese print) merge into that card: decklists hold the newest Chinese print of the effect
 * instead, category key cards name its effect, and the international-only rows go. Answers how many
 * cards merged.
 */
async function mergeInternationalCards(trx: Db): Promise<number> {
  const { rows } = await sql<{ card_id: number; old_effect: string; new_effect: string; target: number | null }>`
    SELECT c.card_id, c.effect_id AS old_effect, e.effect_id AS new_effect,
           (SELECT t.card_id FROM card t JOIN product p ON p.set_id = t.set_id
             WHERE t.effect_id = e.effect_id AND NOT t.international_only
             ORDER BY p.release_date DESC NULLS LAST, t.set_id DESC, t.sort_order LIMIT 1) AS target
    FROM card c
    JOIN card_print_en e ON e.set_code_en = c.set_code_en AND e.card_index_en = c.card_index_en
    WHERE c.international_only AND NOT e.international_only`.execute(trx);
  const merging = rows.filter((r) => r.target !== null);
  if (merging.length === 0) return 0;
  const from = merging.map((r) => r.card_id);
  const to = merging.map((r) => r.target!);
  await sql`
    WITH moved AS (
      DELETE FROM deck_card d USING unnest(${from}::int[], ${to}::int[]) AS m(old_id, new_id)
      WHERE d.card_id = m.old_id
      RETURNING d.deck_id, m.new_id, d.count
    )
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT deck_id, new_id, sum(count)::int FROM moved GROUP BY deck_id, new_id
    ON CONFLICT (deck_id, card_id) DO UPDATE SET count = deck_card.count + excluded.count`.execute(trx);
  const effects = [...new Map(merging.map((r) => [r.old_effect.trim(), r.new_effect.trim()]))];
  await sql`
    UPDATE deck_category k SET key_effects = (
      SELECT jsonb_agg(jsonb_set(x.item, '{effectId}', to_jsonb(coalesce(m.new_effect, x.item->>'effectId'))) ORDER BY x.n)
      FROM jsonb_array_elements(k.key_effects) WITH ORDINALITY AS x(item, n)
      LEFT JOIN unnest(${effects.map((e) => e[0])}::text[], ${effects.map((e) => e[1])}::text[]) AS m(old_effect, new_effect)
        ON m.old_effect = x.item->>'effectId')
    WHERE EXISTS (
      SELECT 1 FROM jsonb_array_elements(k.key_effects) AS y(item)
      WHERE y.item->>'effectId' = ANY(${effects.map((e) => e[0])}::text[]))`.execute(trx);
  await trx.deleteFrom('card').where('card_id', 'in', from).execute();
  return merging.length;
}

/**
 * The `Y<n>` numbering as the database keeps it, plus the codes the imported records bring along,
 * so that records without a code take the number their game identity already has.
 */
async function yorenNumbering(trx: Db, products: ValidProduct[]): Promise<YorenNumbering> {
  const known = await trx.selectFrom('yoren_identity').select(['identity', 'yoren_code']).execute();
  const yoren = new YorenNumbering(known.map((k) => [k.identity, k.yoren_code] as [string, string]));
  for (const p of products) for (const c of p.cards) if (c.yorenCode) yoren.claim(c, c.yorenCode);
  return yoren;
}

/**
 * Imports card files (our JSON format or TCGdex set files, plain or gzip, or folders of them) in
 * one transaction: products upsert by setId, cards by (setCode, cardIndex). Any invalid record
 * aborts the whole import before anything is written.
 */
export async function importCardFiles(db: Db, inputs: string[], opts: ImportOptions = {}): Promise<ImportReport> {
  const files = expandInputs(inputs);
  if (files.length === 0) throw new CardImportError(`没有找到卡牌数据文件: ${inputs.join(', ')}`);
  const { products, englishPrints, internationalAlone } = loadCardInputs(files);
  opts.onProgress?.(`已读取 ${files.length} 个文件，${products.length} 个产品，${englishPrints.length} 张英文卡`);

  const report: ImportReport = {
    files: files.length,
    products: products.length,
    cards: 0,
    inserted: 0,
    updated: 0,
    bridged: 0,
    internationalCards: 0,
    coverage: 0,
    englishPrints: englishPrints.length,
    internationalOnly: englishPrints.filter((e) => e.internationalOnly).length,
    merged: 0,
    mergedCards: 0,
  };
  await db.transaction().execute(async (trx) => {
    if (internationalAlone.length > 0) {
      englishPrints.push(...(await englishPrintsAgainstStoredCards(trx, internationalAlone)));
      report.englishPrints = englishPrints.length;
      report.internationalOnly = englishPrints.filter((e) => e.internationalOnly).length;
    }
    const total = products.reduce((n, p) => n + p.cards.length, 0);
    const rebuild = total >= BULK_THRESHOLD ? await dropTextIndexes(trx) : [];
    const existing = await trx.selectFrom('product').select(['set_id', 'set_code']).execute();
    const idOfCode = new Map(existing.map((r) => [r.set_code, r.set_id]));
    for (const p of products) {
      const known = idOfCode.get(p.record.setCode);
      if (known !== undefined && known !== p.record.setId) {
        throw new CardImportError(
          `文件 ${p.file} 产品 ${p.record.setCode} 字段 setId: 数据库中该产品的 setId 为 ${known}，不能改为 ${p.record.setId}`,
        );
      }
    }
    const yoren = await yorenNumbering(trx, products);
    for (const p of products) {
      const r = p.record;
      const values = {
        set_id: r.setId,
        set_code: r.setCode,
        name: r.name,
        name_en: r.nameEn,
        series: r.series,
        release_date: r.releaseDate,
        main_expansion: r.mainExpansion,
        regulation_mark: r.regulationMark,
        international: r.international,
        cards_num: p.cards.length,
      };
      await trx
        .insertInto('product')
        .values(values)
        .onConflict((oc) => oc.column('set_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
      const rows = p.cards.map((c, i) => cardRow(c, r.setId, r.setCode, i, yoren));
      for (const chunk of chunks(rows, BATCH)) {
        const inserted = await upsertCards(trx, chunk);
        report.inserted += inserted;
        report.updated += chunk.length - inserted;
      }
      // Cards imported earlier that this file no longer lists stay (decklists may refer to them).
      await trx
        .updateTable('product')
        .set({ cards_num: sql`(SELECT count(*) FROM card WHERE card.set_id = ${r.setId})` })
        .where('set_id', '=', r.setId)
        .execute();
      report.cards += rows.length;
      report.bridged += rows.filter((row) => row.set_code_en !== null && !row.international_only).length;
      report.internationalCards += rows.filter((row) => row.international_only).length;
      opts.onProgress?.(`${r.setCode} ${r.name}: ${rows.length} 张`);
    }
    if (yoren.added.size > 0) {
      await trx
        .insertInto('yoren_identity')
        .values([...yoren.added].map(([identity, code]) => ({ identity, yoren_code: code })))
        .onConflict((oc) => oc.column('identity').doNothing())
        .execute();
    }
    report.merged = await mergeInternationalOnly(
      trx,
      products.flatMap((p) => p.cards),
      englishPrints,
    );
    await upsertEnglishPrints(trx, englishPrints);
    report.mergedCards = await mergeInternationalCards(trx);
    if (rebuild.length > 0) {
      for (const def of rebuild) await sql.raw(def).execute(trx);
    } else {
      // Nothing vacuums the embedded database: merge the new trigram entries now, or every search
      // would scan the unsorted pending lists.
      await mergeGinPendingLists(trx, 'card');
    }
    await sql`ANALYZE card`.execute(trx);
    await sql`ANALYZE product`.execute(trx);
    await bumpDataVersion(trx);
  });
  const chinese = report.cards - report.internationalCards;
  report.coverage = chinese === 0 ? 0 : report.bridged / chinese;
  return report;
}
