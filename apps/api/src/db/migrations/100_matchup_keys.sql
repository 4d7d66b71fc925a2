-- Matchup day and week sums get their natural keys (they hold one row per key already), so that a
-- category edit can add the change of the games it moved to them instead of summing every game again
-- (src/stats/matchups.ts, applyMatchupMoves). The keys lead with the date, like the indexes they replace.
DROP INDEX matchup_day_date_idx;
CREATE UNIQUE INDEX matchup_day_key ON matchup_day (date, regulation, regulation_mark, a, b);
DROP INDEX matchup_week_week_idx;
CREATE UNIQUE INDEX matchup_week_key ON matchup_week (week, regulation, regulation_mark, a, b);

-- The per-tournament sums were only a step towards the day sums, which are now summed from the games
-- directly: one table less to rewrite on every rebuild.
DROP TABLE matchup_stat;
