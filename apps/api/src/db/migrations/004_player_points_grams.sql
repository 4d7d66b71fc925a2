-- Ranking search by any part of a name. A LIKE '%…%' over search_text reads every row of a ranking,
-- and trigram indexes ignore Chinese characters outside a Unicode-aware locale. Instead each row keeps
-- the one- and two-character pieces of its names, in a GIN index: a search reads only the rows that
-- hold every piece of the typed text, then checks the whole text with LIKE.

-- The pieces a name list can match: every single character and every pair of neighbours within one
-- name (search_text separates names with newlines).
CREATE FUNCTION name_grams(s text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(s, i, 1) AS g FROM generate_series(1, length(s)) AS i
    UNION ALL
    SELECT substr(s, i, 2) FROM generate_series(1, length(s) - 1) AS i
  ) pieces
  WHERE strpos(g, E'\n') = 0
$$;

-- The pieces a row must hold to contain q: q itself when it is one character, else its pairs.
CREATE FUNCTION query_grams(q text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(q) <= 1 THEN ARRAY[q]
              ELSE ARRAY(SELECT DISTINCT substr(q, i, 2) FROM generate_series(1, length(q) - 1) AS i) END
$$;

ALTER TABLE player_points ADD COLUMN search_grams text[] GENERATED ALWAYS AS (name_grams(search_text)) STORED;
CREATE INDEX player_points_search_grams_idx ON player_points USING gin (search_grams);
