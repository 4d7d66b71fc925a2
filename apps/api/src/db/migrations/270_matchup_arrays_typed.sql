-- matchup_event kept each event's decks, archetypes and games as separator text that no query could
-- read or check. It now keeps them as typed parallel arrays (src/stats/matchup-arrays.ts is the one
-- module that writes and reads them), and every group of parallel arrays, here and in the day, week
-- and regulation tables, is held to equal lengths by a CHECK. The table is derived: it is rebuilt with
-- the deck statistics at the next start (clearing the statistics mark, as migration 250 does).
DROP TABLE matchup_event;

CREATE TABLE matchup_event (
  tournament_id integer PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
  -- Players are numbered 0.. in PIN order; each deck of a player is one (deck_player, deck_id) entry.
  deck_player   integer[] NOT NULL,
  deck_id       integer[] NOT NULL,
  -- The archetype of player i (0: none) at archetypes[i + 1].
  archetypes    integer[] NOT NULL,
  -- One game per index: player numbers and the outcome from player1's side (1 win, 2 loss, 3 tie).
  game_player1  integer[] NOT NULL,
  game_player2  integer[] NOT NULL,
  game_outcome  smallint[] NOT NULL,
  CONSTRAINT matchup_event_decks_parallel CHECK (cardinality(deck_player) = cardinality(deck_id)),
  CONSTRAINT matchup_event_games_parallel CHECK (
    cardinality(game_player1) = cardinality(game_player2) AND cardinality(game_player1) = cardinality(game_outcome)
  )
);

ALTER TABLE matchup_day ADD CONSTRAINT matchup_day_pairs_parallel CHECK (
  cardinality(a) = cardinality(b) AND cardinality(a) = cardinality(wins)
  AND cardinality(a) = cardinality(losses) AND cardinality(a) = cardinality(ties)
);
ALTER TABLE matchup_week ADD CONSTRAINT matchup_week_pairs_parallel CHECK (
  cardinality(a) = cardinality(b) AND cardinality(a) = cardinality(wins)
  AND cardinality(a) = cardinality(losses) AND cardinality(a) = cardinality(ties)
);
ALTER TABLE matchup_reg ADD CONSTRAINT matchup_reg_pairs_parallel CHECK (
  cardinality(a) = cardinality(b) AND cardinality(a) = cardinality(wins)
  AND cardinality(a) = cardinality(losses) AND cardinality(a) = cardinality(ties)
);

DELETE FROM stats_state WHERE name = 'deck';
