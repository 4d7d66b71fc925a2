-- The computed official ranking now counts every official Master-division result of the season, not
-- the qualifier-day rows alone. Clearing the statistics mark makes the next start rebuild the player
-- rankings with the deck statistics (ensureDeckStats).
DELETE FROM stats_state WHERE name = 'deck';
