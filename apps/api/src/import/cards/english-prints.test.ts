import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#api/env.ts';
import { buildBridge } from './bridge.ts';
import { CARD_CORRECTIONS, ENGLISH_PINS } from './card-corrections.ts';
import { consistencyExceptions, englishName, englishNumber, englishSetCode } from './english-prints.ts';
import { EnglishPrintRecord, type CardDocument } from './format.ts';
import { convertAsiaSets, readTcgdexFolder } from './tcgdex.ts';

/** The English side of the default dataset (data/cards.json.gz) and of a fresh conversion of the TCGdex data. */

const doc = JSON.parse(
  gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/cards.json.gz'))).toString('utf8'),
) as CardDocument;
const prints = doc.englishPrints ?? [];
const print = (set: string, number: string) => prints.find((p) => p.setCodeEn === set && p.cardIndexEn === number);
const chinese = doc.products
  .filter((p) => !p.international)
  .flatMap((p) => p.cards.map((card) => ({ setCode: p.setCode, card })));
const chineseOf = (effectId: string) =>
  chinese.filter((c) => c.card.effectId === effectId).map((c) => `${c.setCode} ${c.card.cardIndex}`);
const zh = (label: string) => chinese.find((c) => `${c.setCode} ${c.card.cardIndex}` === label)!.card;

const TCGDEX = ['/work/shared/data/tcgdex', path.join(REPO_ROOT, '../shared/data/tcgdex')].find((d) =>
  fs.existsSync(path.join(d, 'international')),
);

describe('English prints of the default dataset', () => {
  it('holds every international print, valid in our format', () => {
    expect(prints.length).toBeGreaterThan(11000);
    for (const p of prints)
      expect(EnglishPrintRecord.safeParse(p).success, `${p.setCodeEn} ${p.cardIndexEn}`).toBe(true);
    expect(new Set(prints.map((p) => `${p.setCodeEn} ${p.cardIndexEn}`)).size).toBe(prints.length);
  });

  it('resolves reprints that decklists name by another print than the bridge shows', () => {
    for (const [set, number, name, chineseName] of [
      ['CRZ', '135', 'Lost Vacuum', '放逐吸尘器'],
      ['OBF', '186', 'Arven', '派帕'],
      ['EVS', '94', 'Umbreon V', '月亮伊布V'],
      ['PAL', '185', 'Iono', '奇树'],
      ['SVI', '196', 'Ultra Ball', '高级球'],
      ['SP', '203', 'Umbreon V', '月亮伊布V'],
      ['SP', '139', 'Pikachu V-UNION', '皮卡丘V-UNION'],
    ] as const) {
      const p = print(set, number);
      expect(p, `${set} ${number}`).toMatchObject({ nameEn: name, internationalOnly: false });
      const same = chineseOf(p!.effectId);
      expect(same.length, `${set} ${number}`).toBeGreaterThan(0);
      expect(new Set(same.map((l) => zh(l).name)), `${set} ${number}`).toEqual(new Set([chineseName]));
    }
  });

  it('keeps prints of sets newer than the Chinese data as international-only, with their own effect', () => {
    const intl = prints.filter((p) => p.internationalOnly);
    expect(intl.length).toBeGreaterThan(1000);
    const megaSet = prints.filter((p) => p.setCodeEn === 'MEG');
    expect(megaSet.length).toBeGreaterThan(100);
    expect(
      megaSet.every((p) => p.internationalOnly || p.cardType !== 'Pokemon' || chineseOf(p.effectId).length > 0),
    ).toBe(true);
    const chineseEffects = new Set(chinese.map((c) => c.card.effectId));
    expect(intl.filter((p) => chineseEffects.has(p.effectId))).toEqual([]);
  });

  it('spells the bridge as the English prints do', () => {
    expect(englishName('Charizard GX')).toBe('Charizard-GX');
    expect(englishName('Blastoise & Piplup GX')).toBe('Blastoise & Piplup-GX');
    expect(englishSetCode({ id: 'swshp', name: {} })).toEqual({ code: 'SP', sub: null });
    expect(englishNumber('SP', 'SWSH139')).toBe('139');
    expect(englishNumber('SMP', 'SM60')).toBe('60');
    expect(englishNumber('SVP', '056')).toBe('56');
    expect(print('SP', '139')).toBeDefined();
    expect(prints.some((p) => p.setCodeEn === 'SWSHP' || /^SWSH/.test(p.cardIndexEn))).toBe(false);
    expect(prints.filter((p) => / GX$/.test(p.nameEn))).toEqual([]);
    const gx = chinese.filter((c) => c.card.nameEn?.endsWith('GX'));
    expect(gx.length).toBeGreaterThan(0);
    expect(gx.every((c) => c.card.nameEn!.endsWith('-GX'))).toBe(true);
  });

  it('joins the prints the source records split (corrections table)', () => {
    expect(zh('SV6a 038').effectId).toBe(zh('SV8a 104').effectId);
    expect(chineseOf(print('SFA', '38')!.effectId)).toEqual(expect.arrayContaining(['SV6a 038', 'SV8a 104']));
    expect(zh('SV3 125').effectId).toBe(zh('SV3 066').effectId);
    expect(zh('SV3 125').pokemonAttr?.energyType).toBe('D');
    // Two Sinistea of identical numbers are told apart by the pins: Teatime and Furtive Drop.
    expect(chineseOf(print('SSH', '89')!.effectId)).toContain('SC1a 048');
    expect(chineseOf(print('DAA', '82')!.effectId)).toContain('SC2a 081');
    for (const fix of CARD_CORRECTIONS) expect(fix.wrong, fix.print).not.toBe('');
    expect(ENGLISH_PINS.every((pin) => pin.why !== '')).toBe(true);
  });
});

describe.runIf(TCGDEX !== undefined)('conversion of the TCGdex data', () => {
  const bridge = buildBridge(readTcgdexFolder(path.join(TCGDEX!, 'international')));
  const { document, stats } = convertAsiaSets(readTcgdexFolder(path.join(TCGDEX!, 'asia')), bridge);
  const converted = document.products.flatMap((p) => p.cards.map((card) => ({ setCode: p.setCode, card })));

  it('has no effect-consistency exception: prints of one English name and printed attacks share one effect', () => {
    const exceptions = consistencyExceptions(bridge.prints, document.englishPrints!, converted, (c) => bridge.match(c));
    expect(
      exceptions.map(
        (e) =>
          `${e.nameEn} [${e.printed}]: ${Object.values(e.effects)
            .map((l) => l.join(','))
            .join(' ≠ ')}`,
      ),
    ).toEqual([]);
  });

  it('resolves at least 95% of the prints whose card exists in Chinese', () => {
    expect(stats.english!.resolved / stats.english!.comparable).toBeGreaterThanOrEqual(0.95);
  });

  it('is the committed default dataset', () => {
    expect(document.englishPrints).toEqual(prints);
  });
});
