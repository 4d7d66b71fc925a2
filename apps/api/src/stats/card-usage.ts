import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { chunks } from '../lib/batches.ts';
import { readColumns } from './columns.ts';
import { readDeckEffects } from './deck-effects.ts';

/**
 * Plays of a deck to move in card_usage_stat: taken from archetype `from` (null: unclassified;
 * undefined: counted nowhere yet, as in the full rebuild) and given to `to`.
 */
export interface UsageMove {
  deckId: number;
  from: number | null | undefined;
  to: number | null;
}

/**
 * card_usage_stat, the one algorithm of both the full rebuild (insertCardUsage: every played deck
 * given to its archetype) and a category edit (the moved decks taken from the archetype each left and
 * given to the one it joined): integer counts, so an edit leaves the rows a rebuild writes (a count
 * that falls to 0 is removed). The decks' plays and cards are read as columns, 20,000 decks at a time,
 * and summed in JS: at the 300,000-entry scale-up on the embedded database the full rebuild takes 3.3 s
 * so, against 8.0 s grouping every deck's cards by effect in SQL. The plays are summed per (left, joined) pair
 * first: an edit moves many decks between a few archetypes, so each (card, quantity) is counted once
 * per pair and then taken from one archetype and given to the other.
 */
export async function moveCardUsage(db: Db, moves: readonly UsageMove[]): Promise<void> {
  // (left, joined) → (regulation, effect, qty) → plays moved; keys joined by a tab, which no
  // regulation or effect id holds.
  const byPair = new Map<string, { from: number | undefined; to: number; counts: Map<string, number> }>();
  for (const part of chunks(moves, 20_000)) {
    const played = await readColumns(
      db,
      { deck_id: 'int', regulation: 'text', n: 'int' },
      sql`
      SELECT p.deck_id, t.regulation, count(*)::int4 AS n
      FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
      WHERE p.deck_id = ANY(${part.map((m) => m.deckId)}::int4[])
      GROUP BY 1, 2`,
    );
    const plays = new Map<number, [string, number][]>();
    for (let i = 0; i < played.length; i++) {
      const item: [string, number] = [played.regulation[i]!, played.n[i]!];
      const list = plays.get(played.deck_id[i]!);
      if (list) list.push(item);
      else plays.set(played.deck_id[i]!, [item]);
    }
    const effects = await readDeckEffects(db, { decks: [...plays.keys()], effects: null });
    for (const m of part) {
      const deckPlays = plays.get(m.deckId);
      const held = effects.get(m.deckId);
      if (!deckPlays || !held) continue;
      const from = m.from === undefined ? undefined : (m.from ?? 0);
      const to = m.to ?? 0;
      const pairKey = `${from ?? ''}\t${to}`;
      let pair = byPair.get(pairKey);
      if (!pair) byPair.set(pairKey, (pair = { from, to, counts: new Map() }));
      for (const [regulation, n] of deckPlays) {
        for (const [effect, qty] of held) {
          const key = `${regulation}\t${effect}\t${qty}`;
          pair.counts.set(key, (pair.counts.get(key) ?? 0) + n);
        }
      }
    }
  }
  // (variant, regulation, effect, qty) → change in plays.
  const delta = new Map<string, number>();
  const add = (key: string, n: number) => delta.set(key, (delta.get(key) ?? 0) + n);
  for (const { from, to, counts } of byPair.values()) {
    for (const [key, n] of counts) {
      if (from !== undefined) add(`${from}\t${key}`, -n);
      add(`${to}\t${key}`, n);
    }
  }
  const rows = [...delta].filter(([, n]) => n !== 0).map(([key, n]) => [...key.split('\t'), n] as const);
  for (const part of chunks(rows, 20_000)) {
    await sql`
      INSERT INTO card_usage_stat AS s (variant_id, regulation, effect_id, qty, plays)
      SELECT * FROM unnest(${part.map((r) => Number(r[0]))}::int4[], ${part.map((r) => r[1])}::text[],
        ${part.map((r) => r[2])}::bpchar[], ${part.map((r) => Number(r[3]))}::int4[], ${part.map((r) => r[4])}::int4[])
      ON CONFLICT (variant_id, regulation, effect_id, qty) DO UPDATE SET plays = s.plays + excluded.plays`.execute(db);
  }
  await sql`DELETE FROM card_usage_stat WHERE plays = 0`.execute(db);
}

/**
 * card_usage_stat: for each archetype (0 = unclassified) and regulation, how many plays hold each card
 * (prints of one effect summed) in each quantity, by giving every played deck to its archetype
 * (moveCardUsage, the category edit's algorithm); and effect_print, the print of each card most played.
 */
export async function insertCardUsage(db: Db): Promise<void> {
  const played = await readColumns(
    db,
    { deck_id: 'int', variant_id: 'int' },
    sql`
    SELECT d.deck_id, coalesce(d.variant_id, 0) AS variant_id FROM deck d
    WHERE d.deck_id IN (SELECT deck_id FROM deck_play)`,
  );
  await moveCardUsage(
    db,
    played.deck_id.map((deckId, i) => ({ deckId, from: undefined, to: played.variant_id[i] || null })),
  );
  // Ties go to the newest print (the highest id).
  await sql`
    WITH deck_plays AS (SELECT deck_id, count(*)::int AS plays FROM deck_play GROUP BY 1)
    INSERT INTO effect_print (effect_id, card_id)
    SELECT DISTINCT ON (c.effect_id) c.effect_id, dc.card_id
    FROM deck_plays dp JOIN deck_card dc ON dc.deck_id = dp.deck_id JOIN card c ON c.card_id = dc.card_id
    GROUP BY c.effect_id, dc.card_id
    ORDER BY c.effect_id, sum(dp.plays) DESC, dc.card_id DESC`.execute(db);
}
