-- Every English (international) print: how decklists name it (set code as Pokémon TCG Live and
-- Limitless write it, number, English name) and the effect of the Chinese card it is a print of.
-- Prints with no Chinese card yet are international-only; their effect id is a digest of the English
-- identity until a Chinese print with the same match key is imported.
CREATE TABLE card_print_en (
  set_code_en        text NOT NULL,
  card_index_en      text NOT NULL,
  name_en            text NOT NULL,
  card_type          text NOT NULL,
  regulation_mark    text,
  release_date       date,
  image_key          text,
  match_key          text,
  numbers            text NOT NULL DEFAULT '',
  effect_id          char(32) NOT NULL,
  international_only boolean NOT NULL DEFAULT false,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (set_code_en, card_index_en)
);
CREATE INDEX card_print_en_effect_idx ON card_print_en (effect_id);
CREATE INDEX card_print_en_name_idx ON card_print_en (lower(name_en));
CREATE INDEX card_print_en_match_idx ON card_print_en (match_key) WHERE international_only;
