"""Undo: only your own latest decisions in your turn, never across revealed information."""

from __future__ import annotations

import pytest

from host.service import MatchService
from host.types import HostError
from tests.host.conftest import ALA, BOB, bid_all, snapshot_text, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)


async def cannot_undo(svc, mid, user):
    snap = await snapshot_text(svc, mid)
    version = (await svc.get(mid)).version
    with pytest.raises(HostError) as info:
        await svc.undo(mid, user)
    assert info.value.code == "cannot_undo"
    assert await snapshot_text(svc, mid) == snap and (await svc.get(mid)).version == version


async def turn_of_ala(svc):
    """A two-player match where it is Ala's (seat 0) turn, nothing done yet."""
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    return mid


def can_undo(outcome, user):
    return next(p.can_undo for p in outcome.prompts if p.user_id == user)


async def test_undo_own_steps_one_by_one(svc):
    mid = await turn_of_ala(svc)
    start_snap = await snapshot_text(svc, mid)
    assert not any(p.can_undo for p in await svc.prompts(mid))
    after_one = await svc.act(mid, ALA, "gather")
    one_snap = await snapshot_text(svc, mid)
    outcome = await svc.act(mid, ALA, "gather")
    assert can_undo(outcome, ALA)
    version = outcome.match.version
    outcome = await svc.undo(mid, ALA)
    assert outcome.match.version == version + 1  # an undo is a new version: old prompts are stale
    assert await snapshot_text(svc, mid) == one_snap
    assert "takes back" in outcome.events[0].text.en and outcome.board_changed
    assert can_undo(outcome, ALA)
    outcome = await svc.undo(mid, ALA)
    assert await snapshot_text(svc, mid) == start_snap
    assert not can_undo(outcome, ALA)  # the last row now is a bid (a reveal), not hers to undo
    await cannot_undo(svc, mid, ALA)
    # stale prompt from before the undo
    with pytest.raises(HostError) as info:
        await svc.act(mid, ALA, "gather", after_one.match.version)
    assert info.value.code == "stale"
    # undone rows are kept in the log, marked, and left out of the history and of replays
    rows = await svc.store.actions(mid)
    assert [r["undone_by"] is not None for r in rows[-2:]] == [True, True]
    assert len(await svc.history(mid)) == len(rows) - 2
    assert await svc.verify(mid)
    outcome = await svc.act(mid, ALA, "end")
    assert await svc.verify(mid)


async def test_no_undo_across_a_reveal_or_randomness(svc):
    mid = await turn_of_ala(svc)
    await svc.act(mid, ALA, "gather")
    await svc.act(mid, ALA, "draw")  # shows Ala a card: Event.reveal
    await cannot_undo(svc, mid, ALA)
    await svc.act(mid, ALA, "shuffle")  # uses randomness without a reveal event: rng_counter moved
    rows = await svc.store.actions(mid)
    assert rows[-1]["action"] == "shuffle" and rows[-1]["barrier"] == 1
    await cannot_undo(svc, mid, ALA)


async def test_no_undo_of_another_seat_or_after_the_turn(svc):
    mid = await turn_of_ala(svc)
    await svc.act(mid, ALA, "gather")
    await cannot_undo(svc, mid, BOB)  # not his action
    outcome = await svc.act(mid, ALA, "end")  # the turn passes to Bob
    assert [p.user_id for p in outcome.prompts] == [BOB]
    await cannot_undo(svc, mid, ALA)
    await svc.act(mid, BOB, "gather")
    await cannot_undo(svc, mid, ALA)
    await svc.undo(mid, BOB)


async def test_no_undo_of_a_secret_bid_once_submitted(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await svc.act(mid, ALA, outcome.prompts[0].prompt.options[0].id)
    await cannot_undo(svc, mid, ALA)  # she is no longer awaited: her decision is done


async def test_no_undo_across_a_bot_action(svc):
    outcome = await started(svc, (ALA,), bots=1)
    mid = outcome.match.id
    await bid_all(svc, mid)
    await svc.act(mid, ALA, "end")  # bot plays its turn and bids; Ala bids again
    await cannot_undo(svc, mid, ALA)


async def test_undo_after_restart_replays_from_the_seed(svc, db_path):
    mid = await turn_of_ala(svc)
    await svc.act(mid, ALA, "gather")
    expected = await snapshot_text(svc, mid)
    await svc.act(mid, ALA, "gather")
    other = await MatchService.open(db_path)  # nothing cached: undo must replay the log
    try:
        outcome = await other.undo(mid, ALA)
        assert await snapshot_text(other, mid) == expected
        assert can_undo(outcome, ALA)
    finally:
        await other.close()
