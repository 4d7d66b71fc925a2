-- A category edit that moves a popular archetype rewrote tens of thousands of rows of three derived
-- tables; each is now worked out from deck_play (or the pairings) when it is needed:
-- - matchup_player: the matchup archetype of each player of an event, now computed while the games
--   are counted (src/stats/matchups.ts);
-- - deck_stat: one tournament's statistics are summed from its own plays, and the day table from the
--   plays of its dates;
-- - deck_player_stat: the top-player rankings are summed from the plays of their archetypes.
DROP TABLE matchup_player;
DROP TABLE deck_stat;
DROP TABLE deck_player_stat;

-- The matchup aggregate, reshaped for the same edit (src/stats/matchups.ts): matchup_event keeps each
-- event's numbered players, their decks and archetypes and the games between them, packed; the day,
-- week and regulation tables keep one row per key with the counts of every pair as parallel arrays in
-- (a, b) order, so an edit rewrites a few hundred rows instead of upserting a hundred thousand.
DROP TABLE matchup_day;
DROP TABLE matchup_week;
DROP TABLE matchup_reg;

CREATE TABLE matchup_event (
  tournament_id integer PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
  decks         text NOT NULL,
  archetypes    text NOT NULL,
  games         text NOT NULL
);

CREATE TABLE matchup_day (
  date            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer[] NOT NULL,
  b               integer[] NOT NULL,
  wins            integer[] NOT NULL,
  losses          integer[] NOT NULL,
  ties            integer[] NOT NULL,
  PRIMARY KEY (date, regulation, regulation_mark)
);

CREATE TABLE matchup_week (
  week            date NOT NULL,
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer[] NOT NULL,
  b               integer[] NOT NULL,
  wins            integer[] NOT NULL,
  losses          integer[] NOT NULL,
  ties            integer[] NOT NULL,
  PRIMARY KEY (week, regulation, regulation_mark)
);

CREATE TABLE matchup_reg (
  regulation      text NOT NULL,
  regulation_mark text NOT NULL,
  a               integer[] NOT NULL,
  b               integer[] NOT NULL,
  wins            integer[] NOT NULL,
  losses          integer[] NOT NULL,
  ties            integer[] NOT NULL,
  PRIMARY KEY (regulation, regulation_mark)
);

-- The statistics are built again on the next start (ensureDeckStats).
DELETE FROM stats_state WHERE name = 'deck';

-- Card usage per archetype holds plain play counts, which an edit adds to and takes from; the print
-- shown for a card is the one most played over every archetype (effect_print), which no category
-- edit changes.
ALTER TABLE card_usage_stat DROP COLUMN card_id;
CREATE TABLE effect_print (
  effect_id char(32) PRIMARY KEY,
  card_id   integer NOT NULL
);

-- The newest top-cut plays of each card (deck/deck-recent-by-card): the RECENT_USE_CUTS.limit newest
-- top-cut plays of decks holding any print of it, in the order the call lists them (ord). The call
-- keeps those inside its window; without this list it looked at every top-cut deck of three months.
CREATE TABLE effect_recent_play (
  effect_id     char(32) NOT NULL,
  ord           integer NOT NULL,
  date          date NOT NULL,
  tournament_id integer NOT NULL,
  entry_id      integer NOT NULL,
  deck_id       integer NOT NULL,
  PRIMARY KEY (effect_id, ord)
);
