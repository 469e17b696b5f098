-- Issue #11: a finished match keeps its log packed in one row (host/store_archive.py: zlib of
-- compact JSON, `at` as millisecond deltas) instead of one `actions` row per move. The write
-- that finishes a match archives its log; finished matches of an older database are archived by
-- Store.open right after this migration (their rows are read from `actions` until then).
CREATE TABLE archived_logs (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    body BLOB NOT NULL
);
