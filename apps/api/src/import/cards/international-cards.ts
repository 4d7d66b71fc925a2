import { applyEnglishTag, englishTagsByEffect } from './english-tags.ts';
import { INTERNATIONAL_SET_PREFIX, RARITY_NONE, type EnergyLetter, type RARITIES } from '@ptcg/contract';
import { ENERGY_NAMES } from '@ptcg/tcg';
import type { CardDocument, CardRecordInput, EnglishPrintRecord, PokemonAttrRecord, ProductRecord } from './format.ts';
import {
  cardTypeOfEnglish,
  damageKey,
  dexOfEnglish,
  mechanicOfEnglish,
  type EnglishPrintSource,
} from './english-prints.ts';
import { ENERGY_LETTER_OF } from './english-names.ts';
import { FREE_COST } from './game-text.ts';
import { provisionalChineseName } from './provisional-names.ts';

/**
 * International-only cards as catalogue cards: every English print of the Sword & Shield, Scarlet &
 * Violet and Mega Evolution series that no Chinese card has becomes a card of its own product
 * (`EN-` and the English set code, so that no mainland product code is ever taken), with the
 * effectId of its English identity. Texts stay English; a Pokémon's name is Chinese only when it can
 * be built from printed parts (provisional-names.ts). When a Chinese print of the card is imported,
 * the English prints take its effect and these cards merge into it (import-cards.ts).
 */

/**
 * Stable product ids of the international sets, 4xx, in release order within each series block.
 * New sets are appended, never renumbered.
 */
export const INTERNATIONAL_SET_IDS: Readonly<Record<string, number>> = {
  SP: 401,
  SSH: 402,
  RCL: 403,
  DAA: 404,
  FUT20: 405,
  CPA: 406,
  VIV: 407,
  SHF: 408,
  BST: 409,
  CRE: 410,
  EVS: 411,
  CEL: 412,
  FST: 413,
  BRS: 414,
  ASR: 415,
  PGO: 416,
  LOR: 417,
  SIT: 418,
  CRZ: 419,
  SVP: 431,
  SVI: 432,
  SVE: 433,
  PAL: 434,
  OBF: 435,
  MEW: 436,
  MFB: 437,
  PAR: 438,
  PAF: 439,
  TEF: 440,
  TWM: 441,
  SFA: 442,
  SCR: 443,
  SSP: 444,
  PRE: 445,
  JTG: 446,
  DRI: 447,
  BLK: 448,
  WHT: 449,
  MEP: 461,
  MEE: 462,
  MEG: 463,
  PFL: 464,
  ASC: 465,
  POR: 466,
  CRI: 467,
  PBL: 468,
};

const SERIES_OF: Readonly<Record<string, ProductRecord['series']>> = {
  swsh: 'Sword & Shield',
  sv: 'Scarlet & Violet',
  me: 'Mega Evolution',
};

/** English rarity names in the site's vocabulary; promos carry no rarity mark. */
const RARITY_OF_EN: Readonly<Record<string, (typeof RARITIES)[number]>> = {
  Common: 'C',
  Uncommon: 'U',
  Rare: 'R',
  'Holo Rare': 'R',
  'Double rare': 'RR',
  'Holo Rare V': 'RR',
  'Holo Rare VMAX': 'RRR',
  'Holo Rare VSTAR': 'RRR',
  'Illustration rare': 'AR',
  'Special illustration rare': 'SAR',
  'Ultra Rare': 'SR',
  'Hyper rare': 'UR',
  'Secret Rare': 'UR',
  'Shiny rare': 'S',
  'Shiny rare V': 'S',
  'Shiny rare VMAX': 'S',
  'Shiny Ultra Rare': 'SSR',
  'Radiant Rare': 'K',
  'Amazing Rare': 'A',
  'ACE SPEC Rare': 'ACE',
};

/** TCGdex stage names as the card data's stages (the Chinese sets' and the international-only cards'). */
export const STAGE_OF: Readonly<Record<string, PokemonAttrRecord['stage']>> = {
  Basic: 'Basic',
  Stage1: 'Stage 1',
  Stage2: 'Stage 2',
  VMAX: 'VMAX',
  VSTAR: 'VSTAR',
  'V-UNION': 'V-UNION',
};

const englishText = (s: string | undefined) =>
  (s ?? '')
    .replace(/\{([GRWLPFDMYNC])\}/g, (_, l: EnergyLetter) => `【${ENERGY_NAMES[l]}】`)
    .replace(/\r\n?/g, '\n')
    .trim();

const VSTAR_RULE_EN = /more than 1 VSTAR Power in a game/i;
const ANCIENT = new Set([984, 985, 986, 987, 988, 989, 1005, 1009, 1020, 1021]);
const FUTURE = new Set([990, 991, 992, 993, 994, 995, 1006, 1010, 1022, 1023]);
const STRIKES = ['Single Strike', 'Rapid Strike', 'Fusion Strike'];

/** The era an international-only card belongs to: only these become catalogue cards. */
export const isCatalogueSeries = (serie: string) => SERIES_OF[serie] !== undefined;

function cardOf(
  p: EnglishPrintSource,
  record: EnglishPrintRecord,
  speciesZh: (dex: number) => string | null,
  aceSpec: ReadonlySet<string>,
) {
  const c = p.source;
  const cardType = cardTypeOfEnglish(c);
  const isPokemon = cardType === 'Pokemon';
  const stage = isPokemon ? STAGE_OF[c.stage ?? 'Basic'] : undefined;
  // LEVEL-UP, BREAK and similar reprints of older eras have no stage in the site's vocabulary.
  if (isPokemon && stage === undefined) return null;
  const dexIds = isPokemon ? dexOfEnglish(c) : [];
  // Group pictures of more than three species ("Terapagos & Friends") are not playing cards.
  if (dexIds.length > 3) return null;
  const zhName = isPokemon ? provisionalChineseName(p.nameEn, speciesZh) : null;
  const rarity = c.rarity ? (RARITY_OF_EN[c.rarity] ?? RARITY_NONE) : RARITY_NONE;

  let mechanic: string | null = null;
  let label: string | null = null;
  const is: string[] = [];
  let pokemonAttr: PokemonAttrRecord | null = null;
  if (isPokemon) {
    const m = mechanicOfEnglish(p.nameEn);
    mechanic = m === '' ? null : m;
    if (stage === 'VMAX' || stage === 'VSTAR' || stage === 'V-UNION') is.push(stage);
    if (p.serie !== 'swsh' && dexIds.some((d) => ANCIENT.has(d))) is.push('Ancient');
    if (p.serie !== 'swsh' && dexIds.some((d) => FUTURE.has(d))) is.push('Future');
    if (p.nameEn.includes('&')) label = 'TAG TEAM';
    else label = STRIKES.find((s) => p.nameEn.includes(s)) ?? null;
    const letter = (t: string | undefined) => (t ? ENERGY_LETTER_OF[t] : undefined);
    const weak = c.weaknesses?.[0];
    const res = c.resistances?.[0];
    const from = c.evolveFrom?.en;
    pokemonAttr = {
      stage: stage!,
      energyType: letter(c.types?.[0]) ?? 'C',
      hp: c.hp ?? null,
      evolvesFrom: from ? (provisionalChineseName(from, speciesZh) ?? from) : null,
      ancientTrait: null,
      ability: (c.abilities ?? [])
        .filter((a) => a.name.en)
        .map((a) => {
          const text = englishText(a.effect?.en);
          return { name: a.name.en!, text, isVStarPower: VSTAR_RULE_EN.test(text) };
        }),
      attack: (c.attacks ?? [])
        .filter((a) => a.name.en)
        .map((a) => {
          const text = englishText(a.effect?.en);
          return {
            name: a.name.en!,
            text,
            cost: (a.cost ?? []).map((x) => ENERGY_LETTER_OF[x] ?? '').join('') || FREE_COST,
            damage: damageKey(a.damage),
            isVStarPower: VSTAR_RULE_EN.test(text),
          };
        }),
      weakness:
        weak && letter(weak.type)
          ? { energy: letter(weak.type)!, value: weak.value?.replace(/^[xX*]/, '×') || '×2' }
          : null,
      resistance: res && letter(res.type) ? { energy: letter(res.type)!, value: res.value || '-30' } : null,
      retreatCost: c.retreat ?? 0,
    };
  } else if (aceSpec.has(record.effectId)) {
    // On every print of the card, its special art prints included.
    mechanic = 'ACE SPEC';
  }
  if (mechanic) is.unshift(mechanic);
  if (label) is.push(label);

  const card: CardRecordInput = {
    cardIndex: p.cardIndexEn,
    name: zhName ?? p.nameEn,
    cardType,
    mechanic,
    label,
    is,
    rarity,
    artist: c.illustrator?.trim() || null,
    description: isPokemon ? null : englishText(c.effect?.en) || null,
    flavorText: isPokemon ? englishText(c.description?.en) || null : null,
    regulationMark: p.regulationMark,
    effectId: record.effectId,
    dexIds,
    pokemonAttr,
    imageKey: p.imageKey,
    setCodeEn: p.setCodeEn,
    cardIndexEn: p.cardIndexEn,
    nameEn: p.nameEn,
    internationalOnly: true,
  };
  return card;
}

/**
 * The products of international-only cards: one per English set that has any, holding its prints
 * that no Chinese card has (`prints[i]` is the linked record of `sources[i]`).
 */
export function internationalProducts(
  sources: EnglishPrintSource[],
  prints: EnglishPrintRecord[],
  speciesZh: (dex: number) => string | null,
): CardDocument['products'] {
  const bySet = new Map<string, CardDocument['products'][number]>();
  const aceSpec = new Set(
    prints.filter((_, i) => sources[i]!.source.rarity === 'ACE SPEC Rare').map((r) => r.effectId),
  );
  const tags = englishTagsByEffect(prints);
  sources.forEach((p, i) => {
    const record = prints[i]!;
    const setId = INTERNATIONAL_SET_IDS[p.setCodeEn];
    if (!record.internationalOnly || setId === undefined || !isCatalogueSeries(p.serie)) return;
    const card = cardOf(p, record, speciesZh, aceSpec);
    if (!card) return;
    applyEnglishTag(card, tags.get(record.effectId));
    let product = bySet.get(p.setCodeEn);
    if (!product) {
      product = {
        setId,
        setCode: `${INTERNATIONAL_SET_PREFIX}${p.setCodeEn}`,
        name: p.setNameEn,
        nameEn: p.setNameEn,
        series: SERIES_OF[p.serie]!,
        releaseDate: p.releaseDate,
        mainExpansion: false,
        regulationMark: null,
        international: true,
        cards: [],
      };
      bySet.set(p.setCodeEn, product);
    }
    // Sub-collections (TG, GG) share their set's code: a number is unique within the code.
    if (!product.cards.some((x) => x.cardIndex === card.cardIndex)) product.cards.push(card);
  });
  for (const product of bySet.values()) {
    const marks = new Map<string, number>();
    for (const c of product.cards)
      if (c.regulationMark) marks.set(c.regulationMark, (marks.get(c.regulationMark) ?? 0) + 1);
    product.regulationMark = [...marks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  }
  return [...bySet.values()].sort((a, b) => a.setId - b.setId);
}
