-- Schema of the whole product (SPEC section 3). Later changes arrive as new numbered files.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Card database -------------------------------------------------------------

CREATE TABLE product (
  set_id          integer PRIMARY KEY,
  set_code        text NOT NULL UNIQUE,
  name            text NOT NULL,
  name_en         text,
  series          text NOT NULL DEFAULT 'Sun & Moon',
  release_date    date,
  main_expansion  boolean NOT NULL DEFAULT true,
  cards_num       integer NOT NULL DEFAULT 0,
  regulation_mark text,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_release_idx ON product (release_date DESC NULLS LAST, set_id DESC);

CREATE TABLE card (
  card_id         serial PRIMARY KEY,
  set_id          integer NOT NULL REFERENCES product (set_id) ON DELETE CASCADE,
  set_code        text NOT NULL,
  card_index      text NOT NULL,
  sort_order      integer NOT NULL DEFAULT 0,
  name            text NOT NULL,
  card_type       text NOT NULL DEFAULT 'Pokemon',
  mechanic        text,
  label           text,
  tags            text[] NOT NULL DEFAULT '{}',
  rarity          text NOT NULL DEFAULT '无标记',
  artist          text,
  description     text,
  regulation_mark text,
  effect_id       char(32) NOT NULL,
  effect_text     text NOT NULL DEFAULT '',
  yoren_code      text,
  -- Pokémon attributes, flattened for filtering; the full object is pokemon_attr.
  pokemon_attr    jsonb,
  stage           text,
  energy_type     text,
  hp              integer,
  retreat_cost    integer,
  weakness        text,
  resistance      text,
  has_ability     boolean NOT NULL DEFAULT false,
  evolves_from    text,
  dex_ids         integer[] NOT NULL DEFAULT '{}',
  -- English bridge to the international print.
  set_code_en     text,
  card_index_en   text,
  name_en         text,
  -- Search helpers: pinyin of the name (full and initials) and a normalised name.
  name_pinyin     text NOT NULL DEFAULT '',
  name_initials   text NOT NULL DEFAULT '',
  image_key       text,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (set_code, card_index)
);
CREATE INDEX card_set_idx ON card (set_id, sort_order);
CREATE INDEX card_effect_idx ON card (effect_id);
CREATE INDEX card_yoren_idx ON card (yoren_code);
CREATE INDEX card_name_idx ON card (name);
CREATE INDEX card_name_trgm ON card USING gin (name gin_trgm_ops);
CREATE INDEX card_name_en_trgm ON card USING gin (lower(name_en) gin_trgm_ops);
CREATE INDEX card_pinyin_trgm ON card USING gin (name_pinyin gin_trgm_ops);
CREATE INDEX card_initials_trgm ON card USING gin (name_initials gin_trgm_ops);
CREATE INDEX card_effect_text_trgm ON card USING gin (effect_text gin_trgm_ops);
CREATE INDEX card_bridge_idx ON card (set_code_en, card_index_en);

-- Decks and archetypes ------------------------------------------------------

CREATE TABLE deck_category (
  id          serial PRIMARY KEY,
  parent_id   integer REFERENCES deck_category (id) ON DELETE CASCADE,
  name        text NOT NULL,
  label       text NOT NULL DEFAULT '',
  icons       text[] NOT NULL DEFAULT '{}',
  priority    integer NOT NULL DEFAULT 10 CHECK (priority BETWEEN 0 AND 100),
  -- [{effectId, qty}]: a deck belongs to the variant when it holds every key card in at least qty copies.
  key_effects jsonb NOT NULL DEFAULT '[]',
  is_other    boolean NOT NULL DEFAULT false,
  external_key text UNIQUE,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deck_category_parent_idx ON deck_category (parent_id);

CREATE TABLE deck (
  deck_id      serial PRIMARY KEY,
  -- Digest of the sorted card list: identical 60-card lists share one deck.
  content_hash char(64) NOT NULL UNIQUE,
  deck_code    char(18) NOT NULL UNIQUE,
  card_count   integer NOT NULL,
  variant_id   integer REFERENCES deck_category (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deck_variant_idx ON deck (variant_id);

CREATE TABLE deck_card (
  deck_id  integer NOT NULL REFERENCES deck (deck_id) ON DELETE CASCADE,
  card_id  integer NOT NULL REFERENCES card (card_id),
  count    integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (deck_id, card_id)
);
CREATE INDEX deck_card_card_idx ON deck_card (card_id);

-- Tournaments and players ---------------------------------------------------

CREATE TABLE tournament_series (
  id          serial PRIMARY KEY,
  external_id text UNIQUE,
  name        text NOT NULL,
  status      text NOT NULL DEFAULT 'ended' CHECK (status IN ('upcoming', 'ongoing', 'ended')),
  start_date  date,
  end_date    date,
  link        text,
  img         text,
  format      text
);
CREATE INDEX series_start_idx ON tournament_series (start_date DESC, id DESC);

CREATE TABLE tournament (
  id                serial PRIMARY KEY,
  external_id       text UNIQUE,
  series_id         integer REFERENCES tournament_series (id) ON DELETE SET NULL,
  name              text NOT NULL,
  status            text NOT NULL DEFAULT 'ended' CHECK (status IN ('upcoming', 'ongoing', 'ended')),
  date              date NOT NULL,
  end_date          date,
  location          text NOT NULL DEFAULT '',
  regulation        text NOT NULL DEFAULT '',
  regulation_mark   text NOT NULL DEFAULT '',
  format_end        text,
  is_team           boolean NOT NULL DEFAULT false,
  is_qual           boolean NOT NULL DEFAULT false,
  is_rate           boolean NOT NULL DEFAULT false,
  two_day           boolean NOT NULL DEFAULT false,
  multi_deck        boolean NOT NULL DEFAULT false,
  type              text NOT NULL DEFAULT 'City' CHECK (type IN ('City', 'Great', 'Master')),
  division          text NOT NULL DEFAULT 'Master' CHECK (division IN ('Master', 'Senior', 'Junior')),
  participant_count integer NOT NULL DEFAULT 0,
  rounds            integer NOT NULL DEFAULT 0,
  current_round     integer NOT NULL DEFAULT 0,
  top_cut           integer NOT NULL DEFAULT 0,
  notification      text NOT NULL DEFAULT ''
);
CREATE INDEX tournament_series_idx ON tournament (series_id, date DESC, id DESC);
CREATE INDEX tournament_date_idx ON tournament (date DESC, id DESC);
CREATE INDEX tournament_regulation_idx ON tournament (regulation, date DESC);

CREATE TABLE player (
  pin_code  text PRIMARY KEY,
  nickname  text NOT NULL,
  division  text NOT NULL DEFAULT 'Master' CHECK (division IN ('Master', 'Senior', 'Junior'))
);
CREATE INDEX player_nickname_trgm ON player USING gin (nickname gin_trgm_ops);

-- Every name a player has been listed under, with the first date it was seen.
CREATE TABLE player_name (
  pin_code   text NOT NULL REFERENCES player (pin_code) ON DELETE CASCADE,
  nickname   text NOT NULL,
  first_seen date NOT NULL,
  PRIMARY KEY (pin_code, nickname)
);

-- One standings row: a player, or a team on team events.
CREATE TABLE entry (
  id             serial PRIMARY KEY,
  tournament_id  integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  rank           integer NOT NULL,
  points         numeric NOT NULL DEFAULT 0,
  match_points   integer NOT NULL DEFAULT 0,
  wins           integer NOT NULL DEFAULT 0,
  losses         integer NOT NULL DEFAULT 0,
  ties           integer NOT NULL DEFAULT 0,
  owp            numeric,
  oowp           numeric,
  qualified      boolean NOT NULL DEFAULT false,
  team_name      text
);
CREATE INDEX entry_tournament_idx ON entry (tournament_id, rank);

CREATE TABLE entry_player (
  entry_id  integer NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
  pin_code  text NOT NULL REFERENCES player (pin_code),
  seat      integer NOT NULL DEFAULT 0,
  nickname  text NOT NULL,
  PRIMARY KEY (entry_id, pin_code)
);
CREATE INDEX entry_player_pin_idx ON entry_player (pin_code);

-- Decks of an entry: day 1 / day 2 for two-day events, several for multi-deck and team events.
CREATE TABLE entry_deck (
  entry_id  integer NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
  slot      integer NOT NULL DEFAULT 0,
  day       integer NOT NULL DEFAULT 1 CHECK (day IN (1, 2)),
  pin_code  text,
  deck_id   integer NOT NULL REFERENCES deck (deck_id),
  PRIMARY KEY (entry_id, day, slot)
);
CREATE INDEX entry_deck_deck_idx ON entry_deck (deck_id);

-- Live swiss standings of an ongoing event.
CREATE TABLE swiss_standing (
  tournament_id integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  pin_code      text NOT NULL,
  name          text NOT NULL,
  rank          integer NOT NULL,
  points        integer NOT NULL,
  PRIMARY KEY (tournament_id, pin_code)
);

-- Match records (from organiser software files or the generator).
CREATE TABLE match (
  tournament_id integer NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  table_no      integer NOT NULL,
  player1       text NOT NULL,
  player2       text,
  -- 1: player1 won, 2: player2 won, 3: tie, 5: bye
  outcome       integer NOT NULL,
  PRIMARY KEY (tournament_id, round, table_no)
);

-- Published official ranking rows (organiser's list), when imported.
CREATE TABLE official_ranking (
  pin_code  text PRIMARY KEY REFERENCES player (pin_code) ON DELETE CASCADE,
  ranking   integer NOT NULL,
  points    numeric NOT NULL
);

-- Site ----------------------------------------------------------------------

CREATE TABLE announcement (
  id          serial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('banner', 'home')),
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_user (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role          integer NOT NULL DEFAULT 1
);

CREATE TABLE session (
  token_hash  char(64) PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
