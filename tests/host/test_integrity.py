"""Integrity under concurrency (issue 9): undo applies once, reads never move the cache backwards,
the host never exports a running match."""

from __future__ import annotations

import asyncio
import json

import pytest

from host.types import HostError
from tests.host.conftest import ALA, BOB, bid_all, snapshot_text, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)


async def turn_of_ala(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    return mid


async def test_two_undo_clicks_at_once_undo_one_move(svc):
    mid = await turn_of_ala(svc)
    await svc.act(mid, ALA, "gather")
    one_snap = await snapshot_text(svc, mid)
    outcome = await svc.act(mid, ALA, "gather")
    offered = outcome.match.version  # both clicks come from the same prompt
    results = await asyncio.gather(
        svc.undo(mid, ALA, offered), svc.undo(mid, ALA, offered), return_exceptions=True
    )
    done = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, HostError)]
    assert len(done) == 1 and len(refused) == 1 and refused[0].code == "stale"
    assert await snapshot_text(svc, mid) == one_snap  # exactly one move taken back
    assert (await svc.get(mid)).version == offered + 1
    rows = await svc.store.actions(mid)
    assert sum(r["undone_by"] is not None for r in rows) == 1


async def test_undo_from_an_outdated_prompt_is_refused(svc):
    mid = await turn_of_ala(svc)
    first = await svc.act(mid, ALA, "gather")
    await svc.act(mid, ALA, "gather")
    snap = await snapshot_text(svc, mid)
    with pytest.raises(HostError) as refused:
        await svc.undo(mid, ALA, first.match.version)
    assert refused.value.code == "stale" and await snapshot_text(svc, mid) == snap
    await svc.undo(mid, ALA)  # the old call (no version) still works


async def later(steps: int, request):
    """Start `request` after `steps` turns of the event loop (to land inside another request)."""
    for _ in range(steps):
        await asyncio.sleep(0)
    return await request()


async def test_reads_racing_a_move_never_leave_a_stale_cache(svc):
    mid = await turn_of_ala(svc)
    stale = 0
    reads = [lambda: svc.prompts(mid), lambda: svc.get(mid), lambda: svc.view(mid, BOB)]
    for trial in range(300):
        version = (await svc.get(mid)).version
        svc._cache.clear()  # as after a restart: the next reads go to the database
        readers = [later(trial % 12 + i, read) for i, read in enumerate(reads[: 1 + trial % 3])]
        outcome, *_ = await asyncio.gather(svc.act(mid, ALA, "gather", version), *readers)
        # the player's next click is checked against the cached version
        stale += (await svc.get(mid)).version != outcome.match.version
        svc._cache.clear()
        await svc.undo(mid, ALA)
    assert stale == 0


async def test_the_host_refuses_to_export_a_running_match(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    for _ in range(2):  # running, then in a lobby of another match
        with pytest.raises(HostError) as refused:
            await svc.export(mid)
        assert refused.value.code == "export_running"
        assert "seed" not in refused.value.reason.en
        info = await svc.create("tiny", ALA, "Ala", options={"rounds": "2"})
        mid = info.id
    await svc.abandon(outcome.match.id, ALA)
    data = json.loads(await svc.export(outcome.match.id))  # an abandoned match may be exported
    assert data["status"] == "abandoned"


async def test_verify_racing_moves_always_sees_log_and_snapshot_together(svc):
    mid = await turn_of_ala(svc)
    for trial in range(60):
        version = (await svc.get(mid)).version
        check = later(trial // 2 % 4, lambda: svc.verify(mid))
        move = svc.act(mid, ALA, "gather", version)
        if trial % 2:
            verified, _ = await asyncio.gather(check, move)
        else:
            _, verified = await asyncio.gather(move, check)
        assert verified, trial
        await svc.undo(mid, ALA)


async def test_a_read_older_than_the_cache_never_replaces_it(svc, monkeypatch):
    mid = await turn_of_ala(svc)
    old = await svc.store.load_match(mid, 64)  # a read that started before the move below
    await svc.act(mid, ALA, "gather")
    newer = await svc._load(mid)
    svc._cache.clear()

    async def read_in_flight(match_id, tail):
        svc._keep(newer)  # the move's commit lands in the cache while the read is in flight
        return old

    monkeypatch.setattr(svc.store, "load_match", read_in_flight)
    assert (await svc._load(mid)).version == newer.version
    assert svc._cache[mid] is newer
