-- An absent player does not stall a match: each seat counts its time-outs in a row (a move of
-- the player resets the count); after the match's `absent_after` of them the seat is put on
-- autopilot (a bot moves for it at once) until the player takes it back.
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0;
