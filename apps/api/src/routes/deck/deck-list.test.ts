import { toLiveText } from '@ptcg/tcg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardIndex } from '#api/db/queries/card-index.ts';
import { deckDetail } from '#api/db/queries/deck.ts';
import { importDeckText } from '#api/db/queries/deck-list.ts';
import { loadClassifier } from '#api/stats/deck-archetypes.ts';
import { loadEnv } from '#api/env.ts';
import { readOnlyTestApp } from '#api/test/app.ts';
import type { TestApp } from '#api/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await readOnlyTestApp();
});
afterAll(() => t.close());

type Row = { count: number; effectId: string; cardName: string; setCode: string; cardIndex: string };
const total = (cards: readonly { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);
function countsByName(cards: readonly Row[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cards) out.set(c.cardName, (out.get(c.cardName) ?? 0) + c.count);
  return out;
}

/** A deck that was registered at least twice, with its archetype. */
async function playedDeck() {
  const { db } = t.database;
  return db
    .selectFrom('entry_deck as ed')
    .innerJoin('deck as d', 'd.deck_id', 'ed.deck_id')
    .select(['ed.deck_id', 'd.variant_id', (eb) => eb.fn.count<number>('ed.entry_id').distinct().as('entries')])
    .where('d.variant_id', 'is not', null)
    .groupBy(['ed.deck_id', 'd.variant_id'])
    .orderBy(({ fn }) => fn.countAll(), 'desc')
    .orderBy('ed.deck_id')
    .executeTakeFirstOrThrow();
}

describe('deck/deck-played', () => {
  it('lists every player who registered the list, newest first, with the archetype', async () => {
    const deck = await playedDeck();
    const res = await t.call('deck/deck-played', { deckId: deck.deck_id });
    expect(res.body.code).toBe(200);
    const { list, categoryId } = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(Number(deck.entries));
    const dates = list.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list[0].playerPinCode).toMatch(/\S/);
    const variant = await t.database.db
      .selectFrom('deck_category')
      .select(['id', 'parent_id'])
      .where('id', '=', deck.variant_id!)
      .executeTakeFirstOrThrow();
    expect(categoryId).toBe(variant.parent_id ?? variant.id);
  });

  it('refuses an unknown deck', async () => {
    expect((await t.call('deck/deck-played', { deckId: 99999999 })).body).toMatchObject({
      code: 10002,
      msg: '卡组不存在',
    });
  });
});

describe('deck/consensus', () => {
  it('answers at most 60 cards, each at the count most decks of the archetype play', async () => {
    const deck = await playedDeck();
    const played = (await t.call('deck/deck-played', { deckId: deck.deck_id })).body.data;
    const res = await t.call('deck/consensus', { id: played.categoryId });
    expect(res.body.code).toBe(200);
    const consensus = res.body.data;
    expect(consensus.deckNum).toBeGreaterThan(0);
    expect(consensus.regulationCount.map((r: { regulation: string }) => r.regulation)).toContain(consensus.regulation);
    expect(total(consensus.cards)).toBeGreaterThan(30);
    expect(total(consensus.cards)).toBeLessThanOrEqual(60);
    for (const card of consensus.cards) {
      expect(card.support).toBeGreaterThan(0);
      expect(card.support).toBeLessThanOrEqual(1);
    }
    // One row per card: reprints are one card.
    const effects = consensus.cards.map((c: Row) => c.effectId);
    expect(new Set(effects).size).toBe(effects.length);
  });

  it('answers an empty list for a regulation the archetype was not played in', async () => {
    const deck = await playedDeck();
    const played = (await t.call('deck/deck-played', { deckId: deck.deck_id })).body.data;
    const res = await t.call('deck/consensus', { id: played.categoryId, regulation: 'ABC-NONE' });
    expect(res.body.data).toMatchObject({ regulation: 'ABC-NONE', deckNum: 0, cards: [] });
  });

  it('counts the same decks as the card usage of the archetype: ended events, a two-day entry once', async () => {
    const { db } = t.database;
    // The archetype with the most two-day entries, where counting every day's deck would differ.
    const picked = await sql<{ id: number; regulation: string }>`
      SELECT coalesce(v.parent_id, v.id) AS id, t.regulation
      FROM entry_deck ed JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category v ON v.id = d.variant_id
      JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
      WHERE t.two_day AND ed.day = 2
      GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`.execute(db);
    const { id, regulation } = picked.rows[0]!;
    // Counted from the standings: each entry of an ended event once, with the deck of its last day.
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
      JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category v ON v.id = d.variant_id
      WHERE t.status = 'ended' AND t.regulation = ${regulation} AND (v.id = ${id} OR v.parent_id = ${id})
        AND ed.day = (SELECT max(x.day) FROM entry_deck x WHERE x.entry_id = ed.entry_id)`.execute(db);
    const everyDay = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM entry_deck ed JOIN entry e ON e.id = ed.entry_id JOIN tournament t ON t.id = e.tournament_id
      JOIN deck d ON d.deck_id = ed.deck_id JOIN deck_category v ON v.id = d.variant_id
      WHERE t.regulation = ${regulation} AND (v.id = ${id} OR v.parent_id = ${id})`.execute(db);
    const expected = counted.rows[0]!.n;
    expect(everyDay.rows[0]!.n).toBeGreaterThan(expected);
    const consensus = (await t.call('deck/consensus', { id, regulation })).body.data;
    const usage = (await t.call('deck/core-card', { variant: id, regulation })).body.data;
    expect(consensus.deckNum).toBe(expected);
    expect(usage.total).toBe(expected);
    const countOf = (list: { regulation: string; count: number }[]) =>
      list.find((r) => r.regulation === regulation)?.count;
    expect(countOf(consensus.regulationCount)).toBe(expected);
    expect(countOf(usage.regulationCount)).toBe(expected);
  });

  it('refuses an unknown category', async () => {
    expect((await t.call('deck/consensus', { id: 99999999 })).body.code).toBe(10002);
  });
});

describe('deck/import-text', () => {
  it('resolves a pasted list, keeps going past unknown lines and names the reasons', async () => {
    const deck = await playedDeck();
    const detail = (await t.call('deck/detail', { deckId: deck.deck_id })).body.data;
    const { text, skipped } = toLiveText(detail.cards);
    const pasted = `${text.replace(/\n/g, '\r\n')}\r\n1 Nonexistent Card XYZ 999\r\nthis is not a card line`;
    const res = await t.call('deck/import-text', { text: pasted });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data.unresolved.map((u: { text: string }) => u.text)).toEqual([
      '1 Nonexistent Card XYZ 999',
      'this is not a card line',
    ]);
    expect(data.unresolved[0].reason).toContain('Nonexistent Card XYZ 999');
    expect(total(data.cards)).toBe(60 - total(skipped));
    expect(data.deckCode).toBe('');
    // The same cards make the same archetype.
    expect(data.variant.variantId).toBe(detail.variant.variantId);
    expect(data.categoryId).not.toBeNull();
  });

  it('bounds the text and says why in Chinese', async () => {
    const tooLong = await t.call('deck/import-text', { text: 'x'.repeat(20_001) });
    expect(tooLong.body.code).toBe(10002);
    expect(tooLong.body.msg).toContain('20000');
    const tooManyLines = await t.call('deck/import-text', { text: '1 Ultra Ball SVI 196\n'.repeat(301) });
    expect(tooManyLines.body.msg).toContain('300 行');
    expect((await t.call('deck/import-text', { text: '' })).body.msg).toContain('请粘贴卡组文本');
  });

  it("round-trips a fixed sample of the default season's decklists through the Pokémon TCG Live text", async () => {
    const { db } = t.database;
    const env = loadEnv({ ...process.env, CARD_IMAGE_URL: '' });
    const index = await CardIndex.load(db);
    const { classifier } = await loadClassifier(db);
    const all = await db.selectFrom('deck').select('deck_id').orderBy('deck_id').execute();
    expect(all.length).toBeGreaterThan(50);
    // 400 lists spread evenly over the season (every archetype and era); all of them took over a minute.
    const step = Math.max(1, Math.floor(all.length / 400));
    const ids = all.filter((_, i) => i % step === 0);
    const failures: string[] = [];
    for (const { deck_id } of ids) {
      const deck = (await deckDetail(db, env, deck_id))!;
      const { text, skipped } = toLiveText(deck.cards);
      const back = await importDeckText(db, env, text, classifier, index);
      // Several Chinese prints share one English print (reprints with reworded text carry their own
      // effect id): the round trip must give back the same Chinese cards by name and count.
      const expected = countsByName(deck.cards.filter((c) => !skipped.includes(c)));
      const got = countsByName(back.cards);
      if (back.unresolved.length > 0 || JSON.stringify([...expected].sort()) !== JSON.stringify([...got].sort())) {
        const diff = [...new Set([...expected.keys(), ...got.keys()])]
          .filter((e) => expected.get(e) !== got.get(e))
          .map((e) => `${e}:${expected.get(e)}/${got.get(e)}`);
        failures.push(`${deck_id}: ${back.unresolved.map((u) => u.text).join('; ') || diff.join(' ')}\n${text}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
