-- International-only cards are catalogue cards: English prints with no Chinese print yet, in
-- products of their own (EN-<English set code>). They merge into the Chinese card of the same
-- effect when one is imported.
ALTER TABLE card ADD COLUMN international_only boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN international boolean NOT NULL DEFAULT false;
CREATE INDEX card_international_only_idx ON card (effect_id) WHERE international_only;
