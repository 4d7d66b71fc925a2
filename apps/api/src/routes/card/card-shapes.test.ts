import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#api/env.ts';
import type { CardDocument } from '#api/import/cards/format.ts';
import { importCardFiles } from '#api/import/cards/import-cards.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';

/**
 * The shapes real clients of the original API rely on (shared API notes, "Ids" and "Shapes"), on the
 * default dataset. Every list answer is checked on all of its rows.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ok(name: string, body: unknown = {}) {
  const res = await t.call(name, body);
  expect(res.body.code, `${name} ${JSON.stringify(body)}: ${res.body.msg}`).toBe(200);
  return res.body.data;
}

type Summary = {
  setCode: string;
  cardIndex: string;
  cardName: string;
  rarity: string;
  effectId: string;
  cardType: string;
  yorenCode: string | null;
  is: string[];
  setCodeEn: string | null;
  cardIndexEn: string | null;
  nameEn: string | null;
};
type Entry = { name: string; text: string; cost?: string; damage?: string; isVStarPower: boolean };
type Detail = Summary & {
  name: string;
  mechanic: string | null;
  label: string[] | null;
  description: string;
  flavorText: string;
  setId: string;
  setCardsNum: string;
  artist: string;
  regulationMark: string;
  pokemonAttr: null | {
    stage: string;
    evolvesFrom: string;
    ancientTrait: string;
    ability: Entry[];
    attack: Entry[];
    weakness: unknown;
    resistance: unknown;
  };
  effectSameCards: Summary[];
};

const SUMMARY_KEYS = [
  'setCode',
  'cardIndex',
  'cardName',
  'rarity',
  'effectId',
  'cardType',
  'yorenCode',
  'is',
  'setCodeEn',
  'cardIndexEn',
  'nameEn',
];

/** The card summary row rules, for one row of any card list. */
function expectSummary(row: Summary, where: string) {
  for (const key of SUMMARY_KEYS) expect(row, `${where}: ${key}`).toHaveProperty(key);
  expect(row.effectId, where).toMatch(/^[0-9a-f]{32}$/);
  expect(row.yorenCode, where).toMatch(/^[PY]\d+$/);
  expect(Array.isArray(row.is), where).toBe(true);
}

/**
 * Every product's card list is read whole; card details are asked for a fixed sample of each product
 * (its first and last card, every DETAIL_EVERY-th, and every VSTAR and ACE SPEC card, whose rules are
 * the ones most often wrong). The same checks over every card of the dataset, at the database level,
 * are the consistency test (import/cards/card-consistency.test.ts).
 */
const DETAIL_EVERY = 12;
const inDetailSample = (row: Summary, i: number, count: number) =>
  i % DETAIL_EVERY === 0 || i === count - 1 || row.is.includes('VSTAR') || row.is.includes('ACE SPEC');

describe('a client walking products → cards → card details', () => {
  it('finds every card under its product by the string setId, with no orphan, and a sample of details in the documented shape', async () => {
    const { list: products } = (await ok('card/product-list')) as {
      list: { setId: unknown; setCode: string; cardsNum: number }[];
    };
    expect(products.length).toBeGreaterThan(50);
    let listed = 0;
    let cards = 0;
    const vstarCards: string[] = [];
    for (const product of products) {
      expect(typeof product.setId, product.setCode).toBe('string');
      expect(product.setId).toBe(product.setCode);
      const detail = (await ok('card/product-detail', { setId: product.setId })) as {
        setId: string;
        cards: (Summary & { name: string })[];
      };
      expect(detail.setId).toBe(product.setId);
      expect(detail.cards).toHaveLength(product.cardsNum);
      for (const [i, row] of detail.cards.entries()) {
        const where = `${row.setCode} ${row.cardIndex}`;
        // What a client files the card under: the product it came from.
        expect(row.setCode, where).toBe(product.setId);
        expectSummary(row, where);
        listed++;
        if (!inDetailSample(row, i, detail.cards.length)) continue;
        const c = (await ok('card/card-detail', { setCode: row.setCode, cardIndex: row.cardIndex })) as Detail;
        cards++;
        expect(c.setId, where).toBe(product.setId);
        expect(c.setCode, where).toBe(product.setId);
        expect(c.cardIndex, where).toBe(row.cardIndex);
        expect(c.setCardsNum, where).toBe(String(product.cardsNum));
        for (const key of ['artist', 'description', 'flavorText', 'regulationMark'] as const)
          expect(typeof c[key], `${where} ${key}`).toBe('string');
        expect(c.label === null || (Array.isArray(c.label) && c.label.length > 0), where).toBe(true);
        expect(c.is, where).toEqual(row.is);
        expect(
          c.effectSameCards.some((s) => s.setCode === row.setCode && s.cardIndex === row.cardIndex),
          where,
        ).toBe(true);
        c.effectSameCards.forEach((s) => expectSummary(s, `${where} effectSameCards ${s.setCode} ${s.cardIndex}`));
        if (c.is.includes('ACE SPEC')) expect([c.mechanic, c.rarity], where).toEqual(['ACE SPEC', 'ACE']);
        const a = c.pokemonAttr;
        if (a === null) {
          expect(c.cardType, where).not.toBe('Pokemon');
          expect(c.yorenCode, where).toMatch(/^Y\d+$/);
          continue;
        }
        expect(c.is, where).toContain(a.stage);
        expect(typeof a.evolvesFrom, where).toBe('string');
        expect(typeof a.ancientTrait, where).toBe('string');
        for (const e of [...a.ability, ...a.attack]) {
          expect(e.name, where).not.toMatch(/^\s*[[［]/);
          expect(typeof e.isVStarPower, where).toBe('boolean');
        }
        for (const at of a.attack) expect(at.cost, `${where} ${at.name}`).toMatch(/^([GRWLPFDMYNC]+|0)$/);
        if (a.stage === 'VSTAR') vstarCards.push(where);
        if (a.stage === 'VSTAR')
          expect(
            [...a.ability, ...a.attack].filter((e) => e.isVStarPower),
            where,
          ).toHaveLength(1);
        // Rules text, not flavour: every ability and attack of the card is in it.
        for (const e of [...a.ability, ...a.attack]) expect(c.description, where).toContain(e.name);
        if (c.flavorText !== '') expect(c.description, where).not.toContain(c.flavorText);
        if (c.mechanic === null && /^P/.test(c.yorenCode ?? '')) expect(c.yorenCode, where).toMatch(/^P(\d{3}|\d{4})$/);
        if (c.mechanic !== null) expect(c.yorenCode, where).toMatch(/^Y\d+$/);
      }
    }
    expect(listed).toBeGreaterThan(7000);
    expect(cards).toBeGreaterThan(7000 / DETAIL_EVERY);
    expect(vstarCards.length).toBeGreaterThan(20);
  }, 900_000);
});

describe('card-detail shapes', () => {
  it('answers a VSTAR power as a flagged entry with its plain name, and a free attack costs "0"', async () => {
    const c = (await ok('card/card-detail', { setCode: 'S9', cardIndex: '015' })) as Detail;
    expect(c.pokemonAttr!.attack).toEqual([
      expect.objectContaining({ name: '爆裂火焰', isVStarPower: false, cost: 'RRC' }),
      expect.objectContaining({ name: '星星火焰', isVStarPower: true, cost: 'RRRC', damage: '320' }),
    ]);
    const ninetales = (await ok('card/card-detail', { setCode: 'S11a', cardIndex: '023' })) as Detail;
    expect(ninetales.pokemonAttr!.attack.find((x) => x.isVStarPower)).toMatchObject({ name: '银雪星星', cost: '0' });
  });

  it('answers ACE SPEC cards with mechanic "ACE SPEC" and rarity ACE', async () => {
    const c = (await ok('card/card-detail', { setCode: 'SV6', cardIndex: '092' })) as Detail;
    expect(c).toMatchObject({ name: '秘密箱', mechanic: 'ACE SPEC', rarity: 'ACE', is: ['ACE SPEC'] });
  });

  it("writes a Pokémon's rules text with 【】 energy placeholders, and its flavour apart", async () => {
    const c = (await ok('card/card-detail', { setCode: 'SV3', cardIndex: '066' })) as Detail;
    expect(c.description).toContain('炼狱支配');
    expect(c.description).toContain('【火】【火】 燃烧黑暗 180+');
    const withFlavour = await t.database.db
      .selectFrom('card')
      .select(['set_code', 'card_index', 'flavor_text'])
      .where('flavor_text', '<>', '')
      .limit(1)
      .executeTakeFirstOrThrow();
    const f = (await ok('card/card-detail', {
      setCode: withFlavour.set_code,
      cardIndex: withFlavour.card_index,
    })) as Detail;
    expect(f.flavorText).toBe(withFlavour.flavor_text);
    expect(f.description).not.toContain(withFlavour.flavor_text);
  });

  it('gives plain Pokémon P<dex> and rule-box Pokémon a Y code of their own', async () => {
    const charmander = (await ok('card/card-detail', { setCode: 'SV3', cardIndex: '066' })) as Detail;
    expect(charmander.yorenCode).toMatch(/^Y\d+$/);
    const again = (await ok('card/card-detail', { setCode: 'SV3', cardIndex: '125' })) as Detail;
    expect(again.yorenCode).toBe(charmander.yorenCode);
    const mewtwo = (await ok('card/card-detail', { setCode: 'SV2a', cardIndex: '150' })) as Detail;
    expect(mewtwo.yorenCode).toBe('P150');
  });
});

describe('yorenCode across imports', () => {
  it('keeps every Y code when the same cards are imported again without codes', async () => {
    const doc = JSON.parse(
      gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/cards.json.gz'))).toString('utf8'),
    ) as CardDocument;
    const product = doc.products.find((p) => p.setCode === 'SV6')!;
    const before = new Map(product.cards.map((c) => [c.cardIndex, c.yorenCode]));
    const stripped: CardDocument = {
      ...doc,
      products: [{ ...product, cards: product.cards.map(({ yorenCode: _code, ...c }) => c) }],
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yoren-')), 'sv6.json');
    fs.writeFileSync(file, JSON.stringify(stripped));
    await importCardFiles(t.database.db, [file]);
    const rows = await t.database.db
      .selectFrom('card')
      .select(['card_index', 'yoren_code'])
      .where('set_code', '=', 'SV6')
      .execute();
    expect(rows.length).toBe(before.size);
    for (const r of rows) expect(r.yoren_code, r.card_index).toBe(before.get(r.card_index));
  });
});
