import { describe, expect, it } from 'vitest';
import { buildClassifier, deckEffects, type ClassifierCategory } from './classifier.ts';

const eff = (name: string): string => name.padEnd(32, '0');
const deck = (counts: Record<string, number>): Map<string, number> =>
  new Map(Object.entries(counts).map(([name, n]) => [eff(name), n]));
const keys = (counts: Record<string, number>) =>
  Object.entries(counts).map(([name, qty]) => ({ effectId: eff(name), qty }));

// 喷火龙ex (1) with variants: 喷火龙 大比鸟 (2), 喷火龙 其他 (3, isOther);
// 密勒顿ex (10) with variant 密勒顿 铁臂膀 (11) and no 其他 child.
const categories: ClassifierCategory[] = [
  { id: 1, parentId: null, name: '喷火龙ex', priority: 10, keyEffects: keys({ charizard: 2 }) },
  { id: 2, parentId: 1, name: '喷火龙 大比鸟', priority: 10, keyEffects: keys({ charizard: 2, pidgeot: 1 }) },
  { id: 3, parentId: 1, name: '其他', priority: 10, keyEffects: [], isOther: true },
  {
    id: 4,
    parentId: 1,
    name: '喷火龙 大比鸟 光辉',
    priority: 10,
    keyEffects: keys({ charizard: 2, pidgeot: 1, radiant: 1 }),
  },
  { id: 10, parentId: null, name: '密勒顿ex', priority: 10, keyEffects: keys({ miraidon: 2 }) },
  { id: 11, parentId: 10, name: '密勒顿 铁臂膀', priority: 10, keyEffects: keys({ miraidon: 2, ironhands: 2 }) },
  { id: 12, parentId: 10, name: '空变体', priority: 50, keyEffects: [] },
];
const { classify } = buildClassifier(categories);

describe('classify', () => {
  it('picks the variant whose key cards are all present in enough copies', () => {
    expect(classify(deck({ charizard: 3, pidgeot: 2, ultraball: 4 }))).toBe(2);
    expect(classify(deck({ miraidon: 2, ironhands: 2 }))).toBe(11);
  });

  it('prefers the variant with more key cards when priorities are equal', () => {
    expect(classify(deck({ charizard: 3, pidgeot: 2, radiant: 1 }))).toBe(4);
  });

  it('prefers a higher priority over more key cards', () => {
    const c = buildClassifier([
      ...categories,
      { id: 5, parentId: 1, name: '喷火龙 高优先', priority: 20, keyEffects: keys({ charizard: 1 }) },
    ]);
    expect(c.classify(deck({ charizard: 3, pidgeot: 2, radiant: 1 }))).toBe(5);
  });

  it('breaks full ties by the lower id', () => {
    const c = buildClassifier([
      { id: 8, parentId: 7, priority: 10, keyEffects: keys({ a: 1 }) },
      { id: 9, parentId: 7, priority: 10, keyEffects: keys({ b: 1 }) },
    ]);
    expect(c.classify(deck({ a: 1, b: 1 }))).toBe(8);
  });

  it('files a Palkia VSTAR list splashing two Chien-Pao ex under Palkia, whatever the category ids', () => {
    // A real list (2024 regionals): the key card of each category is its ex / VSTAR, asked twice.
    const palkiaList = deck({
      palkiaV: 3,
      palkiaVstar: 3,
      chienPao: 2,
      radiantGreninja: 1,
      bidoof: 2,
      bibarel: 2,
      manaphy: 1,
      irida: 4,
      ultraball: 4,
      nestball: 2,
      capturingAroma: 2,
      superRod: 1,
      trekkingShoes: 4,
      waterEnergy: 8,
    });
    const chienPaoFirst = buildClassifier([
      { id: 20, parentId: null, name: '古剑豹ex', priority: 10, keyEffects: keys({ chienPao: 2 }) },
      { id: 21, parentId: 20, name: '古剑豹ex 戟脊龙', priority: 20, keyEffects: keys({ chienPao: 2, baxcalibur: 2 }) },
      { id: 22, parentId: 20, name: '其他', priority: 10, keyEffects: [], isOther: true },
      { id: 30, parentId: null, name: '起源帕路奇亚VSTAR', priority: 10, keyEffects: keys({ palkiaVstar: 2 }) },
      { id: 31, parentId: 30, name: '其他', priority: 10, keyEffects: [], isOther: true },
    ]);
    expect(chienPaoFirst.classify(palkiaList)).toBe(31);
    // A real Chien-Pao list stays with Chien-Pao: it plays more copies of its own key card.
    expect(chienPaoFirst.classify(deck({ chienPao: 3, baxcalibur: 3, palkiaVstar: 2 }))).toBe(21);
    expect(chienPaoFirst.classify(deck({ chienPao: 4, palkiaVstar: 2 }))).toBe(22);
  });

  it('lets priority outrank the number of copies', () => {
    const c = buildClassifier([
      { id: 1, parentId: null, priority: 30, keyEffects: keys({ a: 1 }) },
      { id: 2, parentId: null, priority: 10, keyEffects: keys({ b: 1 }) },
    ]);
    expect(c.classify(deck({ a: 1, b: 4 }))).toBe(1);
  });

  it('needs the full quantity of every key card', () => {
    // Charizard once where both the variant and the category ask for two: nothing matches.
    expect(classify(deck({ charizard: 1, pidgeot: 2 }))).toBeNull();
  });

  it("sends a deck matching only the category's keys to its 其他 variant", () => {
    expect(classify(deck({ charizard: 2, rotom: 1 }))).toBe(3);
  });

  it('uses the category itself when it has no 其他 variant', () => {
    expect(classify(deck({ miraidon: 3, ironhands: 1 }))).toBe(10);
  });

  it('never matches a variant without key cards', () => {
    expect(classify(deck({ miraidon: 2 }))).toBe(10);
    expect(classify(deck({}))).toBeNull();
  });

  it('leaves decks without any match unclassified', () => {
    expect(classify(deck({ lugia: 4, archeops: 2 }))).toBeNull();
  });

  it('gives the same answer however often it is called', () => {
    const a = deck({ charizard: 3, pidgeot: 2 });
    const b = deck({ charizard: 2 });
    expect([classify(a), classify(b), classify(a), classify(b)]).toEqual([2, 3, 2, 3]);
  });
});

describe('deckEffects', () => {
  it('adds reprints of the same effect together', () => {
    const totals = deckEffects([
      { effectId: eff('charizard'), count: 1 },
      { effectId: eff('pidgeot'), count: 2 },
      { effectId: eff('charizard'), count: 1 },
    ]);
    expect(totals.get(eff('charizard'))).toBe(2);
    expect(classify(totals)).toBe(2);
  });
});

describe('throughput', () => {
  it('classifies 300,000 decks against 200 categories in a few seconds', () => {
    const many: ClassifierCategory[] = [];
    for (let t = 0; t < 40; t++) {
      many.push({ id: t * 10 + 1, parentId: null, priority: 10, keyEffects: keys({ [`top${t}`]: 2 }) });
      for (let v = 2; v <= 5; v++) {
        many.push({
          id: t * 10 + v,
          parentId: t * 10 + 1,
          priority: 10 + v,
          keyEffects: keys({ [`top${t}`]: 2, [`v${t}-${v}`]: 1, [`w${v}`]: 2 }),
        });
      }
    }
    const c = buildClassifier(many);
    const decks = Array.from({ length: 1000 }, (_, i) => {
      const counts: Record<string, number> = {
        [`top${i % 40}`]: 3,
        [`v${i % 40}-${2 + (i % 4)}`]: 1,
        [`w${2 + (i % 4)}`]: 2,
      };
      for (let k = 0; k < 30; k++) counts[`filler${(i * 7 + k) % 400}`] = 1 + (k % 4);
      return deck(counts);
    });
    // CPU time, not wall time: other processes on a busy machine must not fail the test.
    const start = process.cpuUsage();
    let classified = 0;
    for (let round = 0; round < 300; round++) {
      for (const d of decks) if (c.classify(d) !== null) classified++;
    }
    const used = process.cpuUsage(start);
    const seconds = (used.user + used.system) / 1e6;
    expect(classified).toBe(300_000);
    expect(c.classify(decks[5]!)).toBe(5 * 10 + 2 + (5 % 4));
    expect(seconds).toBeLessThan(10);
  }, 60_000);
});
