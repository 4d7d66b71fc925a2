/**
 * The pieces of a simplified-Chinese Pokémon card name, such as 光辉喷火龙, 洗翠 火暴兽VSTAR or
 * 阿响的火暴兽: joined in this order they give the name back.
 */
export interface PokemonNameParts {
  /** 光辉 (Radiant) or ''. */
  radiant: string;
  /** A regional form with its space: '洗翠 ', '伽勒尔 ', or ''. */
  region: string;
  /** A trainer's Pokémon: '阿响的', or ''. */
  owner: string;
  /** The species. */
  core: string;
  /** A form written after a space (' 加热'), or ''. */
  form: string;
  /** A mechanic written last: 'ex', 'V', 'VSTAR', ' GX', ..., or ''. */
  mechanic: string;
}

const REGION_PREFIX = /^(伽勒尔|阿罗拉|洗翠|帕底亚)\s*/;
const OWNER_PREFIX = /^[^的\s]{1,8}的(?=.)/;
const MECHANIC_SUFFIX = /\s*(?:VMAX|VSTAR|V-UNION|V|ex|EX|GX|◇|BREAK)$/;
const FORM_SUFFIX = /\s+\S+$/;

export function splitPokemonName(name: string): PokemonNameParts {
  let rest = name.trim();
  const take = (pattern: RegExp, atEnd = false): string => {
    const m = pattern.exec(rest);
    // A piece is split off only when something of the name is left beside it.
    if (!m || (atEnd ? m.index === 0 : m[0].length === rest.length)) return '';
    rest = atEnd ? rest.slice(0, m.index) : rest.slice(m[0].length);
    return m[0];
  };
  const radiant = take(/^光辉/);
  const region = take(REGION_PREFIX);
  const owner = take(OWNER_PREFIX);
  const mechanic = take(MECHANIC_SUFFIX, true);
  const form = take(FORM_SUFFIX, true);
  return { radiant, region, owner, core: rest, form, mechanic };
}

/** The species a card is of, regional form kept: 阿响的火暴兽, 光辉喷火龙, 喷火龙ex → 火暴兽, 喷火龙, 喷火龙. */
export function speciesName(name: string): string {
  const p = splitPokemonName(name);
  return p.region + p.core + p.form;
}

/** The name without its mechanic: 喷火龙ex → 喷火龙, 光辉喷火龙 stays. */
export function nameWithoutMechanic(name: string): string {
  const p = splitPokemonName(name);
  return p.radiant + p.region + p.owner + p.core + p.form;
}

const STAGE_WORDS = new Set(['VSTAR', 'VMAX', 'V-UNION']);
const ENGLISH_MECHANIC = /\s(ex|EX|GX|V|VMAX|VSTAR|V-UNION)$/;

/**
 * The word players add to an archetype named after this Pokémon card (the statistics' `label`): the
 * stage for VSTAR, VMAX and V-UNION, else the mechanic (ex, V, GX, Radiant); '' for a plain Pokémon.
 */
export function mechanicWord(card: { mechanic: string | null; stage: string | null }): string {
  if (card.stage && STAGE_WORDS.has(card.stage)) return card.stage;
  return card.mechanic ?? '';
}

/** mechanicWord of an international print known only by its English name ("Dragapult ex", "Radiant Greninja"). */
export function mechanicWordOfEnglishName(name: string): string {
  if (name.startsWith('Radiant ')) return 'Radiant';
  return ENGLISH_MECHANIC.exec(name.trim())?.[1] ?? '';
}

/**
 * A Chinese name of an international-only card (no Chinese print yet) is built from printed parts,
 * not printed itself: the site marks it 暂译. Such a card without those parts keeps its English name.
 */
export const isProvisionalName = (c: { internationalOnly: boolean; name: string; nameEn: string | null }) =>
  c.internationalOnly && c.nameEn !== null && c.name !== c.nameEn;
