import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CARD_TYPES, RARITIES } from '@ptcg/contract';
import OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#api/env.ts';
import { KANA, simplifiedName, simplifiedText } from './chinese-text.ts';
import { CardFile, CardRecord, ProductRecord, type CardDocument } from './format.ts';
import { TAIWAN_ONLY } from './mainland-terms.ts';

/** Checks on the committed default dataset, built by scripts/build-default-cards.ts. */

const DATASET = path.join(REPO_ROOT, 'data/cards.json.gz');
const doc = JSON.parse(gunzipSync(fs.readFileSync(DATASET)).toString('utf8')) as CardDocument;
/** The Chinese prints; the international-only cards have checks of their own. */
const chineseProducts = doc.products.filter((p) => !p.international);
const cards = chineseProducts.flatMap((p) => p.cards.map((c) => ({ ...c, setCode: p.setCode })));
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

describe('default card dataset', () => {
  it('is valid in our format and small enough to commit', () => {
    expect(CardFile.safeParse(doc).success).toBe(true);
    for (const p of doc.products) {
      expect(ProductRecord.safeParse(p).success, p.setCode).toBe(true);
      for (const c of p.cards) expect(CardRecord.safeParse(c).success, `${p.setCode} ${c.cardIndex}`).toBe(true);
    }
    const total = fs
      .readdirSync(path.dirname(DATASET))
      .filter((f) => !f.startsWith('db'))
      .reduce((n, f) => {
        const st = fs.statSync(path.join(path.dirname(DATASET), f));
        return n + (st.isFile() ? st.size : 0);
      }, 0);
    expect(total).toBeLessThan(15 * 1024 * 1024);
    expect(fs.existsSync(path.join(REPO_ROOT, 'data/LICENSE-tcgdex'))).toBe(true);
  });

  it('covers the Chinese Sword & Shield and Scarlet & Violet sets and CSMPiC', () => {
    const codes = new Set(chineseProducts.map((p) => p.setCode));
    for (const code of ['SV1S', 'SV1V', 'SV2a', 'SV4a', 'SV8a', 'SV10', 'S12a', 'S8b', 'SC1a', 'CSMPiC'])
      expect(codes.has(code), code).toBe(true);
    expect(new Set(chineseProducts.map((p) => p.series))).toEqual(
      new Set(['Scarlet & Violet', 'Sword & Shield', 'Sun & Moon']),
    );
    expect(cards.length).toBeGreaterThan(7000);
  });

  it('has no Traditional characters left in card or product names', () => {
    const names = [
      ...cards.flatMap((c) => [
        c.name,
        c.pokemonAttr?.evolvesFrom ?? '',
        ...(c.pokemonAttr?.attack ?? []).map((a) => a.name),
        ...(c.pokemonAttr?.ability ?? []).map((a) => a.name),
      ]),
      ...chineseProducts.map((p) => p.name),
    ];
    const traditional = names.filter((n) => toSimplified(n) !== n);
    expect(traditional).toEqual([]);
    // Japanese forms opencc does not know (一撃, 壊死) and Taiwan's 牠 are gone from texts too, and so are kana.
    const texts = cards.flatMap((c) => [
      c.description ?? '',
      ...(c.pokemonAttr?.attack ?? []).map((a) => a.text ?? ''),
      ...(c.pokemonAttr?.ability ?? []).map((a) => a.text ?? ''),
    ]);
    expect([...names, ...texts].filter((t) => /[撃壊伝牠\u200b-\u200f]/.test(t) || KANA.test(t))).toEqual([]);
  });

  it('converts characters without rewriting game terms as software vocabulary', () => {
    expect(simplifiedText('從自己的棄牌區選擇1張支援者卡')).toBe('选择自己弃牌区中的1张支援者卡');
    expect(simplifiedName('超音波幼蟲')).toBe('超音波幼虫');
    expect(simplifiedName('強顎雞母蟲')).toBe('强颚鸡母虫');
    expect(simplifiedName('一撃大師')).toBe('一击大师');
    expect(simplifiedName('謎擬Ｑex')).toBe('谜拟Qex');
    expect(simplifiedText('牠很聰明\u200c')).toBe('它很聪明');
    const texts = cards
      .flatMap((c) => [c.description ?? '', ...(c.pokemonAttr?.attack ?? []).map((a) => a.text)])
      .join('\n');
    expect(texts).toContain('支援者');
    expect(texts).not.toContain('支持者');
  });

  it('keeps the species names the cards print, in their mainland form, with suffixes and regional forms', () => {
    const pokemon = cards.filter((c) => c.cardType === 'Pokemon');
    expect(
      pokemon.filter((c) => (c.dexIds?.length ?? 0) === 0).map((c) => `${c.setCode} ${c.cardIndex} ${c.name}`),
    ).toEqual([]);
    const names = new Set(cards.map((c) => c.name));
    for (const n of [
      '超梦',
      '超梦ex',
      '喷火龙ex',
      '喷火龙V',
      '喷火龙VMAX',
      '喷火龙VSTAR',
      '光辉喷火龙',
      '伽勒尔 呆呆兽',
      '洗翠 大狃拉',
      '火箭队的超梦ex',
      '皮卡丘',
      '阿罗拉 六尾VSTAR',
      '帕底亚 肯泰罗',
      '谜拟Q',
      '超音波幼虫',
      '强颚鸡母虫',
      '班基拉斯',
      '起源帕路奇亚VSTAR',
      // Names whose official mainland form differs from the Taiwan print.
      '电音婴',
      '狡小狐',
      '猾大狐',
      '仆刀将军',
      '厄诡椪 碧草面具ex',
      '洗翠 火暴兽VSTAR',
      '阿响的火暴兽',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
    for (const n of ['毒电婴', '偷儿狐', '厄鬼椪 碧草面具ex', '月精灵', '班吉拉', '3D龙II', '谜拟Ｑ'])
      expect(names.has(n), n).toBe(false);
    // The mainland print CSMPiC keeps its own names (the pokemon package still has pre-2016 names for these).
    const csmpic = cards.filter((c) => c.setCode === 'CSMPiC').map((c) => c.name);
    expect(csmpic).toEqual(expect.arrayContaining(['叶伊布GX', '月亮伊布GX', '帕路奇亚GX', '班基拉斯GX']));
    const umbreon = cards.filter((c) => c.name.startsWith('月亮伊布'));
    expect(new Set(umbreon.map((c) => c.dexIds![0]))).toEqual(new Set([197]));
  });

  it('speaks the site vocabulary and writes energy symbols as placeholders', () => {
    for (const c of cards) {
      expect(CARD_TYPES).toContain(c.cardType);
      expect(RARITIES).toContain(c.rarity);
      expect(c.effectId).toMatch(/^[0-9a-f]{32}$/);
    }
    const texts = cards
      .flatMap((c) => [c.description ?? '', ...(c.pokemonAttr?.attack ?? []).map((a) => a.text ?? '')])
      .join('\n');
    expect(texts).toContain('【斗】');
    expect(texts).toContain('【无】');
    expect(texts).not.toMatch(/【(鬥|惡|鋼|無|龍)】/);
  });

  it('gives every reprint of a card the same effect id, plain Pokémon P<dex> and every other identity one Y<n>', () => {
    const mewtwo = cards.filter((c) => c.name === '超梦V' && c.pokemonAttr?.hp === 220);
    expect(mewtwo.length).toBeGreaterThan(1);
    expect(new Set(mewtwo.map((c) => c.effectId)).size).toBe(1);
    // Reprints of other years word the same effect differently, and 博士的研究 is one card whoever speaks
    // (the Taiwan prints name the professor, the mainland ones do not).
    for (const name of ['神奇糖果', '伤药', '学习装置']) {
      const prints = cards.filter((c) => c.name === name);
      expect(prints.length, name).toBeGreaterThan(1);
      expect(new Set(prints.map((c) => c.effectId)).size, name).toBe(1);
    }
    const research = cards.filter((c) => c.name.startsWith('博士的研究'));
    expect(research.length).toBeGreaterThan(2);
    expect(new Set(research.map((c) => c.name))).toEqual(new Set(['博士的研究']));
    expect(new Set(research.map((c) => c.effectId)).size).toBe(1);
    // Plain Pokémon share P<dex>; rule-box Pokémon (喷火龙ex) are numbered Y<n>, one per game identity.
    const charizard = cards.filter((c) => c.cardType === 'Pokemon' && c.name === '喷火龙');
    expect(charizard.length).toBeGreaterThan(1);
    expect(new Set(charizard.map((c) => c.yorenCode))).toEqual(new Set(['P006']));
    const charizardEx = cards.filter((c) => c.name === '喷火龙ex');
    expect(new Set(charizardEx.map((c) => c.yorenCode)).size).toBe(1);
    expect(charizardEx[0]!.yorenCode).toMatch(/^Y\d+$/);
    expect(new Set(research.map((c) => c.yorenCode)).size).toBe(1);
    expect(research[0]!.yorenCode).toMatch(/^Y\d+$/);
    const codes = (name: string) =>
      new Set(cards.filter((c) => c.cardType === 'Pokemon' && c.name === name).map((c) => c.yorenCode));
    expect(codes('喷火龙V')).not.toEqual(codes('喷火龙ex'));
  });

  it('reads like the mainland prints: one 基本X能量 name per type and almost no Taiwan-only phrase', () => {
    const energies = cards.filter((c) => c.cardType === 'Basic Energy');
    expect(new Set(energies.map((c) => c.name))).toEqual(
      new Set([
        '基本草能量',
        '基本火能量',
        '基本水能量',
        '基本雷能量',
        '基本超能量',
        '基本斗能量',
        '基本恶能量',
        '基本钢能量',
        '基本妖精能量',
      ]),
    );
    for (const name of new Set(energies.map((c) => c.name)))
      expect(new Set(energies.filter((c) => c.name === name).map((c) => c.effectId)).size, name).toBe(1);
    for (const name of ['大地容器', '友好宝芬', '招式学习器 进化', '招式学习器 退化', '老大的指令'])
      expect(
        cards.some((c) => c.name === name),
        name,
      ).toBe(true);
    const texts = cards
      .flatMap((c) => [
        c.description ?? '',
        ...(c.pokemonAttr?.attack ?? []).map((a) => a.text ?? ''),
        ...(c.pokemonAttr?.ability ?? []).map((a) => a.text),
      ])
      .filter((t) => t !== '');
    expect(texts.filter((t) => TAIWAN_ONLY.test(t)).length / texts.length).toBeLessThan(0.01);
    expect(cards.filter((c) => TAIWAN_ONLY.test(c.name)).map((c) => c.name)).toEqual([]);
  });

  it('leaves out records whose Chinese text belongs to another card', () => {
    // SV-P 098 joins Latias's Chinese texts to a Detective Pikachu's data; SVEL 010 is a trainer's name on a Pokémon.
    expect(cards.find((c) => c.setCode === 'SV-P' && c.cardIndex === '098')).toBeUndefined();
    expect(cards.find((c) => c.setCode === 'SVEL' && c.cardIndex === '010')).toBeUndefined();
    // Promo records joining a Pokémon's Chinese name to a trainer's data.
    const pokemonNames = new Set(cards.filter((c) => c.cardType === 'Pokemon').map((c) => c.name));
    expect(
      cards
        .filter((c) => c.cardType !== 'Pokemon' && pokemonNames.has(c.name))
        .map((c) => `${c.setCode} ${c.cardIndex} ${c.name}`),
    ).toEqual([]);
    const attacks = cards.flatMap((c) => c.pokemonAttr?.attack ?? []);
    expect(attacks.filter((a) => /特性|规则$/.test(a.name))).toEqual([]);
    const vstar = cards.filter((c) => c.name.endsWith('VSTAR'));
    expect(new Set(vstar.map((c) => c.pokemonAttr?.stage))).toEqual(new Set(['VSTAR']));
    expect(cards.find((c) => c.name === '超梦V-UNION')).toMatchObject({
      pokemonAttr: { stage: 'V-UNION' },
      is: expect.arrayContaining(['V-UNION']),
    });
  });

  it('names the products right, with an unknown date where the source has none', () => {
    const product = (code: string) => doc.products.find((p) => p.setCode === code)!;
    expect(product('S11').name).toBe('迷途深渊');
    expect(product('S5I').name).toBe('一击大师');
    expect(product('S-P')).toMatchObject({ name: '特典卡 剑&盾', releaseDate: null, mainExpansion: false });
    expect(product('SV1S')).toMatchObject({
      name: '朱ex',
      releaseDate: '2023-02-03',
      mainExpansion: true,
      series: 'Scarlet & Violet',
    });
  });

  it('bridges every card that a decklist of the default season plays', () => {
    const season = JSON.parse(
      gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/season.json.gz'))).toString('utf8'),
    ) as {
      decks: Record<string, { cards?: { setCode: string; cardIndex: string }[] }>;
    };
    const byKey = new Map(cards.map((c) => [`${c.setCode} ${c.cardIndex}`, c]));
    const played = new Set(
      Object.values(season.decks).flatMap((d) => (d.cards ?? []).map((c) => `${c.setCode} ${c.cardIndex}`)),
    );
    expect(played.size).toBeGreaterThan(50);
    expect([...played].filter((k) => !byKey.has(k))).toEqual([]);
    expect([...played].filter((k) => byKey.get(k)!.setCodeEn === null)).toEqual([]);
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
