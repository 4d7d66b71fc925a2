import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { CardType } from '@ptcg/contract';
import { RARITY_NONE, type RARITIES } from '@ptcg/contract';
import { splitPokemonName } from '@ptcg/tcg';
import type { Bridge } from './bridge.ts';
import { applyCardCorrections, pinnedEnglishPrints } from './card-corrections.ts';
import { adoptLooseBridge, chooseBridges, foldEn, linkEnglishPrints } from './english-prints.ts';
import { internationalProducts, STAGE_OF } from './international-cards.ts';
import { ENERGY_LETTER_OF } from './english-names.ts';
import { KANA, simplifiedName, simplifiedText, tidySimplified } from './chinese-text.ts';
import { mainlandName, mainlandText } from './mainland-terms.ts';
import type { CardDocument, CardRecordInput, PokemonAttrRecord, ProductRecord } from './format.ts';
import { CARD_FORMAT_NAME, CARD_FORMAT_VERSION } from './format.ts';
import { applyEnglishTag, englishTagsByEffect } from './english-tags.ts';
import { effectIdOf, FREE_COST, plainYorenCode, vstarPowerOf, type YorenNumbering } from './game-text.ts';

/**
 * Converts TCGdex set files (format of /work/shared/data/tcgdex, see its README) into our card
 * format: Traditional Chinese to mainland Simplified Chinese, the site's vocabularies, species
 * (dex numbers, yorenCode) and the English bridge.
 */

type Texts = Record<string, string | undefined>;

export interface TcgdexCard {
  localId: string;
  name: Texts;
  category: 'Pokemon' | 'Trainer' | 'Energy';
  illustrator?: string;
  rarity?: string;
  dexId?: number[];
  hp?: number;
  types?: string[];
  stage?: string;
  suffix?: string;
  evolveFrom?: Texts;
  description?: Texts;
  effect?: Texts;
  abilities?: { type?: string; name: Texts; effect?: Texts }[];
  attacks?: { cost?: string[]; name: Texts; effect?: Texts; damage?: number | string }[];
  weaknesses?: { type: string; value?: string }[];
  resistances?: { type: string; value?: string }[];
  retreat?: number;
  regulationMark?: string;
  trainerType?: string;
  energyType?: string;
}

export interface TcgdexSetFile {
  serie: { id: string; name: Texts };
  set: {
    id: string;
    name: Texts;
    cardCount?: { official?: number };
    releaseDate?: string | Texts;
    abbreviations?: { official?: string };
  };
  cards: TcgdexCard[];
}

export function readTcgdexFolder(dir: string): TcgdexSetFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as TcgdexSetFile);
}

/**
 * Stable product ids: Sun & Moon 1xx, Sword & Shield 2xx, Scarlet & Violet 3xx, numbered in
 * release order. New sets are appended at the end of their series block, never renumbered.
 */
export const SET_IDS: Record<string, number> = {
  CSMPiC: 101,
  SC1a: 201,
  SC1b: 202,
  SC1D: 203,
  SC2a: 204,
  SC2b: 205,
  SC2D: 206,
  S4: 207,
  S4a: 208,
  SCA: 209,
  S5I: 210,
  S5R: 211,
  SCB: 212,
  S5a: 213,
  S6H: 214,
  S6K: 215,
  S6a: 216,
  SCC: 217,
  SH: 218,
  S7D: 219,
  S7R: 220,
  SP5: 221,
  S8: 222,
  SCD: 223,
  S8a: 224,
  S8b: 225,
  S9: 226,
  SJ: 227,
  SK: 228,
  SI: 229,
  S9a: 230,
  SLD: 231,
  SLL: 232,
  S10D: 233,
  S10P: 234,
  S10a: 235,
  S10b: 236,
  'S-P': 237,
  S11: 238,
  SP6: 239,
  SPD: 240,
  SPZ: 241,
  S11a: 242,
  SN: 243,
  S12: 244,
  SDL: 245,
  SDM: 246,
  SDP: 247,
  S12a: 248,
  'SV-P': 301,
  SV1S: 302,
  SV1V: 303,
  SVB: 304,
  SV1a: 305,
  SV2D: 306,
  SV2P: 307,
  SVC: 308,
  SVP1: 309,
  SV2a: 310,
  SVD: 311,
  SV3: 312,
  SVAL: 313,
  SVAM: 314,
  SVAW: 315,
  SVF: 316,
  SV3a: 317,
  SVEL: 318,
  SVEM: 319,
  SV4K: 320,
  SV4M: 321,
  SV4a: 322,
  SV5K: 323,
  SV5M: 324,
  SVHK: 325,
  SVHM: 326,
  SV5a: 327,
  SV6: 328,
  SV6a: 329,
  SV7: 330,
  SV7a: 331,
  SV8: 332,
  SV8a: 333,
  SV9: 334,
  SV9a: 335,
  SV10: 336,
};

const SERIES_OF: Record<string, ProductRecord['series']> = {
  SV: 'Scarlet & Violet',
  S: 'Sword & Shield',
  SM: 'Sun & Moon',
};

/** Numbered expansions (SV1S, S10a, SV4a) are main products; decks, promos and boxes are side products. */
export const isMainExpansion = (setCode: string) => /^S[V]?\d+[A-Za-z]?$/.test(setCode);

/** TCGdex rarity names to the site's rarity vocabulary (Japanese-style codes). */
export const RARITY_OF: Record<string, (typeof RARITIES)[number]> = {
  Common: 'C',
  Uncommon: 'U',
  Rare: 'R',
  'Double rare': 'RR',
  'Triple Rare': 'RRR',
  // `PR` is Prism Star (火力工厂◇); promos carry no rarity mark.
  Promo: RARITY_NONE,
  'Radiant Rare': 'K',
  'Illustration rare': 'AR',
  'Special illustration rare': 'SAR',
  'Ultra Rare': 'UR',
  'Character Rare': 'CHR',
  'Character Super Rare': 'CSR',
  'ACE SPEC Rare': 'ACE',
  'Shiny rare': 'S',
  'Shiny Ultra Rare': 'SSR',
  'Hyper rare': 'HR',
  'Secret Rare': 'HR',
  'Super Rare': 'SR',
  'Full Art Trainer': 'SR',
  None: RARITY_NONE,
};

const ULTRA_BEASTS = new Set([793, 794, 795, 796, 797, 798, 799, 803, 804, 805, 806]);
/** Paradox Pokémon printed with the Ancient / Future tag in the Scarlet & Violet era. */
const ANCIENT = new Set([984, 985, 986, 987, 988, 989, 1005, 1009, 1020, 1021]);
const FUTURE = new Set([990, 991, 992, 993, 994, 995, 1006, 1010, 1022, 1023]);

const requireJson = createRequire(import.meta.url);
const HANS: string[] = requireJson('pokemon/data/zh-hans.json');
const HANT: string[] = requireJson('pokemon/data/zh-hant.json');
const JA: string[] = requireJson('pokemon/data/ja.json');

/**
 * Species names of the `pokemon` package (zh-Hans and zh-Hant), used to find a card's dex number.
 * Card names are not taken from it: for about a hundred species the package still has the names of
 * before the 2016 unification of the Chinese names (月精灵, 班吉拉, 3D龙II), whereas the cards, the
 * mainland CSMPiC print included, print the current official names (月亮伊布, 班基拉斯, 多边兽Ⅱ).
 */
const packageIndex = new Map<string, number>();
HANS.forEach((n, i) => packageIndex.set(simplifiedName(n), i + 1));
HANT.forEach((n, i) => {
  if (!packageIndex.has(simplifiedName(n))) packageIndex.set(simplifiedName(n), i + 1);
});
const jaIndex = new Map<string, number>(JA.map((n, i) => [n, i + 1]));

/**
 * Current official names the package does not know and no print of the data pairs with a dex
 * number (old Taiwan records carry none).
 */
const SPECIES_ALIASES: Record<string, number> = { 钳尾蝎: 451, 龙王蝎: 452, 战舞郎: 237 };
const officialName = new Map(Object.entries(SPECIES_ALIASES).map(([name, dex]) => [dex, name]));

/** The package's zh-Hans name of a dex number, for species no card of the data prints. */
const packageSpeciesName = (dex: number) => {
  const n = HANS[dex - 1];
  return n === undefined ? null : simplifiedName(n);
};

/**
 * Species whose official mainland name differs from the Taiwan one (the package's zh-Hant and
 * zh-Hans disagree beyond the script: 毒电婴 is 电音婴 on the mainland), and Typhlosion, which the
 * Taiwan prints spell 火爆兽.
 */
const MAINLAND_SPECIES: [string, string][] = [
  ...HANT.map((hant, i) => [simplifiedName(hant), simplifiedName(HANS[i]!)] as [string, string]).filter(
    ([tw, cn]) => tw !== cn && !/\d/.test(tw),
  ),
  ['火爆兽', '火暴兽'],
];

/** Taiwan spellings of species names in a simplified text, replaced by the mainland ones. */
const mainlandSpeciesNames = (s: string) => MAINLAND_SPECIES.reduce((out, [tw, cn]) => out.replaceAll(tw, cn), s);

/** Dex number of a Japanese card name ("ガラル ヤドン", "ロケット団のミュウツーex", "かがやくリザードン"). */
function dexOfJapanese(name: string | undefined): number | null {
  if (!name) return null;
  const core = name
    .normalize('NFKC')
    .replace(/^(かがやく|ガラル|アローラ|ヒスイ|パルデア)\s*/, '')
    .replace(/^[^の\s]{1,12}の(?=.)/, '')
    .replace(/\s*(VMAX|VSTAR|V-UNION|V|ex|EX|GX|◇|BREAK)$/, '')
    .replace(/\s+\S+$/, '')
    .trim();
  return jaIndex.get(core) ?? null;
}

const lang = (set: TcgdexSetFile) => (set.set.id === 'CSMPiC' ? 'zh-cn' : 'zh-tw');

function cleanText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u3000]*\n[ \t\u3000]*/g, '\n')
    .replace(/[ \u3000]{2,}/g, ' ')
    .trim();
}

/** Drops the sentences of a text that are still Japanese (a few records mix one in). */
function withoutJapanese(s: string): string {
  if (!KANA.test(s)) return s;
  return s
    .split(/(?<=[。！？\n])/)
    .filter((part) => !KANA.test(part))
    .join('')
    .trim();
}

/** The Chinese of a TCGdex text object in simplified form, or null. Names never get phrase rewrites. */
function zh(t: Texts | undefined, l: string, kind: 'name' | 'text'): string | null {
  const v = t?.[l];
  if (v === undefined || v.trim() === '') return null;
  const simplified =
    l !== 'zh-tw'
      ? kind === 'text'
        ? mainlandText(tidySimplified(v))
        : tidySimplified(v)
      : mainlandSpeciesNames(kind === 'name' ? simplifiedName(v) : simplifiedText(v));
  const out = cleanText(kind === 'text' ? withoutJapanese(simplified) : simplified);
  return out === '' ? null : out;
}

/**
 * Card name without the decorations some records carry: a card-kind tag ("[支持者]"), energy
 * placeholders in basic energy names ("基本【雷】能量" is printed 基本雷能量), owner brackets
 * ("<阿响的>凤王ex") and editorial notes ("噗隆隆[进化前分岐α]"). A name still in Japanese is none.
 */
function cleanCardName(n: string): string | null {
  const name = n
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/\s*[[［](支援者|支持者|物品|竞技场|宝可梦道具|特殊能量)[\]］]$/, '')
    .replace(/^基本【(.)】能量$/, '基本$1能量')
    .replace(/^<([^<>]+的)>/, '$1')
    .replace(/\[[^\]]*\]$/, '')
    .replace(/\s*\(([^()]+)\)$/, '（$1）')
    .replace(/\s+(ex|EX|GX|V|VMAX|VSTAR|V-UNION)$/, '$1')
    .trim();
  return name === '' || KANA.test(name) ? null : name;
}

const cardNameOf = (c: TcgdexCard, l: string) => {
  const n = zh(c.name, l, 'name');
  const clean = n === null ? null : cleanCardName(n);
  return clean === null ? null : mainlandName(clean);
};

/**
 * Products whose TCGdex record is wrong: S11 (Lost Abyss) carries the names of SV1a (Triplet
 * Beat), SP5 the name of SCD, and the Sword & Shield promos have no Chinese name and no Taiwan
 * release date (the dates given are other countries').
 */
const PRODUCT_FIXES: Record<string, { name?: string; releaseDate?: string | null }> = {
  S11: { name: '迷途深渊' },
  SP5: { name: 'V-UNION特别组合' },
  'S-P': { name: '特典卡 剑&盾', releaseDate: null },
};

function releaseDateOf(set: TcgdexSetFile['set']): string | null {
  const fixed = PRODUCT_FIXES[set.id];
  if (fixed && 'releaseDate' in fixed) return fixed.releaseDate ?? null;
  const rd = set.releaseDate;
  if (!rd) return null;
  if (typeof rd === 'string') return rd;
  return rd['zh-tw'] ?? rd['zh-cn'] ?? rd.ja ?? null;
}

function normaliseDamage(d: number | string | undefined): string {
  if (d === undefined || d === null) return '';
  const s = String(d)
    .normalize('NFKC')
    .replace(/[xX*]/g, '×')
    .replace(/[－₋−]/g, '-')
    .trim();
  const m = /^(\d+)([+×-]?)/.exec(s);
  return m ? `${m[1]}${m[2]}` : '';
}

const normaliseModifier = (v: string | undefined, fallback: string) =>
  (v ?? fallback)
    .normalize('NFKC')
    .replace(/^[xX*]/, '×')
    .replace(/[－₋−]/g, '-')
    .trim() || fallback;

export interface ConvertStats {
  sets: number;
  cards: number;
  skippedNoChinese: number;
  skippedInconsistent: number;
  speciesUnresolved: string[];
  /** English prints: how many, how many have a Chinese card by match key, how many of those resolve, how many are international-only. */
  english?: { prints: number; comparable: number; resolved: number; internationalOnly: number } | null;
}

/** What the converter knows about species: dex numbers by name, and the printed name of each dex. */
interface Species {
  /** Dex numbers of a name ("阿响的凤王ex" and "伽勒尔 呆呆兽" resolve by their species part); TAG TEAM names give one per partner. */
  dexIdsOf(name: string): number[];
  /** Dex number of a species part when the data or the package knows that exact name. */
  exactDex(core: string): number | null;
  /** The species name as the cards print it ("月亮伊布"), else the package's. */
  nameOf(dex: number): string | null;
}

/**
 * Species learned from the prints: a print's dex number comes from its record, else from its
 * Japanese name; the majority of prints of a name wins over the odd wrong record.
 */
function learnSpecies(sets: TcgdexSetFile[]): Species {
  const votes = new Map<string, Map<number, number>>();
  for (const s of sets) {
    // Promo records pair the Taiwan print with the Japanese promo of the same number, another card.
    if (s.set.id.endsWith('-P')) continue;
    for (const c of s.cards) {
      if (c.category !== 'Pokemon') continue;
      const n = cardNameOf(c, lang(s));
      if (!n || n.includes('&')) continue;
      const dex = c.dexId?.length === 1 ? c.dexId[0]! : dexOfJapanese(c.name.ja);
      if (dex === null) continue;
      const core = splitPokemonName(n).core;
      const m = votes.get(core) ?? new Map<number, number>();
      m.set(dex, (m.get(dex) ?? 0) + 1);
      votes.set(core, m);
    }
  }
  const learned = new Map<string, number>();
  const printed = new Map<number, [string, number]>();
  for (const [core, m] of votes) {
    const [dex, count] = [...m.entries()].sort((a, b) => b[1] - a[1])[0]!;
    learned.set(core, dex);
    const best = printed.get(dex);
    if (!best || count > best[1]) printed.set(dex, [core, count]);
  }
  // A name the package knows is taken at its word; the prints teach the names it lacks.
  const known = new Map<string, number>([...learned, ...Object.entries(SPECIES_ALIASES), ...packageIndex]);
  const byLength = [...known.entries()].filter(([n]) => [...n].length >= 2).sort((a, b) => b[0].length - a[0].length);

  const exactDex = (core: string) => known.get(core) ?? null;
  const resolve = (core: string) => exactDex(core) ?? byLength.find(([n]) => core.includes(n))?.[1] ?? null;
  return {
    exactDex,
    dexIdsOf: (name) =>
      name
        .split('&')
        .map((part) => resolve(splitPokemonName(part).core))
        .filter((d): d is number => d !== null),
    // The current official names win over a majority of old Taiwan prints (紫天蝎 for 钳尾蝎).
    nameOf: (dex) => officialName.get(dex) ?? printed.get(dex)?.[0] ?? packageSpeciesName(dex),
  };
}

/**
 * A record that contradicts itself is not a real print: a "Pokémon" named like no species (a
 * trainer's name on a Pokémon's data) or a trainer named like a Pokémon, or a print whose Chinese name is another species than its dex number and Japanese name
 * (promo records joining a Taiwan print to another card's Japanese data: Latias's texts on a
 * Detective Pikachu's HP, type and attack costs).
 */
function contradicts(c: TcgdexCard, name: string, species: Species): boolean {
  if (c.category === 'Energy') return !name.includes('能量');
  if (c.category !== 'Pokemon')
    return name.split('&').some((part) => species.exactDex(splitPokemonName(part).core) !== null);
  if (species.dexIdsOf(name).length === 0) return true;
  // A TAG TEAM's data (several species) under one Pokémon's name, or the other way round.
  if (c.dexId && c.dexId.length > 1 !== name.includes('&')) return true;
  if (name.includes('&')) return false;
  const named = species.dexIdsOf(name)[0]!;
  const recorded = [c.dexId?.length === 1 ? c.dexId[0]! : null, dexOfJapanese(c.name.ja)].filter((d) => d !== null);
  return recorded.length > 0 && !recorded.includes(named);
}

/**
 * Converts the Asian TCGdex sets that carry Chinese text. Cards without a Chinese name are left
 * out (their text would be Japanese only). The bridge, when given, fills setCodeEn / cardIndexEn / nameEn;
 * the numbering, when given, the `Y<n>` yorenCodes.
 */
export function convertAsiaSets(
  sets: TcgdexSetFile[],
  bridge: Bridge | null,
  yoren?: YorenNumbering,
): { document: CardDocument; stats: ConvertStats } {
  const chosen = sets.filter((s) => s.cards.some((c) => c.name[lang(s)]) && SET_IDS[s.set.id] !== undefined);
  const stats: ConvertStats = { sets: 0, cards: 0, skippedNoChinese: 0, skippedInconsistent: 0, speciesUnresolved: [] };
  const species = learnSpecies(chosen);
  /** Records whose text had a Japanese sentence dropped. */
  const partial = new Set<CardRecordInput>();

  const products: CardDocument['products'] = [];
  for (const s of chosen) {
    const l = lang(s);
    const setCode = s.set.id;
    const cards: CardRecordInput[] = [];
    const ordered = [...s.cards].sort((a, b) => compareLocalId(a.localId, b.localId));
    const vUnionParts = chineseVUnionParts(ordered, l);
    for (const listed of ordered) {
      const c = vUnionParts(listed);
      const name = cardNameOf(c, l);
      if (!name) {
        stats.skippedNoChinese++;
        continue;
      }
      if (contradicts(c, name, species)) {
        stats.skippedInconsistent++;
        continue;
      }
      const record = convertCard(c, name, s, l, species);
      if (KANA.test((c.category === 'Pokemon' ? c.description : c.effect)?.[l] ?? '')) partial.add(record);
      if (record.cardType === 'Pokemon' && record.dexIds?.length === 0)
        stats.speciesUnresolved.push(`${setCode} ${c.localId} ${record.name}`);
      cards.push(record);
    }
    const marks = new Map<string, number>();
    for (const c of cards) if (c.regulationMark) marks.set(c.regulationMark, (marks.get(c.regulationMark) ?? 0) + 1);
    // A promo product prints one mark on every card but basic energy; a record that lost it (SV-P 086
    // 双重涡轮能量) takes its product's, when every other marked card of the product agrees on it.
    if (marks.size === 1) {
      const [mark] = marks.keys();
      for (const c of cards) if (!c.regulationMark && c.cardType !== 'Basic Energy') c.regulationMark = mark!;
    }
    products.push({
      setId: SET_IDS[setCode]!,
      setCode,
      name: PRODUCT_FIXES[setCode]?.name ?? zh(s.set.name, l, 'name') ?? setCode,
      nameEn: null,
      series: SERIES_OF[s.serie.id] ?? 'Sun & Moon',
      releaseDate: releaseDateOf(s.set),
      mainExpansion: isMainExpansion(setCode),
      regulationMark: [...marks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
      cards,
    });
    stats.sets++;
    stats.cards += cards.length;
  }

  repairTexts(products, partial);
  fillEvolutions(products, bridge, species);
  applyCardCorrections(products);
  aceSpecOnEveryPrint(products);
  for (const p of products) {
    for (const c of p.cards) {
      const full = c as Parameters<typeof effectIdOf>[0] & CardRecordInput;
      c.effectId = effectIdOf({
        ...full,
        description: c.description ?? null,
        pokemonAttr: (c.pokemonAttr ?? null) as PokemonAttrRecord | null,
      });
      // Without a numbering, `Y<n>` codes are left to the importer's yoren_identity table.
      const fields = { name: c.name, cardType: c.cardType, dexIds: c.dexIds ?? [], mechanic: c.mechanic ?? null };
      c.yorenCode = yoren ? yoren.codeOf(fields) : (plainYorenCode(fields) ?? undefined);
    }
  }
  const english = bridge
    ? linkEnglishPrints(
        bridge.prints,
        products.flatMap((p) => p.cards),
        pinnedEnglishPrints(products),
      )
    : null;
  if (bridge && english) {
    // The English prints of a card say ACE SPEC where every Chinese print's record is silent (不公印章).
    const aceSpec = new Set(
      english.prints.filter((e, i) => bridge.prints[i]!.source.rarity === 'ACE SPEC Rare').map((e) => e.effectId),
    );
    aceSpecOnEveryPrint(products, aceSpec);
    const tags = englishTagsByEffect(english.prints);
    for (const c of products.flatMap((p) => p.cards)) applyEnglishTag(c, tags.get(c.effectId!));
  }
  const printOfEffect = bridge && english ? chooseBridges(bridge.prints, english.prints) : null;
  for (const p of products) {
    for (const c of p.cards) {
      let en: { setCodeEn: string; cardIndexEn: string; nameEn: string } | null =
        printOfEffect?.(c.effectId!, c.regulationMark ?? null) ?? null;
      if (!en && bridge) {
        const loose = bridge.match(c);
        en =
          loose &&
          (!english || adoptLooseBridge(bridge.prints, english.prints, loose.setCodeEn, loose.cardIndexEn, c.effectId!))
            ? loose
            : null;
      }
      c.setCodeEn = en?.setCodeEn ?? null;
      c.cardIndexEn = en?.cardIndexEn ?? null;
      c.nameEn = en?.nameEn ?? null;
    }
  }
  stats.english = english && {
    prints: english.prints.length,
    comparable: english.comparable,
    resolved: english.resolved,
    internationalOnly: english.prints.filter((e) => e.internationalOnly).length,
  };
  if (bridge && english) {
    const international = internationalProducts(bridge.prints, english.prints, species.nameOf);
    for (const c of international.flatMap((p) => p.cards)) {
      const fields = { name: c.name, cardType: c.cardType, dexIds: c.dexIds ?? [], mechanic: c.mechanic ?? null };
      c.yorenCode = yoren ? yoren.codeOf(fields) : (plainYorenCode(fields) ?? undefined);
    }
    products.push(...international);
    evolutionsFromEnglish(products, bridge);
  }
  products.sort((a, b) => a.setId - b.setId);
  const document: CardDocument = {
    format: CARD_FORMAT_NAME,
    version: CARD_FORMAT_VERSION,
    source: 'TCGdex (https://tcgdex.dev, MIT), converted to simplified Chinese',
    products,
    ...(english ? { englishPrints: english.prints } : {}),
  };
  return { document, stats };
}

export function compareLocalId(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : NaN;
  const nb = /^\d+$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (!Number.isNaN(na)) return -1;
  if (!Number.isNaN(nb)) return 1;
  return a.localeCompare(b);
}

/** Card index as stored: the TCGdex local id, letters and digits only ("SV-P 001" style ids lose spaces). */
const cardIndexOf = (localId: string) => localId.replace(/[^0-9A-Za-z-]/g, '');

function cardTypeOf(c: TcgdexCard, name: string): CardType {
  if (c.category === 'Pokemon') return 'Pokemon';
  // An "energy" not named like one is an item recorded as energy (能量输送, Energy Search).
  if (c.category === 'Energy')
    return /^基本.{1,2}能量$/.test(name) ? 'Basic Energy' : name.endsWith('能量') ? 'Special Energy' : 'Item';
  switch (c.trainerType) {
    case 'Supporter':
      return 'Supporter';
    case 'Stadium':
      return 'Stadium';
    case 'Tool':
      return 'Tool';
    default:
      return 'Item';
  }
}

/** A style printed on Sword & Shield cards, read from the name or from the style's energy the card asks for. */
function strikeLabel(name: string, texts: string[]): string | null {
  for (const [word, label] of STRIKE_STYLES) if (name.includes(word)) return label;
  const asked = STRIKE_STYLES.filter(([word]) => texts.some((t) => t.includes(`「${word}能量」`)));
  return asked.length === 1 ? asked[0]![1] : null;
}
const STRIKE_STYLES: [string, string][] = [
  ['一击', 'Single Strike'],
  ['连击', 'Rapid Strike'],
  ['汇流', 'Fusion Strike'],
];

/** Rule boxes some records list as attacks ("V-UNION规则", "宝可梦V-UNION放置方法"): not attacks. */
const RULE_ENTRY = /(规则|放置方法)$/;
/** Abilities some records list as attacks, or name with their printed tag. */
const ABILITY_TAG = /^\s*\[特性\]\s*/;

function convertCard(c: TcgdexCard, name: string, s: TcgdexSetFile, l: string, species: Species): CardRecordInput {
  const cardType = cardTypeOf(c, name);
  const isPokemon = cardType === 'Pokemon';
  const named = isPokemon ? species.dexIdsOf(name) : [];
  const dexIds = named.length > 0 ? named : isPokemon && c.dexId?.length ? [...c.dexId] : [];
  const recorded = c.rarity ? (RARITY_OF[c.rarity] ?? RARITY_NONE) : RARITY_NONE;
  const rarity = name.includes('◇') ? 'PR' : name.startsWith('光辉') ? 'K' : recorded;
  const era = s.serie.id;

  let mechanic: string | null = null;
  let label: string | null = null;
  const is: string[] = [];
  let pokemonAttr: PokemonAttrRecord | null = null;
  // A Pokémon's TCGdex `description` is Pokédex flavour; its rules are its abilities and attacks.
  const description = isPokemon ? null : zh(c.effect, l, 'text');
  const flavorText = isPokemon ? zh(c.description, l, 'text') : null;
  if (isPokemon) {
    // The name's suffix is the stage of VMAX, VSTAR and V-UNION cards (some records say VMAX for a VSTAR, or Basic).
    const stage =
      (/(VMAX|VSTAR|V-UNION)$/.exec(name)?.[1] as PokemonAttrRecord['stage'] | undefined) ??
      STAGE_OF[c.stage ?? 'Basic'] ??
      'Basic';
    if (name.startsWith('光辉')) mechanic = 'Radiant';
    else if (name.includes('◇')) mechanic = 'Prism Star';
    else if (/GX$/.test(name) || c.suffix?.includes('GX')) mechanic = 'GX';
    else if (/ex$/.test(name) || (c.suffix === 'EX' && era === 'SV')) mechanic = 'ex';
    else if (/(V|VMAX|VSTAR|V-UNION)$/.test(name) || stage === 'VMAX' || stage === 'VSTAR') mechanic = 'V';
    if (stage === 'VMAX' || stage === 'VSTAR' || stage === 'V-UNION') is.push(stage);
    if (era === 'SV' && dexIds.some((d) => ANCIENT.has(d))) is.push('Ancient');
    if (era === 'SV' && dexIds.some((d) => FUTURE.has(d))) is.push('Future');

    const letter = (t: string | undefined) => (t ? ENERGY_LETTER_OF[t] : undefined);
    const weak = c.weaknesses?.[0];
    const res = c.resistances?.[0];
    const evo = zh(c.evolveFrom, l, 'name');
    const abilities = (c.abilities ?? []).map((a) => ({
      name: zh(a.name, l, 'name') ?? '',
      text: zh(a.effect, l, 'text') ?? '',
      isVStarPower: false,
    }));
    const attacks: PokemonAttrRecord['attack'] = [];
    for (const a of c.attacks ?? []) {
      const attackName = zh(a.name, l, 'name') ?? '';
      const text = zh(a.effect, l, 'text') ?? '';
      if (ABILITY_TAG.test(attackName)) abilities.push({ name: attackName, text, isVStarPower: false });
      else if (!RULE_ENTRY.test(attackName)) {
        const cost = (a.cost ?? []).map((x) => ENERGY_LETTER_OF[x] ?? '').join('');
        attacks.push({
          ...vstarPowerOf({ name: attackName, text }),
          text,
          cost: cost || FREE_COST,
          damage: normaliseDamage(a.damage),
        });
      }
    }
    pokemonAttr = {
      stage,
      energyType: letter(c.types?.[0]) ?? 'C',
      hp: c.hp ?? null,
      evolvesFrom: evo ? cleanCardName(evo) : null,
      ancientTrait: null,
      ability: abilities
        .map((a) => ({ ...a, ...vstarPowerOf({ name: a.name.replace(ABILITY_TAG, ''), text: a.text }) }))
        .filter((a) => a.name !== ''),
      attack: attacks.filter((a) => a.name !== ''),
      weakness:
        weak && letter(weak.type) ? { energy: letter(weak.type)!, value: normaliseModifier(weak.value, '×2') } : null,
      resistance:
        res && letter(res.type) ? { energy: letter(res.type)!, value: normaliseModifier(res.value, '-30') } : null,
      retreatCost: c.retreat ?? 0,
    };
    if (name.includes('&') || c.suffix === 'TAG TEAM-GX') label = 'TAG TEAM';
    else if (era === 'S')
      label = strikeLabel(
        name,
        [...pokemonAttr.ability, ...pokemonAttr.attack].map((x) => x.text),
      );
    else if (era === 'SM' && dexIds.some((d) => ULTRA_BEASTS.has(d))) label = 'Ultra Beast';
  } else {
    if (c.rarity === 'ACE SPEC Rare' || /ACE SPEC/i.test(name)) mechanic = 'ACE SPEC';
    if (era === 'S') label = strikeLabel(name, []);
  }
  if (mechanic) is.unshift(mechanic);
  if (label) is.push(label);

  return {
    cardIndex: cardIndexOf(c.localId),
    name,
    cardType,
    mechanic,
    label,
    is,
    rarity,
    artist: c.illustrator?.trim() || null,
    description,
    flavorText,
    regulationMark: c.regulationMark && /^[A-Z]$/.test(c.regulationMark) ? c.regulationMark : null,
    dexIds,
    pokemonAttr,
    imageKey: `${l}/${s.serie.id}/${s.set.id}/${c.localId}`,
    setCodeEn: null,
    cardIndexEn: null,
    nameEn: null,
  };
}

/**
 * The parts of a V-UNION are prints of one card (four numbers, and four more for a special art), but the
 * records of the later parts may carry only their Japanese name (S8b 057–059, 226–229): such a record
 * takes the Chinese name and texts of the part that has them, keeping its own number, rarity and artist.
 * Only V-UNION parts, which are one card by the rules; any other record without Chinese stays out.
 */
function chineseVUnionParts(records: TcgdexCard[], l: string): (record: TcgdexCard) => TcgdexCard {
  const withChinese = new Map<string, TcgdexCard>();
  for (const r of records) {
    const ja = r.name.ja;
    if (ja && /V-UNION$/.test(ja) && cardNameOf(r, l) && !withChinese.has(ja)) withChinese.set(ja, r);
  }
  return (record) => {
    const ja = record.name.ja;
    const part = ja && !cardNameOf(record, l) ? withChinese.get(ja) : undefined;
    if (!part) return record;
    return {
      ...part,
      localId: record.localId,
      rarity: record.rarity ?? part.rarity,
      illustrator: record.illustrator ?? part.illustrator,
    };
  };
}

/** Rarities of special art prints, which an ACE SPEC card keeps on those prints. */
const ART_RARITIES = new Set(['SAR', 'SR', 'UR', 'HR', 'SSR', 'AR']);

/**
 * An ACE SPEC card is one on every print: prints of the same name and kind whose record lacks the
 * mark (大师球 of the SVHK/SVHM decks, 不公印章 whose English print says it) take the mechanic, and the rarity ACE unless they are
 * a special art print.
 */
function aceSpecOnEveryPrint(products: CardDocument['products'], aceSpecEffects: ReadonlySet<string> = new Set()) {
  const key = (c: CardRecordInput) => `${c.cardType}|${c.name.replace(/\s*[（(][^（）()]*[）)]$/, '')}`;
  const ace = new Set<string>();
  for (const p of products)
    for (const c of p.cards)
      if (c.mechanic === 'ACE SPEC' || (c.effectId !== undefined && aceSpecEffects.has(c.effectId))) ace.add(key(c));
  for (const p of products) {
    for (const c of p.cards) {
      if (c.cardType === 'Pokemon' || !ace.has(key(c))) continue;
      c.mechanic = 'ACE SPEC';
      c.is = ['ACE SPEC', ...(c.is ?? []).filter((t) => t !== 'ACE SPEC')];
      if (!ART_RARITIES.has(c.rarity)) c.rarity = 'ACE';
    }
  }
}

/**
 * A trainer or energy text that lost a Japanese sentence (see withoutJapanese) takes the text of
 * another print of the same card, when one is whole.
 */
function repairTexts(products: CardDocument['products'], partial: Set<CardRecordInput>) {
  const key = (c: CardRecordInput) => `${c.cardType}|${c.name}`;
  const whole = new Map<string, string>();
  for (const p of products) {
    for (const c of p.cards)
      if (c.cardType !== 'Pokemon' && c.description && !partial.has(c) && !whole.has(key(c)))
        whole.set(key(c), c.description);
  }
  for (const c of partial) {
    // A Pokémon's text is flavour: better none than half a sentence.
    if (c.cardType === 'Pokemon') c.flavorText = null;
    else c.description = whole.get(key(c)) ?? c.description;
  }
}

/**
 * What an evolved Pokémon still evolves from when that names no card of the data: a fossil Pokémon
 * evolves from its fossil item (鳃鱼龙, 菊石兽 and 原盖海龟 name nothing in the Asian records), a few
 * records spell the pre-evolution another way (龙王蝎 from 紫天蝎, where the card is 钳尾蝎), and the
 * Classic Collection reprints say nothing. The English print names it; the card of the data bearing
 * that English name gives its name here; other prints of the same name, then of the same species and
 * stage, fill the rest.
 */
function evolutionsFromEnglish(products: CardDocument['products'], bridge: Bridge) {
  const cards = products.flatMap((p) => p.cards);
  const names = new Set(cards.map((c) => c.name));
  const sourceOf = new Map(bridge.prints.map((e) => [`${e.setCodeEn}|${e.cardIndexEn}`, e.source]));
  // The Chinese (or provisional) name of every English name, from the cards that carry both.
  const byEnglish = new Map<string, string>();
  for (const c of cards) if (c.nameEn && !byEnglish.has(foldEn(c.nameEn))) byEnglish.set(foldEn(c.nameEn), c.name);
  const evolvesFrom = (c: CardRecordInput) => {
    const from = c.pokemonAttr?.evolvesFrom;
    return from && names.has(from) ? from : null;
  };
  const sameName = new Map<string, string>();
  // And the last resort, a print of the same species and stage (Dark Gyarados from 鲤鱼王, as 暴鲤龙).
  const sameSpecies = new Map<string, string>();
  const speciesKey = (c: CardRecordInput) =>
    c.dexIds?.length === 1 ? `${c.dexIds[0]}|${c.pokemonAttr?.stage}|${splitPokemonName(c.name).region}` : null;
  for (const c of cards) {
    const from = evolvesFrom(c);
    if (!from) continue;
    if (!sameName.has(c.name)) sameName.set(c.name, from);
    const key = speciesKey(c);
    if (key && !sameSpecies.has(key)) sameSpecies.set(key, from);
  }
  for (const c of cards) {
    const a = c.pokemonAttr;
    if (!a || a.stage === 'Basic' || evolvesFrom(c)) continue;
    const fromEn = c.setCodeEn ? sourceOf.get(`${c.setCodeEn}|${c.cardIndexEn}`)?.evolveFrom?.en : undefined;
    const key = speciesKey(c);
    a.evolvesFrom =
      (fromEn && byEnglish.get(foldEn(fromEn))) ??
      sameName.get(c.name) ??
      (key ? sameSpecies.get(key) : undefined) ??
      a.evolvesFrom ??
      null;
  }
}

/**
 * Most prints do not name the Pokémon they evolve from. Fill the gap from other prints of the same
 * name, then from the international data (by species), so the evolution tree covers every line.
 */
function fillEvolutions(products: CardDocument['products'], bridge: Bridge | null, species: Species) {
  const known = new Map<string, string>();
  const names = new Set<string>();
  for (const p of products) {
    for (const c of p.cards) {
      names.add(c.name);
      if (c.pokemonAttr?.evolvesFrom) known.set(c.name, c.pokemonAttr.evolvesFrom);
    }
  }
  for (const p of products) {
    for (const c of p.cards) {
      const a = c.pokemonAttr;
      if (!a || a.evolvesFrom || a.stage === 'Basic') continue;
      a.evolvesFrom = known.get(c.name) ?? null;
      // A VMAX or VSTAR evolves from the V of its name (黑马蕾冠王VMAX from 黑马蕾冠王V).
      const v = /^(.+)(VMAX|VSTAR)$/.exec(c.name)?.[1];
      if (!a.evolvesFrom && v !== undefined && names.has(`${v}V`)) a.evolvesFrom = `${v}V`;
      if (a.evolvesFrom || !bridge || c.dexIds?.length !== 1) continue;
      const { region } = splitPokemonName(c.name);
      const pre = bridge.preEvolution(c.dexIds[0]!, region !== '', a.stage);
      if (!pre) continue;
      const from = species.nameOf(pre.dex);
      if (!from) continue;
      a.evolvesFrom = (pre.regional ? region : '') + from + (pre.suffix === ' V' ? 'V' : '');
    }
  }
}
