-- Archetype-vs-archetype matchups, rebuilt by src/stats/matchups.ts with the deck statistics (after
-- every import and category change). Archetype = top-level category (variants rolled up).
-- A game counts when both players of an ended individual event (no team, no multi-deck) played decks
-- of one known archetype and the pairing has a result (win, loss or tie: byes and double losses are
-- no game between two decks). Each game is stored from both sides: (a, b) counts it as a's win, loss
-- or tie and (b, a) the other way round. A mirror game (a = b) is stored once, as a win and a loss of
-- the archetype (wins = losses = decided games) or a tie.

-- The archetype of each player of such an event (only players with one known archetype), kept as a
-- table so the pairing join is planned on real row counts.
CREATE TABLE matchup_player (
  tournament_id integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  pin_code      text NOT NULL,
  archetype     integer NOT NULL,
  PRIMARY KEY (tournament_id, pin_code)
);

CREATE TABLE matchup_stat (
  tournament_id integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  a             integer NOT NULL,
  b             integer NOT NULL,
  wins          integer NOT NULL,
  losses        integer NOT NULL,
  ties          integer NOT NULL,
  PRIMARY KEY (tournament_id, a, b)
);

-- The same sums per calendar day and per Monday–Sunday week with the tournament attributes the
-- filters read, so a window sums a few thousand rows whatever its length.
CREATE TABLE matchup_day (
  date            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer NOT NULL,
  b               integer NOT NULL,
  wins            integer NOT NULL,
  losses          integer NOT NULL,
  ties            integer NOT NULL
);
CREATE INDEX matchup_day_date_idx ON matchup_day (date);

CREATE TABLE matchup_week (
  week            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer NOT NULL,
  b               integer NOT NULL,
  wins            integer NOT NULL,
  losses          integer NOT NULL,
  ties            integer NOT NULL
);
CREATE INDEX matchup_week_week_idx ON matchup_week (week);

-- All-time sums per regulation (the matrix's default: a whole format), so that window reads one row per pair.
CREATE TABLE matchup_reg (
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer NOT NULL,
  b               integer NOT NULL,
  wins            integer NOT NULL,
  losses          integer NOT NULL,
  ties            integer NOT NULL,
  PRIMARY KEY (regulation, regulation_mark, a, b)
);

-- Databases built before this migration: mark the deck statistics missing so the server rebuilds
-- them (matchups included) on start, as it does for a database that never had them.
DELETE FROM stats_state WHERE name = 'deck';
