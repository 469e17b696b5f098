-- The leaderboard's Elo ratings per scope (game or '*', guild or '*'), as folded up to the match
-- (finished_at, match_id): after a restart only the matches finished since are read. Derived
-- state: a match finishing before that key deletes the row (Store.write_version), and the next
-- leaderboard call computes it again from the results.
CREATE TABLE ratings (
    scope TEXT PRIMARY KEY,
    finished_at DOUBLE PRECISION NOT NULL,
    match_id BIGINT NOT NULL,
    state TEXT NOT NULL
);
