-- Ranking search reads one column of the ranking rows instead of joining every name table: the
-- lower-cased current and former names of the player, newline-separated (refreshPlayerStats fills it).
ALTER TABLE player_points ADD COLUMN search_text text NOT NULL DEFAULT '';
