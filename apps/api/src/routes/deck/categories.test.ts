import { sql } from 'kysely';
import { pastMonthsRange } from '@ptcg/tcg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ADMIN } from '#api/test/app.ts';
import type { TestApp } from '#api/test/app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // One test fakes the system time; with TODAY unset the server's clock reads it.
  t = await createTestApp({ TODAY: '' });
  const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
  cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
});
afterAll(() => t.close());

const admin = async (name: string, body: unknown) =>
  (await t.app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object, headers: { cookie } })).json();

/** How many decks each archetype holds now. */
async function variantCounts(): Promise<Map<number | null, number>> {
  const rows = await sql<{ variant_id: number | null; n: number }>`
    SELECT variant_id, count(*)::int AS n FROM deck GROUP BY variant_id`.execute(t.database.db);
  return new Map(rows.rows.map((r) => [r.variant_id, r.n]));
}

/** The effect of the card found in the most stored decks. */
async function mostPlayedEffect(): Promise<{ effectId: string; decks: number }> {
  const rows = await sql<{ effect_id: string; decks: number }>`
    SELECT c.effect_id, count(DISTINCT dc.deck_id)::int AS decks
    FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
    WHERE c.card_type <> 'Basic Energy'
    GROUP BY c.effect_id ORDER BY decks DESC LIMIT 1`.execute(t.database.db);
  return { effectId: rows.rows[0]!.effect_id, decks: rows.rows[0]!.decks };
}

describe('deck category editing', () => {
  it('rejects the invalid forms of SPEC section 5', async () => {
    const base = { name: '测试', icon: ['pikachu'], priority: 10, keyEffect: [] };
    const e = 'a'.repeat(32);
    for (const body of [
      { ...base, id: 0 },
      { ...base, name: ' ' },
      { ...base, icon: [] },
      { ...base, priority: 101 },
      {
        ...base,
        keyEffect: [
          { effectId: e, qty: 1 },
          { effectId: e, qty: 2 },
        ],
      },
      { ...base, keyEffect: [{ effectId: 'abc', qty: 1 }] },
      { ...base, keyEffect: [{ effectId: e, qty: 5 }] },
    ]) {
      const res = await admin('deck/category-upsert', body);
      expect(res.code, JSON.stringify(body)).toBe(10002);
    }
  });

  it('refuses key cards that no card carries', async () => {
    const res = await admin('deck/category-upsert', {
      name: '测试',
      icon: ['pikachu'],
      keyEffect: [{ effectId: 'f'.repeat(32), qty: 1 }],
    });
    expect(res.code).toBe(10002);
    expect(res.msg).toContain('找不到关键卡');
  });

  it('classifies every deck again when a category is created, edited and deleted', async () => {
    const before = await variantCounts();
    const { effectId, decks } = await mostPlayedEffect();
    const created = await admin('deck/category-upsert', {
      name: '全部都是',
      label: '测试',
      icon: ['pikachu'],
      priority: 100,
      keyEffect: [{ effectId, qty: 1 }],
    });
    expect(created.code).toBe(200);
    expect(created.data).toContain('重新归类');
    const category = await t.database.db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '全部都是')
      .executeTakeFirstOrThrow();

    // A top-level category's own rule sends matching decks to it (it has no 其他 variant of its own).
    const variant = await admin('deck/category-upsert', {
      parentId: category.id,
      name: '全部都是 变体',
      icon: ['pikachu', 'raichu'],
      priority: 100,
      keyEffect: [{ effectId, qty: 1 }],
    });
    expect(variant.code).toBe(200);
    const after = await variantCounts();
    const variantRow = await t.database.db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '全部都是 变体')
      .executeTakeFirstOrThrow();
    expect(after.get(variantRow.id)).toBe(decks);

    const detail = await t.call('deck/category-detail', { id: category.id });
    expect(detail.body.data.variants).toEqual([
      { id: variantRow.id, name: '全部都是 变体', icons: ['pikachu', 'raichu'] },
    ]);
    expect(detail.body.data.keyEffect[0]).toMatchObject({ effectId, qty: 1 });
    expect(detail.body.data.keyEffect[0].cardName).toBeTruthy();

    const listed = await admin('deck/category-list', { id: category.id });
    expect(listed.data.list.map((c: { id: number }) => c.id)).toEqual([category.id, variantRow.id]);

    // Deleting the category removes its variant and gives every deck back its former archetype.
    expect((await admin('deck/category-delete', { id: category.id })).code).toBe(200);
    expect(await variantCounts()).toEqual(before);
    expect((await t.call('deck/category-detail', { id: variantRow.id })).body.code).toBe(10002);
  });

  it('previews what saving would do without changing anything, and warns of a rule at the same priority', async () => {
    const before = await variantCounts();
    const { effectId, decks } = await mostPlayedEffect();
    const form = { name: '预览', icon: ['pikachu'], priority: 100, keyEffect: [{ effectId, qty: 1 }] };
    const preview = await admin('deck/category-preview', form);
    expect(preview.code).toBe(200);
    expect(preview.data).toMatchObject({ current: 0, released: 0, overlaps: [] });
    // Variants outrank top-level rules, so it takes the matching decks that no variant holds.
    expect(preview.data.captured).toBeGreaterThan(0);
    expect(preview.data.captured).toBeLessThanOrEqual(decks);
    // Every captured deck comes from somewhere, counted once.
    expect(preview.data.moves.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(preview.data.captured);
    expect(await variantCounts()).toEqual(before);
    expect(
      await t.database.db.selectFrom('deck_category').select('id').where('name', '=', '预览').executeTakeFirst(),
    ).toBeUndefined();

    // Saved, the same rule at the same priority as a second form overlaps it on every deck.
    expect((await admin('deck/category-upsert', form)).code).toBe(200);
    const saved = await t.database.db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '预览')
      .executeTakeFirstOrThrow();
    // The preview was exactly what saving did.
    expect((await variantCounts()).get(saved.id)).toBe(preview.data.captured);
    const rival = await admin('deck/category-preview', { ...form, name: '预览二' });
    expect(rival.data.overlaps).toEqual([{ id: saved.id, name: '预览', priority: 100, decks }]);
    // The older rule wins the tie, so the second would take nothing.
    expect(rival.data.captured).toBe(0);
    const edit = await admin('deck/category-preview', { ...form, id: saved.id, priority: 100 });
    expect(edit.data).toMatchObject({
      captured: preview.data.captured,
      current: preview.data.captured,
      moves: [],
      released: 0,
      overlaps: [],
    });
    expect((await admin('deck/category-delete', { id: saved.id })).code).toBe(200);
  });

  it('previews the entries of the last three months the rule would take, and which archetypes lose them', async () => {
    const { db } = t.database;
    const last = await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(
      db,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${last.rows[0]!.d}T12:00:00+08:00`));
    try {
      const window = pastMonthsRange(new Date(), 3);
      const { effectId } = await mostPlayedEffect();
      const form = { name: '近期预览', icon: ['pikachu'], priority: 100, keyEffect: [{ effectId, qty: 1 }] };
      const preview = (await admin('deck/category-preview', form)).data;
      expect(preview.recent).toMatchObject({ ...window, current: 0, released: 0 });

      const before = new Map(
        (
          await sql<{ deck_id: number; variant_id: number | null }>`
        SELECT deck_id, variant_id FROM deck`.execute(db)
        ).rows.map((r) => [r.deck_id, r.variant_id]),
      );
      expect((await admin('deck/category-upsert', form)).code).toBe(200);
      const saved = await db
        .selectFrom('deck_category')
        .select('id')
        .where('name', '=', form.name)
        .executeTakeFirstOrThrow();
      // Counted from the standings: entries of ended events of the window, with the deck of their last day.
      const plays = await sql<{ deck_id: number; n: number }>`
        SELECT ed.deck_id, count(*)::int AS n
        FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
        JOIN deck d ON d.deck_id = ed.deck_id
        WHERE t.status = 'ended' AND t.date BETWEEN ${window.from}::date AND ${window.to}::date
          AND d.variant_id = ${saved.id}::int
          AND ed.day = (SELECT max(x.day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)
        GROUP BY ed.deck_id`.execute(db);
      const lost = new Map<number | null, number>();
      for (const r of plays.rows)
        lost.set(before.get(r.deck_id) ?? null, (lost.get(before.get(r.deck_id) ?? null) ?? 0) + r.n);
      const captured = [...lost.values()].reduce((a, b) => a + b, 0);
      expect(captured).toBeGreaterThan(0);
      expect(preview.recent.captured).toBe(captured);
      expect(
        new Map(preview.recent.moves.map((m: { fromId: number | null; count: number }) => [m.fromId, m.count])),
      ).toEqual(lost);
      const counts = preview.recent.moves.map((m: { count: number }) => m.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect((await admin('deck/category-delete', { id: saved.id })).code).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses variants of variants and unknown parents', async () => {
    const list = await admin('deck/category-list', { id: 0 });
    const withVariant = list.data.list.find((c: { variants: unknown[] }) => c.variants.length > 0);
    const nested = await admin('deck/category-upsert', {
      parentId: withVariant.variants[0].id,
      name: '太深',
      icon: ['x'],
    });
    expect(nested.code).toBe(10002);
    const orphan = await admin('deck/category-upsert', { parentId: 999999, name: '孤儿', icon: ['x'] });
    expect(orphan.msg).toBe('父分类不存在');
  });
});
