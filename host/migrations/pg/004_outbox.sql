-- The durable outbox: what each committed version of a match owes its players in Discord (the
-- next prompts with their ping, the board, DMs). Written in the same transaction as the move
-- (Store.write_version), so a crash cannot keep the move and lose what it owes. The transport
-- rebuilds the posts from the match's current state, so a row names only the recipients; a
-- version superseded by a newer one is delivered by delivering the newer one.
CREATE TABLE outbox (
    match_id BIGINT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    version BIGINT NOT NULL,
    prompted TEXT NOT NULL,  -- JSON list of user ids whose prompt (and ping) this version shows
    dms TEXT NOT NULL,  -- JSON list of user ids whose private view changed (owed a DM)
    board INTEGER NOT NULL,  -- 1 when the public board changed
    attempts INTEGER NOT NULL DEFAULT 0,
    next_try DOUBLE PRECISION NOT NULL,  -- epoch seconds; retried with backoff after a failure
    delivered INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, version)
);
CREATE INDEX outbox_due ON outbox(delivered, next_try);
