// The English side of the card table, shared by the tournament importers and the deck-text calls.
import { INTERNATIONAL_SET_PREFIX } from '@ptcg/contract';
import { parseDeckText, type ParsedDeckLine } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../index.ts';

/** What the importers need to know about one print. */
export interface IndexedCard {
  cardId: number;
  setCode: string;
  cardIndex: string;
  effectId: string;
  cardType: string;
  regulationMark: string | null;
  /** A card of an international print with no Chinese print yet (its own catalogue card). */
  internationalOnly: boolean;
  /** Release date of the print's product ("2025-01-17"), null when unknown. */
  releaseDate?: string | null;
}

/** One line of an English decklist (Pokémon TCG Live text or a Limitless export). */
export interface EnglishLine {
  qty: number;
  name: string;
  setCode: string | null;
  number: string | null;
}

/** One international print as stored in card_print_en. */
export interface EnglishPrint {
  setCodeEn: string;
  cardIndexEn: string;
  nameEn: string;
  cardType: string;
  effectId: string;
  imageKey: string | null;
  /** No Chinese print of the card is known: english() finds no Chinese card for it. */
  internationalOnly: boolean;
}

const norm = (s: string) => s.trim().toUpperCase();
/**
 * Set codes as the card table stores them: Pokémon TCG Live writes promos PR-SV, PR-SW, PR-SM,
 * PR-ME; older exports write the Sword & Shield promos SWSHP.
 */
const SET_ALIASES: Record<string, string> = {
  'PR-SV': 'SVP',
  'PR-SW': 'SP',
  SWSHP: 'SP',
  'PR-SM': 'SMP',
  'PR-ME': 'MEP',
};
export const normSet = (s: string) => SET_ALIASES[norm(s)] ?? norm(s);
/** Promo numbers are written with or without their series letters ("SWSH139" = "139", "SM60" = "60"). */
const PROMO_PREFIX: Record<string, RegExp> = { SP: /^SWSH/, SMP: /^SM/ };
/** Collector numbers compare without leading zeros ("007" = "7"; "TG05" stays). */
export const normNumber = (s: string, setCode = '') => {
  const bare = norm(s).replace(PROMO_PREFIX[setCode] ?? /^$/, '');
  return /^\d+$/.test(bare) ? String(Number(bare)) : bare;
};
const printKey = (setCode: string, number: string) => {
  const set = normSet(setCode);
  return `${set}|${normNumber(number, set)}`;
};
const normName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .trim()
    .toLowerCase();

/**
 * Every print of the card table, indexed by its Chinese key and by its English bridge
 * (set_code_en, card_index_en, name_en). Loaded once per import command.
 */
export class CardIndex {
  private readonly byKey = new Map<string, IndexedCard>();
  private readonly byEn = new Map<string, IndexedCard[]>();
  private readonly byEnName = new Map<string, IndexedCard[]>();
  private readonly byEffect = new Map<string, IndexedCard[]>();
  private readonly prints = new Map<string, EnglishPrint>();
  private readonly printsByName = new Map<string, EnglishPrint[]>();

  private constructor(
    rows: (IndexedCard & { setCodeEn: string | null; cardIndexEn: string | null; nameEn: string | null })[],
    prints: EnglishPrint[],
  ) {
    // A stable order makes the print chosen for an English line the same on every import.
    rows.sort((a, b) =>
      a.setCode < b.setCode
        ? -1
        : a.setCode > b.setCode
          ? 1
          : a.cardIndex < b.cardIndex
            ? -1
            : a.cardIndex > b.cardIndex
              ? 1
              : 0,
    );
    for (const r of rows) {
      const card: IndexedCard = {
        cardId: r.cardId,
        setCode: r.setCode,
        cardIndex: r.cardIndex,
        effectId: r.effectId,
        cardType: r.cardType,
        regulationMark: r.regulationMark,
        internationalOnly: r.internationalOnly,
        releaseDate: r.releaseDate ?? null,
      };
      this.byKey.set(`${r.setCode}|${r.cardIndex}`, card);
      if (r.setCodeEn && r.cardIndexEn) push(this.byEn, printKey(r.setCodeEn, r.cardIndexEn), card);
      if (r.nameEn) push(this.byEnName, normName(r.nameEn), card);
      push(this.byEffect, card.effectId, card);
    }
    for (const p of prints) {
      this.prints.set(printKey(p.setCodeEn, p.cardIndexEn), p);
      push(this.printsByName, normName(p.nameEn), p);
    }
  }

  static async load(db: Db): Promise<CardIndex> {
    const rows = await db
      .selectFrom('card')
      .innerJoin('product', 'product.set_id', 'card.set_id')
      .select([
        'card.card_id as cardId',
        'card.set_code as setCode',
        'card.card_index as cardIndex',
        'card.effect_id as effectId',
        'card.card_type as cardType',
        'card.regulation_mark as regulationMark',
        'card.set_code_en as setCodeEn',
        'card.card_index_en as cardIndexEn',
        'card.name_en as nameEn',
        'card.international_only as internationalOnly',
        sql<string | null>`to_char(product.release_date, 'YYYY-MM-DD')`.as('releaseDate'),
      ])
      .execute();
    const prints = await db
      .selectFrom('card_print_en')
      .select([
        'set_code_en as setCodeEn',
        'card_index_en as cardIndexEn',
        'name_en as nameEn',
        'card_type as cardType',
        'effect_id as effectId',
        'image_key as imageKey',
        'international_only as internationalOnly',
      ])
      .orderBy('release_date')
      .orderBy('set_code_en')
      .orderBy('card_index_en')
      .execute();
    return new CardIndex(
      rows.map((r) => ({ ...r, effectId: r.effectId.trim() })),
      prints.map((p) => ({ ...p, effectId: p.effectId.trim() })),
    );
  }

  get size(): number {
    return this.byKey.size;
  }

  card(setCode: string, cardIndex: string): IndexedCard | undefined {
    return this.byKey.get(`${setCode}|${cardIndex}`);
  }

  /**
   * The English print a line names: by set code and number (promo codes as Pokémon TCG Live or
   * Limitless write them), else (name-only lines) the first print of that English name.
   */
  englishPrint(line: EnglishLine): EnglishPrint | undefined {
    if (line.setCode && line.number) return this.prints.get(printKey(line.setCode, line.number));
    return this.printsByName.get(normName(line.name))?.[0];
  }

  /**
   * The Chinese print of an English line. Any English print resolves to a Chinese print of the same
   * effect (card_print_en); a print the table does not hold is looked up by the Chinese cards' own
   * English bridge; a name-only line by English name. Among several prints of the card, the list
   * holds the newest legal Chinese print (newestLegalPrint): a card is legal when any print of its
   * effect is (the reprint rule), and players play the current print.
   * An international-only print resolves to its own catalogue card (set code `EN-` and the English
   * code), or another print of its English identity.
   */
  english(line: EnglishLine, marks: readonly string[] = []): IndexedCard | undefined {
    let candidates: IndexedCard[] | undefined;
    const print = this.englishPrint(line);
    if (print) candidates = this.byEffect.get(print.effectId);
    if (!candidates && line.setCode && line.number) candidates = this.byEn.get(printKey(line.setCode, line.number));
    if (!candidates && !(line.setCode && line.number)) {
      candidates =
        this.byEnName.get(normName(line.name)) ??
        this.printsByName
          .get(normName(line.name))
          ?.map((p) => this.byEffect.get(p.effectId))
          .find((list) => list !== undefined);
    }
    if (!candidates || candidates.length === 0) return undefined;
    const own = print?.internationalOnly
      ? this.byKey.get(`${INTERNATIONAL_SET_PREFIX}${print.setCodeEn}|${print.cardIndexEn}`)
      : undefined;
    if (own) return own;
    return newestLegalPrint(candidates, marks);
  }
}

/**
 * The print a decklist line stands for among the prints of one effect: Chinese prints before
 * international-only ones, then those whose mark is legal (marks; basic energies always are), then
 * the newest product, then set code and number. A 2026 Standard list's 高级球 is the G-mark reprint,
 * not the F or D print of the same card.
 */
export function newestLegalPrint(candidates: IndexedCard[], marks: readonly string[]): IndexedCard | undefined {
  const legal = (c: IndexedCard) =>
    c.cardType === 'Basic Energy' || (c.regulationMark !== null && marks.includes(c.regulationMark));
  const rank = (c: IndexedCard) => (c.internationalOnly ? 2 : 0) + (legal(c) ? 0 : 1);
  return [...candidates].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.releaseDate ?? '').localeCompare(a.releaseDate ?? '') ||
      a.setCode.localeCompare(b.setCode) ||
      a.cardIndex.localeCompare(b.cardIndex),
  )[0];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reads Pokémon TCG Live text into English lines; problems are answered as messages with line numbers. */
export function englishLinesOfText(text: string): { lines: EnglishLine[]; errors: string[] } {
  const parsed = parseDeckText(text);
  return {
    lines: parsed.lines.map((l: ParsedDeckLine) => ({
      qty: l.qty,
      name: l.name,
      setCode: l.setCode,
      number: l.number,
    })),
    errors: parsed.errors.map((e) => `第 ${e.line} 行「${e.text}」${e.message}`),
  };
}

export function describeEnglishLine(line: EnglishLine): string {
  return [line.name, line.setCode, line.number].filter((v) => v !== null && v !== '').join(' ');
}
