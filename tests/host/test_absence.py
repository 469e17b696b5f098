"""Waiting and absence: reminders, time-outs, resign, replacing a player, abandon, downtime."""

from __future__ import annotations

import pytest

from host.types import HostError, MatchSettings, MatchStatus, TimeoutPolicy
from tests.host.conftest import ALA, BOB, CEZ, T0, bid_all, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)

HOUR = 3600
SETTINGS = MatchSettings(turn_timeout_s=10 * HOUR, remind_after_s=6 * HOUR)


async def test_reminder_once_then_agent_moves_at_the_deadline(svc):
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)
    mid = outcome.match.id
    await bid_all(svc, mid, now=T0)  # Ala's turn from T0
    assert await svc.due_reminders(T0 + 5 * HOUR) == []
    reminders = await svc.due_reminders(T0 + 6 * HOUR)
    assert [(r.match.id, r.user_id, r.seat, r.deadline) for r in reminders] == [(mid, ALA, 0, T0 + 10 * HOUR)]
    assert await svc.due_reminders(T0 + 7 * HOUR) == []  # returned once
    assert await svc.apply_timeouts(T0 + 9 * HOUR) == []
    version = (await svc.get(mid)).version
    outcomes = await svc.apply_timeouts(T0 + 10 * HOUR)
    assert len(outcomes) == 1
    outcome = outcomes[0]
    assert "Time is up" in outcome.events[0].text.en
    assert outcome.actors[0] == "Ala (bot)"
    # the heuristic gathers three times and ends her turn; then Bob is awaited with a fresh clock
    rows = (await svc.store.actions(mid))[version:]
    assert [(r["action"], r["by_agent"], r["by_timeout"]) for r in rows] == [("gather", 1, 1)] * 3 + [
        ("end", 1, 1)
    ]
    assert [p.user_id for p in outcome.prompts] == [BOB]
    assert outcome.match.deadline == T0 + 20 * HOUR
    seats = {s.user_id: s for s in outcome.match.seats}
    assert seats[ALA].agent is None and not seats[ALA].resigned  # she keeps her seat
    assert await svc.apply_timeouts(T0 + 10 * HOUR) == []


async def test_acting_restarts_the_clock_and_the_reminder(svc):
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)
    mid = outcome.match.id
    await bid_all(svc, mid, now=T0)
    assert len(await svc.due_reminders(T0 + 6 * HOUR)) == 1
    outcome = await svc.act(mid, ALA, "gather", now=T0 + 8 * HOUR)
    assert outcome.match.deadline == T0 + 18 * HOUR
    assert await svc.apply_timeouts(T0 + 11 * HOUR) == []
    assert len(await svc.due_reminders(T0 + 14 * HOUR)) == 1


async def test_forfeit_replaces_the_player_and_ranks_them_last(svc):
    settings = MatchSettings(
        turn_timeout_s=HOUR, remind_after_s=0, timeout_policy=TimeoutPolicy.FORFEIT, absent_after=1
    )
    outcome = await started(svc, (ALA, BOB), settings=settings, rounds="1", now=T0)
    mid = outcome.match.id
    await bid_all(svc, mid, now=T0)
    assert await svc.due_reminders(T0 + HOUR) == []  # reminders off
    [outcome] = await svc.apply_timeouts(T0 + HOUR)
    seats = {s.user_id: s for s in outcome.match.seats}
    assert seats[ALA].agent == "heuristic" and seats[ALA].resigned
    with pytest.raises(HostError) as info:
        await svc.act(mid, ALA, "gather")
    assert info.value.code == "not_in_match"
    # Bob ends his turn without scoring; the bot had gathered for Ala, yet she ranks last
    outcome = await svc.act(mid, BOB, "end", now=T0 + 2 * HOUR)
    assert outcome.match.status == MatchStatus.FINISHED
    ranks = {s.seat: s.rank for s in outcome.result.scores}
    scores = {s.seat: s.score for s in outcome.result.scores}
    assert scores[0] >= scores[1]  # on points she is not behind (seed 1: tied at 3)
    assert ranks == {1: 1, 0: 2}
    assert "last" in outcome.result.note.en


async def test_resign_hands_the_seat_to_a_bot(svc):
    outcome = await started(svc, (ALA, BOB, CEZ), rounds="1")
    mid = outcome.match.id
    await bid_all(svc, mid)
    outcome = await svc.resign(mid, ALA)  # it is her turn: the bot plays it at once
    assert "resigns" in outcome.events[0].text.en
    assert outcome.actors == ["Ala (bot)"] and [p.user_id for p in outcome.prompts] == [BOB]
    assert ALA not in [u.user_id for u in outcome.private]
    with pytest.raises(HostError) as info:
        await svc.resign(mid, ALA)
    assert info.value.code == "not_in_match"
    assert [i.id for i, _ in await svc.for_user(ALA)] == []
    await svc.act(mid, BOB, "end")
    outcome = await svc.act(mid, CEZ, "end")
    assert outcome.result is not None
    assert max(s.rank for s in outcome.result.scores) == next(
        s.rank for s in outcome.result.scores if s.seat == 0
    )
    assert await svc.verify(mid)


async def test_kick_needs_the_host_and_keeps_the_rank(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    with pytest.raises(HostError) as info:
        await svc.kick(mid, BOB, 0)
    assert info.value.code == "not_host"
    outcome = await svc.kick(mid, BOB, 1, admin=True)
    seats = {s.user_id: s for s in outcome.match.seats}
    assert seats[BOB].agent == "heuristic" and not seats[BOB].resigned
    assert outcome.actors == ["Bob (bot)"]  # his pending bid is made by the bot
    with pytest.raises(HostError) as info:
        await svc.kick(mid, ALA, 1)
    assert info.value.code == "not_in_match"


async def test_abandon(svc):
    outcome = await started(svc, (ALA, BOB), now=T0)
    mid = outcome.match.id
    with pytest.raises(HostError) as info:
        await svc.abandon(mid, BOB)
    assert info.value.code == "not_host"
    info = await svc.abandon(mid, BOB, admin=True)
    assert info.status == MatchStatus.ABANDONED and info.deadline is None
    assert await svc.apply_timeouts(T0 + 10**9) == [] and await svc.due_reminders(T0 + 10**9) == []
    with pytest.raises(HostError) as error:
        await svc.act(mid, ALA, "bid:1")
    assert error.value.code == "finished"


async def test_downtime_extends_deadlines(db_path):
    from host.service import MatchService

    svc = await MatchService.open(db_path)
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)
    mid = outcome.match.id
    await svc.heartbeat(T0 + HOUR)
    await svc.close()
    svc = await MatchService.open(db_path)  # restarted three hours later
    try:
        down = await svc.downtime(T0 + 4 * HOUR)
        assert down == 3 * HOUR
        assert await svc.extend_deadlines(down, T0 + 4 * HOUR) == 2  # both bidders are awaited
        assert (await svc.get(mid)).deadline == T0 + 13 * HOUR
        assert await svc.due_reminders(T0 + 8 * HOUR) == []
        assert len(await svc.due_reminders(T0 + 9 * HOUR)) == 2
        assert await svc.apply_timeouts(T0 + 12 * HOUR) == []
        assert await svc.extend_deadlines(0, T0) == 0
    finally:
        await svc.close()


async def test_settings_change_recomputes_running_deadlines(svc):
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS, now=T0)
    mid = outcome.match.id
    with pytest.raises(HostError):
        await svc.update_settings(mid, BOB, MatchSettings(turn_timeout_s=HOUR))
    info = await svc.update_settings(mid, ALA, MatchSettings(turn_timeout_s=HOUR, remind_after_s=0))
    assert info.deadline == T0 + HOUR
    assert len(await svc.apply_timeouts(T0 + HOUR)) == 1
