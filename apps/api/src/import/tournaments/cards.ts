import { parseDeckText, type ParsedDeckLine } from '@ptcg/tcg';
import type { Db } from '../../db/index.ts';

/** What the importers need to know about one print. */
export interface IndexedCard {
  cardId: number;
  setCode: string;
  cardIndex: string;
  effectId: string;
  cardType: string;
  regulationMark: string | null;
}

/** One line of an English decklist (Pokémon TCG Live text or a Limitless export). */
export interface EnglishLine {
  qty: number;
  name: string;
  setCode: string | null;
  number: string | null;
}

const norm = (s: string) => s.trim().toUpperCase();
/** Collector numbers compare without leading zeros ("007" = "7"; "TG05" stays). */
const normNumber = (s: string) => (/^\d+$/.test(s.trim()) ? String(Number(s.trim())) : norm(s));
const normName = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘`]/g, "'").trim().toLowerCase();

/**
 * Every print of the card table, indexed by its Chinese key and by its English bridge
 * (set_code_en, card_index_en, name_en). Loaded once per import command.
 */
export class CardIndex {
  private readonly byKey = new Map<string, IndexedCard>();
  private readonly byEn = new Map<string, IndexedCard[]>();
  private readonly byEnName = new Map<string, IndexedCard[]>();

  private constructor(rows: (IndexedCard & { setCodeEn: string | null; cardIndexEn: string | null; nameEn: string | null })[]) {
    // A stable order makes the print chosen for an English line the same on every import.
    rows.sort((a, b) => (a.setCode < b.setCode ? -1 : a.setCode > b.setCode ? 1 : a.cardIndex < b.cardIndex ? -1 : a.cardIndex > b.cardIndex ? 1 : 0));
    for (const r of rows) {
      const card: IndexedCard = {
        cardId: r.cardId, setCode: r.setCode, cardIndex: r.cardIndex, effectId: r.effectId, cardType: r.cardType, regulationMark: r.regulationMark,
      };
      this.byKey.set(`${r.setCode}|${r.cardIndex}`, card);
      if (r.setCodeEn && r.cardIndexEn) push(this.byEn, `${norm(r.setCodeEn)}|${normNumber(r.cardIndexEn)}`, card);
      if (r.nameEn) push(this.byEnName, normName(r.nameEn), card);
    }
  }

  static async load(db: Db): Promise<CardIndex> {
    const rows = await db
      .selectFrom('card')
      .select([
        'card_id as cardId', 'set_code as setCode', 'card_index as cardIndex', 'effect_id as effectId', 'card_type as cardType',
        'regulation_mark as regulationMark', 'set_code_en as setCodeEn', 'card_index_en as cardIndexEn', 'name_en as nameEn',
      ])
      .execute();
    return new CardIndex(rows.map((r) => ({ ...r, effectId: r.effectId.trim() })));
  }

  get size(): number {
    return this.byKey.size;
  }

  card(setCode: string, cardIndex: string): IndexedCard | undefined {
    return this.byKey.get(`${setCode}|${cardIndex}`);
  }

  /**
   * The Chinese print of an English line: by set code and number, else (name-only lines) by
   * English name. Among several Chinese prints, one whose regulation mark is legal in the event
   * (marks) is preferred, then the first by set code and number.
   */
  english(line: EnglishLine, marks: readonly string[] = []): IndexedCard | undefined {
    let candidates: IndexedCard[] | undefined;
    if (line.setCode && line.number) candidates = this.byEn.get(`${norm(line.setCode)}|${normNumber(line.number)}`);
    if (!candidates && !(line.setCode && line.number)) candidates = this.byEnName.get(normName(line.name));
    if (!candidates || candidates.length === 0) return undefined;
    return candidates.find((c) => c.regulationMark !== null && marks.includes(c.regulationMark)) ?? candidates[0];
  }
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
    lines: parsed.lines.map((l: ParsedDeckLine) => ({ qty: l.qty, name: l.name, setCode: l.setCode, number: l.number })),
    errors: parsed.errors.map((e) => `第 ${e.line} 行「${e.text}」${e.message}`),
  };
}

export function describeEnglishLine(line: EnglishLine): string {
  return [line.name, line.setCode, line.number].filter((v) => v !== null && v !== '').join(' ');
}
