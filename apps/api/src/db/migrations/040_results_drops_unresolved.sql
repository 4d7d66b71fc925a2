-- Drops: the last round a player played before leaving the event (null = played to the end).
ALTER TABLE entry ADD COLUMN drop_round integer CHECK (drop_round IS NULL OR drop_round >= 0);

-- Online or unofficial events: shown with their results, but they earn no ladder points.
ALTER TABLE tournament ADD COLUMN unofficial boolean NOT NULL DEFAULT false;

-- Pairings: whether a round belongs to the swiss or to the top cut; outcome 4 is a double loss.
ALTER TABLE match ADD COLUMN phase text NOT NULL DEFAULT 'swiss' CHECK (phase IN ('swiss', 'top'));
CREATE INDEX match_player1_idx ON match (tournament_id, player1);
CREATE INDEX match_player2_idx ON match (tournament_id, player2);

-- Decklist lines that match no card of the card table, kept as the source wrote them so no line is lost.
CREATE TABLE deck_unresolved (
  deck_id     integer NOT NULL REFERENCES deck (deck_id) ON DELETE CASCADE,
  line_no     integer NOT NULL,
  count       integer NOT NULL CHECK (count BETWEEN 1 AND 60),
  name_en     text NOT NULL,
  set_code_en text,
  number_en   text,
  reason      text NOT NULL,
  PRIMARY KEY (deck_id, line_no)
);
