"""The store: SQLite (the default, this module) or PostgreSQL (host/store_pg.py), chosen by the
database setting: `postgresql://...` (or `postgres://...`) opens PostgreSQL; a file path or
`sqlite:PATH` opens SQLite. Both share every query through host/store_base.py.

SQLite: one long-lived aiosqlite connection in WAL mode. Every write transaction runs under one
asyncio.Lock inside BEGIN IMMEDIATE and is rolled back on any error (see
notes/platform_findings.md section 6). Reads take the same lock, so a read never sees another
task's uncommitted statements on the shared connection; a read of several tables runs in one
transaction, so it is one consistent snapshot. Bulk reads (statistics over every finished match)
go through a second, read-only connection, so they never hold that lock. SQLite is for one
process; several processes share a PostgreSQL database.

Schema changes are numbered files in host/migrations (`NNN_name.sql`, with the PostgreSQL text
of each in host/migrations/pg/), applied in order, each in its own transaction, and counted in
`PRAGMA user_version`.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from host import store_archive
from host.store_base import (
    VERSION_MOVE,
    Loaded,
    Owed,
    StaleWrite,
    Statement,
    StoreBase,
    VersionWrite,
    dumps,
)
from host.store_claims import new_owner
from host.store_outbox import OUTBOX_BACKOFF_MAX_S, OUTBOX_BACKOFF_S, Undelivered

__all__ = [
    "OUTBOX_BACKOFF_MAX_S",
    "OUTBOX_BACKOFF_S",
    "Loaded",
    "Owed",
    "StaleWrite",
    "Store",
    "Undelivered",
    "VersionWrite",
    "dumps",
    "is_postgres",
]

log = logging.getLogger(__name__)
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[Path]:
    """The migration files in order; their numbers must run 1, 2, 3... without a gap."""
    files = sorted(folder.glob("[0-9][0-9][0-9]_*.sql"))
    numbers = [int(f.name[:3]) for f in files]
    if numbers != list(range(1, len(files) + 1)):
        raise RuntimeError(f"{folder} is not numbered 001..{len(files):03d}: {numbers}")
    return files


# Ordered migration scripts; PRAGMA user_version holds how many have been applied.
MIGRATIONS: list[str] = [f.read_text(encoding="utf-8") for f in migration_files()]

PRAGMAS = ("journal_mode=WAL", "busy_timeout=5000", "foreign_keys=ON")
# synchronous=NORMAL (the default) in WAL mode: a commit is in the WAL file when it returns, so a
# killed or crashed bot loses nothing; only an OS crash or a power loss may drop the last commits
# (never corrupting the database). FULL also syncs every commit to the disk (one fsync, about
# 7 ms here): nothing is lost even then. See the README and bench/host.py.
SYNCHRONOUS = ("NORMAL", "FULL")
# SQLite would checkpoint the WAL inside whichever commit crosses 1,000 pages, syncing the
# database file while a move waits; instead every CHECKPOINT_EVERY commits a passive checkpoint
# runs on the bulk connection, beside the moves (never under the store lock).
CHECKPOINT_EVERY = 256
DEFAULT_SYNCHRONOUS = "NORMAL"


def is_postgres(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str) -> str:
    """The SQLite file of a database setting (`sqlite:PATH` or a plain path)."""
    return url.removeprefix("sqlite://").removeprefix("sqlite:") if url.startswith("sqlite:") else url


class SqliteTx:
    """The open transaction on the store's one connection."""

    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def execute(self, sql: str, params: Any = ()) -> int:
        return (await self.db.execute(sql, params)).rowcount

    async def executemany(self, sql: str, rows: list) -> None:
        await self.db.executemany(sql, rows)

    async def fetch(self, sql: str, params: Any = ()) -> list:
        return list(await self.db.execute_fetchall(sql, params))


def write_at_once(
    conn: sqlite3.Connection,
    statements: list[Statement],
    match_id: int | None,
    expected: int | None,
    new: int,
    archive: int | None,
    commit,
) -> None:
    """StoreBase.write's whole transaction, run on the connection's own thread in one go;
    `commit(conn)` ends it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        if match_id is not None and conn.execute(VERSION_MOVE, (new, match_id, expected)).rowcount != 1:
            raise StaleWrite(match_id)
        for sql, params in statements:
            if isinstance(params, list):
                conn.executemany(sql, params)
            else:
                conn.execute(sql, params)
        if archive is not None:
            rows = conn.execute(store_archive.ROWS_SELECT, (archive,)).fetchall()
            if rows:
                conn.execute(store_archive.ARCHIVE_INSERT, (archive, store_archive.pack(rows)))
                conn.execute(store_archive.ACTIONS_DELETE, (archive,))
        commit(conn)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


class Store(StoreBase):
    """The SQLite backend (and, through `open`, the way to any backend)."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str = ":memory:"):
        self.db = db
        self.path = path
        self.owner = new_owner()
        self.lock = asyncio.Lock()
        self.reader: aiosqlite.Connection | None = None  # opened at the first bulk read
        self.commits = 0
        self.checkpoints = 0  # WAL checkpoints run beside the moves
        self.checkpointing: asyncio.Task | None = None

    @classmethod
    async def open(cls, path: str, synchronous: str = DEFAULT_SYNCHRONOUS) -> StoreBase:
        """Open (and migrate) the database named by `path` (see the module's docstring);
        `synchronous` is NORMAL or FULL for SQLite (see SYNCHRONOUS)."""
        if is_postgres(path):
            from host.store_pg import PgStore

            return await PgStore.open(path)
        if synchronous not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS)}, not {synchronous!r}")
        path = sqlite_path(path)
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        store = cls(db, path)
        for pragma in (*PRAGMAS, f"synchronous={synchronous}"):
            await db.execute(f"PRAGMA {pragma}")
        if store.has_file:
            await db.execute("PRAGMA wal_autocheckpoint = 0")
        try:
            await store.prepare()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        if self.checkpointing is not None:
            await asyncio.gather(self.checkpointing, return_exceptions=True)
        if self.reader is not None:
            await self.reader.close()
        await self.db.close()

    @property
    def has_file(self) -> bool:
        """A database file other connections can open (not an in-memory one)."""
        return not (self.path == ":memory:" or self.path.startswith("file:"))

    async def _bulk(self) -> aiosqlite.Connection:
        if self.reader is None:
            reader = await aiosqlite.connect(self.path, isolation_level=None)
            reader.row_factory = aiosqlite.Row
            await reader.execute("PRAGMA query_only = ON")
            if self.reader is None:
                self.reader = reader
            else:  # another task opened it meanwhile
                await reader.close()
        return self.reader

    async def bulk_read(self, sql: str, params: Any = ()) -> list:
        """A read-only query on the second connection: it never waits for the store lock, and a
        move commits while it runs (WAL readers see the last commit before they began)."""
        if not self.has_file:
            return await self.fetch(sql, params)
        return list(await (await self._bulk()).execute_fetchall(sql, params))

    async def _checkpoint(self) -> None:
        try:
            await (await self._bulk()).execute("PRAGMA wal_checkpoint(PASSIVE)")
            self.checkpoints += 1
        except Exception:
            log.exception("WAL checkpoint failed (the next one tries again)")
        finally:
            self.checkpointing = None

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

    async def on_db_thread(self, fn, *args):
        """Run `fn(connection, *args)` on aiosqlite's own thread, where every statement of this
        connection runs: a whole transaction in one hop instead of one per statement. The one use
        of aiosqlite's private `_execute` and `_conn` (its version is pinned in pyproject.toml)."""
        db = self.db
        return await db._execute(lambda: fn(db._conn, *args))

    async def write(
        self,
        statements: list[Statement],
        *,
        match_id: int | None = None,
        expected: int | None = None,
        new: int = 0,
        archive: int | None = None,
    ) -> None:
        """StoreBase.write in one hop to the database thread (BEGIN IMMEDIATE, the version check,
        the statements, COMMIT or ROLLBACK). A task cancelled meanwhile leaves it to finish there;
        the next transaction queues behind it on that thread."""
        async with self.lock:
            await self.on_db_thread(
                write_at_once, statements, match_id, expected, new, archive, self._commit_on_thread
            )
            self._committed()

    def _commit_on_thread(self, conn: sqlite3.Connection) -> None:
        """COMMIT inside `write`, on the database thread (a seam for the tests of a failing commit)."""
        conn.execute("COMMIT")

    @asynccontextmanager
    async def transaction(self):
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteTx(self.db)
                await self._commit()
            except BaseException:
                await self._rollback()
                raise

    @asynccontextmanager
    async def reading(self):
        async with self.lock:
            await self.db.execute("BEGIN")
            try:
                yield SqliteTx(self.db)
            finally:
                await self._rollback()

    async def _commit(self) -> None:
        await self.db.execute("COMMIT")
        self._committed()

    def _committed(self) -> None:
        self.commits += 1
        if self.commits % CHECKPOINT_EVERY == 0 and self.checkpointing is None and self.has_file:
            self.checkpointing = asyncio.create_task(self._checkpoint())

    async def _rollback(self) -> None:
        if self.db.in_transaction:
            await self.db.execute("ROLLBACK")

    async def fetch(self, sql: str, params: Any = ()) -> list:
        async with self.lock:
            return list(await self.db.execute_fetchall(sql, params))
