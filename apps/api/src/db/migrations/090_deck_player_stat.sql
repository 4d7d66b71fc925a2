-- Top players of each archetype, rebuilt by src/stats/deck-stats.ts with the other deck statistics,
-- so deck/top-player reads one page of an index instead of every play of the archetype.

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
