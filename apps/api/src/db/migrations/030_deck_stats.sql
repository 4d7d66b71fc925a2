-- Deck statistics, rebuilt by src/stats/deck-stats.ts after every import and category change.
-- Requests sum a few thousand of these rows instead of every standings row of the window.

-- Tournament × archetype (the deck's variant; 0 = unclassified) × top-cut band × scored.
-- A play is one deck of an entry's last day (a two-day entry counts once, for the deck it finished with).
CREATE TABLE deck_stat (
  tournament_id integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  variant_id    integer NOT NULL,
  -- The smallest top cut (1, 2, 4 … 64) the rank is inside; 0 beyond 64, and for NC and DQ.
  cut           integer NOT NULL,
  -- Whether the entry earned points (the by-tournament "points only" choice).
  scored        boolean NOT NULL,
  -- Team-weighted: a deck of a team of n decks counts 1/n and carries 1/n of the team's points.
  count         float8 NOT NULL,
  points        float8 NOT NULL,
  raw_count     integer NOT NULL,
  raw_points    float8 NOT NULL,
  PRIMARY KEY (tournament_id, variant_id, cut, scored)
);

-- The same sums per calendar day (and per Monday–Sunday week) and tournament attributes, for the
-- time-window statistics: one row per archetype, a column per top cut (x_all every entry, x_8 the
-- entries ranked 1 … 8), so a window of a year reads a few thousand rows whatever top cut is asked.
CREATE TABLE deck_stat_day (
  date            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  is_team         boolean NOT NULL,
  variant_id      integer NOT NULL,
  count_all float8 NOT NULL, count_1 float8 NOT NULL, count_2 float8 NOT NULL, count_4 float8 NOT NULL, count_8 float8 NOT NULL, count_16 float8 NOT NULL, count_32 float8 NOT NULL, count_64 float8 NOT NULL,
  points_all float8 NOT NULL, points_1 float8 NOT NULL, points_2 float8 NOT NULL, points_4 float8 NOT NULL, points_8 float8 NOT NULL, points_16 float8 NOT NULL, points_32 float8 NOT NULL, points_64 float8 NOT NULL,
  raw_count_all integer NOT NULL, raw_count_1 integer NOT NULL, raw_count_2 integer NOT NULL, raw_count_4 integer NOT NULL, raw_count_8 integer NOT NULL, raw_count_16 integer NOT NULL, raw_count_32 integer NOT NULL, raw_count_64 integer NOT NULL,
  raw_points_all float8 NOT NULL, raw_points_1 float8 NOT NULL, raw_points_2 float8 NOT NULL, raw_points_4 float8 NOT NULL, raw_points_8 float8 NOT NULL, raw_points_16 float8 NOT NULL, raw_points_32 float8 NOT NULL, raw_points_64 float8 NOT NULL
);
CREATE INDEX deck_stat_day_date_idx ON deck_stat_day (date);

CREATE TABLE deck_stat_week (
  week            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  is_team         boolean NOT NULL,
  variant_id      integer NOT NULL,
  count_all float8 NOT NULL, count_1 float8 NOT NULL, count_2 float8 NOT NULL, count_4 float8 NOT NULL, count_8 float8 NOT NULL, count_16 float8 NOT NULL, count_32 float8 NOT NULL, count_64 float8 NOT NULL,
  points_all float8 NOT NULL, points_1 float8 NOT NULL, points_2 float8 NOT NULL, points_4 float8 NOT NULL, points_8 float8 NOT NULL, points_16 float8 NOT NULL, points_32 float8 NOT NULL, points_64 float8 NOT NULL,
  raw_count_all integer NOT NULL, raw_count_1 integer NOT NULL, raw_count_2 integer NOT NULL, raw_count_4 integer NOT NULL, raw_count_8 integer NOT NULL, raw_count_16 integer NOT NULL, raw_count_32 integer NOT NULL, raw_count_64 integer NOT NULL,
  raw_points_all float8 NOT NULL, raw_points_1 float8 NOT NULL, raw_points_2 float8 NOT NULL, raw_points_4 float8 NOT NULL, raw_points_8 float8 NOT NULL, raw_points_16 float8 NOT NULL, raw_points_32 float8 NOT NULL, raw_points_64 float8 NOT NULL
);
CREATE INDEX deck_stat_week_week_idx ON deck_stat_week (week);

-- Tournaments with at least one deck, per day and attributes (the tournament count of a window).
CREATE TABLE deck_stat_day_events (
  date            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  is_team         boolean NOT NULL,
  tournaments     integer NOT NULL
);
CREATE INDEX deck_stat_day_events_date_idx ON deck_stat_day_events (date);

-- How many plays of each archetype hold a card (by effect id, prints summed) in each quantity,
-- per regulation; card_id is the print most played. Core cards of an archetype read this.
CREATE TABLE card_usage_stat (
  variant_id  integer NOT NULL,
  regulation  text NOT NULL,
  effect_id   char(32) NOT NULL,
  qty         integer NOT NULL,
  plays       integer NOT NULL,
  card_id     integer NOT NULL,
  PRIMARY KEY (variant_id, regulation, effect_id, qty)
);

-- When each family of derived data was last built; a missing row means it is being (re)built.
CREATE TABLE stats_state (
  name      text PRIMARY KEY,
  built_at  timestamptz NOT NULL DEFAULT now()
);
