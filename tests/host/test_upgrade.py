"""A database written by the previous release (schema 2: migrations 001-002) upgrades in place:
its live matches load, keep playing, and carry their game's first rules version."""

from __future__ import annotations

import hashlib
import json
import sqlite3

import aiosqlite
import pytest

from engines import get_engine
from engines.base import RandomAgent
from host.service import MatchService
from host.store import MIGRATIONS, Store, dumps, migration_files
from tests.host.conftest import ALA, BOB

SETTINGS = dumps(
    {
        "turn_timeout_s": 86400,
        "remind_after_s": 43200,
        "timeout_policy": "agent",
        "language": "pl",
        "spectators": True,
    }
)


def played_moves(seed: int, count: int):
    """A stone_age state after `count` random legal moves, with the log rows the old code wrote."""
    engine = get_engine("stone_age")
    state = engine.setup(2, {}, seed)
    rows = []
    for seq in range(1, count + 1):
        seat = min(engine.to_act(state))
        action = RandomAgent().choose(engine, state, seat, seq)
        new, events = engine.apply(state, seat, action)
        barrier = new.rng_counter != state.rng_counter or any(e.reveal for e in events)
        payload = dumps([e.model_dump(mode="json") for e in events])
        rows.append((seq, seat, action, 0, 0, int(barrier), payload, 2000.0 + seq))
        state = new
    return state, rows


def old_shape(state) -> str:
    """The snapshot as stone_age/1 stored it: the pending decision in step/bonus, no task stack."""
    data = json.loads(state.model_dump_json())
    del data["tasks"]
    data.update(step=None, bonus=None)
    return json.dumps(data)


async def previous_release_db(path: str) -> None:
    """Schema 2 built by migrations 001 and 002 only, holding what the old code wrote: a running
    stone_age match (seats with clocks, log, snapshot), a lobby, a user preference."""
    db = await aiosqlite.connect(path, isolation_level=None)
    for number, script in enumerate(MIGRATIONS[:2], start=1):
        await db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
    state, rows = played_moves(seed=11, count=5)
    await db.execute(
        "INSERT INTO matches (id, game, status, creator_id, channel_id, thread_id, options, settings, seed, "
        "max_players, version, created_at, started_at, guild_id) "
        "VALUES (1, 'stone_age', 'active', ?, 9, 77, '{}', ?, 11, 2, ?, 1000.0, 1001.0, 5)",
        (ALA, SETTINGS, len(rows)),
    )
    awaited = min(get_engine("stone_age").to_act(state))
    for seat, (user, name) in enumerate([(ALA, "Ala"), (BOB, "Bob")]):
        clock = (2005.0, 2005.0 + 43200, 2005.0 + 86400) if seat == awaited else (None, None, None)
        await db.execute(
            "INSERT INTO seats (match_id, pos, seat, user_id, name, agent, resigned, awaited_since, "
            "remind_at, deadline, reminded) VALUES (1, ?, ?, ?, ?, NULL, 0, ?, ?, ?, 0)",
            (seat, seat, user, name, *clock),
        )
    await db.executemany(
        "INSERT INTO actions (match_id, seq, seat, action, by_agent, by_timeout, barrier, events, at) "
        "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    await db.execute(
        "INSERT INTO snapshots (match_id, version, state) VALUES (1, ?, ?)",
        (len(rows), old_shape(state)),
    )
    await db.execute(
        "INSERT INTO matches (id, game, status, creator_id, options, settings, seed, max_players, created_at) "
        "VALUES (2, 'stone_age', 'lobby', ?, '{}', ?, 12, 4, 1500.0)",
        (BOB, SETTINGS),
    )
    await db.execute("INSERT INTO seats (match_id, pos, user_id, name) VALUES (2, 0, ?, 'Bob')", (BOB,))
    await db.execute("INSERT INTO user_prefs (user_id, key, value) VALUES (?, 'lang', 'pl')", (ALA,))
    await db.close()


async def test_the_previous_release_database_upgrades_with_live_matches(db_path):
    await previous_release_db(db_path)
    svc = await MatchService.open(db_path)
    try:
        assert await svc.store.schema_version() == len(MIGRATIONS)
        stamps = await svc.store.fetch("SELECT id, rules_version FROM matches ORDER BY id")
        assert [tuple(r) for r in stamps] == [(1, "stone_age/1"), (2, "stone_age/1")]
        info = await svc.get(1)
        assert (info.version, info.guild_id, info.settings.language) == (5, 5, "pl")
        assert [s.name for s in info.seats] == ["Ala", "Bob"] and info.deadline == 2005.0 + 86400
        # stone_age/2 declares that stone_age/1 logs replay identically: the running match is
        # rebuilt from its log and stamped anew when it loads
        assert await svc.verify(1)
        stamps = await svc.store.fetch("SELECT id, rules_version FROM matches ORDER BY id")
        assert [tuple(r) for r in stamps] == [(1, "stone_age/2"), (2, "stone_age/1")]
        assert await svc.get_user_pref(ALA, "lang") == "pl"
        for _ in range(6):  # the live match keeps playing
            pending = (await svc.prompts(1))[0]
            outcome = await svc.act(1, pending.user_id, pending.prompt.option_ids()[0], info.version)
            info = outcome.match
        assert info.version == 11 and await svc.verify(1)
        assert len(await svc.store.actions(1)) == 11
        await svc.join(2, ALA, "Ala")  # the lobby starts under today's rules
        await svc.start(2, BOB)
        assert (await svc._load(2)).rules_version == "stone_age/2"
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)  # opening again migrates nothing more
    try:
        assert await svc.store.schema_version() == len(MIGRATIONS)
        assert (await svc.get(1)).version == 11
    finally:
        await svc.close()


def test_released_migrations_never_change():
    # Databases of the previous release hold user_version 2: migrations 001-002 are what built them
    # (the old code's two strings, exactly); a change must come as a new numbered file.
    released = {1: "7d07efe646661c0a", 2: "cf6c9a4a651cbb9b"}
    for number, digest in released.items():
        assert hashlib.sha256(MIGRATIONS[number - 1].encode()).hexdigest()[:16] == digest
    assert [f.name[:3] for f in migration_files()] == [f"{n:03d}" for n in range(1, len(MIGRATIONS) + 1)]


async def test_a_failing_migration_changes_nothing(db_path, monkeypatch):
    store = await Store.open(db_path)
    await store.close()
    import host.store

    broken = "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    monkeypatch.setattr(host.store, "MIGRATIONS", [*MIGRATIONS, broken])
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(db_path)
    monkeypatch.undo()
    store = await Store.open(db_path)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert not await store.fetch("SELECT name FROM sqlite_master WHERE name = 'half_done'")
    finally:
        await store.close()
