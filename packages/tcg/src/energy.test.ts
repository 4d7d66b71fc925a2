import { describe, expect, it } from 'vitest';
import {
  energyLetterOfChinese,
  energyLetterOfEnglish,
  energyPlaceholder,
  parseEnergyCost,
  splitEnergyText,
} from './energy.ts';

describe('energy names', () => {
  it('converts between letters and Chinese placeholders', () => {
    expect(energyPlaceholder('R')).toBe('【火】');
    expect(energyPlaceholder('C')).toBe('【无】');
    expect(energyLetterOfChinese('【钢】')).toBe('M');
    expect(energyLetterOfChinese('妖')).toBe('Y');
    expect(energyLetterOfChinese('特性')).toBeNull();
  });

  it('reads English energy names in any case', () => {
    expect(energyLetterOfEnglish('Lightning')).toBe('L');
    expect(energyLetterOfEnglish('darkness')).toBe('D');
    expect(energyLetterOfEnglish('Shadow')).toBeNull();
  });

  it('splits an attack cost string into letters', () => {
    expect(parseEnergyCost('WWC')).toEqual(['W', 'W', 'C']);
    expect(parseEnergyCost('')).toEqual([]);
  });
});

describe('splitEnergyText', () => {
  it('turns every energy placeholder into an energy segment', () => {
    expect(splitEnergyText('选择1张【水】能量，附着于自己的【超】宝可梦身上。')).toEqual([
      { kind: 'text', value: '选择1张' },
      { kind: 'energy', value: 'W' },
      { kind: 'text', value: '能量，附着于自己的' },
      { kind: 'energy', value: 'P' },
      { kind: 'text', value: '宝可梦身上。' },
    ]);
  });

  it('recognises all eleven symbols, adjacent to each other', () => {
    const text = '【草】【火】【水】【雷】【超】【斗】【恶】【钢】【妖】【龙】【无】';
    expect(
      splitEnergyText(text)
        .map((s) => s.value)
        .join(''),
    ).toBe('GRWLPFDMYNC');
    expect(splitEnergyText(text).every((s) => s.kind === 'energy')).toBe(true);
  });

  it('leaves other bracketed words and stray brackets as text', () => {
    expect(splitEnergyText('【特性】不是能量【')).toEqual([{ kind: 'text', value: '【特性】不是能量【' }]);
    expect(splitEnergyText('【光】与【无】')).toEqual([
      { kind: 'text', value: '【光】与' },
      { kind: 'energy', value: 'C' },
    ]);
  });

  it('returns no segments for empty text', () => {
    expect(splitEnergyText('')).toEqual([]);
  });
});
