import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { CardType, EnergyLetter } from '@ptcg/contract';
import { RARITY_NONE, type RARITIES } from '@ptcg/contract';
import OpenCC from 'opencc-js';
import type { Bridge } from './bridge.ts';
import type { CardDocument, CardRecordInput, PokemonAttrRecord, ProductRecord } from './format.ts';
import { CARD_FORMAT_NAME, CARD_FORMAT_VERSION } from './format.ts';
import { effectIdOf, yorenCodeOf } from './game-text.ts';

/**
 * Converts TCGdex set files (format of /work/shared/data/tcgdex, see its README) into our card
 * format: Traditional Chinese to mainland Simplified Chinese, mainland species names, the site's
 * vocabularies, and the English bridge.
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
  SC1a: 201, SC1b: 202, SC1D: 203, SC2a: 204, SC2b: 205, SC2D: 206, S4: 207, S4a: 208, SCA: 209,
  S5I: 210, S5R: 211, SCB: 212, S5a: 213, S6H: 214, S6K: 215, S6a: 216, SCC: 217, SH: 218, S7D: 219,
  S7R: 220, SP5: 221, S8: 222, SCD: 223, S8a: 224, S8b: 225, S9: 226, SJ: 227, SK: 228, SI: 229,
  S9a: 230, SLD: 231, SLL: 232, S10D: 233, S10P: 234, S10a: 235, S10b: 236, 'S-P': 237, S11: 238,
  SP6: 239, SPD: 240, SPZ: 241, S11a: 242, SN: 243, S12: 244, SDL: 245, SDM: 246, SDP: 247, S12a: 248,
  'SV-P': 301, SV1S: 302, SV1V: 303, SVB: 304, SV1a: 305, SV2D: 306, SV2P: 307, SVC: 308, SVP1: 309,
  SV2a: 310, SVD: 311, SV3: 312, SVAL: 313, SVAM: 314, SVAW: 315, SVF: 316, SV3a: 317, SVEL: 318,
  SVEM: 319, SV4K: 320, SV4M: 321, SV4a: 322, SV5K: 323, SV5M: 324, SVHK: 325, SVHM: 326, SV5a: 327,
  SV6: 328, SV6a: 329, SV7: 330, SV7a: 331, SV8: 332, SV8a: 333, SV9: 334, SV9a: 335, SV10: 336,
};

const SERIES_OF: Record<string, ProductRecord['series']> = { SV: 'Scarlet & Violet', S: 'Sword & Shield', SM: 'Sun & Moon' };

/** Numbered expansions (SV1S, S10a, SV4a) are main products; decks, promos and boxes are side products. */
export const isMainExpansion = (setCode: string) => /^S[V]?\d+[A-Za-z]?$/.test(setCode);

export const ENERGY_LETTER_OF: Record<string, EnergyLetter> = {
  Grass: 'G', Fire: 'R', Water: 'W', Lightning: 'L', Psychic: 'P', Fighting: 'F',
  Darkness: 'D', Metal: 'M', Fairy: 'Y', Dragon: 'N', Colorless: 'C',
};

/** TCGdex rarity names to the site's rarity vocabulary (Japanese-style codes). */
export const RARITY_OF: Record<string, (typeof RARITIES)[number]> = {
  Common: 'C', Uncommon: 'U', Rare: 'R', 'Double rare': 'RR', 'Triple Rare': 'RRR', Promo: 'PR',
  'Radiant Rare': 'K', 'Illustration rare': 'AR', 'Special illustration rare': 'SAR', 'Ultra Rare': 'UR',
  'Character Rare': 'CHR', 'Character Super Rare': 'CSR', 'ACE SPEC Rare': 'A', 'Shiny rare': 'S',
  'Shiny Ultra Rare': 'SSR', 'Hyper rare': 'HR', 'Secret Rare': 'HR', 'Super Rare': 'SR', 'Full Art Trainer': 'SR',
  None: RARITY_NONE,
};

const STAGE_OF: Record<string, PokemonAttrRecord['stage']> = {
  Basic: 'Basic', Stage1: 'Stage 1', Stage2: 'Stage 2', VMAX: 'VMAX', VSTAR: 'VSTAR', 'V-UNION': 'V-UNION',
};

const ULTRA_BEASTS = new Set([793, 794, 795, 796, 797, 798, 799, 803, 804, 805, 806]);
/** Paradox Pokémon printed with the Ancient / Future tag in the Scarlet & Violet era. */
const ANCIENT = new Set([984, 985, 986, 987, 988, 989, 1005, 1009, 1020, 1021]);
const FUTURE = new Set([990, 991, 992, 993, 994, 995, 1006, 1010, 1022, 1023]);

const toSimplified = OpenCC.Converter({ from: 'twp', to: 'cn' });

const requireJson = createRequire(import.meta.url);
const HANS: string[] = requireJson('pokemon/data/zh-hans.json');
const HANT: string[] = requireJson('pokemon/data/zh-hant.json');
export const SPECIES_EN: string[] = requireJson('pokemon/data/en.json');

/** Mainland species name of a national dex number (the `pokemon` package, zh-Hans). */
export const mainlandSpecies = (dex: number) => {
  const n = HANS[dex - 1];
  // A few entries of the package still carry Traditional characters (瑪機雅娜).
  return n === undefined ? null : toSimplified(n);
};

const hansIndex = new Map<string, number>();
HANS.forEach((n, i) => hansIndex.set(n, i + 1));
HANT.forEach((n, i) => { if (!hansIndex.has(toSimplified(n))) hansIndex.set(toSimplified(n), i + 1); });
const speciesByLength = [...hansIndex.entries()].filter(([n]) => n.length >= 2).sort((a, b) => b[0].length - a[0].length);

const REGION_PREFIX = /^(伽勒尔|阿罗拉|洗翠|帕底亚)\s*/;
const MECHANIC_SUFFIX = /(\s*(?:VMAX|VSTAR|V-UNION|V|ex|EX|GX|◇|BREAK))$/;

interface NameParts { prefix: string; core: string; suffix: string }

/** Splits a simplified Pokémon name into decorations and the species part ("阿渡的喷火龙V"). */
function splitPokemonName(name: string): NameParts {
  let rest = name.trim();
  let prefix = '';
  let suffix = '';
  if (rest.startsWith('光辉')) { prefix += '光辉'; rest = rest.slice(2); }
  const region = REGION_PREFIX.exec(rest);
  if (region) { prefix += region[0]; rest = rest.slice(region[0].length); }
  const owner = /^([^的\s]{1,8})的(?=.)/.exec(rest);
  if (owner) { prefix += owner[0]; rest = rest.slice(owner[0].length); }
  const mech = MECHANIC_SUFFIX.exec(rest);
  if (mech && mech.index > 0) { suffix = mech[1] + suffix; rest = rest.slice(0, mech.index); }
  const form = /(\s+\S+)$/.exec(rest);
  if (form && form.index > 0) { suffix = form[1] + suffix; rest = rest.slice(0, form.index); }
  return { prefix, core: rest, suffix };
}

const lang = (set: TcgdexSetFile) => (set.set.id === 'CSMPiC' ? 'zh-cn' : 'zh-tw');

/** Reads the Chinese text of a TCGdex text object in simplified form, or null. */
function zh(t: Texts | undefined, l: string): string | null {
  const v = t?.[l];
  if (v === undefined || v.trim() === '') return null;
  return cleanText(l === 'zh-tw' ? toSimplified(v) : v);
}

function cleanText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u3000]*\n[ \t\u3000]*/g, '\n')
    .replace(/[ \u3000]{2,}/g, ' ')
    .trim();
}

/**
 * Card name without the decorations some records carry: a card-kind tag ("[支持者]"), energy
 * placeholders in basic energy names ("基本【雷】能量" is printed 基本雷能量) and owner brackets.
 */
function cardNameOf(c: TcgdexCard, l: string): string | null {
  const n = zh(c.name, l);
  if (!n) return null;
  return n
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/\s*[[［](支持者|物品|竞技场|宝可梦道具|特殊能量)[\]］]$/, '')
    .replace(/^基本【(.)】能量$/, '基本$1能量')
    // Trainer's Pokémon are written "<阿响的>凤王ex" in some sets and "阿响的凤王ex" in others.
    .replace(/^<([^<>]+的)>/, '$1');
}

function releaseDateOf(set: TcgdexSetFile['set']): string | null {
  const rd = set.releaseDate;
  if (!rd) return null;
  if (typeof rd === 'string') return rd;
  return rd['zh-tw'] ?? rd['zh-cn'] ?? rd.ja ?? Object.values(rd).filter((v): v is string => !!v).sort()[0] ?? null;
}

function normaliseDamage(d: number | string | undefined): string {
  if (d === undefined || d === null) return '';
  const s = String(d).normalize('NFKC').replace(/[xX*]/g, '×').replace(/[－₋−]/g, '-').trim();
  const m = /^(\d+)([+×-]?)/.exec(s);
  return m ? `${m[1]}${m[2]}` : '';
}

const normaliseModifier = (v: string | undefined, fallback: string) =>
  (v ?? fallback).normalize('NFKC').replace(/^[xX*]/, '×').replace(/[－₋−]/g, '-').trim() || fallback;

export interface ConvertStats {
  sets: number;
  cards: number;
  skippedNoChinese: number;
  skippedInconsistent: number;
  speciesUnresolved: string[];
}

/**
 * Converts the Asian TCGdex sets that carry Chinese text. Cards without a Chinese name are left
 * out (their text would be Japanese only). The bridge, when given, fills setCodeEn / cardIndexEn / nameEn.
 */
export function convertAsiaSets(sets: TcgdexSetFile[], bridge: Bridge | null): { document: CardDocument; stats: ConvertStats } {
  const chosen = sets.filter((s) => s.cards.some((c) => c.name[lang(s)]) && SET_IDS[s.set.id] !== undefined);
  const stats: ConvertStats = { sets: 0, cards: 0, skippedNoChinese: 0, skippedInconsistent: 0, speciesUnresolved: [] };

  // Species learned from prints that carry a dex number; the majority wins over the odd wrong one.
  const votes = new Map<string, Map<number, number>>();
  for (const s of chosen) {
    for (const c of s.cards) {
      const n = cardNameOf(c, lang(s));
      if (!n || c.category !== 'Pokemon' || c.dexId?.length !== 1) continue;
      if (n.includes('&')) continue;
      const core = splitPokemonName(n).core;
      const m = votes.get(core) ?? new Map<number, number>();
      m.set(c.dexId[0]!, (m.get(c.dexId[0]!) ?? 0) + 1);
      votes.set(core, m);
    }
  }
  const learned = new Map<string, number>();
  for (const [core, m] of votes) learned.set(core, [...m.entries()].sort((a, b) => b[1] - a[1])[0]![0]);

  const resolveCore = (core: string): number | null => {
    const direct = hansIndex.get(core) ?? learned.get(core);
    if (direct !== undefined) return direct;
    const hit = speciesByLength.find(([n]) => core.includes(n));
    return hit ? hit[1] : null;
  };

  /** Mainland name and species of a simplified Pokémon name; TAG TEAM names resolve each partner. */
  const pokemonName = (name: string): { name: string; dexIds: number[] } => {
    const out: string[] = [];
    const dexIds: number[] = [];
    for (const part of name.split('&')) {
      const p = splitPokemonName(part);
      const dex = resolveCore(p.core);
      if (dex === null) {
        out.push(part);
        continue;
      }
      dexIds.push(dex);
      out.push(p.prefix + (p.core.includes(mainlandSpecies(dex)!) ? p.core : mainlandSpecies(dex)!) + p.suffix);
    }
    return { name: out.join('&'), dexIds };
  };

  const products: CardDocument['products'] = [];
  for (const s of chosen) {
    const l = lang(s);
    const setCode = s.set.id;
    const cards: CardRecordInput[] = [];
    const ordered = [...s.cards].sort((a, b) => compareLocalId(a.localId, b.localId));
    for (const c of ordered) {
      const rawName = cardNameOf(c, l);
      if (!rawName) { stats.skippedNoChinese++; continue; }
      // A few promo records pair a Japanese energy with an unrelated Chinese name: not a real print.
      if (c.category === 'Energy' && !rawName.includes('能量')) { stats.skippedInconsistent++; continue; }
      if (c.category === 'Pokemon' && c.hp === undefined && !c.attacks?.length) { stats.skippedInconsistent++; continue; }
      const record = convertCard(c, rawName, s, l, pokemonName);
      if (record.cardType === 'Pokemon' && record.dexIds?.length === 0) stats.speciesUnresolved.push(`${setCode} ${c.localId} ${record.name}`);
      cards.push(record);
    }
    const marks = new Map<string, number>();
    for (const c of cards) if (c.regulationMark) marks.set(c.regulationMark, (marks.get(c.regulationMark) ?? 0) + 1);
    products.push({
      setId: SET_IDS[setCode]!,
      setCode,
      name: zh(s.set.name, l) ?? setCode,
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

  fillEvolutions(products, bridge);
  for (const p of products) {
    for (const c of p.cards) {
      const full = c as Parameters<typeof effectIdOf>[0] & CardRecordInput;
      c.effectId = effectIdOf({ ...full, description: c.description ?? null, pokemonAttr: (c.pokemonAttr ?? null) as PokemonAttrRecord | null });
      c.yorenCode = yorenCodeOf({ name: c.name, cardType: c.cardType, dexIds: c.dexIds ?? [] });
      const en = bridge?.match(c) ?? null;
      c.setCodeEn = en?.setCodeEn ?? null;
      c.cardIndexEn = en?.cardIndexEn ?? null;
      c.nameEn = en?.nameEn ?? null;
    }
  }
  products.sort((a, b) => a.setId - b.setId);
  const document: CardDocument = {
    format: CARD_FORMAT_NAME,
    version: CARD_FORMAT_VERSION,
    source: 'TCGdex (https://tcgdex.dev, MIT), converted to simplified Chinese',
    products,
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
  if (c.category === 'Energy') return /^基本.{1,2}能量$/.test(name) ? 'Basic Energy' : 'Special Energy';
  switch (c.trainerType) {
    case 'Supporter': return 'Supporter';
    case 'Stadium': return 'Stadium';
    case 'Tool': return 'Tool';
    default: return 'Item';
  }
}

function convertCard(
  c: TcgdexCard, rawName: string, s: TcgdexSetFile, l: string,
  pokemonName: (n: string) => { name: string; dexIds: number[] },
): CardRecordInput {
  const cardType = cardTypeOf(c, rawName);
  const isPokemon = cardType === 'Pokemon';
  const resolved = isPokemon ? pokemonName(rawName) : { name: rawName, dexIds: [] as number[] };
  const name = resolved.name;
  const dexIds = resolved.dexIds.length > 0 ? resolved.dexIds : isPokemon && c.dexId?.length ? [...c.dexId] : [];
  const rarity = c.rarity ? (RARITY_OF[c.rarity] ?? RARITY_NONE) : RARITY_NONE;
  const era = s.serie.id;

  let mechanic: string | null = null;
  let label: string | null = null;
  const is: string[] = [];
  let pokemonAttr: PokemonAttrRecord | null = null;
  if (isPokemon) {
    const stage = STAGE_OF[c.stage ?? 'Basic'] ?? 'Basic';
    if (name.startsWith('光辉')) mechanic = 'Radiant';
    else if (name.includes('◇')) mechanic = 'Prism Star';
    else if (/GX$/.test(name) || c.suffix?.includes('GX')) mechanic = 'GX';
    else if (/ex$/.test(name) || (c.suffix === 'EX' && era === 'SV')) mechanic = 'ex';
    else if (/(V|VMAX|VSTAR|V-UNION)$/.test(name) || stage === 'VMAX' || stage === 'VSTAR') mechanic = 'V';
    if (name.includes('&') || c.suffix === 'TAG TEAM-GX') label = 'TAG TEAM';
    else if (name.includes('一击')) label = 'Single Strike';
    else if (name.includes('连击')) label = 'Rapid Strike';
    else if (name.includes('融合')) label = 'Fusion Strike';
    else if (dexIds.some((d) => ULTRA_BEASTS.has(d))) label = 'Ultra Beast';
    if (stage === 'VMAX' || stage === 'VSTAR' || stage === 'V-UNION') is.push(stage);
    if (era === 'SV' && dexIds.some((d) => ANCIENT.has(d))) is.push('Ancient');
    if (era === 'SV' && dexIds.some((d) => FUTURE.has(d))) is.push('Future');

    const letter = (t: string | undefined) => (t ? ENERGY_LETTER_OF[t] : undefined);
    const weak = c.weaknesses?.[0];
    const res = c.resistances?.[0];
    const evo = zh(c.evolveFrom, l);
    pokemonAttr = {
      stage,
      energyType: letter(c.types?.[0]) ?? 'C',
      hp: c.hp ?? null,
      evolvesFrom: evo ? pokemonName(evo).name : null,
      ancientTrait: null,
      ability: (c.abilities ?? []).map((a) => ({ name: zh(a.name, l) ?? '', text: zh(a.effect, l) ?? '' })).filter((a) => a.name !== ''),
      attack: (c.attacks ?? []).map((a) => ({
        name: zh(a.name, l) ?? '',
        text: zh(a.effect, l) ?? '',
        cost: (a.cost ?? []).map((x) => ENERGY_LETTER_OF[x] ?? '').join(''),
        damage: normaliseDamage(a.damage),
      })).filter((a) => a.name !== ''),
      weakness: weak && letter(weak.type) ? { energy: letter(weak.type)!, value: normaliseModifier(weak.value, '×2') } : null,
      resistance: res && letter(res.type) ? { energy: letter(res.type)!, value: normaliseModifier(res.value, '-30') } : null,
      retreatCost: c.retreat ?? 0,
    };
  } else if (c.rarity === 'ACE SPEC Rare' || /ACE SPEC/i.test(rawName)) {
    is.push('ACE SPEC');
  }
  if (mechanic) is.unshift(mechanic);
  if (label) is.push(label);

  const description = isPokemon ? zh(c.description, l) : zh(c.effect, l);
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
 * Most prints do not name the Pokémon they evolve from. Fill the gap from other prints of the same
 * name, then from the international data (by species), so the evolution tree covers every line.
 */
function fillEvolutions(products: CardDocument['products'], bridge: Bridge | null) {
  const known = new Map<string, string>();
  for (const p of products) {
    for (const c of p.cards) {
      if (c.pokemonAttr?.evolvesFrom) known.set(c.name, c.pokemonAttr.evolvesFrom);
    }
  }
  for (const p of products) {
    for (const c of p.cards) {
      const a = c.pokemonAttr;
      if (!a || a.evolvesFrom || a.stage === 'Basic') continue;
      a.evolvesFrom = known.get(c.name) ?? null;
      if (a.evolvesFrom || !bridge || c.dexIds?.length !== 1) continue;
      const parts = splitPokemonName(c.name);
      const region = REGION_PREFIX.exec(parts.prefix.replace(/^光辉/, ''))?.[0] ?? '';
      const pre = bridge.preEvolution(c.dexIds[0]!, region !== '', a.stage);
      if (!pre) continue;
      const species = mainlandSpecies(pre.dex);
      if (!species) continue;
      a.evolvesFrom = (pre.regional ? region : '') + species + (pre.suffix === ' V' ? 'V' : '');
    }
  }
}
