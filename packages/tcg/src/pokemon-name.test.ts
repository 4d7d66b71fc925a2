import { describe, expect, it } from 'vitest';
import {
  mechanicWord,
  mechanicWordOfEnglishName,
  nameWithoutMechanic,
  speciesName,
  splitPokemonName,
} from './pokemon-name.ts';

describe('Pokémon card names', () => {
  it('splits a name into pieces that join back into it', () => {
    for (const name of ['光辉喷火龙', '洗翠 火暴兽VSTAR', '阿响的火暴兽', '喷火龙ex', '洛托姆 加热', '超梦', 'V']) {
      const p = splitPokemonName(name);
      expect(p.radiant + p.region + p.owner + p.core + p.form + p.mechanic).toBe(name);
    }
    expect(splitPokemonName('阿渡的喷火龙V')).toEqual({
      radiant: '',
      region: '',
      owner: '阿渡的',
      core: '喷火龙',
      form: '',
      mechanic: 'V',
    });
  });

  it('names the species, keeping regional forms', () => {
    expect(speciesName('阿响的火暴兽')).toBe('火暴兽');
    expect(speciesName('光辉喷火龙')).toBe('喷火龙');
    expect(speciesName('喷火龙ex')).toBe('喷火龙');
    expect(speciesName('洗翠 火暴兽VSTAR')).toBe('洗翠 火暴兽');
    expect(speciesName('月亮伊布GX')).toBe('月亮伊布');
  });

  it('drops only the mechanic, and never the whole name', () => {
    expect(nameWithoutMechanic('铁荆棘ex')).toBe('铁荆棘');
    expect(nameWithoutMechanic('起源帕路奇亚VSTAR')).toBe('起源帕路奇亚');
    expect(nameWithoutMechanic('光辉喷火龙')).toBe('光辉喷火龙');
    expect(nameWithoutMechanic('V')).toBe('V');
  });
});

describe('mechanicWord', () => {
  it('labels an archetype by its main attacker: stage words first, then the mechanic', () => {
    expect(mechanicWord({ mechanic: 'ex', stage: 'Stage 2' })).toBe('ex');
    expect(mechanicWord({ mechanic: 'V', stage: 'VSTAR' })).toBe('VSTAR');
    expect(mechanicWord({ mechanic: 'V', stage: 'Basic' })).toBe('V');
    expect(mechanicWord({ mechanic: 'Radiant', stage: 'Basic' })).toBe('Radiant');
    expect(mechanicWord({ mechanic: null, stage: 'Stage 1' })).toBe('');
  });

  it('reads the word from the English name of an international-only print', () => {
    expect(mechanicWordOfEnglishName('Dragapult ex')).toBe('ex');
    expect(mechanicWordOfEnglishName('Arceus VSTAR')).toBe('VSTAR');
    expect(mechanicWordOfEnglishName('Radiant Greninja')).toBe('Radiant');
    expect(mechanicWordOfEnglishName('Mega Lucario ex')).toBe('ex');
    expect(mechanicWordOfEnglishName('Dusknoir')).toBe('');
  });
});
