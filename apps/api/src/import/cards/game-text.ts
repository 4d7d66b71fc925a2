import { createHash } from 'node:crypto';
import { FREE_COST, VSTAR_PREFIX } from '#api/lib/card-text.ts';
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

// Shared with the card routes, which read stored records the same way.
export { FREE_COST, vstarPowerOf } from '#api/lib/card-text.ts';

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
  // Spelled as the records of the first datasets spelled them (free cost "", VSTAR attacks named
  // "[VSTAR力量]…"), so that effect ids, which deck categories refer to, do not change.
  for (const ab of a.ability) parts.push('ability', ab.name, numbersOf(ab.text));
  for (const at of a.attack) {
    const name = at.isVStarPower && !VSTAR_PREFIX.test(at.name) ? `[VSTAR力量]${at.name}` : at.name;
    parts.push('attack', at.cost === FREE_COST ? '' : at.cost, name, at.damage, numbersOf(at.text));
  }
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

type YorenFields = Pick<CardRecord, 'name' | 'cardType' | 'dexIds' | 'mechanic'>;

/** National dex number of the first Paldea species (Sprigatito). */
const PALDEA_FIRST_DEX = 906;

/**
 * yorenCode of a plain Pokémon (no rule box, one species, no regional form): `P<national dex>`
 * ("P006", "P0984"). Every other card is numbered by its game identity (see yorenIdentityOf).
 */
export function plainYorenCode(c: YorenFields): string | null {
  if (c.cardType !== 'Pokemon' || c.mechanic !== null || c.dexIds.length !== 1 || regionLetterOf(c.name) !== '')
    return null;
  const dex = c.dexIds[0]!;
  // Zero-padded as the original writes it: three digits, four from Paldea on (P006, P0984).
  return `P${String(dex).padStart(dex >= PALDEA_FIRST_DEX ? 4 : 3, '0')}`;
}

/**
 * The game identity a `Y<n>` yorenCode stands for: kind and name, the speaker in brackets left out
 * as for the effect id ("Supporter|博士的研究", "Pokemon|喷火龙ex", "Pokemon|阿罗拉 六尾").
 */
export function yorenIdentityOf(c: Pick<CardRecord, 'name' | 'cardType'>): string {
  return `${c.cardType}|${normaliseGameText(c.name.replace(/\s*[（(][^（）()]*[）)]$/, ''))}`;
}

/**
 * The `Y<n>` numbering of game identities. It starts from the codes already given (the database's
 * yoren_identity table, or the previous default dataset), so a re-import never renumbers a card;
 * an identity seen for the first time takes the next free number.
 */
export class YorenNumbering {
  private readonly codes = new Map<string, string>();
  private next = 1;
  readonly added = new Map<string, string>();

  constructor(known: Iterable<[identity: string, yorenCode: string]> = []) {
    for (const [identity, code] of known) this.remember(identity, code);
  }

  private remember(identity: string, code: string) {
    if (!this.codes.has(identity)) this.codes.set(identity, code);
    const n = /^Y(\d+)$/.exec(code);
    if (n) this.next = Math.max(this.next, Number(n[1]) + 1);
  }

  /** A code a record brings along: kept for its identity unless that identity already has one. */
  claim(c: YorenFields, code: string) {
    if (plainYorenCode(c) !== null) return;
    const identity = yorenIdentityOf(c);
    if (!this.codes.has(identity)) this.added.set(identity, code);
    this.remember(identity, code);
  }

  codeOf(c: YorenFields): string {
    const plain = plainYorenCode(c);
    if (plain !== null) return plain;
    const identity = yorenIdentityOf(c);
    const known = this.codes.get(identity);
    if (known !== undefined) return known;
    const code = `Y${this.next}`;
    this.added.set(identity, code);
    this.remember(identity, code);
    return code;
  }
}
