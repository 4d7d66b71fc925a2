import { createHash } from 'node:crypto';
import type { CardType } from '@ptcg/contract';
import { splitPokemonName } from '@ptcg/tcg';
import type { CardRecordInput, EnglishPrintRecord } from './format.ts';
import { FREE_COST, regionLetterOf } from './game-text.ts';
import type { TcgdexCard, TcgdexSetFile } from './tcgdex.ts';
import { ENERGY_LETTER_OF, SPECIES_EN } from './english-names.ts';
import { foldEn, trainerKeyEn, trainerNameEn } from './name-match.ts';

/**
 * The English side of the card data: every international print (set code as Pokémon TCG Live and
 * Limitless write it, number, English name) with the effectId of the Chinese card it is a print of.
 *
 * Two prints are one card when their game identity is equal. Across languages that identity is
 * compared on what both sides print alike (the match key): species and regional form, mechanic,
 * owner, stage, type, HP, each attack's cost and damage, the number of abilities, weakness,
 * resistance and retreat for Pokémon; kind and English name for trainers and energies. Where a
 * match key is shared by Chinese cards of several effects (two Pokémon whose attacks differ only
 * in their words), the numbers of the texts decide. Prints with no Chinese card are
 * "international-only": their effectId is a digest of their English identity until a Chinese print
 * of the card is imported.
 */

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Set codes TCGdex gives no official abbreviation for, or spells otherwise than the tournament lists. */
const SET_CODE_OF: Record<string, string> = { swshp: 'SP', sma: 'HIF' };
/** Promo sets whose collector numbers carry the series letters ("SWSH139", "SM60"): lists write the number alone. */
const PROMO_NUMBER_PREFIX: Record<string, RegExp> = { SP: /^SWSH/, SMP: /^SM/ };

export { foldEn };

// Built on first use: tcgdex.ts, which holds the species list, imports this module.
let speciesIndexEn: Map<string, number> | undefined;
const speciesDexEn = (name: string) => {
  speciesIndexEn ??= new Map(SPECIES_EN.map((n, i) => [foldEn(n), i + 1]));
  return speciesIndexEn.get(foldEn(name));
};
const REGIONAL_EN = /^(Galarian|Alolan|Hisuian|Paldean)\s+/;
const REGION_LETTER_EN: Record<string, string> = { Galarian: 'G', Alolan: 'A', Hisuian: 'H', Paldean: 'P' };

/** Tournament set code of an international set file ("SVI", "SP"), and the sub-collection ("TG", "GG") when it is one. */
export function englishSetCode(set: TcgdexSetFile['set']): { code: string; sub: string | null } | null {
  const raw = set.abbreviations?.official ?? SET_CODE_OF[set.id];
  if (!raw) return null;
  const [code, sub] = raw.split(':') as [string, string | undefined];
  return { code, sub: sub ?? null };
}

/** The number as decklists write it: no leading zeros, promo series letters dropped ("SWSH139" → "139"). */
export function englishNumber(setCode: string, localId: string): string {
  const bare = localId.replace(PROMO_NUMBER_PREFIX[setCode] ?? /^$/, '');
  return /^\d+$/.test(bare) ? String(Number(bare)) : bare;
}

/** English name as the cards print it: "Charizard-GX", "Blastoise & Piplup-GX" (TCGdex writes "Charizard GX"). */
export function englishName(name: string): string {
  return name
    .trim()
    .replace(/\s+GX$/, '-GX')
    .replace(/\s+/g, ' ');
}

export function dexOfEnglish(c: TcgdexCard): number[] {
  if (c.dexId && c.dexId.length > 0) return [...c.dexId];
  const bare = (c.name.en ?? '')
    .replace(REGIONAL_EN, '')
    .replace(/^(Radiant\s+|.+'s\s+)/, '')
    .replace(/\s+(V|VMAX|VSTAR|V-UNION|ex|EX|GX|BREAK|◇)$/, '');
  const dex = speciesDexEn(bare);
  return dex === undefined ? [] : [dex];
}

export function cardTypeOfEnglish(c: TcgdexCard): CardType {
  if (c.category === 'Pokemon') return 'Pokemon';
  // Some records give special energies (Reversal Energy, Prism Energy) the energy type "Normal".
  if (c.category === 'Energy')
    return c.energyType === 'Normal' && BASIC_ENERGY_EN.test(englishName(c.name.en ?? ''))
      ? 'Basic Energy'
      : 'Special Energy';
  return c.trainerType === 'Supporter' || c.trainerType === 'Stadium' || c.trainerType === 'Tool'
    ? c.trainerType
    : 'Item';
}

export const damageKey = (d: number | string | undefined) => {
  const m = /^(\d+)([-+×x]?)/.exec(
    String(d ?? '')
      .normalize('NFKC')
      .trim(),
  );
  return m ? `${m[1]}${m[2] === 'x' ? '×' : m[2]}` : '';
};
/** Numbers of texts, sorted; 1 is left out, since English writes it as a word ("draw a card", 抽1张卡). */
const numbersKey = (texts: string[]) =>
  texts
    .flatMap((t) => t.normalize('NFKC').match(/\d+/g) ?? [])
    .filter((n) => n !== '1')
    .sort()
    .join(',');

interface PokemonShape {
  dexIds: number[];
  region: string;
  mechanic: string;
  owner: boolean;
  stage: string;
  type: string;
  hp: number | null;
  attacks: { cost: string; damage: string }[];
  abilities: number;
  weakness: string;
  resistance: string;
  retreat: number;
}

const shapeKey = (s: PokemonShape) =>
  [
    'P',
    [...s.dexIds].sort((a, b) => a - b).join('+'),
    s.region,
    s.mechanic,
    s.owner ? 'o' : '',
    s.stage,
    s.type,
    s.hp ?? '',
    s.attacks.map((a) => `${a.cost}:${a.damage}`).join(','),
    s.abilities,
    s.weakness,
    s.resistance,
    s.retreat,
  ].join('|');

const BASIC_ENERGY_EN = /^(?:Basic\s+)?(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy)\s+Energy$/i;
const BASIC_ENERGY_ZH: Record<string, string> = {
  草: 'G',
  火: 'R',
  水: 'W',
  雷: 'L',
  超: 'P',
  斗: 'F',
  恶: 'D',
  钢: 'M',
  妖精: 'Y',
};

export function mechanicOfEnglish(name: string): string {
  if (/^Radiant\s/.test(name)) return 'Radiant';
  if (name.includes('◇')) return 'Prism Star';
  if (/[\s-]GX$/.test(name)) return 'GX';
  if (/\sex$/.test(name)) return 'ex';
  if (/\s(V|VMAX|VSTAR|V-UNION)$/.test(name)) return 'V';
  return '';
}

/** Match key and text numbers of an international print. */
function englishKeys(c: TcgdexCard, nameEn: string): { matchKey: string; numbers: string } | null {
  const type = cardTypeOfEnglish(c);
  if (type === 'Basic Energy') {
    const m = BASIC_ENERGY_EN.exec(nameEn);
    return m
      ? {
          matchKey: `Basic Energy|${ENERGY_LETTER_OF[m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase()]}`,
          numbers: '',
        }
      : null;
  }
  if (type !== 'Pokemon') return { matchKey: `${type}|${trainerKeyEn(nameEn)}`, numbers: '' };
  const dexIds = dexOfEnglish(c);
  if (dexIds.length === 0) return null;
  const region = REGIONAL_EN.exec(nameEn)?.[1];
  const attacks = (c.attacks ?? []).map((a) => ({
    cost: (a.cost ?? []).map((x) => ENERGY_LETTER_OF[x] ?? '').join(''),
    damage: damageKey(a.damage),
  }));
  const shape: PokemonShape = {
    dexIds,
    region: region ? REGION_LETTER_EN[region]! : '',
    mechanic: mechanicOfEnglish(nameEn),
    owner: /^(?!Radiant\s).+'s\s/.test(nameEn),
    stage:
      ({ Stage1: 'Stage 1', Stage2: 'Stage 2' } as Record<string, string>)[c.stage ?? 'Basic'] ?? c.stage ?? 'Basic',
    type: ENERGY_LETTER_OF[c.types?.[0] ?? ''] ?? 'C',
    hp: c.hp ?? null,
    attacks,
    abilities: c.abilities?.length ?? 0,
    weakness: ENERGY_LETTER_OF[c.weaknesses?.[0]?.type ?? ''] ?? '',
    resistance: ENERGY_LETTER_OF[c.resistances?.[0]?.type ?? ''] ?? '',
    retreat: c.retreat ?? 0,
  };
  const texts = [
    ...(c.abilities ?? []).map((a) => a.effect?.en ?? ''),
    ...(c.attacks ?? []).map((a) => a.effect?.en ?? ''),
  ];
  return { matchKey: shapeKey(shape), numbers: numbersKey(texts) };
}

/** Match key and text numbers of a Chinese card, or null when it cannot be compared. */
export function chineseKeys(c: CardRecordInput): { matchKey: string; numbers: string } | null {
  if (c.cardType === 'Basic Energy') {
    const type = /^基本(.+)能量$/.exec(c.name)?.[1];
    const letter = type ? BASIC_ENERGY_ZH[type] : undefined;
    return letter ? { matchKey: `Basic Energy|${letter}`, numbers: '' } : null;
  }
  if (c.cardType !== 'Pokemon') {
    const en = trainerNameEn(c.name);
    return en ? { matchKey: `${c.cardType}|${trainerKeyEn(en)}`, numbers: '' } : null;
  }
  const a = c.pokemonAttr;
  if (!a || !c.dexIds || c.dexIds.length === 0) return null;
  const parts = splitPokemonName(c.name);
  const shape: PokemonShape = {
    dexIds: c.dexIds,
    region: regionLetterOf(c.name),
    mechanic:
      c.mechanic === 'V' ||
      c.mechanic === 'ex' ||
      c.mechanic === 'GX' ||
      c.mechanic === 'Radiant' ||
      c.mechanic === 'Prism Star'
        ? c.mechanic
        : '',
    owner: parts.owner !== '',
    stage: a.stage,
    type: a.energyType,
    hp: a.hp,
    // A free attack's cost is written "0" (FREE_COST) on our side and as no energy in the English data.
    attacks: (a.attack ?? []).map((x) => ({
      cost: x.cost === FREE_COST ? '' : (x.cost ?? ''),
      damage: damageKey(x.damage),
    })),
    abilities: a.ability?.length ?? 0,
    weakness: a.weakness?.energy ?? '',
    resistance: a.resistance?.energy ?? '',
    retreat: a.retreatCost,
  };
  const texts = [...(a.ability ?? []).map((x) => x.text), ...(a.attack ?? []).map((x) => x.text ?? '')];
  return { matchKey: shapeKey(shape), numbers: numbersKey(texts) };
}

/** An international print before it is linked to a Chinese card. */
export interface EnglishPrintSource extends Omit<EnglishPrintRecord, 'effectId' | 'internationalOnly'> {
  /** Key compared with Chinese cards (see chineseKeys), null when the print cannot be compared. */
  matchKey: string | null;
  numbers: string;
  /** What the print prints: English name, kind, HP, attacks and abilities with their names. */
  identity: string;
  /** Regular numbered print of a main set (not a gallery, sub-collection or promo). */
  regular: boolean;
  /** The record, for the evolution lines the converter fills in and the international-only cards. */
  source: TcgdexCard;
  /** The set as TCGdex names it ("Mega Evolution") and its series ("sv", "swsh", "me"). */
  setNameEn: string;
  serie: string;
}

const PROMO_SETS = new Set(['SVP', 'SP', 'SMP', 'MEP']);

/** Every print of the international set files, in set and number order. */
export function englishPrintsOf(international: TcgdexSetFile[]): EnglishPrintSource[] {
  const out: EnglishPrintSource[] = [];
  for (const s of international) {
    const code = englishSetCode(s.set);
    if (!code) continue;
    const releaseDate = typeof s.set.releaseDate === 'string' ? s.set.releaseDate : null;
    for (const c of s.cards) {
      if (!c.name.en) continue;
      const nameEn = englishName(c.name.en);
      const keys = englishKeys(c, nameEn);
      const cardType = cardTypeOfEnglish(c);
      const identity = [
        cardType,
        foldEn(nameEn),
        c.hp ?? '',
        (c.types ?? []).join('/'),
        ...(c.abilities ?? []).map((a) => `a:${foldEn(a.name.en ?? '')}`),
        ...(c.attacks ?? []).map(
          (a) => `t:${foldEn(a.name.en ?? '')}:${(a.cost ?? []).join('/')}:${damageKey(a.damage)}`,
        ),
      ].join('|');
      out.push({
        setCodeEn: code.code,
        cardIndexEn: englishNumber(code.code, c.localId),
        nameEn,
        cardType,
        regulationMark: c.regulationMark && /^[A-Z]$/.test(c.regulationMark) ? c.regulationMark : null,
        releaseDate,
        imageKey: `en/${s.serie.id}/${s.set.id}/${c.localId}`,
        matchKey: keys?.matchKey ?? null,
        numbers: keys?.numbers ?? '',
        identity,
        regular: code.sub === null && /^\d+$/.test(c.localId) && !PROMO_SETS.has(code.code),
        source: c,
        setNameEn: s.set.name.en ?? code.code,
        serie: s.serie.id,
      });
    }
  }
  return out;
}

/** Effect ids of Chinese cards by a key, with how many prints carry each. */
type Votes = Map<string, Map<string, number>>;
const vote = (m: Votes, key: string, effectId: string) => {
  const inner = m.get(key) ?? new Map<string, number>();
  inner.set(effectId, (inner.get(effectId) ?? 0) + 1);
  m.set(key, inner);
};
const single = (m: Map<string, number> | undefined) => (m && m.size === 1 ? [...m.keys()][0]! : undefined);
/** The effect most prints carry (the first in a stable order on a tie). */
const majority = (m: Map<string, number>) =>
  [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];

export interface LinkReport {
  prints: EnglishPrintRecord[];
  /** Prints whose card exists in Chinese (their match key is a Chinese card's), and how many of those resolve; the rest are international-only. */
  comparable: number;
  resolved: number;
}

export const internationalEffectId = (identity: string) => md5(`international|${identity}`);

/**
 * Gives every English print the effectId of the Chinese card with its match key (the text numbers
 * deciding between several). Prints of one English identity share the effect most of them found;
 * the rest are international-only. `pins` gives the effect of English prints ("SSH 89") that the
 * game data cannot tell apart (card-corrections.ts).
 */
export function linkEnglishPrints(
  sources: EnglishPrintSource[],
  chinese: CardRecordInput[],
  pins: ReadonlyMap<string, string> = new Map(),
): LinkReport {
  const byKey: Votes = new Map();
  const byKeyAndNumbers: Votes = new Map();
  const trainerByName: Votes = new Map();
  for (const c of chinese) {
    const keys = chineseKeys(c);
    if (!keys || !c.effectId) continue;
    vote(byKey, keys.matchKey, c.effectId);
    vote(byKeyAndNumbers, `${keys.matchKey}#${keys.numbers}`, c.effectId);
    if (c.cardType !== 'Pokemon') vote(trainerByName, keys.matchKey, c.effectId);
  }

  const found = new Map<EnglishPrintSource, string>();
  let comparable = 0;
  for (const p of sources) {
    // A pinned print's record may be wrong enough that its match key is no Chinese card's.
    const pinned = pins.get(`${p.setCodeEn} ${p.cardIndexEn}`);
    if (pinned) {
      comparable++;
      found.set(p, pinned);
      continue;
    }
    if (!p.matchKey) continue;
    const effects = byKey.get(p.matchKey);
    if (!effects) continue;
    comparable++;
    // Trainers of one English name printed under two Chinese spellings are one card: the usual spelling wins.
    const effectId =
      single(effects) ??
      single(byKeyAndNumbers.get(`${p.matchKey}#${p.numbers}`)) ??
      (p.cardType !== 'Pokemon' ? majority(effects) : undefined);
    if (effectId) found.set(p, effectId);
  }

  const byIdentity = new Map<string, Map<string, number>>();
  for (const [p, effectId] of found) vote(byIdentity, p.identity, effectId);

  let resolved = 0;
  const prints = sources.map((p): EnglishPrintRecord => {
    const votes = byIdentity.get(p.identity);
    const effectId = found.get(p) ?? (votes ? majority(votes) : undefined);
    if (effectId && ((p.matchKey && byKey.has(p.matchKey)) || pins.has(`${p.setCodeEn} ${p.cardIndexEn}`))) resolved++;
    return {
      setCodeEn: p.setCodeEn,
      cardIndexEn: p.cardIndexEn,
      nameEn: p.nameEn,
      cardType: p.cardType,
      regulationMark: p.regulationMark,
      releaseDate: p.releaseDate,
      imageKey: p.imageKey,
      matchKey: p.matchKey,
      numbers: p.numbers,
      effectId: effectId ?? internationalEffectId(p.identity),
      internationalOnly: !effectId,
    };
  });
  return { prints, comparable, resolved };
}

interface BridgeCandidate {
  print: EnglishPrintRecord;
  regular: boolean;
}

/**
 * The English print a Chinese card shows (setCodeEn, cardIndexEn, nameEn): one of the prints of its
 * effect, preferring its own regulation mark, a regular set number, then the oldest.
 */
export function chooseBridges(sources: EnglishPrintSource[], prints: EnglishPrintRecord[]) {
  const byEffect = new Map<string, BridgeCandidate[]>();
  prints.forEach((print, i) => {
    if (print.internationalOnly) return;
    const list = byEffect.get(print.effectId) ?? [];
    list.push({ print, regular: sources[i]!.regular });
    byEffect.set(print.effectId, list);
  });
  return (effectId: string, mark: string | null): EnglishPrintRecord | null => {
    const list = byEffect.get(effectId);
    if (!list) return null;
    // Decklists and the exports write every basic energy as its Scarlet & Violet Energy print (SVE 1-8).
    const score = (c: BridgeCandidate) =>
      (c.print.cardType === 'Basic Energy' && c.print.setCodeEn === 'SVE' ? 4 : 0) +
      (c.print.regulationMark === mark ? 2 : 0) +
      (c.regular ? 1 : 0);
    return list.reduce((a, b) => {
      if (score(a) !== score(b)) return score(a) > score(b) ? a : b;
      return (a.print.releaseDate ?? '9999') <= (b.print.releaseDate ?? '9999') ? a : b;
    }).print;
  };
}

/**
 * A Chinese card whose effect no English print has, shown with the print the loose bridge found
 * (same species, HP and damages): only when that print belongs to no other Chinese card. The print
 * and the other prints of its English identity then take the card's effectId.
 */
export function adoptLooseBridge(
  sources: EnglishPrintSource[],
  prints: EnglishPrintRecord[],
  setCodeEn: string,
  cardIndexEn: string,
  effectId: string,
): boolean {
  const i = prints.findIndex((p) => p.setCodeEn === setCodeEn && p.cardIndexEn === cardIndexEn);
  if (i < 0) return false;
  if (!prints[i]!.internationalOnly) return prints[i]!.effectId === effectId;
  const identity = sources[i]!.identity;
  sources.forEach((s, j) => {
    if (s.identity === identity && prints[j]!.internationalOnly)
      prints[j] = { ...prints[j]!, effectId, internationalOnly: false };
  });
  return true;
}

export interface ConsistencyException {
  nameEn: string;
  /** HP, abilities and attacks as printed in English: "60 [Ability] Attack CC 20". */
  printed: string;
  /** Prints of the group ("SFA 38", "SV6a 038") by effectId. */
  effects: Record<string, string[]>;
}

/**
 * Prints that share their English name and printed attacks (names, costs, damages; HP and abilities
 * too) must share their effectId: English prints by their own record, Chinese prints by the English
 * print they show or, when they show none, the one the loose bridge finds for them (`looseMatch`).
 * Each group that does not is one exception.
 */
export function consistencyExceptions(
  sources: EnglishPrintSource[],
  prints: EnglishPrintRecord[],
  chinese: { setCode: string; card: CardRecordInput }[],
  looseMatch: (card: CardRecordInput) => { setCodeEn: string; cardIndexEn: string } | null,
): ConsistencyException[] {
  const printed = new Map<string, string>();
  const groups = new Map<string, Map<string, string[]>>();
  const add = (group: string, effectId: string, label: string) => {
    const g = groups.get(group) ?? new Map<string, string[]>();
    g.set(effectId, [...(g.get(effectId) ?? []), label]);
    groups.set(group, g);
  };
  prints.forEach((p, i) => {
    const c = sources[i]!.source;
    const attacks = (c.attacks ?? [])
      .map((a) =>
        `${a.name.en ?? ''} ${(a.cost ?? []).map((x) => ENERGY_LETTER_OF[x] ?? '').join('')} ${damageKey(a.damage)}`.trim(),
      )
      .join(' / ');
    const abilities = (c.abilities ?? []).map((a) => a.name.en ?? '').join(' / ');
    const group = `${p.cardType}|${foldEn(p.nameEn)}|${c.hp ?? ''} ${abilities ? `[${abilities}] ` : ''}${attacks}`;
    printed.set(`${p.setCodeEn}|${p.cardIndexEn}`, group);
    if (!p.internationalOnly) add(group, p.effectId, `${p.setCodeEn} ${p.cardIndexEn}`);
  });
  for (const { setCode, card } of chinese) {
    const shown =
      card.setCodeEn && card.cardIndexEn
        ? { setCodeEn: card.setCodeEn, cardIndexEn: card.cardIndexEn }
        : looseMatch(card);
    if (!shown || !card.effectId) continue;
    const group = printed.get(`${shown.setCodeEn}|${shown.cardIndexEn}`);
    if (group) add(group, card.effectId, `${setCode} ${card.cardIndex}`);
  }
  const out: ConsistencyException[] = [];
  for (const [group, effects] of groups) {
    if (effects.size < 2) continue;
    const [, nameEn, printed] = group.split('|') as [string, string, string];
    out.push({ nameEn, printed, effects: Object.fromEntries(effects) });
  }
  return out;
}
