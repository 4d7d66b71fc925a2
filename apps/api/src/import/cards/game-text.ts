import { createHash } from 'node:crypto';
import type { CardRecord } from './format.ts';

/**
 * Game text helpers shared by the TCGdex converter and the importer: the effect id every reprint
 * shares, the searchable effect text and the default yorenCode.
 */

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Width, spacing and sign variants that differ between prints of the same card. */
export function normaliseGameText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\s\u3000]+/g, '')
    .replace(/[xX](?=\d)|(?<=\d)[xX]/g, '×')
    .replace(/[‐‑‒–—−₋]/g, '-')
    .toLowerCase();
}

type GameFields = Pick<CardRecord, 'name' | 'cardType' | 'description' | 'pokemonAttr'>;

/** The numbers of a rules text ("30" of 恢复「30」HP): they survive rewording, and set cards apart. */
const numbersOf = (text: string) => (text.normalize('NFKC').match(/\d+/g) ?? []).join(',');

/**
 * What makes two prints the same card in play.
 * - Trainers and energies: kind and name. Under the rules cards of one name are one card, and a
 *   speaker in brackets is not part of the name (every 博士的研究 is one card).
 * - Pokémon: name, stage, type, HP, abilities and attacks (name, cost, damage and the numbers of
 *   their text), weakness, resistance and retreat.
 * The wording of rules text is left out: reprints of different years word one effect differently
 * (神奇糖果, 伤药). So are flavour text, rarity, artist and regulation mark.
 */
export function gameTextOf(c: GameFields): string {
  const a = c.pokemonAttr;
  if (!a) return [c.cardType, c.name.replace(/\s*[（(][^（）()]*[）)]$/, '')].map(normaliseGameText).join('|');
  const parts: string[] = [c.cardType, c.name, a.stage, a.energyType, String(a.hp ?? ''), a.ancientTrait ?? ''];
  for (const ab of a.ability) parts.push('ability', ab.name, numbersOf(ab.text));
  for (const at of a.attack) parts.push('attack', at.cost, at.name, at.damage, numbersOf(at.text));
  parts.push(`w${a.weakness ? a.weakness.energy + a.weakness.value : ''}`);
  parts.push(`r${a.resistance ? a.resistance.energy + a.resistance.value : ''}`);
  parts.push(`rc${a.retreatCost}`);
  return parts.map(normaliseGameText).join('|');
}

/** 32-hex digest of the normalised game text: identical for every reprint of a card. */
export function effectIdOf(c: GameFields): string {
  return md5(gameTextOf(c));
}

/** Text searched by "effect" queries: abilities, attacks, trainer and energy rules. */
export function effectTextOf(c: GameFields): string {
  const a = c.pokemonAttr;
  if (!a) return c.description ?? '';
  const parts: string[] = [];
  for (const ab of a.ability) parts.push(ab.name, ab.text);
  for (const at of a.attack) parts.push(at.name, at.text);
  return parts.filter((p) => p !== '').join('\n');
}

const REGION_LETTERS: Record<string, string> = { 伽勒尔: 'G', 阿罗拉: 'A', 洗翠: 'H', 帕底亚: 'P' };

/** Regional form letter of a simplified name ("伽勒尔 呆呆兽" -> "G"), or "". */
export function regionLetterOf(name: string): string {
  for (const [prefix, letter] of Object.entries(REGION_LETTERS)) {
    if (name.replace(/^光辉/, '').startsWith(prefix)) return letter;
  }
  return '';
}

/**
 * yorenCode: one per species and regional form for Pokémon ("P0006", "P0079G"; TAG TEAM cards join
 * their species with "+"), one per name for trainers and energies ("T" / "E" and a name digest).
 */
export function yorenCodeOf(c: Pick<CardRecord, 'name' | 'cardType' | 'dexIds'>): string {
  if (c.cardType === 'Pokemon') {
    if (c.dexIds.length > 0) {
      return `P${c.dexIds.map((d) => String(d).padStart(4, '0')).join('+')}${regionLetterOf(c.name)}`;
    }
    return `N${md5(c.name).slice(0, 10)}`;
  }
  const prefix = c.cardType.endsWith('Energy') ? 'E' : 'T';
  return `${prefix}${md5(normaliseGameText(c.name)).slice(0, 10)}`;
}
