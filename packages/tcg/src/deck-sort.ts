import { DECK_SIZE, type DeckCard } from '@ptcg/contract';
import { sectionOfCardType, type DeckSectionName } from './deck-export.ts';

/**
 * Display order of a deck list (SPEC 5, "Deck sorting"):
 * 1. Pokémon, in groups. A group is one evolution family: cards sharing a yorenCode, cards of the
 *    same name, and cards linked by evolvesFrom to another card of the deck are one family.
 *    Inside a group: evolution level (Basic, Stage 1, Stage 2), then count descending, then name.
 *    All TAG TEAM cards form one group of their own, because they belong to several families.
 *    Groups are ordered by their total count descending (ties by the name of their first card).
 *    Prism Star Pokémon come after every group.
 * 2. Trainers: Supporters, Items, Stadiums, Tools.
 * 3. Energy, Basic and Special together.
 * Each of 2 and 3 is ordered by count descending, then name. Names compare by code point, so the
 * server and every browser give the same order.
 */

export type SortableCard = Pick<
  DeckCard,
  'count' | 'cardType' | 'cardName' | 'yorenCode' | 'is' | 'stage' | 'evolvesFrom' | 'label' | 'mechanic'
>;

const STAGE_LEVEL: Record<string, number> = {
  Basic: 0,
  'V-UNION': 0,
  'Stage 1': 1,
  VMAX: 1,
  VSTAR: 1,
  'Stage 2': 2,
};
const TRAINER_ORDER = ['Supporter', 'Item', 'Stadium', 'Tool'] as const;
const ENERGY_CARD_TYPES = ['Basic Energy', 'Special Energy'];

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byCountThenName(a: SortableCard, b: SortableCard): number {
  return b.count - a.count || compareText(a.cardName, b.cardName);
}

function hasTag(card: SortableCard, tag: string): boolean {
  return card.label === tag || card.mechanic === tag || card.is.includes(tag);
}

export function isPrismStar(card: SortableCard): boolean {
  return hasTag(card, 'Prism Star');
}

export function isTagTeam(card: SortableCard): boolean {
  return hasTag(card, 'TAG TEAM');
}

/** Evolution level from the printed stage, else by walking evolvesFrom through the deck. */
function evolutionLevel(card: SortableCard, byName: Map<string, SortableCard>, seen = new Set<string>()): number {
  const printed = card.stage ? STAGE_LEVEL[card.stage] : undefined;
  if (printed !== undefined) return printed;
  if (!card.evolvesFrom) return 0;
  const parent = byName.get(card.evolvesFrom);
  if (!parent || seen.has(card.cardName)) return 1;
  seen.add(card.cardName);
  return 1 + evolutionLevel(parent, byName, seen);
}

/** Families of Pokémon by union-find over yorenCode, name and evolvesFrom links. */
function evolutionFamilies<T extends SortableCard>(cards: readonly T[]): T[][] {
  const parent = cards.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    parent[i] = root;
    return root;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const firstByKey = new Map<string, number>();
  const link = (key: string, i: number): void => {
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, i);
    else union(first, i);
  };
  cards.forEach((card, i) => {
    if (card.yorenCode) link(`y:${card.yorenCode}`, i);
    link(`n:${card.cardName}`, i);
  });
  cards.forEach((card, i) => {
    const from = card.evolvesFrom ? firstByKey.get(`n:${card.evolvesFrom}`) : undefined;
    if (from !== undefined) union(from, i);
  });
  const families = new Map<number, T[]>();
  cards.forEach((card, i) => {
    const root = find(i);
    const family = families.get(root);
    if (family) family.push(card);
    else families.set(root, [card]);
  });
  return [...families.values()];
}

/** The Pokémon of a deck as display groups: evolution lines by size, the TAG TEAM group, then Prism Star cards. */
export function pokemonLines<T extends SortableCard>(cards: readonly T[]): T[][] {
  const pokemon = cards.filter((c) => c.cardType === 'Pokemon');
  const byName = new Map<string, SortableCard>();
  for (const card of pokemon) if (!byName.has(card.cardName)) byName.set(card.cardName, card);
  const level = new Map<T, number>(pokemon.map((card) => [card, evolutionLevel(card, byName)]));
  const inFamily = (a: T, b: T): number => (level.get(a) ?? 0) - (level.get(b) ?? 0) || byCountThenName(a, b);

  const prism = pokemon.filter(isPrismStar);
  const tagTeam = pokemon.filter((c) => !isPrismStar(c) && isTagTeam(c));
  const regular = pokemon.filter((c) => !isPrismStar(c) && !isTagTeam(c));
  const groups = evolutionFamilies(regular).map((family) => family.sort(inFamily));
  if (tagTeam.length > 0) groups.push(tagTeam.sort(byCountThenName));
  const total = (group: T[]): number => group.reduce((sum, c) => sum + c.count, 0);
  groups.sort((a, b) => total(b) - total(a) || compareText(a[0]?.cardName ?? '', b[0]?.cardName ?? ''));
  if (prism.length > 0) groups.push(prism.sort(byCountThenName));
  return groups;
}

/** Returns a new array in display order; the input is not modified. */
export function sortDeck<T extends SortableCard>(cards: readonly T[]): T[] {
  const ofType = (type: string): T[] => cards.filter((c) => c.cardType === type).sort(byCountThenName);
  const known = new Set<string>(['Pokemon', ...TRAINER_ORDER, ...ENERGY_CARD_TYPES]);
  return [
    ...pokemonLines(cards).flat(),
    ...TRAINER_ORDER.flatMap(ofType),
    ...cards.filter((c) => ENERGY_CARD_TYPES.includes(c.cardType)).sort(byCountThenName),
    ...cards.filter((c) => !known.has(c.cardType)).sort(byCountThenName),
  ];
}

export function deckTotal(cards: readonly Pick<SortableCard, 'count'>[]): number {
  return cards.reduce((sum, c) => sum + c.count, 0);
}

export interface DeckSection<T> {
  cards: T[];
  total: number;
}

export interface GroupedDeck<T> {
  pokemon: DeckSection<T>;
  /** Items, Supporters, Stadiums and Tools (and any card of an unknown type). */
  trainer: DeckSection<T>;
  energy: DeckSection<T>;
  total: number;
}

/** The three sections of a deck list, each in display order. */
export function groupDeck<T extends SortableCard>(cards: readonly T[]): GroupedDeck<T> {
  const sorted = sortDeck(cards);
  const section = (keep: (c: T) => boolean): DeckSection<T> => {
    const list = sorted.filter(keep);
    return { cards: list, total: deckTotal(list) };
  };
  return {
    pokemon: section((c) => c.cardType === 'Pokemon'),
    trainer: section((c) => c.cardType !== 'Pokemon' && !ENERGY_CARD_TYPES.includes(c.cardType)),
    energy: section((c) => ENERGY_CARD_TYPES.includes(c.cardType)),
    total: deckTotal(sorted),
  };
}

const SECTION_NAMES: Record<DeckSectionName, string> = { pokemon: '宝可梦', trainer: '训练家', energy: '能量' };
const SECTIONS: readonly DeckSectionName[] = ['pokemon', 'trainer', 'energy'];

/** Cards of a list per section, as groupDeck places them. */
export function sectionCounts(
  cards: readonly Pick<SortableCard, 'count' | 'cardType'>[],
): Record<DeckSectionName, number> {
  const counts = { pokemon: 0, trainer: 0, energy: 0 };
  for (const card of cards) counts[sectionOfCardType(card.cardType)] += card.count;
  return counts;
}

/**
 * The one notice a list that is not DECK_SIZE cards gets, in words a player can act on: the total,
 * how many are missing (or too many), and where. A section whose heading states another number than
 * its lines add up to is named ("训练家写明 35 张，只列出 33 张"); otherwise every section's count is
 * given, so the player can see which one is short. Null for a list of exactly DECK_SIZE cards.
 */
export function deckSizeProblem(
  counts: Partial<Record<DeckSectionName | 'unknown', number>>,
  declared: Partial<Record<DeckSectionName, number>> = {},
): string | null {
  const total = [...SECTIONS, 'unknown' as const].reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  if (total === DECK_SIZE) return null;
  const off = total < DECK_SIZE ? `少 ${DECK_SIZE - total} 张` : `多 ${total - DECK_SIZE} 张`;
  const head = `卡表共 ${total} 张，${off}`;
  const mismatched = SECTIONS.filter((s) => declared[s] !== undefined && declared[s] !== (counts[s] ?? 0));
  if (mismatched.length > 0) {
    const where = mismatched.map((s) => {
      const listed = counts[s] ?? 0;
      const stated = declared[s] as number;
      return `${SECTION_NAMES[s]}写明 ${stated} 张，${listed < stated ? '只列出' : '却列出'} ${listed} 张`;
    });
    return `${head}：${where.join('；')}`;
  }
  const parts = SECTIONS.map((s) => `${SECTION_NAMES[s]} ${counts[s] ?? 0} 张`);
  if (counts.unknown) parts.push(`其他 ${counts.unknown} 张`);
  return `${head}（${parts.join('、')}）`;
}
