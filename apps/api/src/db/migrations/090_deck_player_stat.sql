-- Deck statistics, part two (see 030): the plays they are summed from, and the top players of each
-- archetype, rebuilt by src/stats/deck-stats.ts with the other deck statistics.

-- Every play of an ended tournament (a deck of an entry's last day), with its player, its weight
-- (1/n of an entry for a deck of a team of n decks, 1 on multi-deck events) and its top cut. Rebuilt
-- after imports; a category edit re-sums these rows for the decks it moved instead of reading the
-- standings again.
CREATE TABLE deck_play (
  entry_id      integer NOT NULL,
  deck_id       integer NOT NULL,
  tournament_id integer NOT NULL,
  -- The team member the deck names, else the entry's first player; null for an entry without players.
  pin_code      text,
  weight        numeric NOT NULL,
  points        numeric NOT NULL,
  -- As deck_stat.cut: the smallest top cut holding the rank, 0 beyond 64 and for NC and DQ.
  cut           integer NOT NULL
);
CREATE INDEX deck_play_deck_idx ON deck_play (deck_id);
CREATE INDEX deck_play_tournament_idx ON deck_play (tournament_id);

-- Points each player scored with each archetype (variant; unclassified decks have no row). A play adds
-- the entry's points, split like the statistics' points on team events. numeric, so a category edit
-- can add and subtract the plays of the decks it moved and reach the same sums as a full rebuild.
CREATE TABLE deck_player_stat (
  variant_id integer NOT NULL,
  pin_code   text NOT NULL,
  points     numeric NOT NULL,
  plays      integer NOT NULL,
  PRIMARY KEY (variant_id, pin_code)
);

-- The ranking deck/top-player pages through: per archetype id and scope (own: the id's own decks, a
-- category with its 其他 variant; all: a category with every variant), each player's points summed
-- over the scope's variants, ranked (ties share a rank), with the number of ranked players.
CREATE TABLE deck_player_rank (
  archetype_id integer NOT NULL,
  all_variants boolean NOT NULL,
  pin_code     text NOT NULL,
  points2      float8 NOT NULL,
  ranking      integer NOT NULL,
  players      integer NOT NULL,
  PRIMARY KEY (archetype_id, all_variants, pin_code)
);
CREATE INDEX deck_player_rank_page_idx ON deck_player_rank (archetype_id, all_variants, points2 DESC, pin_code);

-- Statistics built before these tables existed lack them: mark them missing, so the server builds
-- every deck statistic again at start (ensureDeckStats) instead of answering empty rankings.
DELETE FROM stats_state WHERE name = 'deck';
