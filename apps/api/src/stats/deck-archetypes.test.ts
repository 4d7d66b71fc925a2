import { deckEffects } from '@ptcg/tcg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { loadClassifier } from './deck-archetypes.ts';
import { readDeckEffects } from './deck-effects.ts';

/** Archetype ties decided on real lists against the default categories. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** A list by card names (any print: prints of one effect count together). */
async function list(cards: Record<string, number>) {
  const rows = await sql<{ name: string; effect_id: string }>`
    SELECT DISTINCT ON (name) name, effect_id FROM card WHERE name = ANY(${Object.keys(cards)}::text[]) ORDER BY name, card_id`.execute(
    t.database.db,
  );
  expect(rows.rows.map((r) => r.name).sort()).toEqual(Object.keys(cards).sort());
  return deckEffects(rows.rows.map((r) => ({ effectId: r.effect_id, count: cards[r.name]! })));
}

async function categoryNamed(name: string) {
  const rows = await sql<{ id: number; other: number }>`
    SELECT c.id, o.id AS other FROM deck_category c JOIN deck_category o ON o.parent_id = c.id AND o.is_other
    WHERE c.name = ${name} AND c.parent_id IS NULL`.execute(t.database.db);
  return rows.rows[0]!;
}

describe('archetype of a deck matching several categories', () => {
  it('files a Palkia VSTAR list with two Chien-Pao ex under Palkia, not under the older Chien-Pao category', async () => {
    const palkiaList = {
      起源帕路奇亚V: 4,
      起源帕路奇亚VSTAR: 3,
      古剑豹ex: 2,
      光辉甲贺忍蛙: 1,
      大牙狸: 2,
      大尾狸: 2,
      玛纳霏: 1,
      珠贝: 4,
      高级球: 4,
      巢穴球: 2,
      健行鞋: 4,
      捕获香氛: 3,
      厉害钓竿: 1,
      老大的指令: 2,
      朋友手册: 1,
      森林封印石: 1,
      超级能量回收: 2,
      紧急滑板: 1,
      宝可梦交替: 2,
      奇树: 4,
      能量回收: 3,
      基本水能量: 11,
    };
    expect(Object.values(palkiaList).reduce((a, b) => a + b, 0)).toBe(60);
    const palkia = await categoryNamed('起源帕路奇亚');
    const chienPao = await categoryNamed('古剑豹');
    // Equal priorities: before, the lower id (Chien-Pao) took every deck both matched.
    expect(chienPao.id).toBeLessThan(palkia.id);
    const { classifier } = await loadClassifier(t.database.db);
    expect(classifier.classify(await list(palkiaList))).toBe(palkia.other);
    // A Chien-Pao list splashing two Palkia VSTAR stays Chien-Pao.
    const chienPaoList = await list({ 古剑豹ex: 3, 起源帕路奇亚VSTAR: 2, 起源帕路奇亚V: 2, 珠贝: 4, 基本水能量: 8 });
    expect(classifier.classify(chienPaoList)).toBe(chienPao.other);
  });
});

describe('the cards stored decks hold, by effect', () => {
  it('sums the prints of one effect, keeps decks apart and reads only the asked effects', async () => {
    const db = t.database.db;
    // Two prints of one effect (a reprint) and one card of another effect.
    const reprinted = (
      await sql<{ effect_id: string; first: number; second: number }>`
      SELECT effect_id, min(card_id) AS first, max(card_id) AS second FROM card
      GROUP BY effect_id HAVING count(*) > 1 ORDER BY effect_id LIMIT 1`.execute(db)
    ).rows[0]!;
    const other = (
      await sql<{ card_id: number; effect_id: string }>`
      SELECT card_id, effect_id FROM card WHERE effect_id <> ${reprinted.effect_id} ORDER BY card_id LIMIT 1`.execute(
        db,
      )
    ).rows[0]!;
    const deckWith = async (cards: [number, number][]) => {
      const { deck_id } = await db
        .insertInto('deck')
        .values({ content_hash: `test-${cards.join(';')}`, card_count: cards.reduce((n, [, c]) => n + c, 0) })
        .returning('deck_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('deck_card')
        .values(cards.map(([card_id, count]) => ({ deck_id, card_id, count })))
        .execute();
      return deck_id;
    };
    const a = await deckWith([
      [reprinted.first, 2],
      [reprinted.second, 1],
      [other.card_id, 4],
    ]);
    const b = await deckWith([[reprinted.second, 3]]);

    const all = await readDeckEffects(db, { decks: [a, b], effects: null });
    expect([...all.keys()].sort()).toEqual([a, b].sort());
    expect(Object.fromEntries(all.get(a)!)).toEqual({ [reprinted.effect_id]: 3, [other.effect_id]: 4 });
    expect(Object.fromEntries(all.get(b)!)).toEqual({ [reprinted.effect_id]: 3 });

    const asked = await readDeckEffects(db, { decks: [a, b], effects: [other.effect_id] });
    expect([...asked.keys()]).toEqual([a]);
    expect(Object.fromEntries(asked.get(a)!)).toEqual({ [other.effect_id]: 4 });

    // Every deck holding the effect, the two new ones among them.
    const everywhere = await readDeckEffects(db, { decks: null, effects: [reprinted.effect_id] });
    expect(everywhere.get(a)?.get(reprinted.effect_id)).toBe(3);
    expect(everywhere.get(b)?.get(reprinted.effect_id)).toBe(3);
    expect(await readDeckEffects(db, { decks: [], effects: null })).toEqual(new Map());
  });
});
