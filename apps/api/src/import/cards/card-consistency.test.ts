import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#api/env.ts';
import type { CardDocument } from './format.ts';

/** Card facts as the original states them (API-NOTES, "Shapes"), over the whole default card set. */

const doc = JSON.parse(
  gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/cards.json.gz'))).toString('utf8'),
) as CardDocument;
const cards = doc.products.flatMap((p) => p.cards.map((c) => ({ ...c, print: `${p.setCode} ${c.cardIndex}` })));
const names = new Set(cards.map((c) => c.name));

describe('card facts of the default card set', () => {
  it('gives every print of an ACE SPEC card the mechanic', () => {
    const byEffect = new Map<string, typeof cards>();
    for (const c of cards) byEffect.set(c.effectId!, [...(byEffect.get(c.effectId!) ?? []), c]);
    const mixed = [...byEffect.values()]
      .filter((prints) => new Set(prints.map((c) => c.mechanic === 'ACE SPEC')).size > 1)
      .map((prints) => prints.map((c) => `${c.print} ${c.name} ${c.mechanic ?? '-'}`).join(', '));
    expect(mixed).toEqual([]);
    const unfairStamp = cards.filter((c) => c.name === '不公印章' || c.name === 'Unfair Stamp');
    expect(unfairStamp.length).toBeGreaterThan(0);
    expect(unfairStamp.every((c) => c.mechanic === 'ACE SPEC' && c.is?.includes('ACE SPEC'))).toBe(true);
  });

  it('uses rarity PR for Prism Star only (promos have no mark) and K for every Radiant Pokémon', () => {
    expect(cards.filter((c) => c.rarity === 'PR' && !c.name.includes('◇')).map((c) => c.print)).toEqual([]);
    expect(cards.filter((c) => c.name.includes('◇') && c.rarity !== 'PR').map((c) => c.print)).toEqual([]);
    expect(cards.filter((c) => /^(光辉|Radiant )/.test(c.name) && c.rarity !== 'K').map((c) => c.print)).toEqual([]);
  });

  it('pads plain Pokémon yorenCodes to three digits, four from Paldea on', () => {
    const plain = cards.filter((c) => /^P/.test(c.yorenCode ?? ''));
    expect(plain.filter((c) => !/^P(\d{3}|\d{4})$/.test(c.yorenCode!)).map((c) => c.print)).toEqual([]);
    expect(plain.find((c) => c.dexIds?.[0] === 984)?.yorenCode).toBe('P0984');
    expect(plain.find((c) => c.dexIds?.[0] === 6)?.yorenCode).toBe('P006');
  });

  it('lets every VMAX and VSTAR evolve from a card that exists', () => {
    const broken = cards.filter(
      (c) =>
        (c.pokemonAttr?.stage === 'VMAX' || c.pokemonAttr?.stage === 'VSTAR') &&
        !names.has(c.pokemonAttr.evolvesFrom ?? ''),
    );
    expect(broken.map((c) => `${c.print} ${c.name} <- ${c.pokemonAttr?.evolvesFrom ?? '-'}`)).toEqual([]);
  });

  it('lets every evolved Pokémon evolve from a card that exists (fossil Pokémon from their fossil)', () => {
    const broken = cards.filter(
      (c) =>
        c.pokemonAttr &&
        !['Basic', 'V-UNION'].includes(c.pokemonAttr.stage ?? 'Basic') &&
        !names.has(c.pokemonAttr.evolvesFrom ?? ''),
    );
    expect(broken.map((c) => `${c.print} ${c.name} <- ${c.pokemonAttr?.evolvesFrom ?? '-'}`)).toEqual([]);
    const drapion = cards.filter((c) => c.name === '龙王蝎');
    expect(drapion.length).toBeGreaterThan(0);
    expect(drapion.every((c) => c.pokemonAttr?.evolvesFrom === '钳尾蝎')).toBe(true);
  });

  it('shows Tera, and the Ancient and Future tags of trainers, on every print of the card', () => {
    const byEffect = new Map<string, typeof cards>();
    for (const c of cards) byEffect.set(c.effectId!, [...(byEffect.get(c.effectId!) ?? []), c]);
    for (const tag of ['Tera', 'Ancient', 'Future']) {
      const mixed = [...byEffect.values()]
        .filter((prints) => new Set(prints.map((c) => Boolean(c.is?.includes(tag)))).size > 1)
        .map((prints) => prints.map((c) => `${c.print} ${c.name}`).join(', '));
      expect(mixed, tag).toEqual([]);
    }
    // Charizard ex of Obsidian Flames (OBF 125) is a Tera Pokémon, of the Darkness type; its Fire-type
    // namesake (a card of another effect) is not.
    const charizard = cards.filter((c) => c.name === '喷火龙ex');
    const tera = charizard.filter((c) => c.is?.includes('Tera'));
    expect(tera.length).toBeGreaterThan(0);
    expect(tera.every((c) => c.pokemonAttr?.energyType === 'D')).toBe(true);
    expect(charizard.filter((c) => c.pokemonAttr?.energyType === 'R').some((c) => c.is?.includes('Tera'))).toBe(false);
    expect(cards.filter((c) => c.is?.includes('Tera') && c.cardType !== 'Pokemon').map((c) => c.print)).toEqual([]);
    // Trainers carry their tag as their label; the booster capsules of each side tell which.
    const sada = cards.filter((c) => c.nameEn === "Professor Sada's Vitality");
    expect(sada.length).toBeGreaterThan(0);
    expect(sada.every((c) => c.label === 'Ancient' && c.is?.includes('Ancient'))).toBe(true);
    const radar = cards.filter((c) => c.nameEn === 'Techno Radar');
    expect(radar.length).toBeGreaterThan(0);
    expect(radar.every((c) => c.label === 'Future')).toBe(true);
  });

  it('prints each V-UNION as its four parts wherever the source lists them', () => {
    const parts = new Map<string, string[]>();
    for (const p of doc.products)
      for (const c of p.cards)
        if (c.pokemonAttr?.stage === 'V-UNION')
          parts.set(`${p.setCode} ${c.name}`, [...(parts.get(`${p.setCode} ${c.name}`) ?? []), c.cardIndex]);
    expect(parts.get('S8b 莫鲁贝可V-UNION')).toEqual(['056', '057', '058', '059', '226', '227', '228', '229']);
    const incomplete = [...parts].filter(([, numbers]) => numbers.length % 4 !== 0).map(([card]) => card);
    // TCGdex has no record at all of the other parts of these (SP5 lists 001, 005, 009, 013; S8a 025; the
    // English promos 215-218 and 288-290): their numbers are not invented.
    expect(incomplete.sort()).toEqual(
      [
        'EN-SP 莫鲁贝可V-UNION',
        'S8a 皮卡丘V-UNION',
        'SP5 甲贺忍蛙V-UNION',
        'SP5 苍响V-UNION',
        'SP5 超梦V-UNION',
      ].sort(),
    );
  });

  it('marks every card of a one-mark product but basic energy', () => {
    const sv = doc.products.find((p) => p.setCode === 'SV-P')!;
    expect(sv.cards.filter((c) => !c.regulationMark && c.cardType !== 'Basic Energy').map((c) => c.cardIndex)).toEqual(
      [],
    );
  });
});
