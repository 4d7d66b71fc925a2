import { describe, expect, test } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast.ts';
import { ENERGY_COLOURS } from './energy.ts';

describe('readableTextOn', () => {
  test('every type colour gets a text colour of at least 4.5:1', () => {
    for (const [letter, colour] of Object.entries(ENERGY_COLOURS)) {
      expect(contrastRatio(readableTextOn(colour), colour), letter).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('light fills get dark text, dark fills white text', () => {
    expect(readableTextOn(ENERGY_COLOURS.L)).toBe('#000000');
    expect(readableTextOn(ENERGY_COLOURS.D)).toBe('#ffffff');
  });

  test('contrast of black on white is 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
