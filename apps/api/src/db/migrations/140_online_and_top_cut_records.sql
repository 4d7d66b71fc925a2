-- Events played online (Limitless details.isOnline, or said so by the file): shown as 线上赛. Whether
-- they earn ladder points stays with `unofficial`, which an online event is unless the operator says
-- otherwise.
ALTER TABLE tournament ADD COLUMN online boolean NOT NULL DEFAULT false;

-- The top-cut record of an entry, kept apart from its swiss record (wins / losses / ties, as TOM
-- counts them): matches won and lost in the single-elimination rounds; null for an entry that did not
-- play the cut or whose cut games are not known.
ALTER TABLE entry ADD COLUMN top_wins integer CHECK (top_wins IS NULL OR top_wins >= 0);
ALTER TABLE entry ADD COLUMN top_losses integer CHECK (top_losses IS NULL OR top_losses >= 0);
ALTER TABLE entry ADD CONSTRAINT entry_top_record_whole CHECK ((top_wins IS NULL) = (top_losses IS NULL));
