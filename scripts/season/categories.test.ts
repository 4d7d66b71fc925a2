import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildClassifier } from '@ptcg/tcg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardDocument } from '#api/import/cards/format.ts';
import { ARCHETYPES } from './archetypes.ts';
import { buildCategories, KeyCardIndex, type CategoryRule } from './categories.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CARDS_FILE = path.join(HERE, '../../data/cards.json.gz');
const DECKLISTS = path.join(HERE, 'fixtures/decklists-2025-26.txt');

/** Promo codes as deck texts write them, and the set codes of the card data. */
const PROMO_SETS: Record<string, string> = { 'PR-SV': 'SVP', 'PR-SW': 'SWSHP', 'PR-ME': 'MEP' };

interface Decklist {
  expected: string;
  /** Copies per effect id, every print of one card counted together. */
  effects: Map<string, number>;
}

let cards: CardDocument;
let lists: Decklist[];
let rules: CategoryRule[];

function readDecklists(text: string, effectOf: (set: string, number: string) => string | null): Decklist[] {
  const out: Decklist[] = [];
  for (const block of text.split(/^## /m).slice(1)) {
    const [title, ...rows] = block.split('\n');
    const list: Decklist = { expected: (title as string).trim(), effects: new Map() };
    for (const row of rows) {
      const m = /^(\d+) .+ ([A-Z][A-Za-z0-9-]*) (\d+)$/.exec(row.trim());
      if (!m) continue;
      const qty = Number(m[1]);
      const effectId = effectOf(PROMO_SETS[m[2] as string] ?? (m[2] as string), m[3] as string);
      if (effectId) list.effects.set(effectId, (list.effects.get(effectId) ?? 0) + qty);
    }
    out.push(list);
  }
  return out;
}

beforeAll(() => {
  cards = JSON.parse(gunzipSync(fs.readFileSync(CARDS_FILE)).toString('utf8')) as CardDocument;
  const effects = new Map<string, string>();
  for (const e of cards.englishPrints ?? []) effects.set(`${e.setCodeEn} ${e.cardIndexEn}`, e.effectId);
  for (const p of cards.products)
    for (const c of p.cards)
      if (c.setCodeEn && c.cardIndexEn && c.effectId && !effects.has(`${c.setCodeEn} ${c.cardIndexEn}`))
        effects.set(`${c.setCodeEn} ${c.cardIndexEn}`, c.effectId);
  lists = readDecklists(fs.readFileSync(DECKLISTS, 'utf8'), (set, n) => effects.get(`${set} ${n}`) ?? null);
  rules = buildCategories(ARCHETYPES, new KeyCardIndex(cards)).rules;
});

describe('default archetypes over real-shaped 2025-26 decklists', () => {
  it('reads every list as 60 cards it can resolve, across the archetypes of the season', () => {
    expect(lists.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lists.map((l) => l.expected)).size).toBeGreaterThanOrEqual(25);
    for (const l of lists) {
      const total = [...l.effects.values()].reduce((s, n) => s + n, 0);
      expect(total, l.expected).toBe(60);
    }
  });

  it('names each deck as players name it, and at least 90% of them at all', () => {
    const classifier = buildClassifier(rules);
    const byId = new Map(rules.map((r) => [r.id, r]));
    const named = lists.map((l) => {
      const id = classifier.classify(l.effects);
      return { expected: l.expected, got: id === null ? '未分类' : (byId.get(id) as CategoryRule).displayName };
    });
    const classified = named.filter((n) => n.got !== '未分类').length / named.length;
    console.log(`已归类 ${(classified * 100).toFixed(1)}%（${named.length} 套卡组）`);
    expect(classified).toBeGreaterThanOrEqual(0.9);
    expect(named.filter((n) => n.got !== n.expected)).toEqual([]);
  });

  it('never names a deck after a card it plays once', () => {
    const classifier = buildClassifier(rules);
    const byId = new Map(rules.map((r) => [r.id, r]));
    const afterOneCopy: string[] = [];
    for (const l of lists) {
      const id = classifier.classify(l.effects);
      const rule = id === null ? undefined : byId.get(id);
      const keys = rule?.isOther ? byId.get(rule.parentId as number)?.keyEffects : rule?.keyEffects;
      for (const k of keys ?? [])
        if ((l.effects.get(k.effectId) ?? 0) < 2) afterOneCopy.push(`${l.expected}: ${k.effectId}`);
    }
    expect(afterOneCopy).toEqual([]);
    // No rule of the defaults can do it either: every key card asks for two copies or more.
    for (const r of rules) for (const k of r.keyEffects) expect(k.qty, r.displayName).toBeGreaterThanOrEqual(2);
  });

  it('keys archetypes of sets without a Chinese print on their international cards', () => {
    const { categories } = buildCategories(ARCHETYPES, new KeyCardIndex(cards));
    const lucario = categories.find((c) => c.key === 'mega-lucario');
    expect(lucario?.name).toBe('超级路卡利欧');
    expect(lucario?.label).toBe('ex');
    // The international-only card is a catalogue card of its English set's EN- product.
    expect(lucario?.keyEffects?.[0]).toMatchObject({ setCode: expect.stringMatching(/^EN-[A-Z0-9]+$/) });
    const dragapult = categories.find((c) => c.key === 'dragapult');
    expect(dragapult?.variants?.map((v) => v.name)).toContain('多龙巴鲁托 黑夜魔灵');
    expect(dragapult?.variants?.find((v) => v.name === '多龙巴鲁托 黑夜魔灵')?.icons).toEqual([
      'dragapult',
      'dusknoir',
    ]);
  });
});
