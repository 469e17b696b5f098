"""The two store backends (issue 18): the database setting picks one, both carry the same
numbered migrations, and several processes (here: several stores) on one PostgreSQL database
cannot both pass a move's version check nor both hold a claim."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

import pytest

from host.store import MIGRATIONS, Store, migration_files, sqlite_path
from host.store_base import StaleWrite, VersionWrite
from host.store_pg import PG_DIR, PG_MIGRATIONS, PgStore, translate
from tests.host.conftest import ALA, BOB, T0, bid_all, started

BACKENDS = ("sqlite", "postgresql")


def test_the_setting_names_the_backend():
    assert sqlite_path("sqlite:epochs.db") == "epochs.db"
    assert sqlite_path("sqlite:///tmp/x.db") == "/tmp/x.db"
    assert sqlite_path("data/epochs.db") == "data/epochs.db"


def test_statements_are_translated_in_one_place():
    assert translate("SELECT a FROM t WHERE b = ? AND c = ?") == (
        "SELECT a FROM t WHERE b = $1 AND c = $2",
        None,
    )
    text, names = translate(
        "UPDATE seats SET seat = :seat WHERE match_id = :match_id AND pos = :pos AND x = :seat"
    )
    assert text == "UPDATE seats SET seat = $1 WHERE match_id = $2 AND pos = $3 AND x = $1"
    assert names == ("seat", "match_id", "pos")
    assert translate("SELECT 1 FROM seats AS s INDEXED BY seats_due CROSS JOIN m ON x")[0] == (
        "SELECT 1 FROM seats AS s JOIN m ON x"
    )
    assert translate("SELECT x::float8 FROM t WHERE y = ?")[0] == "SELECT x::float8 FROM t WHERE y = $1"


def test_both_dialects_have_the_same_numbered_migrations():
    assert len(PG_MIGRATIONS) == len(MIGRATIONS)
    shared = {f.name for f in migration_files()}
    assert {f.name for f in PG_DIR.glob("*.sql")} <= shared  # a variant only where the dialects differ


async def test_open_picks_the_backend_and_migrates_once(db_path, backend):
    store = await Store.open(db_path)
    try:
        assert store.dialect == backend and isinstance(store, PgStore) == (backend == "postgresql")
        assert await store.schema_version() == len(MIGRATIONS)
        await store.migrate()  # nothing more to apply
        assert await store.schema_version() == len(MIGRATIONS)
    finally:
        await store.close()


async def test_processes_starting_at_once_migrate_once(db_path, backend):
    stores = await asyncio.gather(*(Store.open(db_path) for _ in range(3 if backend == "postgresql" else 1)))
    try:
        for store in stores:
            assert await store.schema_version() == len(MIGRATIONS)
    finally:
        for store in stores:
            await store.close()


async def test_a_claim_is_held_by_one_store_until_released_or_expired(db_path):
    one, two = await Store.open(db_path), await Store.open(db_path)
    try:
        assert await one.claim("remind", 7, now=T0, lease=60)
        assert await one.claim("remind", 7, now=T0 + 1, lease=60)  # ours already: renewed
        assert not await two.claim("remind", 7, now=T0 + 30)
        assert await two.claim("deliver", 7, now=T0 + 30)  # another kind is another claim
        await one.release("remind", 7)
        assert await two.claim("remind", 7, now=T0 + 31, lease=60)
        assert not await one.claim("remind", 7, now=T0 + 90)
        assert await one.claim("remind", 7, now=T0 + 91)  # two died: its lease ran out
        await two.release("remind", 7)  # no longer two's: nothing happens
        assert [(r["kind"], r["owner"]) for r in await one.claims()] == [
            ("deliver", two.owner),
            ("remind", one.owner),
        ]
    finally:
        await one.close()
        await two.close()


async def test_many_stores_racing_for_one_claim_give_it_to_one(db_path, backend):
    stores = [await Store.open(db_path) for _ in range(4 if backend == "postgresql" else 1)]
    try:
        for match_id in range(1, 21):
            won = await asyncio.gather(*(s.claim("timeout", match_id, now=T0) for s in stores))
            assert sum(won) == 1
    finally:
        for store in stores:
            await store.close()


async def test_two_writers_of_one_version_cannot_both_pass(svc, db_path, backend):
    outcome = await bid_all(svc, (await started(svc, (ALA, BOB))).match.id)
    mid, version = outcome.match.id, outcome.match.version
    others = [await Store.open(db_path) for _ in range(3 if backend == "postgresql" else 1)]
    snapshot = (await svc.store.snapshot(mid))[1]
    try:
        change = VersionWrite(seats=[], state=snapshot)
        results = await asyncio.gather(
            *(s.write_version(mid, version, version + 1, change) for s in [svc.store, *others]),
            return_exceptions=True,
        )
        assert sum(r is None for r in results) == 1
        assert all(isinstance(r, StaleWrite) for r in results if r is not None)
        assert await svc.store.version_of(mid) == version + 1
    finally:
        for store in others:
            await store.close()


async def test_a_failing_postgresql_migration_changes_nothing(pg_cluster, monkeypatch):
    import asyncpg  # the SQLite case: tests/host/test_upgrade.py

    import host.store_pg

    broken = "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    db_path = pg_cluster.new_db()
    monkeypatch.setattr(host.store_pg, "PG_MIGRATIONS", [*PG_MIGRATIONS, broken])
    with pytest.raises(asyncpg.UndefinedTableError):
        await Store.open(db_path)
    monkeypatch.undo()
    store = await Store.open(db_path)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert not await store.fetch("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'")
    finally:
        await store.close()


async def test_a_write_the_server_broke_off_for_a_deadlock_runs_again(pg_cluster):
    import asyncpg

    store = await Store.open(pg_cluster.new_db())
    real, tries = store.transaction, []

    @asynccontextmanager
    async def deadlocked_once():
        tries.append(1)
        async with real() as tx:
            yield tx
            if len(tries) == 1:  # the server chose this transaction to break a deadlock
                raise asyncpg.DeadlockDetectedError("deadlock detected")

    store.transaction = deadlocked_once
    try:
        await store.set_value("k", "v")
        assert len(tries) == 2 and await store.get_value("k") == "v"
        store.transaction = real
        with pytest.raises(StaleWrite):  # a stale version is never run again
            await store.write([], match_id=1, expected=5, new=6)
    finally:
        await store.close()
