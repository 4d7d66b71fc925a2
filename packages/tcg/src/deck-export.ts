import { type DeckCard, type EnergyLetter } from '@ptcg/contract';
import { ENERGY_ENGLISH_NAMES, energyLetterOfChinese, energyLetterOfEnglish, isEnergyLetter } from './energy.ts';

/**
 * Deck lists for other tools:
 * - Pokémon TCG Live text (export and import),
 * - CSV for spreadsheets.
 * Export functions keep the order of the cards they are given; pass them through sortDeck first.
 */

export type DeckSectionName = 'pokemon' | 'trainer' | 'energy';

export const SECTION_TITLES: Record<DeckSectionName, string> = {
  pokemon: 'Pokémon',
  trainer: 'Trainer',
  energy: 'Energy',
};

export function sectionOfCardType(cardType: string): DeckSectionName {
  if (cardType === 'Pokemon') return 'pokemon';
  if (cardType === 'Basic Energy' || cardType === 'Special Energy') return 'energy';
  return 'trainer';
}

/** Promo set codes of the card database and how Pokémon TCG Live writes them. */
const PROMO_TO_LIVE: Record<string, string> = { SVP: 'PR-SV', SWSHP: 'PR-SW', SP: 'PR-SW', SMP: 'PR-SM', MEP: 'PR-ME' };
const PROMO_FROM_LIVE: Record<string, string> = { 'PR-SV': 'SVP', 'PR-SW': 'SWSHP', 'PR-SM': 'SMP', 'PR-ME': 'MEP' };

export function toLiveSetCode(setCode: string): string {
  return PROMO_TO_LIVE[setCode.toUpperCase()] ?? setCode;
}

export function fromLiveSetCode(setCode: string): string {
  return PROMO_FROM_LIVE[setCode.toUpperCase()] ?? setCode;
}

/** Pokémon TCG Live writes collector numbers without leading zeros ("007" -> "7", "TG05" stays). */
export function toLiveNumber(cardIndex: string): string {
  return /^\d+$/.test(cardIndex) ? String(Number(cardIndex)) : cardIndex;
}

/** Basic energy numbers in the SVE set (and the older "Energy" set) of Pokémon TCG Live. */
export const SVE_ENERGY_NUMBERS: Partial<Record<EnergyLetter, number>> = {
  G: 1,
  R: 2,
  W: 3,
  L: 4,
  P: 5,
  F: 6,
  D: 7,
  M: 8,
};
const ENERGY_BY_SVE_NUMBER = new Map<number, EnergyLetter>(
  Object.entries(SVE_ENERGY_NUMBERS).map(([letter, n]) => [n, letter as EnergyLetter]),
);

export type ExportableCard = Pick<
  DeckCard,
  'count' | 'cardType' | 'cardName' | 'setCode' | 'cardIndex' | 'setCodeEn' | 'cardIndexEn' | 'nameEn'
>;

export interface LiveExportOptions {
  /** Written as "# Created by: …". */
  createdBy?: string;
  /** The mini-app deck code, written as "# 宝可梦官方微信小程序卡组ID: …". */
  deckCode?: string;
}

export interface LiveExport {
  text: string;
  /** Cards left out because they have no international print; the UI lists them in a red notice. */
  skipped: ExportableCard[];
}

interface LiveLine {
  qty: number;
  name: string;
  setCode: string;
  number: string;
}

/** A basic energy whose English print is unknown still has a fixed Live identity: "Fire Energy SVE 2". */
function basicEnergyLine(card: ExportableCard): LiveLine | null {
  if (card.cardType !== 'Basic Energy') return null;
  const letter = [...card.cardName].map(energyLetterOfChinese).find((l) => l !== null) ?? null;
  const number = letter ? SVE_ENERGY_NUMBERS[letter] : undefined;
  if (!letter || number === undefined) return null;
  return { qty: card.count, name: `${ENERGY_ENGLISH_NAMES[letter]} Energy`, setCode: 'SVE', number: String(number) };
}

function liveLine(card: ExportableCard): LiveLine | null {
  if (card.setCodeEn && card.cardIndexEn && card.nameEn) {
    return {
      qty: card.count,
      name: card.nameEn,
      setCode: toLiveSetCode(card.setCodeEn),
      number: toLiveNumber(card.cardIndexEn),
    };
  }
  return basicEnergyLine(card);
}

/**
 * Pokémon TCG Live deck text: "Pokémon: N" / "Trainer: N" / "Energy: N" sections of
 * "QTY Name SET NUMBER" lines, a blank line between sections, and "Total Cards: N" last.
 * Several Chinese prints of one international card are merged into one line.
 */
export function toLiveText(cards: readonly ExportableCard[], options: LiveExportOptions = {}): LiveExport {
  const skipped: ExportableCard[] = [];
  const sections: Record<DeckSectionName, LiveLine[]> = { pokemon: [], trainer: [], energy: [] };
  for (const card of cards) {
    const line = liveLine(card);
    if (!line) {
      skipped.push(card);
      continue;
    }
    const list = sections[sectionOfCardType(card.cardType)];
    const same = list.find((l) => l.name === line.name && l.setCode === line.setCode && l.number === line.number);
    if (same) same.qty += line.qty;
    else list.push(line);
  }

  const out: string[] = [];
  if (options.createdBy) out.push(`# Created by: ${options.createdBy}`);
  if (options.deckCode) out.push(`# 宝可梦官方微信小程序卡组ID: ${options.deckCode}`);
  if (out.length > 0) out.push('');
  let total = 0;
  for (const name of ['pokemon', 'trainer', 'energy'] as const) {
    const lines = sections[name];
    if (lines.length === 0) continue;
    const sum = lines.reduce((s, l) => s + l.qty, 0);
    total += sum;
    out.push(`${SECTION_TITLES[name]}: ${sum}`);
    for (const l of lines) out.push(`${l.qty} ${l.name} ${l.setCode} ${l.number}`);
    out.push('');
  }
  out.push(`Total Cards: ${total}`);
  return { text: out.join('\n'), skipped };
}

/** The card detail page of the site: /cards/{setCode}/{cardIndex}. */
export function cardDetailUrl(baseUrl: string, setCode: string, cardIndex: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/cards/${encodeURIComponent(setCode)}/${encodeURIComponent(cardIndex)}`;
}

const CSV_TYPE: Record<DeckSectionName, string> = { pokemon: 'Pokémon', trainer: 'Trainer', energy: 'Energy' };

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes are doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvOptions {
  /** Site origin for the URL column, e.g. "https://example.cn". */
  baseUrl: string;
  /** Start with a UTF-8 byte order mark so spreadsheet programs read the Chinese names correctly. */
  bom?: boolean;
}

/** CSV with columns QTY, Name, Type (Pokémon, Trainer, Energy), URL; CRLF line ends. */
export function toCsv(cards: readonly ExportableCard[], options: CsvOptions): string {
  const rows = [['QTY', 'Name', 'Type', 'URL']];
  for (const card of cards) {
    rows.push([
      String(card.count),
      card.cardName,
      CSV_TYPE[sectionOfCardType(card.cardType)],
      cardDetailUrl(options.baseUrl, card.setCode, card.cardIndex),
    ]);
  }
  const body = rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return (options.bom ?? true) ? `\uFEFF${body}` : body;
}

export interface ParsedDeckLine {
  qty: number;
  /** English card name; basic energy is normalised to "<Type> Energy". */
  name: string;
  /** Set code as stored in the card database (promos mapped back: PR-SV -> SVP); null for name-only lines. */
  setCode: string | null;
  number: string | null;
  /** The heading the line was under; null before any heading (basic energy is always 'energy'). */
  section: DeckSectionName | null;
  /** Energy type of a basic energy line. */
  energy: EnergyLetter | null;
  /** 1-based line number in the input. */
  line: number;
}

export interface DeckTextError {
  line: number;
  text: string;
  message: string;
}

export interface ParsedDeckText {
  lines: ParsedDeckLine[];
  errors: DeckTextError[];
  /** Quantities recomputed from the lines; the numbers written in headings do not change them. */
  totals: Record<DeckSectionName, number> & { unknown: number; total: number };
  /** The numbers the headings state ("Trainer: 35"), to tell a player which section is short. */
  declared: Partial<Record<DeckSectionName, number>>;
}

/** The count after a heading: "Pokémon: 17", "Pokémon (17)", "##Pokémon - 17", "Trainer – 33", "能量：8". */
const HEADING_COUNT = String.raw`(?:\s*[:：\-–—]\s*\d*|\s*[(（]\s*\d*\s*[)）]|\s+\d+)?`;
const SECTION_HEADING = new RegExp(
  String.raw`^#*\s*(pok[eé]mon|trainers?|energy|energies|宝可梦|训练家|物品|能量)(?:\s+cards)?${HEADING_COUNT}\s*$`,
  'i',
);
const SECTION_BY_WORD: Record<string, DeckSectionName> = {
  pokémon: 'pokemon',
  pokemon: 'pokemon',
  trainer: 'trainer',
  trainers: 'trainer',
  energy: 'energy',
  energies: 'energy',
  宝可梦: 'pokemon',
  训练家: 'trainer',
  物品: 'trainer',
  能量: 'energy',
};
const TOTAL_LINE = new RegExp(String.raw`^#*\s*total(?:\s+cards)?${HEADING_COUNT}\s*$`, 'i');
const CARD_LINE = /^(?:[*•-]\s*)?(\d+)\s*[x×]?\s+(.+)$/i;
const SET_AND_NUMBER = /^(.+?)\s+([A-Za-z][A-Za-z0-9-]{1,9})\s+([A-Za-z]{0,5}\d{1,4}[a-z]?)$/;
/** "7 Fire Energy 2": a basic energy named by its type and numbered in the energy set, with no set code. */
const ENERGY_WITHOUT_SET = /^(?:basic\s+)?(?:\{[A-Za-z]\}|[A-Za-z]+)\s+energy\s+(\d{1,2})$/i;
/** Sets that hold the basic energies in Pokémon TCG Live ("Energy" is the older name of SVE). */
const BASIC_ENERGY_SETS = /^(sve|mee|energy)$/i;

/**
 * Recognises a basic energy name: "Basic {R} Energy", "{R} Energy", "Fire Energy", "Basic Fire Energy".
 * Special energies ("Double Turbo Energy") do not match.
 */
function basicEnergyLetter(name: string): EnergyLetter | null {
  const m = /^(?:basic\s+)?(?:\{([A-Za-z])\}|([A-Za-z]+))\s+energy$/i.exec(name.trim());
  if (!m) return null;
  if (m[1]) {
    const letter = m[1].toUpperCase();
    return isEnergyLetter(letter) && letter !== 'C' ? letter : null;
  }
  const letter = energyLetterOfEnglish(m[2] ?? '');
  return letter && letter !== 'C' ? letter : null;
}

function parseCardLine(body: string): Pick<ParsedDeckLine, 'name' | 'setCode' | 'number' | 'energy'> {
  const text = body
    .replace(/\s+PH$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const bare = ENERGY_WITHOUT_SET.exec(text);
  if (bare) {
    const letter = basicEnergyLetter(text.slice(0, text.length - (bare[1] as string).length));
    if (letter) {
      return {
        name: `${ENERGY_ENGLISH_NAMES[letter]} Energy`,
        setCode: 'SVE',
        number: String(SVE_ENERGY_NUMBERS[letter]),
        energy: letter,
      };
    }
  }
  const m = SET_AND_NUMBER.exec(text);
  const name = m ? (m[1] as string) : text;
  const setCode = m ? fromLiveSetCode(m[2] as string) : null;
  const number = m ? (m[3] as string) : null;

  const isEnergySet = setCode !== null && BASIC_ENERGY_SETS.test(setCode);
  const byName = basicEnergyLetter(name);
  const byNumber = isEnergySet && number !== null ? (ENERGY_BY_SVE_NUMBER.get(Number(number)) ?? null) : null;
  const energy = byName ?? (isEnergySet && /energy$/i.test(name) ? byNumber : null);
  if (energy) {
    const sve = SVE_ENERGY_NUMBERS[energy];
    return {
      name: `${ENERGY_ENGLISH_NAMES[energy]} Energy`,
      setCode: sve === undefined ? setCode : 'SVE',
      number: sve === undefined ? number : String(sve),
      energy,
    };
  }
  return { name, setCode, number, energy: null };
}

/**
 * Reads a Pokémon TCG Live (or Limitless) deck list. Accepts "Pokemon:" without the accent,
 * ignores the counts written in headings and "Total Cards" (they are recomputed), name-only lines,
 * a trailing " PH", headings written "Pokémon: 17", "Pokémon (17)" or "Trainer – 33", quantities
 * written "4x", the older Pokémon TCG Online layout ("##Pokémon - 13", "* 4 Name SET 1",
 * "******" banners), comment lines starting with # or //, and the basic energy spellings
 * "Basic {R} Energy SVE 2", "Fire Energy SVE 2", "Basic {W} Energy Energy 3", "Basic {R} Energy MEE 2"
 * and "7 Fire Energy 2" (number in the energy set, no set code).
 */
export function parseDeckText(text: string): ParsedDeckText {
  const lines: ParsedDeckLine[] = [];
  const errors: DeckTextError[] = [];
  const declared: Partial<Record<DeckSectionName, number>> = {};
  let section: DeckSectionName | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const lineNo = i + 1;
    const trimmed = raw.normalize('NFC').trim();
    const heading = SECTION_HEADING.exec(trimmed);
    if (heading) {
      section = SECTION_BY_WORD[(heading[1] as string).toLowerCase()] ?? null;
      const stated = /(\d+)\s*[)）]?$/.exec(trimmed);
      if (section && stated) declared[section] = (declared[section] ?? 0) + Number(stated[1]);
      return;
    }
    if (trimmed === '' || TOTAL_LINE.test(trimmed) || /^(#|\/\/|\*{2,})/.test(trimmed)) return;
    const m = CARD_LINE.exec(trimmed);
    if (!m) {
      errors.push({ line: lineNo, text: trimmed, message: '无法识别这一行' });
      return;
    }
    const qty = Number(m[1]);
    if (qty < 1 || qty > 60) {
      errors.push({ line: lineNo, text: trimmed, message: '数量须在 1 到 60 之间' });
      return;
    }
    const card = parseCardLine(m[2] as string);
    lines.push({ qty, ...card, section: card.energy ? 'energy' : section, line: lineNo });
  });
  const totals = { pokemon: 0, trainer: 0, energy: 0, unknown: 0, total: 0 };
  for (const l of lines) {
    totals[l.section ?? 'unknown'] += l.qty;
    totals.total += l.qty;
  }
  return { lines, errors, totals, declared };
}
