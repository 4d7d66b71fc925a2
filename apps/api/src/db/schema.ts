import type { ColumnType, Generated } from 'kysely';

type DateCol = ColumnType<Date | string, Date | string, Date | string>;
type NullableDateCol = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
/** numeric and bigint columns are parsed to numbers by both drivers (see db/index.ts). */
type Numeric = ColumnType<number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

export interface ProductTable {
  set_id: number;
  set_code: string;
  name: string;
  name_en: string | null;
  series: string;
  release_date: NullableDateCol;
  main_expansion: boolean;
  cards_num: number;
  regulation_mark: string | null;
  international: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface CardTable {
  card_id: Generated<number>;
  set_id: number;
  set_code: string;
  card_index: string;
  sort_order: number;
  name: string;
  card_type: string;
  mechanic: string | null;
  label: string | null;
  tags: string[];
  rarity: string;
  artist: string | null;
  description: string | null;
  flavor_text: Generated<string>;
  regulation_mark: string | null;
  effect_id: string;
  effect_text: string;
  yoren_code: string | null;
  pokemon_attr: Json<unknown> | null;
  stage: string | null;
  energy_type: string | null;
  hp: number | null;
  retreat_cost: number | null;
  weakness: string | null;
  resistance: string | null;
  has_ability: boolean;
  evolves_from: string | null;
  dex_ids: number[];
  set_code_en: string | null;
  card_index_en: string | null;
  name_en: string | null;
  name_pinyin: string;
  name_initials: string;
  image_key: string | null;
  international_only: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface CardPrintEnTable {
  set_code_en: string;
  card_index_en: string;
  name_en: string;
  card_type: string;
  regulation_mark: string | null;
  release_date: NullableDateCol;
  image_key: string | null;
  match_key: string | null;
  numbers: string;
  effect_id: string;
  international_only: boolean;
  updated_at: Generated<Date>;
}

export interface DeckCategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  label: string;
  icons: string[];
  priority: number;
  key_effects: Json<{ effectId: string; qty: number }[]>;
  is_other: boolean;
  external_key: string | null;
  updated_at: Generated<Date>;
}

export interface DeckTable {
  deck_id: Generated<number>;
  content_hash: string;
  card_count: number;
  variant_id: number | null;
  created_at: Generated<Date>;
}

/** A code of the official mini-app that came with a deck from the official data (never one of ours). */
export interface DeckMiniappCodeTable {
  code: string;
  deck_id: number;
  created_at: Generated<Date>;
}

export interface DeckCardTable {
  deck_id: number;
  card_id: number;
  count: number;
}

export interface TournamentSeriesTable {
  id: Generated<number>;
  external_id: string | null;
  name: string;
  status: string;
  start_date: NullableDateCol;
  end_date: NullableDateCol;
  link: string | null;
  img: string | null;
  format: string | null;
  /** Part of the generated default season (示例数据). */
  generated: Generated<boolean>;
}

export interface TournamentTable {
  id: Generated<number>;
  external_id: string | null;
  series_id: number | null;
  name: string;
  status: string;
  date: DateCol;
  end_date: NullableDateCol;
  location: string;
  regulation: string;
  regulation_mark: string;
  format_end: string | null;
  is_team: boolean;
  is_qual: boolean;
  is_rate: boolean;
  two_day: boolean;
  multi_deck: boolean;
  type: string;
  division: string;
  participant_count: number;
  rounds: number;
  current_round: number;
  top_cut: number;
  notification: string;
  unofficial: Generated<boolean>;
  online: Generated<boolean>;
  /** Part of the generated default season (示例数据). */
  generated: Generated<boolean>;
}

export interface PlayerTable {
  pin_code: string;
  nickname: string;
  division: string;
  /** Listed only by the generated default season (示例数据). */
  generated: Generated<boolean>;
}

/** Whether the generated default season was removed (it is then not loaded again). */
export interface DefaultSeasonTable {
  id: Generated<number>;
  removed_at: Date | null;
}

export interface PlayerNameTable {
  pin_code: string;
  nickname: string;
  first_seen: DateCol;
}

export interface EntryTable {
  id: Generated<number>;
  tournament_id: number;
  rank: number;
  points: Numeric;
  match_points: number;
  wins: number;
  losses: number;
  ties: number;
  owp: Numeric | null;
  oowp: Numeric | null;
  qualified: boolean;
  team_name: string | null;
  drop_round: number | null;
  top_wins: number | null;
  top_losses: number | null;
}

export interface EntryPlayerTable {
  entry_id: number;
  pin_code: string;
  seat: number;
  nickname: string;
}

export interface EntryDeckTable {
  entry_id: number;
  slot: number;
  day: number;
  pin_code: string | null;
  deck_id: number;
}

export interface SwissStandingTable {
  tournament_id: number;
  pin_code: string;
  name: string;
  rank: number;
  points: number;
}

export interface MatchTable {
  tournament_id: number;
  round: number;
  table_no: number;
  player1: string;
  player2: string | null;
  outcome: number;
  phase: Generated<'swiss' | 'top'>;
}

export interface DeckUnresolvedTable {
  deck_id: number;
  line_no: number;
  count: number;
  name_en: string;
  set_code_en: string | null;
  number_en: string | null;
  reason: string;
}

export interface OfficialRankingTable {
  pin_code: string;
  ranking: number;
  points: Numeric;
}

export interface PlayerPointsTable {
  scope: string;
  division: string;
  pin_code: string;
  points: Numeric;
  points_times: number;
  play_times: number;
  rank: number;
  division_rank: number;
  position: number;
  search_text: Generated<string>;
  search_grams: Generated<string[]>;
}

/**
 * Derived deck statistics (migrations 030 to 120), written only by src/stats/.
 * Top-cut columns of the window tables: x_all every entry, x_8 the entries ranked 1 … 8. */
export const DECK_STAT_BANDS = ['all', '1', '2', '4', '8', '16', '32', '64'] as const;
/** The measures summed per band (migration 220 added match points and the top-cut tallies of 晋级率). */
export const DECK_STAT_METRICS = [
  'count',
  'points',
  'match_points',
  'raw_count',
  'raw_points',
  'cut_known',
  'cut_made',
] as const;
type BandColumns = {
  [K in `${(typeof DECK_STAT_METRICS)[number]}_${(typeof DECK_STAT_BANDS)[number]}`]: Numeric;
};
interface DeckStatWindowKeys {
  regulation: string;
  regulation_mark: string;
  is_team: boolean;
  variant_id: number;
}
export type DeckStatDayTable = DeckStatWindowKeys & BandColumns & { date: DateCol };
export type DeckStatWeekTable = DeckStatWindowKeys & BandColumns & { week: DateCol };
export interface DeckStatDayEventsTable {
  date: DateCol;
  regulation: string;
  regulation_mark: string;
  is_team: boolean;
  tournaments: number;
}
export interface CardUsageStatTable {
  variant_id: number;
  regulation: string;
  effect_id: string;
  qty: number;
  plays: number;
}
/** The newest top-cut plays of each card (effect), in listing order (migration 120). */
export interface EffectRecentPlayTable {
  effect_id: string;
  ord: number;
  date: DateCol;
  tournament_id: number;
  entry_id: number;
  deck_id: number;
}
/** The print shown for each card (effect) in the statistics: the one most played (migration 120). */
export interface EffectPrintTable {
  effect_id: string;
  card_id: number;
}
/**
 * Archetype-vs-archetype game counts (migrations 080 and 120), written only by src/stats/matchups.ts:
 * one row per key with the counts of every pair (a, b) as parallel arrays.
 */
interface MatchupCounts {
  a: number[];
  b: number[];
  wins: number[];
  losses: number[];
  ties: number[];
}
/** Each event's numbered players, their decks and archetypes and their games, as parallel arrays (src/db/matchup-arrays.ts). */
export interface MatchupEventTable {
  tournament_id: number;
  deck_player: number[];
  deck_id: number[];
  archetypes: number[];
  game_player1: number[];
  game_player2: number[];
  game_outcome: number[];
}
export type MatchupDayTable = MatchupCounts & { date: DateCol; regulation: string; regulation_mark: string };
export type MatchupWeekTable = MatchupCounts & { week: DateCol; regulation: string; regulation_mark: string };
export type MatchupRegTable = MatchupCounts & { regulation: string; regulation_mark: string };
/** Plays and top players per archetype (migration 090), written only by src/stats/. */
export interface DeckPlayTable {
  entry_id: number;
  deck_id: number;
  tournament_id: number;
  pin_code: string | null;
  weight: Numeric;
  points: Numeric;
  cut: number;
  /** The entry's match points (migration 220). */
  match_points: number;
  /** Inside the event's top cut; null when the event's cut is not known. */
  advanced: boolean | null;
}
export interface DeckPlayerRankTable {
  archetype_id: number;
  all_variants: boolean;
  pins: string[];
  points: number[];
}
export interface StatsStateTable {
  name: string;
  built_at: Generated<Date>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  kind: 'banner' | 'home';
  text: string;
  created_at: Generated<Date>;
}

export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: number;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  expires_at: DateCol;
}

export interface YorenIdentityTable {
  identity: string;
  yoren_code: string;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: DateCol;
}

export interface AdminAuditTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  action: 'create' | 'update' | 'delete';
  target_id: number | null;
  target_name: string;
  detail: unknown;
  created_at: Generated<Date>;
}

export interface Database {
  product: ProductTable;
  card: CardTable;
  yoren_identity: YorenIdentityTable;
  card_print_en: CardPrintEnTable;
  deck_category: DeckCategoryTable;
  deck: DeckTable;
  deck_card: DeckCardTable;
  deck_unresolved: DeckUnresolvedTable;
  deck_miniapp_code: DeckMiniappCodeTable;
  tournament_series: TournamentSeriesTable;
  tournament: TournamentTable;
  player: PlayerTable;
  player_name: PlayerNameTable;
  default_season: DefaultSeasonTable;
  entry: EntryTable;
  entry_player: EntryPlayerTable;
  entry_deck: EntryDeckTable;
  swiss_standing: SwissStandingTable;
  match: MatchTable;
  official_ranking: OfficialRankingTable;
  player_points: PlayerPointsTable;
  deck_stat_day: DeckStatDayTable;
  deck_stat_week: DeckStatWeekTable;
  deck_stat_day_events: DeckStatDayEventsTable;
  card_usage_stat: CardUsageStatTable;
  effect_print: EffectPrintTable;
  effect_recent_play: EffectRecentPlayTable;
  matchup_event: MatchupEventTable;
  matchup_day: MatchupDayTable;
  matchup_week: MatchupWeekTable;
  matchup_reg: MatchupRegTable;
  deck_play: DeckPlayTable;
  deck_player_rank: DeckPlayerRankTable;
  stats_state: StatsStateTable;
  announcement: AnnouncementTable;
  admin_user: AdminUserTable;
  session: SessionTable;
  rate_limit: RateLimitTable;
  admin_audit: AdminAuditTable;
}
