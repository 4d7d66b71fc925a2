import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { WEEK_OF } from './sql.ts';

/**
 * matchup_player: the archetype of every player of an ended individual event (no team, no
 * multi-deck), the top-level category of their deck(s). A player whose decks are not all classified, or whose two days' decks
 * belong to different archetypes, has none and their games are left out: the round a deck was played
 * in is not recorded, so such games cannot be assigned honestly.
 */
const PLAYER_ARCHETYPES = sql`
  INSERT INTO matchup_player (tournament_id, pin_code, archetype)
  SELECT e.tournament_id, ep.pin_code, min(coalesce(c.parent_id, c.id))
  FROM entry e
  JOIN tournament t ON t.id = e.tournament_id
  JOIN entry_player ep ON ep.entry_id = e.id
  JOIN entry_deck ed ON ed.entry_id = e.id
  JOIN deck d ON d.deck_id = ed.deck_id
  LEFT JOIN deck_category c ON c.id = d.variant_id
  WHERE t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck
  GROUP BY 1, 2
  HAVING count(c.id) = count(*) AND count(DISTINCT coalesce(c.parent_id, c.id)) = 1`;

/**
 * The sides of the games in `g` as wins, losses and ties of a against b, with the `keys` columns of g
 * carried along. g has columns a, b, outcome and n: how many such games (negative to take them out).
 */
const sides = (keys: string) => {
  const k = sql.raw(keys);
  return sql`
    SELECT ${k}, a, b, n * (outcome = 1)::int AS win, n * (outcome = 2)::int AS loss, n * (outcome = 3)::int AS tie
    FROM g WHERE a <> b
    UNION ALL
    SELECT ${k}, b, a, n * (outcome = 2)::int, n * (outcome = 1)::int, n * (outcome = 3)::int
    FROM g WHERE a <> b
    UNION ALL
    SELECT ${k}, a, a, n * (outcome <> 3)::int, n * (outcome <> 3)::int, n * (outcome = 3)::int
    FROM g WHERE a = b`;
};

/**
 * Rebuilds the matchup aggregate (migrations 080 and 100) from the pairings and the current archetypes
 * of the decks. Called by refreshDeckStats, inside the transaction of an import; a category edit calls
 * applyMatchupMoves instead.
 *
 * A game is a pairing with a result (1 player1 won, 2 player2 won, 3 tie) of two players who both
 * have an archetype; byes (5) and double losses (4) are not games between two decks. Swiss and top-cut
 * rounds both count. Each game is stored from both sides; a mirror once, as a win and a loss of the
 * archetype (or a tie).
 */
export async function refreshMatchups(db: Db): Promise<void> {
  for (const table of ['matchup_player', 'matchup_day', 'matchup_week', 'matchup_reg']) {
    await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  }
  await PLAYER_ARCHETYPES.execute(db);
  // Real row counts for the planner: estimated from the grouping above, the join below ran for seconds.
  await sql`ANALYZE matchup_player`.execute(db);

  await sql`
    WITH g AS (
      SELECT m.tournament_id, p1.archetype AS a, p2.archetype AS b, m.outcome, 1 AS n
      FROM match m
      JOIN matchup_player p1 ON p1.tournament_id = m.tournament_id AND p1.pin_code = m.player1
      JOIN matchup_player p2 ON p2.tournament_id = m.tournament_id AND p2.pin_code = m.player2
      WHERE m.outcome IN (1, 2, 3) AND m.player1 <> m.player2
    ),
    sides AS (${sides('tournament_id')})
    INSERT INTO matchup_day (date, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT t.date, t.regulation, t.regulation_mark, s.a, s.b, sum(s.win), sum(s.loss), sum(s.tie)
    FROM sides s JOIN tournament t ON t.id = s.tournament_id
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
  await sumWeeksAndRegulations(db);
  await sql`ANALYZE matchup_day, matchup_week, matchup_reg`.execute(db);
}

/** matchup_week and matchup_reg from matchup_day. */
async function sumWeeksAndRegulations(db: Db): Promise<void> {
  await sql`
    INSERT INTO matchup_week (week, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT ${WEEK_OF('date')}, regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties)
    FROM matchup_day
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
  await sql`
    INSERT INTO matchup_reg (regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties)
    FROM matchup_week
    GROUP BY 1, 2, 3, 4`.execute(db);
}

/** An upsert's update (target aliased s) adding the change to the stored counts. */
const ADD_COUNTS = sql`SET wins = s.wins + excluded.wins, losses = s.losses + excluded.losses, ties = s.ties + excluded.ties`;

/**
 * Brings the matchup aggregate up to date after a category edit changed the archetype of `decks` (the
 * decks it moved, and the decks of categories whose parent it changed), without summing every game
 * again: only players who played one of them can change archetype, so the games of those players are
 * taken out with their old archetypes and put back with the new ones, and the difference is added to
 * the tournament, day, week and regulation sums. Counts are integers, so the sums are exactly those a
 * full rebuild (refreshMatchups) writes; a sum that falls to nothing is removed, as a full rebuild has
 * no row for it.
 */
export async function applyMatchupMoves(db: Db, decks: readonly number[]): Promise<void> {
  if (decks.length === 0) return;
  await sql`DROP TABLE IF EXISTS pg_temp.matchup_change, pg_temp.matchup_delta`.execute(db);
  await sql`
    CREATE TEMP TABLE matchup_change (
      tournament_id integer NOT NULL,
      pin_code      text NOT NULL,
      old_archetype integer,
      new_archetype integer,
      PRIMARY KEY (tournament_id, pin_code)
    ) ON COMMIT DROP`.execute(db);
  // The players of those decks and their archetype now, as PLAYER_ARCHETYPES decides it; kept only
  // where it differs from the stored one.
  await sql`
    WITH candidates AS (
      SELECT DISTINCT e.tournament_id, ep.pin_code
      FROM entry_deck ed
      JOIN entry e ON e.id = ed.entry_id
      JOIN tournament t ON t.id = e.tournament_id
      JOIN entry_player ep ON ep.entry_id = e.id
      WHERE ed.deck_id IN (SELECT unnest(${[...decks]}::int4[]))
        AND t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck
    ),
    fresh AS (
      SELECT k.tournament_id, k.pin_code, min(coalesce(c.parent_id, c.id)) AS archetype
      FROM candidates k
      JOIN entry_player ep ON ep.pin_code = k.pin_code
      JOIN entry e ON e.id = ep.entry_id AND e.tournament_id = k.tournament_id
      JOIN entry_deck ed ON ed.entry_id = e.id
      JOIN deck d ON d.deck_id = ed.deck_id
      LEFT JOIN deck_category c ON c.id = d.variant_id
      GROUP BY 1, 2
      HAVING count(c.id) = count(*) AND count(DISTINCT coalesce(c.parent_id, c.id)) = 1
    )
    INSERT INTO matchup_change (tournament_id, pin_code, old_archetype, new_archetype)
    SELECT k.tournament_id, k.pin_code, o.archetype, f.archetype
    FROM candidates k
    LEFT JOIN matchup_player o ON o.tournament_id = k.tournament_id AND o.pin_code = k.pin_code
    LEFT JOIN fresh f ON f.tournament_id = k.tournament_id AND f.pin_code = k.pin_code
    WHERE o.archetype IS DISTINCT FROM f.archetype`.execute(db);
  await sql`ANALYZE matchup_change`.execute(db);

  // Every game with such a player, taken out with both players' old archetypes (n = -1) and put back
  // with the new ones (n = 1); a side without an archetype has no game to take out or put back.
  // Games of one tournament, pair and result are counted together before they are split into sides.
  await sql`
    CREATE TEMP TABLE matchup_delta ON COMMIT DROP AS
    WITH games AS (
      SELECT m.tournament_id, m.outcome, m.player1, m.player2
      FROM match m
      WHERE m.outcome IN (1, 2, 3) AND m.player1 <> m.player2
        AND m.tournament_id IN (SELECT DISTINCT tournament_id FROM matchup_change)
        AND (EXISTS (SELECT 1 FROM matchup_change c WHERE c.tournament_id = m.tournament_id AND c.pin_code = m.player1)
          OR EXISTS (SELECT 1 FROM matchup_change c WHERE c.tournament_id = m.tournament_id AND c.pin_code = m.player2))
    ),
    ledger AS (
      SELECT g.tournament_id, g.outcome,
             o1.archetype AS a_old, o2.archetype AS b_old,
             CASE WHEN c1.pin_code IS NULL THEN o1.archetype ELSE c1.new_archetype END AS a_new,
             CASE WHEN c2.pin_code IS NULL THEN o2.archetype ELSE c2.new_archetype END AS b_new
      FROM games g
      LEFT JOIN matchup_player o1 ON o1.tournament_id = g.tournament_id AND o1.pin_code = g.player1
      LEFT JOIN matchup_player o2 ON o2.tournament_id = g.tournament_id AND o2.pin_code = g.player2
      LEFT JOIN matchup_change c1 ON c1.tournament_id = g.tournament_id AND c1.pin_code = g.player1
      LEFT JOIN matchup_change c2 ON c2.tournament_id = g.tournament_id AND c2.pin_code = g.player2
    ),
    counted AS (
      SELECT t.date, t.regulation, t.regulation_mark, x.outcome, x.a, x.b, sum(x.n)::int AS n
      FROM (
        SELECT tournament_id, outcome, a_old AS a, b_old AS b, -1 AS n FROM ledger WHERE a_old IS NOT NULL AND b_old IS NOT NULL
        UNION ALL
        SELECT tournament_id, outcome, a_new, b_new, 1 FROM ledger WHERE a_new IS NOT NULL AND b_new IS NOT NULL
      ) x JOIN tournament t ON t.id = x.tournament_id
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(x.n) <> 0
    ),
    g AS (SELECT * FROM counted),
    sides AS (${sides('date, regulation, regulation_mark')})
    SELECT date, regulation, regulation_mark, a, b,
           sum(win)::int AS wins, sum(loss)::int AS losses, sum(tie)::int AS ties
    FROM sides
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(win) <> 0 OR sum(loss) <> 0 OR sum(tie) <> 0`.execute(db);

  await sql`
    INSERT INTO matchup_day AS s (date, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT date, regulation, regulation_mark, a, b, wins, losses, ties FROM matchup_delta
    ON CONFLICT (date, regulation, regulation_mark, a, b) DO UPDATE
    ${ADD_COUNTS}`.execute(db);
  await sql`
    INSERT INTO matchup_week AS s (week, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT ${WEEK_OF('date')}, regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties) FROM matchup_delta
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (week, regulation, regulation_mark, a, b) DO UPDATE
    ${ADD_COUNTS}`.execute(db);
  await sql`
    INSERT INTO matchup_reg AS s (regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties) FROM matchup_delta
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (regulation, regulation_mark, a, b) DO UPDATE
    ${ADD_COUNTS}`.execute(db);
  for (const table of ['matchup_day', 'matchup_week', 'matchup_reg']) {
    await sql`DELETE FROM ${sql.table(table)} WHERE wins = 0 AND losses = 0 AND ties = 0`.execute(db);
  }

  await sql`
    DELETE FROM matchup_player p USING matchup_change c
    WHERE p.tournament_id = c.tournament_id AND p.pin_code = c.pin_code`.execute(db);
  await sql`
    INSERT INTO matchup_player (tournament_id, pin_code, archetype)
    SELECT tournament_id, pin_code, new_archetype FROM matchup_change WHERE new_archetype IS NOT NULL`.execute(db);
}
