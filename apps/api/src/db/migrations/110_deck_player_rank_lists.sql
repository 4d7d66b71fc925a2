-- The top players of each archetype (see 090), kept as one ranked list per archetype and scope instead
-- of a row per player: a category edit that changes many archetypes rewrites a hundred rows instead of
-- half a million index entries, and a page is a slice of the list. pins and points are parallel, in
-- ranking order (points2 descending, then PIN); players with equal points share the ranking of the
-- first of them.
DROP TABLE deck_player_rank;
CREATE TABLE deck_player_rank (
  archetype_id integer NOT NULL,
  all_variants boolean NOT NULL,
  pins         text[] NOT NULL,
  points       float8[] NOT NULL,
  PRIMARY KEY (archetype_id, all_variants)
);

-- Built again by the server at start (ensureDeckStats), like every deck statistic.
DELETE FROM stats_state WHERE name = 'deck';
