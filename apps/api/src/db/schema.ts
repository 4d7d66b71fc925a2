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
  deck_code: string;
  card_count: number;
  variant_id: number | null;
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
}

export interface PlayerTable {
  pin_code: string;
  nickname: string;
  division: string;
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

export interface Database {
  product: ProductTable;
  card: CardTable;
  deck_category: DeckCategoryTable;
  deck: DeckTable;
  deck_card: DeckCardTable;
  tournament_series: TournamentSeriesTable;
  tournament: TournamentTable;
  player: PlayerTable;
  player_name: PlayerNameTable;
  entry: EntryTable;
  entry_player: EntryPlayerTable;
  entry_deck: EntryDeckTable;
  swiss_standing: SwissStandingTable;
  match: MatchTable;
  official_ranking: OfficialRankingTable;
  player_points: PlayerPointsTable;
  announcement: AnnouncementTable;
  admin_user: AdminUserTable;
  session: SessionTable;
}
