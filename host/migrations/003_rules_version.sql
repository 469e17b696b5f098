-- Every match carries the rules version of its game (engines.registry.rules_version), stamped
-- when it starts; undo, verify, export and replay refuse a match whose version differs from the
-- running code's.
-- Matches created before this migration were played under the first rules version of their game,
-- "<game>/1" (stone_age/1, guns_steel/1), so they are stamped with it here. A lobby is stamped
-- again when it starts.
ALTER TABLE matches ADD COLUMN rules_version TEXT NOT NULL DEFAULT '';
UPDATE matches SET rules_version = game || '/1';
