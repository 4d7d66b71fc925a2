-- A deck code is the official WeChat mini-app's id of a list. The site used to answer a code of its own
-- making (derived from the content digest) as if it were one, which the mini-app cannot open. Only codes
-- that came with a deck from the official data are kept now; the mini-app gives each upload its own id,
-- so one list may have several.
ALTER TABLE deck DROP COLUMN deck_code;

CREATE TABLE deck_miniapp_code (
  code       char(18) PRIMARY KEY,
  deck_id    integer NOT NULL REFERENCES deck (deck_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deck_miniapp_code_deck ON deck_miniapp_code (deck_id, created_at);
