"""The PostgreSQL backend (asyncpg), for several bot processes sharing one database.

Every query is the shared one of host/store_base.py; `translate` rewrites it for PostgreSQL in
one place: `?` and `:name` placeholders become `$1, $2...`, and SQLite's planner hints
(`INDEXED BY`, `CROSS JOIN` as a join-order hint) are dropped. Writes run in one transaction on
a pooled connection (READ COMMITTED: the conditional version write waits for a concurrent writer
of the same match and then finds the version moved, so only one of them passes); a read of
several tables runs in one REPEATABLE READ, read-only transaction (one snapshot).

Migrations: the same numbered files as SQLite, with the PostgreSQL text in host/migrations/pg/
where the dialects differ (types); the number applied is kept in `schema_migrations`, and
processes starting at once apply them one at a time under an advisory lock.
"""

from __future__ import annotations

import re
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

import asyncpg

from host.store_base import (
    SNAPSHOT_UPSERT,
    StaleWrite,
    StoreBase,
)
from host.store_claims import new_owner

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
PG_DIR = MIGRATIONS_DIR / "pg"
MIGRATION_LOCK = 18_001  # pg_advisory_xact_lock key: one process migrates at a time
POOL_SIZE = 8
# the version move (only from the expected version) and the new snapshot in one statement
MOVE_WITH_SNAPSHOT = (
    "WITH moved AS (UPDATE matches SET version = $1 WHERE id = $2 AND version = $3 RETURNING id) "
    "INSERT INTO snapshots (match_id, version, state) SELECT id, $1, $4 FROM moved "
    "ON CONFLICT(match_id) DO UPDATE SET version = excluded.version, state = excluded.state"
)


def pg_migrations() -> list[str]:
    """The PostgreSQL text of each numbered migration: its pg/ variant, else the shared file."""
    from host.store import migration_files

    out = []
    for shared in migration_files():
        variant = PG_DIR / shared.name
        out.append((variant if variant.exists() else shared).read_text(encoding="utf-8"))
    return out


PG_MIGRATIONS: list[str] = pg_migrations()

_HINTS = re.compile(r"\s+INDEXED BY \w+")
_MARKS = re.compile(r"\?|(?<![:\w]):([A-Za-z_]\w*)")


@lru_cache(maxsize=1024)
def translate(sql: str) -> tuple[str, tuple[str, ...] | None]:
    """The PostgreSQL text of a shared statement, and the parameter names in $-order when it
    uses `:name` placeholders (None for `?`)."""
    sql = _HINTS.sub("", sql).replace("CROSS JOIN", "JOIN")
    names: list[str] = []
    count = 0

    def mark(found: re.Match) -> str:
        nonlocal count
        if found.group(0) == "?":
            count += 1
            return f"${count}"
        name = found.group(1)
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    text = _MARKS.sub(mark, sql)
    return text, (tuple(names) if names else None)


def arguments(params: Any, names: tuple[str, ...] | None) -> tuple:
    if names is not None:
        return tuple(params[name] for name in names)
    return tuple(params)


def changed_rows(status: str) -> int:
    """Rows a statement changed, from its status tag ('UPDATE 1', 'INSERT 0 1')."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


async def keep_session(conn: asyncpg.Connection) -> None:
    """What a connection needs when it goes back to the pool: nothing (asyncpg rolls back an open
    transaction itself). The store sets no session state (no SET, LISTEN or session locks), so
    the default reset, one more round trip after every statement, is left out."""


class PgTx:
    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def execute(self, sql: str, params: Any = ()) -> int:
        text, names = translate(sql)
        return changed_rows(await self.conn.execute(text, *arguments(params, names)))

    async def executemany(self, sql: str, rows: list) -> None:
        text, names = translate(sql)
        await self.conn.executemany(text, [arguments(p, names) for p in rows])

    async def fetch(self, sql: str, params: Any = ()) -> list:
        text, names = translate(sql)
        return await self.conn.fetch(text, *arguments(params, names))


class PgStore(StoreBase):
    dialect = "postgresql"
    LEAST = "LEAST"
    shared = True

    def __init__(self, pool: asyncpg.Pool, url: str):
        self.pool = pool
        self.path = url
        self.owner = new_owner()

    @classmethod
    async def open(cls, url: str, *, pool_size: int = POOL_SIZE) -> PgStore:
        """Connect (a pool of up to `pool_size` connections) and migrate."""
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size, reset=keep_session)
        store = cls(pool, url)
        try:
            await store.prepare()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self.pool.close()

    def retryable(self, exc: Exception) -> bool:
        return isinstance(exc, asyncpg.DeadlockDetectedError | asyncpg.SerializationError)

    async def schema_version(self) -> int:
        async with self.pool.acquire() as conn:
            exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
            return await conn.fetchval("SELECT version FROM schema_migrations") if exists else 0

    async def migrate(self, upto: int | None = None) -> None:
        """Apply the migrations not yet applied (up to number `upto`), each in one transaction."""
        last = len(PG_MIGRATIONS) if upto is None else upto
        async with self.pool.acquire() as conn:
            for number in range(1, last + 1):
                async with conn.transaction():
                    await conn.execute(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
                    await conn.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL)"
                    )
                    current = await conn.fetchval("SELECT version FROM schema_migrations")
                    if current is None:
                        await conn.execute("INSERT INTO schema_migrations (version) VALUES (0)")
                        current = 0
                    if current >= number:
                        continue
                    await conn.execute(PG_MIGRATIONS[number - 1])
                    await conn.execute("UPDATE schema_migrations SET version = $1", number)

    # ------------------------------------------------------------ transactions

    async def move_version(self, tx, statements, match_id, expected, new):
        """StoreBase.move_version, one round trip shorter for a move: the version move and the
        snapshot (write_version's first statement) go in one statement."""
        if not statements or statements[0][0] != SNAPSHOT_UPSERT:
            return await super().move_version(tx, statements, match_id, expected, new)
        snap_match, snap_version, state = statements[0][1]
        if (snap_match, snap_version) != (match_id, new):
            raise ValueError("the snapshot written with a version move must be the new version's")
        if await tx.execute(MOVE_WITH_SNAPSHOT, (new, match_id, expected, state)) != 1:
            raise StaleWrite(match_id)
        return statements[1:]

    @asynccontextmanager
    async def transaction(self):
        async with self.pool.acquire() as conn:
            tr = conn.transaction()
            await tr.start()
            try:
                yield PgTx(conn)
            except BaseException:
                await tr.rollback()
                raise
            await self._commit(tr)

    async def _commit(self, tr) -> None:
        await tr.commit()

    @asynccontextmanager
    async def reading(self):
        async with self.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            yield PgTx(conn)

    async def fetch(self, sql: str, params: Any = ()) -> list:
        text, names = translate(sql)
        return await self.pool.fetch(text, *arguments(params, names))

    async def bulk_read(self, sql: str, params: Any = ()) -> list:
        """A read on its own pooled connection: it never waits for the moves."""
        return await self.fetch(sql, params)
