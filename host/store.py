"""SQLite storage for matches: one long-lived aiosqlite connection in WAL mode. All SQL lives here.

Every multi-statement write runs under one asyncio.Lock inside BEGIN IMMEDIATE and is rolled back
on any error (see notes/platform_findings.md section 6). Reads take the same lock, so a read never
sees another task's uncommitted statements on the shared connection; a read of several tables
runs in one transaction, so it is one consistent snapshot.

Schema changes are numbered files in host/migrations (`NNN_name.sql`), applied in order, each in
its own transaction, and counted in `PRAGMA user_version`.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def migration_files() -> list[Path]:
    """The migration files in order; their numbers must run 1, 2, 3... without a gap."""
    files = sorted(MIGRATIONS_DIR.glob("[0-9][0-9][0-9]_*.sql"))
    numbers = [int(f.name[:3]) for f in files]
    if numbers != list(range(1, len(files) + 1)):
        raise RuntimeError(f"host/migrations is not numbered 001..{len(files):03d}: {numbers}")
    return files


# Ordered migration scripts; PRAGMA user_version holds how many have been applied.
MIGRATIONS: list[str] = [f.read_text(encoding="utf-8") for f in migration_files()]

# synchronous=FULL: with WAL, each commit is synced to disk before it returns, so a power loss
# never drops an accepted move (NORMAL could lose the last commits). Cost: see bench/host.py.
PRAGMAS = ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "foreign_keys=ON")

MATCH_COLUMNS = (
    "id, game, status, creator_id, channel_id, thread_id, options, settings, seed, max_players, "
    "version, created_at, started_at, finished_at, result, guild_id, rules_version"
)
SEAT_COLUMNS = (
    "match_id, pos, seat, user_id, name, agent, resigned, awaited_since, remind_at, deadline, reminded, "
    "timeouts, autopilot"
)
ACTION_COLUMNS = "seq, seat, action, by_agent, by_timeout, barrier, events, at, undone_by"

SEAT_UPDATE = (
    "UPDATE seats SET seat = :seat, user_id = :user_id, name = :name, agent = :agent, resigned = :resigned, "
    "awaited_since = :awaited_since, remind_at = :remind_at, deadline = :deadline, reminded = :reminded, "
    "timeouts = :timeouts, autopilot = :autopilot WHERE match_id = :match_id AND pos = :pos"
)
ACTION_INSERT = (
    "INSERT INTO actions (match_id, seq, seat, action, by_agent, by_timeout, barrier, events, at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
SNAPSHOT_UPSERT = (
    "INSERT INTO snapshots (match_id, version, state) VALUES (?, ?, ?) "
    "ON CONFLICT(match_id) DO UPDATE SET version = excluded.version, state = excluded.state"
)
OUTBOX_INSERT = (
    "INSERT OR REPLACE INTO outbox (match_id, version, prompted, dms, board, next_try) "
    "VALUES (?, ?, ?, ?, ?, ?)"
)
OUTBOX_BACKOFF_S = 30.0  # the first retry; doubled after each failure up to OUTBOX_BACKOFF_MAX_S
OUTBOX_BACKOFF_MAX_S = 3600.0
OPEN_STATUSES = "status IN ('lobby', 'active')"
ACTIVE_MATCH_IDS = "match_id IN (SELECT id FROM matches WHERE status = 'active')"

# A statement for Store.write: (sql, params) runs once; (sql, [params, ...]) runs executemany.
Statement = tuple[str, Any]
Found = list[tuple[aiosqlite.Row, list[aiosqlite.Row]]]


class StaleWrite(Exception):
    """The match's version changed since it was read: nothing was written."""


@dataclass
class Loaded:
    """One match read in one transaction: its row, seats, snapshot and newest effective log rows."""

    row: aiosqlite.Row
    seats: list[aiosqlite.Row]
    snapshot: str | None
    tail: list[aiosqlite.Row]


@dataclass
class VersionWrite:
    """What one accepted request writes, beside moving the match to a new version."""

    seats: list[dict[str, Any]]  # SeatRow.params of every seat
    state: str  # the new snapshot (JSON)
    actions: list[tuple] | None = None  # new log rows (match_id, seq, seat, action, ... at)
    undone_seq: int | None = None  # the log row this version takes back
    started: tuple[float, str] | None = None  # (started_at, rules_version) at start
    finished: tuple[float, str | None] | None = None  # (finished_at, result JSON) when it ended
    owed: Owed | None = None  # what the new version owes the players (the outbox row)


@dataclass
class Owed:
    """An outbox row: what one committed version owes its players, delivered by the transport."""

    prompted: list[int]  # user ids whose prompt this version shows (their turn, pinged once)
    dms: list[int]  # user ids whose private view changed
    board: bool  # the public board changed
    at: float  # when it was committed: the first try is due at once


@dataclass
class Undelivered:
    """A match's undelivered outbox rows, folded: only the newest version needs delivering."""

    match_id: int
    version: int  # the newest undelivered version
    dms: dict[int, int]  # user id -> the newest undelivered version that owes them a DM
    board_at: int  # the newest undelivered version that changed the board (0: none)
    attempts: int


class Store:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        self.lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str) -> Store:
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        for pragma in PRAGMAS:
            await db.execute(f"PRAGMA {pragma}")
        store = cls(db)
        try:
            await store.migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        rows = await self.db.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    async def migrate(self, upto: int | None = None) -> None:
        """Apply the migrations not yet applied (up to number `upto`), each in one transaction."""
        current = await self.schema_version()
        for number in range(current + 1, (len(MIGRATIONS) if upto is None else upto) + 1):
            script = MIGRATIONS[number - 1]
            try:
                await self.db.executescript(
                    f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
                )
            except BaseException:
                await self._rollback()
                raise

    # ------------------------------------------------------------ transactions

    async def write(
        self,
        statements: list[Statement],
        *,
        match_id: int | None = None,
        expected: int | None = None,
        new: int = 0,
    ) -> None:
        """Run the statements in one transaction. With match_id, first move the match from version
        `expected` to `new` and raise StaleWrite (writing nothing) if it is no longer `expected`."""
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                if match_id is not None:
                    cursor = await self.db.execute(
                        "UPDATE matches SET version = ? WHERE id = ? AND version = ?",
                        (new, match_id, expected),
                    )
                    if cursor.rowcount != 1:
                        raise StaleWrite(match_id)
                for sql, params in statements:
                    if isinstance(params, list):
                        await self.db.executemany(sql, params)
                    else:
                        await self.db.execute(sql, params)
                await self._commit()
            except BaseException:
                await self._rollback()
                raise

    async def _commit(self) -> None:
        await self.db.execute("COMMIT")

    async def _rollback(self) -> None:
        if self.db.in_transaction:
            await self.db.execute("ROLLBACK")

    async def fetch(self, sql: str, params: Any = ()) -> list[aiosqlite.Row]:
        async with self.lock:
            return list(await self.db.execute_fetchall(sql, params))

    async def _read(self, work):
        """Run `work()` (several reads) in one read transaction: one consistent snapshot."""
        async with self.lock:
            await self.db.execute("BEGIN")
            try:
                return await work()
            finally:
                await self._rollback()

    # ------------------------------------------------------------ matches: writing

    async def insert_match(self, values: dict[str, Any], creator_seat: dict[str, Any]) -> int:
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self.db.execute(
                    "INSERT INTO matches (game, status, creator_id, channel_id, options, settings, seed, "
                    "max_players, created_at, guild_id) VALUES (:game, :status, :creator_id, :channel_id, "
                    ":options, :settings, :seed, :max_players, :created_at, :guild_id)",
                    values,
                )
                match_id = cursor.lastrowid
                await self.db.execute(
                    "INSERT INTO seats (match_id, pos, user_id, name) VALUES (?, 0, ?, ?)",
                    (match_id, creator_seat["user_id"], creator_seat["name"]),
                )
                await self._commit()
            except BaseException:
                await self._rollback()
                raise
        return match_id

    async def save_lobby(
        self,
        match_id: int,
        *,
        status: str,
        creator_id: int,
        thread_id: int | None,
        settings: str,
        seats: list,
    ) -> None:
        """Replace the match's seats by `seats` [(pos, seat, user_id, name, agent, resigned)] (no
        running clocks) and set its administrative fields."""
        await self.write(
            [
                ("DELETE FROM seats WHERE match_id = ?", (match_id,)),
                (
                    "INSERT INTO seats (match_id, pos, seat, user_id, name, agent, resigned) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(match_id, *seat) for seat in seats],
                ),
                (
                    "UPDATE matches SET status = ?, creator_id = ?, thread_id = ?, settings = ? WHERE id = ?",
                    (status, creator_id, thread_id, settings, match_id),
                ),
            ]
        )

    async def set_thread(self, match_id: int, thread_id: int) -> None:
        await self.write([("UPDATE matches SET thread_id = ? WHERE id = ?", (thread_id, match_id))])

    async def save_settings(self, match_id: int, settings: str, seats: list[dict[str, Any]]) -> None:
        await self.write(
            [
                ("UPDATE matches SET settings = ? WHERE id = ?", (settings, match_id)),
                (SEAT_UPDATE, seats),
            ]
        )

    async def update_seats(self, seats: list[dict[str, Any]]) -> None:
        """Write SeatRow.params rows (clocks, reminders, agents)."""
        await self.write([(SEAT_UPDATE, seats)])

    async def write_version(self, match_id: int, expected: int, new: int, change: VersionWrite) -> None:
        """Move the match from version `expected` to `new` with everything that changed, in one
        transaction; StaleWrite (nothing written) if the match is no longer at `expected`."""
        statements: list[Statement] = []
        if change.started is not None:
            started_at, rules_version = change.started
            statements.append(
                (
                    "UPDATE matches SET started_at = ?, status = 'active', rules_version = ? WHERE id = ?",
                    (started_at, rules_version, match_id),
                )
            )
        if change.finished is not None:
            finished_at, result = change.finished
            statements.append(
                (
                    "UPDATE matches SET status = 'finished', finished_at = ?, result = ? WHERE id = ?",
                    (finished_at, result, match_id),
                )
            )
        if change.actions:
            statements.append((ACTION_INSERT, change.actions))
        if change.undone_seq is not None:
            statements.append(
                (
                    "UPDATE actions SET undone_by = ? WHERE match_id = ? AND seq = ?",
                    (new, match_id, change.undone_seq),
                )
            )
        statements.append((SNAPSHOT_UPSERT, (match_id, new, change.state)))
        statements.append((SEAT_UPDATE, change.seats))
        if change.owed is not None:
            owed = change.owed
            statements.append(
                (
                    OUTBOX_INSERT,
                    (match_id, new, dumps(owed.prompted), dumps(owed.dms), int(owed.board), owed.at),
                )
            )
        await self.write(statements, match_id=match_id, expected=expected, new=new)

    async def restamp(self, match_id: int, version: int, old: str, new: str, state: str) -> bool:
        """Store a match's snapshot rebuilt under rules `new` (from `old`) in one transaction;
        False, writing nothing, when the match moved on or was restamped meanwhile."""
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self.db.execute(
                    "UPDATE matches SET rules_version = ? WHERE id = ? AND version = ? AND rules_version = ?",
                    (new, match_id, version, old),
                )
                if cursor.rowcount != 1:
                    await self._rollback()
                    return False
                await self.db.execute(SNAPSHOT_UPSERT, (match_id, version, state))
                await self._commit()
                return True
            except BaseException:
                await self._rollback()
                raise

    async def extend_deadlines(self, seconds: float) -> int:
        """Push the running deadlines and reminders of active matches by `seconds`; how many."""
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self.db.execute(
                    "UPDATE seats SET deadline = deadline + ?, remind_at = remind_at + ? "
                    f"WHERE deadline IS NOT NULL AND {ACTIVE_MATCH_IDS}",
                    (seconds, seconds),
                )
                count = cursor.rowcount
                await self._commit()
            except BaseException:
                await self._rollback()
                raise
        return count

    # ------------------------------------------------------------ matches: reading

    async def load_match(self, match_id: int, tail: int) -> Loaded | None:
        """The match with its seats, snapshot and `tail` newest effective log rows, all read in one
        transaction (a move committing meanwhile is either wholly in it or wholly absent)."""

        async def work() -> Loaded | None:
            found = await self._matches_locked("id = ?", (match_id,))
            if not found:
                return None
            row, seats = found[0]
            snap = list(
                await self.db.execute_fetchall("SELECT state FROM snapshots WHERE match_id = ?", (match_id,))
            )
            rows = await self.db.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE match_id = ? AND undone_by IS NULL "
                "ORDER BY seq DESC LIMIT ?",
                (match_id, tail),
            )
            return Loaded(row, seats, snap[0]["state"] if snap else None, list(rows)[::-1])

        return await self._read(work)

    async def _matches_locked(self, where: str, params: Any = ()) -> Found:
        rows = list(
            await self.db.execute_fetchall(f"SELECT {MATCH_COLUMNS} FROM matches WHERE {where}", params)
        )
        if not rows:
            return []
        ids = [row["id"] for row in rows]
        seats: dict[int, list[aiosqlite.Row]] = {i: [] for i in ids}
        for chunk in range(0, len(ids), 500):
            part = ids[chunk : chunk + 500]
            marks = ",".join("?" * len(part))
            for seat in await self.db.execute_fetchall(
                f"SELECT {SEAT_COLUMNS} FROM seats WHERE match_id IN ({marks}) ORDER BY match_id, pos",
                part,
            ):
                seats[seat["match_id"]].append(seat)
        return [(row, seats[row["id"]]) for row in rows]

    async def _matches(self, where: str, params: Any = ()) -> Found:
        """Match rows matching `where` (SQL over the matches table), each with its seats."""
        return await self._read(lambda: self._matches_locked(where, params))

    async def match_in_thread(self, thread_id: int) -> Found:
        return await self._matches("thread_id = ? ORDER BY id DESC LIMIT 1", (thread_id,))

    async def matches_in_channel(self, channel_id: int, *, open_only: bool) -> Found:
        where = "channel_id = ?" + (f" AND {OPEN_STATUSES}" if open_only else "")
        return await self._matches(where + " ORDER BY id", (channel_id,))

    async def open_matches_of(self, user_id: int) -> Found:
        """Lobby and active matches where the user plays (not replaced by a bot)."""
        return await self._matches(
            f"{OPEN_STATUSES} AND id IN (SELECT match_id FROM seats WHERE user_id = ? AND agent IS NULL) "
            "ORDER BY id",
            (user_id,),
        )

    async def active_matches(self) -> Found:
        return await self._matches("status = 'active' ORDER BY id")

    async def finished_matches(self, *, game: str | None = None, guild_id: int | None = None) -> Found:
        """Finished matches with a result, in finishing order (of one game and one guild if given)."""
        where, params = "status = 'finished' AND result IS NOT NULL", []
        if game is not None:
            where, params = where + " AND game = ?", [*params, game]
        if guild_id is not None:
            where, params = where + " AND guild_id = ?", [*params, guild_id]
        return await self._matches(where + " ORDER BY finished_at, id", tuple(params))

    async def games_finished_by(self, user_id: int) -> list[str]:
        rows = await self.fetch(
            "SELECT DISTINCT game FROM matches WHERE status = 'finished' AND result IS NOT NULL "
            "AND id IN (SELECT match_id FROM seats WHERE user_id = ?) ORDER BY game",
            (user_id,),
        )
        return [r["game"] for r in rows]

    async def matches_to_remind(self, now: float) -> list[int]:
        """Active matches with a human seat whose reminder is due and not yet sent."""
        rows = await self.fetch(
            "SELECT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id WHERE s.remind_at <= ? "
            "AND s.reminded = 0 AND s.agent IS NULL AND m.status = 'active' GROUP BY s.match_id",
            (now,),
        )
        return [r["match_id"] for r in rows]

    async def matches_past_deadline(self, now: float) -> list[int]:
        """Active matches with a human seat whose deadline has passed."""
        rows = await self.fetch(
            "SELECT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id WHERE s.deadline <= ? "
            "AND s.agent IS NULL AND m.status = 'active' GROUP BY s.match_id",
            (now,),
        )
        return [r["match_id"] for r in rows]

    async def snapshot(self, match_id: int) -> tuple[int, str] | None:
        rows = await self.fetch("SELECT version, state FROM snapshots WHERE match_id = ?", (match_id,))
        return (rows[0]["version"], rows[0]["state"]) if rows else None

    async def actions(self, match_id: int, *, effective_only: bool = False, last: int | None = None) -> list:
        """Log rows in order; effective_only leaves out undone rows; last keeps only the newest ones."""
        where = "match_id = ?" + (" AND undone_by IS NULL" if effective_only else "")
        if last is None:
            return await self.fetch(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE {where} ORDER BY seq", (match_id,)
            )
        rows = await self.fetch(
            f"SELECT {ACTION_COLUMNS} FROM actions WHERE {where} ORDER BY seq DESC LIMIT ?", (match_id, last)
        )
        return rows[::-1]

    async def log_and_snapshot(self, match_id: int) -> tuple[list, tuple[int, str] | None]:
        """The effective log and the snapshot, read together (they always agree)."""

        async def work():
            rows = await self.db.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE match_id = ? AND undone_by IS NULL ORDER BY seq",
                (match_id,),
            )
            snap = list(
                await self.db.execute_fetchall(
                    "SELECT version, state FROM snapshots WHERE match_id = ?", (match_id,)
                )
            )
            return list(rows), ((snap[0]["version"], snap[0]["state"]) if snap else None)

        return await self._read(work)

    # ------------------------------------------------------------ the outbox

    async def undelivered(self, now: float, match_id: int | None = None) -> list[Undelivered]:
        """The matches owing a delivery that is due by `now` (of one match if given), each folded
        into one record: the newest version stands for the older ones."""
        where = "delivered = 0 AND match_id IN (SELECT match_id FROM outbox WHERE delivered = 0 AND next_try <= ?)"
        params: tuple = (now,)
        if match_id is not None:
            where, params = where + " AND match_id = ?", (now, match_id)
        rows = await self.fetch(
            f"SELECT match_id, version, dms, board, attempts FROM outbox WHERE {where} ORDER BY match_id, version",
            params,
        )
        folded: dict[int, Undelivered] = {}
        for row in rows:
            entry = folded.setdefault(row["match_id"], Undelivered(row["match_id"], 0, {}, 0, 0))
            entry.version = row["version"]
            entry.dms.update(dict.fromkeys(json.loads(row["dms"]), row["version"]))
            entry.board_at = row["version"] if row["board"] else entry.board_at
            entry.attempts = max(entry.attempts, row["attempts"])
        return list(folded.values())

    async def mark_delivered(self, match_id: int, version: int) -> None:
        """Versions up to `version` are delivered; older delivered rows are dropped."""
        await self.write(
            [
                (
                    "UPDATE outbox SET delivered = 1 WHERE match_id = ? AND version <= ? AND delivered = 0",
                    (match_id, version),
                ),
                (
                    "DELETE FROM outbox WHERE match_id = ? AND version < ? AND delivered = 1",
                    (match_id, version),
                ),
            ]
        )

    async def retry_later(self, match_id: int, version: int, now: float) -> None:
        """A delivery failed: try the undelivered versions up to `version` again after a backoff
        that doubles with each attempt."""
        await self.write(
            [
                (
                    "UPDATE outbox SET attempts = attempts + 1, "
                    "next_try = ? + min(?, ? * (1 << min(attempts, 16))) "
                    "WHERE match_id = ? AND version <= ? AND delivered = 0",
                    (now, OUTBOX_BACKOFF_MAX_S, OUTBOX_BACKOFF_S, match_id, version),
                )
            ]
        )

    # ------------------------------------------------------------ key-value tables

    async def get_value(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM service_meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_value(self, key: str, value: str) -> None:
        await self.write([("INSERT OR REPLACE INTO service_meta (key, value) VALUES (?, ?)", (key, value))])

    async def get_meta(self, match_id: int, key: str) -> str | None:
        rows = await self.fetch(
            "SELECT value FROM match_meta WHERE match_id = ? AND key = ?", (match_id, key)
        )
        return rows[0]["value"] if rows else None

    async def set_meta(self, match_id: int, key: str, value: str | None) -> None:
        """A transport value of the match; None deletes it."""
        if value is None:
            statement = ("DELETE FROM match_meta WHERE match_id = ? AND key = ?", (match_id, key))
        else:
            statement = (
                "INSERT OR REPLACE INTO match_meta (match_id, key, value) VALUES (?, ?, ?)",
                (match_id, key, value),
            )
        await self.write([statement])

    async def get_user_pref(self, user_id: int, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, key))
        return rows[0]["value"] if rows else None

    async def set_user_pref(self, user_id: int, key: str, value: str) -> None:
        await self.write(
            [
                (
                    "INSERT OR REPLACE INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)",
                    (user_id, key, value),
                )
            ]
        )


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
