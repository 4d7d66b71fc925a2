-- Player ranking summaries. Season, career, official and rate-series rankings would otherwise sum
-- and rank every entry of every player on each request; refreshPlayerStats (src/stats/player-stats.ts)
-- rebuilds this table after each import, and the ranking calls read pages of it through indexes.
CREATE TABLE player_points (
  -- A season code ('25-26'), 'career', 'official' or 'rate'.
  scope         text NOT NULL,
  -- Division of the events summed ('all' for the rate series, which mixes divisions).
  division      text NOT NULL,
  pin_code      text NOT NULL REFERENCES player (pin_code) ON DELETE CASCADE,
  points        numeric NOT NULL,
  -- Events whose points counted (the best N of a season) and events played.
  points_times  integer NOT NULL,
  play_times    integer NOT NULL,
  -- Competition rank (ties share a rank) across every division of the scope, and within the division.
  rank          integer NOT NULL,
  division_rank integer NOT NULL,
  -- Gapless 1..n order within (scope, division): pages are a range of it, and its maximum is the total.
  position      integer NOT NULL,
  PRIMARY KEY (scope, division, pin_code)
);
CREATE UNIQUE INDEX player_points_position_idx ON player_points (scope, division, position);
CREATE INDEX player_points_pin_idx ON player_points (pin_code);

-- Ranking search matches former names as well as the current one.
CREATE INDEX player_name_nickname_trgm ON player_name USING gin (nickname gin_trgm_ops);
CREATE INDEX swiss_standing_rank_idx ON swiss_standing (tournament_id, rank);
