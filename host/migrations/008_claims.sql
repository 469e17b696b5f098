-- Issue #18: several processes may share one database (PostgreSQL). The clock's reminders and
-- time-outs and the outbox's deliveries are claimed per match with a lease: one row per (kind,
-- match) naming the process holding it and until when; a holder that died stops holding it when
-- the lease runs out (host/store_claims.py).
CREATE TABLE claims (
    kind TEXT NOT NULL,
    match_id INTEGER NOT NULL,
    owner TEXT NOT NULL,
    until REAL NOT NULL,
    PRIMARY KEY (kind, match_id)
);
