import { createRequire } from 'node:module';
import type { EnergyLetter } from '@ptcg/contract';

/**
 * English names as TCGdex and the international card data write them, shared by the TCGdex reader
 * and the English-print matcher (which the reader calls, so these cannot live in either).
 */

export const ENERGY_LETTER_OF: Record<string, EnergyLetter> = {
  Grass: 'G',
  Fire: 'R',
  Water: 'W',
  Lightning: 'L',
  Psychic: 'P',
  Fighting: 'F',
  Darkness: 'D',
  Metal: 'M',
  Fairy: 'Y',
  Dragon: 'N',
  Colorless: 'C',
};

/** English species names by national dex number - 1. */
export const SPECIES_EN: string[] = createRequire(import.meta.url)('pokemon/data/en.json');
