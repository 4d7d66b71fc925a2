import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction } from '../db/rolled-back.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/app.ts';
import { differencesFromFullRebuild, differencesFromKept, keepDerived } from './derived-snapshot.ts';

/**
 * A category edit classifies again only the decks it can move and rebuilds only the statistics they
 * feed. After every kind of edit, on the default season, the archetypes and every statistics table
 * must be what classifying every deck again and rebuilding everything gives.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
  cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
}, 120_000);
afterAll(async () => t?.close());

const admin = async (name: string, body: unknown) =>
  (await t.app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object, headers: { cookie } })).json();

async function expectSameAsFullRebuild(): Promise<void> {
  const { differences, rows } = await differencesFromFullRebuild(t.database.db);
  expect(differences).toEqual([]);
  expect(rows).toBeGreaterThan(10_000);
}

/** How many decks the save message says were classified again. */
const moved = (msg: { code: number; data: string }) => {
  expect(msg.code).toBe(200);
  return Number(/(\d+) 副卡组重新归类/.exec(msg.data)![1]);
};

/** Effects held by many decks, most held first (basic energy left out). */
async function commonEffects(): Promise<string[]> {
  const rows = await sql<{ effect_id: string }>`
    SELECT c.effect_id FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
    WHERE c.card_type <> 'Basic Energy'
    GROUP BY c.effect_id ORDER BY count(DISTINCT dc.deck_id) DESC, c.effect_id LIMIT 20`.execute(t.database.db);
  return rows.rows.map((r) => r.effect_id);
}

/** The most played top-level category that has variants, with its form fields. */
async function popularCategory() {
  const rows = await sql<{
    id: number;
    name: string;
    label: string;
    icons: string[];
    priority: number;
    key_effects: unknown;
  }>`
    SELECT c.id, c.name, c.label, c.icons, c.priority, c.key_effects
    FROM deck_category c JOIN deck_category v ON v.parent_id = c.id JOIN deck d ON d.variant_id = v.id
    WHERE c.parent_id IS NULL
    GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`.execute(t.database.db);
  const c = rows.rows[0]!;
  const keyEffect = (typeof c.key_effects === 'string' ? JSON.parse(c.key_effects) : c.key_effects) as {
    effectId: string;
    qty: number;
  }[];
  return { id: c.id, parentId: null, name: c.name, label: c.label, icon: c.icons, priority: c.priority, keyEffect };
}

const rolledBack = <T>(work: (trx: typeof t.database.db) => Promise<T>) => inRolledBackTransaction(t.database.db, work);

describe('the comparison with a full rebuild', () => {
  it('finds a changed sum, a missing row and a moved deck, each in its table, and nothing when nothing changed', async () => {
    expect(
      await rolledBack(async (trx) => {
        await keepDerived(trx);
        return differencesFromKept(trx);
      }),
    ).toEqual([]);
    const found = await rolledBack(async (trx) => {
      await keepDerived(trx);
      // A sum one more than it was (floating-point sums are compared to 6 decimals: this is no rounding).
      await sql`UPDATE deck_stat_day SET count_all = count_all + 1
        WHERE ctid = (SELECT ctid FROM deck_stat_day LIMIT 1)`.execute(trx);
      await sql`DELETE FROM card_usage_stat WHERE ctid = (SELECT ctid FROM card_usage_stat LIMIT 1)`.execute(trx);
      await sql`UPDATE deck SET variant_id = NULL
        WHERE deck_id = (SELECT min(deck_id) FROM deck WHERE variant_id IS NOT NULL)`.execute(trx);
      return differencesFromKept(trx);
    });
    expect(found.map(({ table, onlyBefore, onlyRebuilt }) => ({ table, onlyBefore, onlyRebuilt }))).toEqual([
      { table: 'deck', onlyBefore: 1, onlyRebuilt: 1 },
      { table: 'deck_stat_day', onlyBefore: 1, onlyRebuilt: 1 },
      { table: 'card_usage_stat', onlyBefore: 1, onlyRebuilt: 0 },
    ]);
    expect(found[1]!.sample).toHaveLength(2);
  });
});

describe('incremental rebuild after a category edit', () => {
  it('equals a full rebuild after a create, an edit, a new variant, a move and a delete', async () => {
    const effects = await commonEffects();
    const db = t.database.db;

    // A new top-level category whose rule claims many decks from other archetypes.
    const created = await admin('deck/category-upsert', {
      name: '增量测试',
      icon: ['pikachu'],
      priority: 100,
      keyEffect: [{ effectId: effects[3]!, qty: 1 }],
    });
    expect(moved(created)).toBeGreaterThan(0);
    await expectSameAsFullRebuild();
    const mine = await db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '增量测试')
      .executeTakeFirstOrThrow();

    // Its rule tightened (two key cards, more copies) and its priority lowered: decks go back.
    const edited = await admin('deck/category-upsert', {
      id: mine.id,
      name: '增量测试',
      icon: ['pikachu'],
      priority: 0,
      keyEffect: [
        { effectId: effects[3]!, qty: 2 },
        { effectId: effects[5]!, qty: 1 },
      ],
    });
    expect(moved(edited)).toBeGreaterThan(0);
    await expectSameAsFullRebuild();

    // A variant of the most played category, then the same variant moved under the new category.
    const popular = await popularCategory();
    const variant = await admin('deck/category-upsert', {
      parentId: popular.id,
      name: '增量变体',
      icon: ['raichu'],
      priority: 50,
      keyEffect: [{ effectId: effects[7]!, qty: 1 }],
    });
    expect(moved(variant)).toBeGreaterThan(0);
    await expectSameAsFullRebuild();
    const v = await db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '增量变体')
      .executeTakeFirstOrThrow();
    moved(
      await admin('deck/category-upsert', {
        id: v.id,
        parentId: mine.id,
        name: '增量变体',
        icon: ['raichu'],
        priority: 50,
        keyEffect: [{ effectId: effects[7]!, qty: 1 }],
      }),
    );
    await expectSameAsFullRebuild();

    // An existing popular category edited: another key card and the highest priority.
    expect(
      moved(
        await admin('deck/category-upsert', {
          ...popular,
          priority: 100,
          keyEffect: [{ effectId: effects[9]!, qty: 1 }],
        }),
      ),
    ).toBeGreaterThan(0);
    await expectSameAsFullRebuild();

    // Deletes: the new category with its variant, then the popular category with all its variants.
    expect((await admin('deck/category-delete', { id: mine.id })).code).toBe(200);
    await expectSameAsFullRebuild();
    expect((await admin('deck/category-delete', { id: popular.id })).code).toBe(200);
    await expectSameAsFullRebuild();
  }, 300_000);
});
