import { ENERGY_LETTERS, type EnergyLetter } from '@ptcg/contract';
import { ENERGY_NAMES } from './names.ts';

/**
 * Energy symbols. Card texts in the database write energy symbols as bracketed Chinese
 * placeholders (【草】, 【无】…); the UI swaps them for icons. English names are those printed on
 * international cards and used by Pokémon TCG Live deck lists.
 */

export const ENERGY_ENGLISH_NAMES: Record<EnergyLetter, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};

const LETTER_BY_CHINESE = new Map<string, EnergyLetter>(ENERGY_LETTERS.map((letter) => [ENERGY_NAMES[letter], letter]));
const LETTER_BY_ENGLISH = new Map<string, EnergyLetter>(
  ENERGY_LETTERS.map((letter) => [ENERGY_ENGLISH_NAMES[letter].toLowerCase(), letter]),
);

export function isEnergyLetter(value: string): value is EnergyLetter {
  return (ENERGY_LETTERS as readonly string[]).includes(value);
}

/** 'R' -> '【火】'. */
export function energyPlaceholder(letter: EnergyLetter): string {
  return `【${ENERGY_NAMES[letter]}】`;
}

/** '火' or '【火】' -> 'R'; anything else -> null. */
export function energyLetterOfChinese(name: string): EnergyLetter | null {
  const bare = name.startsWith('【') && name.endsWith('】') ? name.slice(1, -1) : name;
  return LETTER_BY_CHINESE.get(bare) ?? null;
}

/** 'Fire' (any case) -> 'R'; anything else -> null. */
export function energyLetterOfEnglish(name: string): EnergyLetter | null {
  return LETTER_BY_ENGLISH.get(name.trim().toLowerCase()) ?? null;
}

/** An attack cost as stored ("WWC") -> ['W', 'W', 'C']; unknown characters are dropped. */
export function parseEnergyCost(cost: string): EnergyLetter[] {
  return [...cost.toUpperCase()].filter(isEnergyLetter);
}

export type TextSegment = { kind: 'text'; value: string } | { kind: 'energy'; value: EnergyLetter };

const PLACEHOLDER = /【([^【】]{1,2})】/g;

/**
 * Splits a card text into plain text and energy symbols, so the UI can render an icon for each
 * 【草】…【无】. Brackets holding anything else (【特性】, an unknown word) stay as text, and
 * neighbouring text pieces are merged so the segments alternate cleanly.
 */
export function splitEnergyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (value: string): void => {
    if (value === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.value += value;
    else segments.push({ kind: 'text', value });
  };
  let cursor = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const letter = LETTER_BY_CHINESE.get(match[1] ?? '');
    if (!letter) continue;
    pushText(text.slice(cursor, match.index));
    segments.push({ kind: 'energy', value: letter });
    cursor = match.index + match[0].length;
  }
  pushText(text.slice(cursor));
  return segments;
}

/** The colour of each energy type, shared by generated card faces, deck icons and the energy symbols. */
export const ENERGY_COLOURS: Record<EnergyLetter, string> = {
  G: '#5fa844',
  R: '#e4572e',
  W: '#3d8fd6',
  L: '#e8c31c',
  P: '#9a5bb5',
  F: '#b5703a',
  D: '#3f4a5a',
  M: '#8e9aa6',
  Y: '#e27bb1',
  N: '#b59a2e',
  C: '#c8c2b4',
};
