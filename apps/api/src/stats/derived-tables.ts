/**
 * The one list of the tables derived from results and categories (decks' archetypes aside): written
 * only by src/stats/, emptied and rebuilt by refreshDeckStats, changed in place by a category edit.
 * A new statistic's table is added here (docs/architecture.md, "Adding a statistic").
 */
export const DERIVED_TABLES = [
  'deck_play',
  'deck_stat_day',
  'deck_stat_week',
  'deck_stat_day_events',
  'card_usage_stat',
  'effect_print',
  'effect_recent_play',
  'deck_player_rank',
  'matchup_event',
  'matchup_day',
  'matchup_week',
  'matchup_reg',
] as const;

export type DerivedTable = (typeof DERIVED_TABLES)[number];
