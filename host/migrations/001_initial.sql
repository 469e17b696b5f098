CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    status TEXT NOT NULL,
    creator_id INTEGER NOT NULL,
    channel_id INTEGER,
    thread_id INTEGER,
    options TEXT NOT NULL,
    settings TEXT NOT NULL,
    seed INTEGER NOT NULL,
    max_players INTEGER NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    started_at REAL,
    finished_at REAL,
    result TEXT
);
CREATE INDEX matches_status ON matches(status);
CREATE INDEX matches_channel ON matches(channel_id, status);
CREATE INDEX matches_thread ON matches(thread_id);
CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    pos INTEGER NOT NULL,
    seat INTEGER,
    user_id INTEGER,
    name TEXT NOT NULL,
    agent TEXT,
    resigned INTEGER NOT NULL DEFAULT 0,
    awaited_since REAL,
    remind_at REAL,
    deadline REAL,
    reminded INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, pos)
);
CREATE INDEX seats_user ON seats(user_id);
CREATE INDEX seats_deadline ON seats(deadline);
CREATE INDEX seats_remind ON seats(remind_at);
CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    by_agent INTEGER NOT NULL,
    by_timeout INTEGER NOT NULL,
    barrier INTEGER NOT NULL,
    events TEXT NOT NULL,
    at REAL NOT NULL,
    undone_by INTEGER,
    PRIMARY KEY (match_id, seq)
);
CREATE TABLE snapshots (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    state TEXT NOT NULL
);
CREATE TABLE match_meta (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (match_id, key)
);
CREATE TABLE service_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
