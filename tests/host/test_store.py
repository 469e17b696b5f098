"""Persistence: schema, replay equals snapshot, restart, crash safety, queries, export."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from host.service import MatchService, replay_export
from host.store import MIGRATIONS, Store
from host.types import HostError, MatchStatus
from tests.host.conftest import ALA, BOB, CEZ, DAN, bid_all, snapshot_text, started

BACKENDS = ("sqlite", "postgresql")  # the store suite runs on both (tests/host/conftest.py)


async def test_schema_is_migrated_once_in_wal_mode(sqlite_path):
    db_path = sqlite_path
    store = await Store.open(db_path)
    assert await store.schema_version() == len(MIGRATIONS)
    assert (await store.fetch("PRAGMA journal_mode"))[0][0] == "wal"
    assert (await store.fetch("PRAGMA foreign_keys"))[0][0] == 1
    # NORMAL by default: a commit is in the WAL when it returns (a killed bot loses nothing)
    assert (await store.fetch("PRAGMA synchronous"))[0][0] == 1
    await store.close()
    store = await Store.open(db_path)  # reopening applies nothing twice
    assert await store.schema_version() == len(MIGRATIONS)
    tables = {r["name"] for r in await store.fetch("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"matches", "seats", "actions", "snapshots", "match_meta", "service_meta"} <= tables
    await store.close()


async def test_synchronous_full_on_request_and_nothing_else(sqlite_path):
    db_path = sqlite_path
    store = await Store.open(db_path, "FULL")  # every commit synced: a power loss drops nothing
    assert (await store.fetch("PRAGMA synchronous"))[0][0] == 2
    await store.close()
    with pytest.raises(ValueError, match="synchronous"):
        await Store.open(db_path, "OFF")


async def play_randomly(svc, mid, rng, undo_chance=0.3, max_requests=400):
    """Random legal play by the humans (with random undos) until the match ends."""
    for _ in range(max_requests):
        prompts = await svc.prompts(mid)
        if not prompts:
            break
        pick = rng.choice(prompts)
        if pick.can_undo and rng.random() < undo_chance:
            await svc.undo(mid, pick.user_id)
        else:
            await svc.act(mid, pick.user_id, rng.choice(pick.prompt.option_ids()))
    return await svc.get(mid)


async def test_replay_from_the_seed_equals_the_snapshot(svc):
    rng = random.Random(5)
    undone = 0
    for seed in range(8):
        users = (ALA, BOB, CEZ)[: 2 + seed % 2]
        outcome = await started(svc, users, bots=seed % 2, seed=seed, rounds="3")
        mid = outcome.match.id
        info = await play_randomly(svc, mid, rng)
        assert info.status == MatchStatus.FINISHED
        assert await svc.verify(mid)
        state = replay_export(await svc.export(mid))
        assert state.model_dump_json() == await snapshot_text(svc, mid)
        undone += sum(1 for r in await svc.store.actions(mid) if r["undone_by"] is not None)
    assert undone > 5  # the replays above crossed real undos


async def test_verify_detects_a_tampered_snapshot(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    assert await svc.verify(mid)
    state = json.loads(await snapshot_text(svc, mid))
    state["scores"][0] += 1
    await svc.store.write([("UPDATE snapshots SET state = ? WHERE match_id = ?", (json.dumps(state), mid))])
    assert not await svc.verify(mid)


async def test_restart_continues_the_match(db_path):
    svc = await MatchService.open(db_path)
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    await svc.act(mid, ALA, "gather")
    before = await svc.get(mid)
    hand = (await svc.view(mid, ALA)).hand
    await svc.close()

    svc = await MatchService.open(db_path)
    try:
        assert await svc.get(mid) == before
        assert (await svc.view(mid, ALA)).hand == hand
        assert [m.id for m in await svc.active_matches()] == [mid]
        [prompt] = await svc.prompts(mid)
        assert prompt.user_id == ALA and prompt.can_undo
        outcome = await svc.act(mid, ALA, "end", before.version)
        assert outcome.match.version == before.version + 1 and [p.user_id for p in outcome.prompts] == [BOB]
        assert await svc.verify(mid)
    finally:
        await svc.close()


async def test_failure_before_commit_leaves_the_previous_state(svc, monkeypatch):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    snap, info = await snapshot_text(svc, mid), await svc.get(mid)
    rows = len(await svc.store.actions(mid))

    async def broken_commit(*transaction):
        raise OSError("disk gone")

    def broken_commit_on_thread(conn):
        raise OSError("disk gone")

    monkeypatch.setattr(svc.store, "_commit", broken_commit)
    if svc.store.dialect == "sqlite":  # SQLite's writes commit on the database thread
        monkeypatch.setattr(svc.store, "_commit_on_thread", broken_commit_on_thread)
    with pytest.raises(OSError):
        await svc.act(mid, ALA, "gather")
    monkeypatch.undo()
    assert await snapshot_text(svc, mid) == snap and await svc.get(mid) == info
    assert len(await svc.store.actions(mid)) == rows
    if svc.store.dialect == "sqlite":
        assert not svc.store.db.in_transaction
    outcome = await svc.act(mid, ALA, "gather", info.version)  # the service recovered (cache dropped)
    assert outcome.match.version == info.version + 1


ROOT = str(Path(__file__).resolve().parents[2])

CRASH = """
import asyncio, os, sys
import engines
from tests.games.tiny import ENGINE
from host.service import MatchService
engines.register(ENGINE)

async def main():
    svc = await MatchService.open(sys.argv[1])
    async def die(*transaction):
        os._exit(3)  # the process dies after the statements ran, before COMMIT
    svc.store._commit = die
    svc.store._commit_on_thread = lambda conn: os._exit(3)  # SQLite: on the database thread
    await svc.act(int(sys.argv[2]), int(sys.argv[3]), "gather")

asyncio.run(main())
"""


async def test_process_crash_between_apply_and_commit(db_path):
    svc = await MatchService.open(db_path)
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    snap, info = await snapshot_text(svc, mid), await svc.get(mid)
    await svc.close()
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(CRASH), db_path, str(mid), str(ALA)],
        cwd=ROOT,
        capture_output=True,
    )
    assert done.returncode == 3, done.stderr.decode()
    svc = await MatchService.open(db_path)
    try:
        assert await snapshot_text(svc, mid) == snap and await svc.get(mid) == info
        assert await svc.verify(mid)
        await svc.act(mid, ALA, "gather", info.version)
    finally:
        await svc.close()


async def test_queries(svc):
    one = (await started(svc, (ALA, BOB))).match
    two = await svc.create("tiny", CEZ, "Cez", channel_id=9)
    await svc.join(two.id, ALA, "Ala")
    other_channel = await svc.create("tiny", DAN, "Dan", channel_id=8)
    await svc.set_thread(one.id, 555)
    assert (await svc.by_thread(555)).id == one.id and await svc.by_thread(556) is None
    assert [m.id for m in await svc.in_channel(9)] == [one.id, two.id]
    assert [m.id for m in await svc.in_channel(8)] == [other_channel.id]
    assert [(m.id, awaited) for m, awaited in await svc.for_user(ALA)] == [(one.id, True), (two.id, False)]
    await svc.cancel(two.id, CEZ)
    assert [m.id for m in await svc.in_channel(9)] == [one.id]
    assert [m.id for m in await svc.in_channel(9, active_only=False)] == [one.id, two.id]
    assert await svc.seat_of(one.id, BOB) == 1 and await svc.seat_of(one.id, DAN) is None
    assert "Round 1" in (await svc.status_line(one.id)).en
    assert await svc.result(one.id) is None


async def test_transport_meta(svc):
    info = await svc.create("tiny", ALA, "Ala")
    assert await svc.get_meta(info.id, "status_message") is None
    await svc.set_meta(info.id, "status_message", "123")
    await svc.set_meta(info.id, "status_message", "456")
    assert await svc.get_meta(info.id, "status_message") == "456"
    await svc.set_meta(info.id, "status_message", None)
    assert await svc.get_meta(info.id, "status_message") is None
    with pytest.raises(HostError):
        await svc.set_meta(info.id + 1, "x", "y")


async def test_export_contains_what_a_replay_needs(svc):
    outcome = await started(svc, (ALA, BOB), seed=42)
    mid = outcome.match.id
    await bid_all(svc, mid)
    await svc.abandon(mid, ALA)
    data = json.loads(await svc.export(mid))
    assert data["game"] == "tiny" and data["seed"] == 42 and data["options"] == {"rounds": "2"}
    assert [s["name"] for s in data["seats"]] == ["Ala", "Bob"]
    assert len(data["actions"]) == 2


async def test_cache_is_bounded_and_evicted_matches_reload(svc, monkeypatch):
    import host.core

    monkeypatch.setattr(host.core, "CACHE_SIZE", 2)
    ids = [(await started(svc, (ALA, BOB), seed=s)).match.id for s in range(4)]
    assert list(svc._cache) == ids[-2:]
    await bid_all(svc, ids[0])  # evicted: read again from the database
    assert list(svc._cache) == [ids[3], ids[0]]
    assert await svc.verify(ids[0])
    [prompt] = await svc.prompts(ids[0])
    assert prompt.user_id == ALA
