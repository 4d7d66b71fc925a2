import { describe, expect, it } from 'vitest';
import type { CardRecordInput } from './format.ts';
import { applyEnglishTag, englishTagsByEffect } from './english-tags.ts';

const print = (setCodeEn: string, cardIndexEn: string, nameEn: string, effectId: string) => ({
  setCodeEn,
  cardIndexEn,
  nameEn,
  effectId,
});

describe('tags from the English prints', () => {
  it('are found by print for Tera and by name for Ancient and Future trainers, and kept by effect', () => {
    const tags = englishTagsByEffect([
      print('OBF', '125', 'Charizard ex', 'e-charizard-tera'),
      print('PAF', '54', 'Charizard ex', 'e-charizard-tera'),
      print('MEW', '6', 'Charizard ex', 'e-charizard-fire'),
      print('PAR', '170', "Professor Sada's Vitality", 'e-sada'),
      print('PAR', '180', 'Techno Radar', 'e-radar'),
      print('PAL', '185', 'Iono', 'e-iono'),
    ]);
    expect(Object.fromEntries(tags)).toEqual({ 'e-charizard-tera': 'Tera', 'e-sada': 'Ancient', 'e-radar': 'Future' });
  });

  it("put Tera among a Pokémon's tags and make Ancient / Future a trainer's label, once", () => {
    const pokemon = { name: '喷火龙ex', cardType: 'Pokemon', is: ['ex', 'Stage 2'], label: null } as CardRecordInput;
    applyEnglishTag(pokemon, 'Tera');
    applyEnglishTag(pokemon, 'Tera');
    expect(pokemon.is).toEqual(['ex', 'Stage 2', 'Tera']);
    expect(pokemon.label).toBeNull();

    const trainer = {
      name: '奥琳博士的气魄',
      cardType: 'Supporter',
      is: [],
      label: null,
    } as unknown as CardRecordInput;
    applyEnglishTag(trainer, 'Ancient');
    expect(trainer.label).toBe('Ancient');
    expect(trainer.is).toEqual(['Ancient']);

    // A tag of the other kind is not carried over (a Tera trainer or an Ancient-tagged Pokémon by name).
    const other = { name: '物品', cardType: 'Item', is: [], label: null } as unknown as CardRecordInput;
    applyEnglishTag(other, 'Tera');
    expect(other.is).toEqual([]);
    applyEnglishTag(pokemon, 'Future');
    expect(pokemon.is).toEqual(['ex', 'Stage 2', 'Tera']);
  });
});
