"""SQLite storage for matches: one long-lived aiosqlite connection in WAL mode.

Every multi-statement write runs under one asyncio.Lock inside BEGIN IMMEDIATE and is rolled back
on any error (see notes/platform_findings.md section 6). Reads take the same lock, so a read never
sees another task's uncommitted statements on the shared connection.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiosqlite

# Ordered migrations; PRAGMA user_version holds how many have been applied.
MIGRATIONS: list[str] = [
    """
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
    """,
    """
    ALTER TABLE matches ADD COLUMN guild_id INTEGER;
    CREATE INDEX matches_guild ON matches(guild_id, status, game);
    CREATE TABLE user_prefs (
        user_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (user_id, key)
    );
    """,
]

MATCH_COLUMNS = (
    "id, game, status, creator_id, channel_id, thread_id, options, settings, seed, max_players, "
    "version, created_at, started_at, finished_at, result, guild_id"
)
SEAT_COLUMNS = (
    "match_id, pos, seat, user_id, name, agent, resigned, awaited_since, remind_at, deadline, reminded"
)
ACTION_COLUMNS = "seq, seat, action, by_agent, by_timeout, barrier, events, at, undone_by"

# A statement for Store.write: (sql, params) runs once; (sql, [params, ...]) runs executemany.
Statement = tuple[str, Any]


class StaleWrite(Exception):
    """The match's version changed since it was read: nothing was written."""


class Store:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        self.lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str) -> Store:
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "busy_timeout=5000", "foreign_keys=ON"):
            await db.execute(f"PRAGMA {pragma}")
        store = cls(db)
        await store.migrate()
        return store

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        rows = await self.db.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    async def migrate(self) -> None:
        current = await self.schema_version()
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            await self.db.executescript(
                f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )

    # ------------------------------------------------------------ writing

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

    # ------------------------------------------------------------ reading

    async def fetch(self, sql: str, params: Any = ()) -> list[aiosqlite.Row]:
        async with self.lock:
            return list(await self.db.execute_fetchall(sql, params))

    async def matches(self, where: str, params: Any = ()) -> list[tuple[aiosqlite.Row, list[aiosqlite.Row]]]:
        """Match rows matching `where` (SQL over the matches table), each with its seats."""
        async with self.lock:
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

    async def get_value(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM service_meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_value(self, key: str, value: str) -> None:
        await self.write([("INSERT OR REPLACE INTO service_meta (key, value) VALUES (?, ?)", (key, value))])


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
