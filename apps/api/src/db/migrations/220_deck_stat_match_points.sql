-- Deck statistics in the original's units. A play now carries its entry's match points (3 per swiss win,
-- 1 per tie, as the standings give them) and whether it made the event's top cut (null when the event
-- does not say how many players it cut to). The window tables sum, per top-cut band, the team-weighted
-- match points (points2), the plays of events whose cut is known and those of them inside the cut (the
-- 晋级率). raw_points_* now hold the match points before team weighting (rawPoints), no longer the
-- placement points.
ALTER TABLE deck_play ADD COLUMN match_points integer NOT NULL DEFAULT 0;
ALTER TABLE deck_play ADD COLUMN advanced boolean;

ALTER TABLE deck_stat_day
  ADD COLUMN match_points_all float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_1 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_2 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_4 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_8 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_16 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_32 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_64 float8 NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_all integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_2 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_4 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_16 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_32 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_64 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_all integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_2 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_4 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_16 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_32 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_64 integer NOT NULL DEFAULT 0;

ALTER TABLE deck_stat_week
  ADD COLUMN match_points_all float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_1 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_2 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_4 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_8 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_16 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_32 float8 NOT NULL DEFAULT 0,
  ADD COLUMN match_points_64 float8 NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_all integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_2 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_4 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_16 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_32 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_known_64 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_all integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_2 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_4 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_8 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_16 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_32 integer NOT NULL DEFAULT 0,
  ADD COLUMN cut_made_64 integer NOT NULL DEFAULT 0;

-- The statistics are built again on the next start (ensureDeckStats).
DELETE FROM stats_state WHERE name = 'deck';
