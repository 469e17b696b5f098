ALTER TABLE matches ADD COLUMN guild_id BIGINT;
CREATE INDEX matches_guild ON matches(guild_id, status, game);
CREATE TABLE user_prefs (
    user_id BIGINT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
