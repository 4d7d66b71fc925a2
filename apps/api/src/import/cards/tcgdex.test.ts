import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CARD_TYPES, RARITIES } from '@ptcg/contract';
import OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../env.ts';
import { CardFile, CardRecord, ProductRecord, type CardDocument } from './format.ts';
import { mainlandSpecies } from './tcgdex.ts';

/** Checks on the committed default dataset, built by scripts/build-default-cards.ts. */

const DATASET = path.join(REPO_ROOT, 'data/cards.json.gz');
const doc = JSON.parse(gunzipSync(fs.readFileSync(DATASET)).toString('utf8')) as CardDocument;
const cards = doc.products.flatMap((p) => p.cards.map((c) => ({ ...c, setCode: p.setCode })));
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

describe('default card dataset', () => {
  it('is valid in our format and small enough to commit', () => {
    expect(CardFile.safeParse(doc).success).toBe(true);
    for (const p of doc.products) {
      expect(ProductRecord.safeParse(p).success, p.setCode).toBe(true);
      for (const c of p.cards) expect(CardRecord.safeParse(c).success, `${p.setCode} ${c.cardIndex}`).toBe(true);
    }
    const total = fs.readdirSync(path.dirname(DATASET)).filter((f) => !f.startsWith('db')).reduce((n, f) => {
      const st = fs.statSync(path.join(path.dirname(DATASET), f));
      return n + (st.isFile() ? st.size : 0);
    }, 0);
    expect(total).toBeLessThan(15 * 1024 * 1024);
    expect(fs.existsSync(path.join(REPO_ROOT, 'data/LICENSE-tcgdex'))).toBe(true);
  });

  it('covers the Chinese Sword & Shield and Scarlet & Violet sets and CSMPiC', () => {
    const codes = new Set(doc.products.map((p) => p.setCode));
    for (const code of ['SV1S', 'SV1V', 'SV2a', 'SV4a', 'SV8a', 'SV10', 'S12a', 'S8b', 'SC1a', 'CSMPiC']) expect(codes.has(code), code).toBe(true);
    expect(new Set(doc.products.map((p) => p.series))).toEqual(new Set(['Scarlet & Violet', 'Sword & Shield', 'Sun & Moon']));
    expect(cards.length).toBeGreaterThan(7000);
  });

  it('has no Traditional characters left in card or product names', () => {
    const names = [...cards.map((c) => c.name), ...doc.products.map((p) => p.name)];
    const traditional = names.filter((n) => toSimplified(n) !== n);
    expect(traditional).toEqual([]);
  });

  it('uses the mainland species names and keeps suffixes and regional forms', () => {
    const pokemon = cards.filter((c) => c.cardType === 'Pokemon' && c.dexIds?.length === 1);
    expect(pokemon.length / cards.filter((c) => c.cardType === 'Pokemon').length).toBeGreaterThan(0.99);
    const wrong = pokemon.filter((c) => !c.name.includes(mainlandSpecies(c.dexIds![0]!)!));
    expect(wrong.map((c) => `${c.setCode} ${c.cardIndex} ${c.name}`)).toEqual([]);
    const names = new Set(cards.map((c) => c.name));
    for (const n of ['超梦', '超梦ex', '喷火龙ex', '喷火龙V', '喷火龙VMAX', '喷火龙VSTAR', '光辉喷火龙', '伽勒尔 呆呆兽', '洗翠 大狃拉', '火箭队的超梦ex', '皮卡丘']) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('speaks the site vocabulary and writes energy symbols as placeholders', () => {
    for (const c of cards) {
      expect(CARD_TYPES).toContain(c.cardType);
      expect(RARITIES).toContain(c.rarity);
      expect(c.effectId).toMatch(/^[0-9a-f]{32}$/);
    }
    const texts = cards.flatMap((c) => [c.description ?? '', ...(c.pokemonAttr?.attack ?? []).map((a) => a.text ?? '')]).join('\n');
    expect(texts).toContain('【斗】');
    expect(texts).toContain('【无】');
    expect(texts).not.toMatch(/【(鬥|惡|鋼|無|龍)】/);
  });

  it('gives every reprint of a card the same effect id and one yorenCode per species', () => {
    const mewtwo = cards.filter((c) => c.name === '超梦V' && c.pokemonAttr?.hp === 220);
    expect(mewtwo.length).toBeGreaterThan(1);
    expect(new Set(mewtwo.map((c) => c.effectId)).size).toBe(1);
    const charizard = cards.filter((c) => c.cardType === 'Pokemon' && c.name.startsWith('喷火龙'));
    expect(new Set(charizard.map((c) => c.yorenCode))).toEqual(new Set(['P0006']));
  });

  it('bridges at least 80% of all cards to an international print', () => {
    const bridged = cards.filter((c) => c.setCodeEn !== null && c.cardIndexEn !== null && c.nameEn !== null);
    expect(bridged.length / cards.length).toBeGreaterThanOrEqual(0.8);
    const mew = cards.find((c) => c.setCode === 'SV2a' && c.cardIndex === '151');
    expect(mew).toMatchObject({ name: '梦幻ex', setCodeEn: 'MEW', cardIndexEn: '151', nameEn: 'Mew ex' });
    const fire = cards.find((c) => c.cardType === 'Basic Energy' && c.name === '基本火能量');
    expect(fire).toMatchObject({ setCodeEn: 'SVE', cardIndexEn: '2' });
  });
});
