-- One number that every write of served data (import, seed, admin edit) raises. Each server instance
-- keeps answers cached against it, so instances sharing this database drop stale answers together.
CREATE TABLE IF NOT EXISTS data_version (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO data_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
