-- Pokédex flavour text gets a column of its own: `description` is the printed rules text only.
ALTER TABLE card ADD COLUMN flavor_text text NOT NULL DEFAULT '';
UPDATE card SET flavor_text = coalesce(description, ''), description = NULL WHERE card_type = 'Pokemon';

-- yorenCode of each game identity (a rule-box Pokémon's, a trainer's or an energy's name), kept
-- across imports so that a re-import, or a source without codes, never renumbers a card.
CREATE TABLE yoren_identity (
  identity   text PRIMARY KEY,
  yoren_code text NOT NULL
);
INSERT INTO yoren_identity (identity, yoren_code)
SELECT DISTINCT ON (identity) identity, yoren_code FROM (
  SELECT card_type || '|' || name AS identity, yoren_code, card_id FROM card
  WHERE yoren_code LIKE 'Y%'
) AS known
ORDER BY identity, card_id;
