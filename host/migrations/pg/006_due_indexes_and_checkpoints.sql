-- Issue #11: nothing on the clock's path walks every active match.
-- The clock asks for the seats that are due; these partial indexes hold only the seats a clock
-- runs for (a human's deadline; a reminder not yet sent), so the query reads the due ones only.
-- Deadlines are stored on the service's clock, which stops while the bot is down (the pause
-- offset in service_meta 'clock_pause'), so downtime rewrites no row.
DROP INDEX IF EXISTS seats_deadline;
DROP INDEX IF EXISTS seats_remind;
CREATE INDEX seats_deadline_due ON seats(deadline) WHERE deadline IS NOT NULL AND agent IS NULL;
CREATE INDEX seats_remind_due ON seats(remind_at)
    WHERE remind_at IS NOT NULL AND reminded = 0 AND agent IS NULL;
-- An undo checkpoint per match: the state at the newest version undo can never cross (a move
-- that revealed something, used randomness, or was a bot's). Undo after a restart replays the
-- few moves after it instead of the whole log.
CREATE TABLE checkpoints (
    match_id BIGINT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    version BIGINT NOT NULL,
    state TEXT NOT NULL
);
-- The leaderboard keeps its ratings in memory and reads only the matches finished since.
CREATE INDEX matches_finished ON matches(finished_at, id) WHERE status = 'finished' AND result IS NOT NULL;
