-- The default season is generated demonstration data. Its series, tournaments and players are flagged
-- so every screen showing them can say so (示例数据), and so one command can remove them once real
-- results are imported. A removed default season is not loaded again at the next start.
ALTER TABLE tournament_series ADD COLUMN generated boolean NOT NULL DEFAULT false;
ALTER TABLE tournament ADD COLUMN generated boolean NOT NULL DEFAULT false;
ALTER TABLE player ADD COLUMN generated boolean NOT NULL DEFAULT false;
CREATE INDEX tournament_generated_idx ON tournament (id) WHERE generated;

CREATE TABLE default_season (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  removed_at timestamptz
);
