import type { CardRecordInput } from './format.ts';
import { dexOfEnglish, englishPrintsOf, foldEn, type EnglishPrintSource } from './english-prints.ts';
import { trainerKeyEn, trainerNameEn } from './name-match.ts';
import type { TcgdexCard, TcgdexSetFile } from './tcgdex.ts';
import { ENERGY_LETTER_OF, SPECIES_EN } from './english-names.ts';

/**
 * English bridge: links a Chinese print to an international print (set code as used by Pokémon
 * TCG Live and Limitless, collector number, English name).
 * - Pokémon: same species, stage, HP, energy type and attack damages.
 * - Trainers and special energies: the name table in trainer-names.ts.
 * - Basic energies: the Scarlet & Violet Energy set (SVE 1-8).
 */

export interface EnPrint {
  setCodeEn: string;
  cardIndexEn: string;
  nameEn: string;
}

interface Candidate extends EnPrint {
  /** Our card type of the international print, to reject a name-table hit of another kind. */
  cardType: string;
  releaseDate: string;
  regulationMark: string | null;
  /** Regular numbered print of a main set (not a gallery or promo sub-numbering). */
  regular: boolean;
}

export interface PreEvolution {
  dex: number;
  regional: boolean;
  suffix: string;
}

export interface Bridge {
  /** Every international print, in set and number order. */
  prints: EnglishPrintSource[];
  match(card: CardRecordInput): EnPrint | null;
  /** What a species (optionally its regional form) evolves from according to the international prints. */
  preEvolution(dex: number, regional: boolean, stage: string): PreEvolution | null;
}

const SVE_NUMBER: Partial<Record<string, number>> = { G: 1, R: 2, W: 3, L: 4, P: 5, F: 6, D: 7, M: 8 };
const REGIONAL_EN = /^(Galarian|Alolan|Hisuian|Paldean)\s+/;
const STAGE_EN: Record<string, string> = {
  Basic: 'Basic',
  Stage1: 'Stage 1',
  Stage2: 'Stage 2',
  VMAX: 'VMAX',
  VSTAR: 'VSTAR',
  'V-UNION': 'V-UNION',
};

const speciesIndexEn = new Map<string, number>(SPECIES_EN.map((n, i) => [foldEn(n), i + 1]));

const damagesOf = (attacks: { damage?: number | string }[] | undefined) =>
  (attacks ?? [])
    .map((a) =>
      String(a.damage ?? '')
        .normalize('NFKC')
        .replace(/\D/g, ''),
    )
    .join(',');

function pokemonKeys(dex: number, stage: string, hp: number | null, type: string, damages: string): string[] {
  return [`${dex}|${stage}|${hp}|${type}|${damages}`, `${dex}|${hp}|${damages}`, `${dex}|${stage}|${hp}|${type}`];
}

function better(a: Candidate, b: Candidate, mark: string | null): Candidate {
  const score = (c: Candidate) => (c.regulationMark === mark ? 2 : 0) + (c.regular ? 1 : 0);
  if (score(a) !== score(b)) return score(a) > score(b) ? a : b;
  return a.releaseDate <= b.releaseDate ? a : b;
}

export function buildBridge(international: TcgdexSetFile[]): Bridge {
  const pokemon = [new Map<string, Candidate[]>(), new Map<string, Candidate[]>(), new Map<string, Candidate[]>()];
  const byName = new Map<string, Candidate[]>();
  const sve = new Map<number, Candidate>();
  const evolutions = new Map<string, PreEvolution>();

  const add = (m: Map<string, Candidate[]>, k: string, c: Candidate) => {
    const list = m.get(k) ?? [];
    list.push(c);
    m.set(k, list);
  };

  const prints = englishPrintsOf(international);
  for (const p of prints) {
    const c = p.source;
    const cand: Candidate = {
      setCodeEn: p.setCodeEn,
      cardIndexEn: p.cardIndexEn,
      nameEn: p.nameEn,
      cardType: p.cardType,
      releaseDate: p.releaseDate ?? '9999-12-31',
      regulationMark: p.regulationMark,
      regular: p.regular,
    };
    if (c.category === 'Pokemon') {
      const dexIds = dexOfEnglish(c);
      if (dexIds.length !== 1) continue;
      const dex = dexIds[0]!;
      const stage = STAGE_EN[c.stage ?? 'Basic'] ?? 'Basic';
      const type = ENERGY_LETTER_OF[c.types?.[0] ?? ''] ?? 'C';
      pokemonKeys(dex, stage, c.hp ?? null, type, damagesOf(c.attacks)).forEach((k, i) => add(pokemon[i]!, k, cand));
      recordEvolution(evolutions, c, dex, stage);
    } else {
      add(byName, trainerKeyEn(p.nameEn), cand);
      if (p.setCodeEn === 'SVE' && /^\d+$/.test(c.localId)) sve.set(Number(c.localId), cand);
    }
  }

  const pick = (list: Candidate[] | undefined, mark: string | null): EnPrint | null => {
    if (!list?.length) return null;
    const best = list.reduce((a, b) => better(a, b, mark));
    return { setCodeEn: best.setCodeEn, cardIndexEn: best.cardIndexEn, nameEn: best.nameEn };
  };

  return {
    prints,
    match(card) {
      const mark = card.regulationMark ?? null;
      if (card.cardType === 'Pokemon') {
        const a = card.pokemonAttr;
        const dex = card.dexIds?.[0];
        if (!a || dex === undefined || (card.dexIds?.length ?? 0) > 1) return null;
        const keys = pokemonKeys(
          dex,
          a.stage,
          a.hp,
          a.energyType,
          (a.attack ?? []).map((x) => (x.damage ?? '').replace(/\D/g, '')).join(','),
        );
        for (let i = 0; i < keys.length; i++) {
          const found = pick(pokemon[i]!.get(keys[i]!), mark);
          if (found) return found;
        }
        return null;
      }
      if (card.cardType === 'Basic Energy') {
        const letter = Object.entries(BASIC_ENERGY_LETTER).find(([zh]) => card.name.includes(zh))?.[1];
        const n = letter ? SVE_NUMBER[letter] : undefined;
        const print = n === undefined ? undefined : sve.get(n);
        return print ? { setCodeEn: print.setCodeEn, cardIndexEn: print.cardIndexEn, nameEn: print.nameEn } : null;
      }
      const en = trainerNameEn(card.name);
      if (!en) return null;
      return pick(
        byName.get(trainerKeyEn(en))?.filter((c) => c.cardType === card.cardType),
        mark,
      );
    },
    preEvolution(dex, regional, stage) {
      return evolutions.get(`${dex}|${regional ? 'R' : ''}|${stage}`) ?? null;
    },
  };
}

const BASIC_ENERGY_LETTER: Record<string, string> = {
  草: 'G',
  火: 'R',
  炎: 'R',
  水: 'W',
  雷: 'L',
  超: 'P',
  斗: 'F',
  恶: 'D',
  钢: 'M',
  金属: 'M',
};

function recordEvolution(into: Map<string, PreEvolution>, c: TcgdexCard, dex: number, stage: string) {
  const from = c.evolveFrom?.en;
  if (!from) return;
  const regional = REGIONAL_EN.test(c.name.en ?? '');
  const fromRegional = REGIONAL_EN.test(from);
  const suffix = /\s+V$/.test(from) ? ' V' : '';
  const bare = from.replace(REGIONAL_EN, '').replace(/\s+V$/, '');
  const fromDex = speciesIndexEn.get(foldEn(bare));
  if (fromDex === undefined) return;
  const key = `${dex}|${regional ? 'R' : ''}|${stage}`;
  if (!into.has(key)) into.set(key, { dex: fromDex, regional: fromRegional, suffix });
}
