"""An absent player does not stall a match (issue 10, item 8): after `absent_after` time-outs of
one seat in a row, a bot plays the seat at once (autopilot) or the seat is forfeited, per the
match's time-out policy; a move of the player resets the count; the player takes the seat back."""

from __future__ import annotations

import pytest

from engines import get_engine
from engines.base import RandomAgent
from host.clock import ABSENT_AFTER_MAX
from host.service import MatchService
from host.types import HostError, MatchSettings, MatchStatus, TimeoutPolicy
from tests.host.conftest import ALA, BOB, CEZ, T0, started

HOUR = 3600
DAY = 24 * HOUR
SETTINGS = MatchSettings(turn_timeout_s=10 * HOUR, remind_after_s=6 * HOUR)


async def seat_rows(svc, match_id) -> dict[int, tuple[int, int]]:
    """user id -> (time-outs in a row, autopilot) as stored."""
    rows = await svc.store.fetch(
        "SELECT user_id, timeouts, autopilot FROM seats WHERE match_id = ?", (match_id,)
    )
    return {r["user_id"]: (r["timeouts"], r["autopilot"]) for r in rows}


async def answer(svc, match_id, user_id, now, salt=0):
    """The user's pending decision, answered by a random agent at `now`."""
    [pending] = [p for p in await svc.prompts(match_id) if p.user_id == user_id]
    rec = await svc._load(match_id)
    action = RandomAgent().choose(get_engine(rec.game), rec.state, pending.seat, salt)
    return await svc.act(match_id, user_id, action, now=now)


async def play_with_one_silent(svc, match_id, present, start) -> tuple[float, int]:
    """`present` answers every decision at once; the other player never does. The clock runs to
    each deadline. Returns (when the match ended, how many deadlines passed)."""
    now, deadlines = start, 0
    for salt in range(20_000):
        info = await svc.get(match_id)
        if info.status is MatchStatus.FINISHED:
            return now, deadlines
        if any(p.user_id == present for p in await svc.prompts(match_id)):
            await answer(svc, match_id, present, now, salt)
            continue
        assert info.deadline is not None  # only the silent player is awaited
        now = info.deadline
        await svc.due_reminders(now)
        assert await svc.apply_timeouts(now)
        deadlines += 1
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game, options", [("tiny", {"rounds": "3"}), ("stone_age", {})])
async def test_a_silent_player_does_not_stall_the_match(svc, game, options):
    # the default policy: a bot moves for an absent player after 24 h, two time-outs in a row
    info = await svc.create(game, ALA, "Ala", channel_id=9, players=2, options=options, seed=3)
    await svc.join(info.id, BOB, "Bob")
    await svc.start(info.id, ALA, fixed_order=True, now=T0)
    end, deadlines = await play_with_one_silent(svc, info.id, BOB, T0)
    assert deadlines == 2  # then Ala's seat plays on autopilot, without waiting
    assert end - T0 < 3 * DAY
    assert await seat_rows(svc, info.id) == {ALA: (2, 1), BOB: (0, 0)}
    result = await svc.result(info.id)
    assert result is not None and "last" not in (result.note.en if result.note else "")  # not a forfeit
    assert await svc.verify(info.id)


async def test_without_escalation_the_same_match_lasts_weeks(svc):
    """The measure the escalation is judged by: without it, Ala's turns wait a full day each."""
    settings = MatchSettings(absent_after=ABSENT_AFTER_MAX)
    info = await svc.create("stone_age", ALA, "Ala", channel_id=9, players=2, settings=settings, seed=3)
    await svc.join(info.id, BOB, "Bob")
    await svc.start(info.id, ALA, fixed_order=True, now=T0)
    end, deadlines = await play_with_one_silent(svc, info.id, BOB, T0)
    assert deadlines == ABSENT_AFTER_MAX and end - T0 >= ABSENT_AFTER_MAX * DAY


async def bob_until_ala_waits(svc, mid, now):
    """Bob answers at `now` until only Ala is awaited."""
    for salt in range(500):
        users = [p.user_id for p in await svc.prompts(mid)]
        if BOB not in users:
            assert users == [ALA]
            return
        await answer(svc, mid, BOB, now, salt)
    raise AssertionError("Ala is never awaited")


async def test_a_move_resets_the_count(svc):
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS, rounds="3", now=T0)
    mid = outcome.match.id
    await bob_until_ala_waits(svc, mid, T0)
    # her bid times out; the bot bids and plays her turn (she is awaited throughout)
    [outcome] = await svc.apply_timeouts(T0 + 10 * HOUR)
    assert "Time is up: a bot moves for Ala." in [e.text.en for e in outcome.events]
    assert outcome.autopilot == [] and await seat_rows(svc, mid) == {ALA: (1, 0), BOB: (0, 0)}
    await bob_until_ala_waits(svc, mid, T0 + 10 * HOUR)
    await answer(svc, mid, ALA, T0 + 11 * HOUR)  # she bids in round 2: the count starts over
    assert await seat_rows(svc, mid) == {ALA: (0, 0), BOB: (0, 0)}
    await bob_until_ala_waits(svc, mid, T0 + 11 * HOUR)
    [outcome] = await svc.apply_timeouts(T0 + 21 * HOUR)  # her turn of round 2 (and round 3's bid)
    assert outcome.autopilot == [] and await seat_rows(svc, mid) == {ALA: (1, 0), BOB: (0, 0)}
    await bob_until_ala_waits(svc, mid, T0 + 21 * HOUR)
    [outcome] = await svc.apply_timeouts(T0 + 31 * HOUR)  # the second in a row
    assert [(n.seat, n.user_id) for n in outcome.autopilot] == [(0, ALA)]
    assert outcome.autopilot[0].event in outcome.events
    assert "Ala missed 2 turns in a row" in outcome.autopilot[0].event.text.en
    assert "Ala: 2 tury z rzędu bez ruchu" in outcome.autopilot[0].event.text.pl
    assert await seat_rows(svc, mid) == {ALA: (2, 1), BOB: (0, 0)}


async def put_on_autopilot(svc, settings=SETTINGS):
    """A 3-round match where Ala missed two deadlines in a row (T0 + 10 h, T0 + 20 h)."""
    outcome = await started(svc, (ALA, BOB), settings=settings, rounds="3", now=T0)
    mid = outcome.match.id
    for hours in (10, 20):
        await bob_until_ala_waits(svc, mid, T0 + (hours - 10) * HOUR)
        [outcome] = await svc.apply_timeouts(T0 + hours * HOUR)
    return mid, outcome


async def until_the_bot_moves_for_ala(svc, mid, now):
    version = (await svc.get(mid)).version
    for salt in range(200):
        outcome = await answer(svc, mid, BOB, now, salt)
        assert [p.user_id for p in outcome.prompts] in ([BOB], [])  # nobody waits for Ala
        rows = (await svc.store.actions(mid))[version:]
        if any(r["seat"] == 0 for r in rows):
            assert all(r["by_agent"] and not r["by_timeout"] for r in rows if r["seat"] == 0)
            return
    raise AssertionError("Ala's seat never moved")


async def test_on_autopilot_the_bot_moves_at_once_and_the_player_resumes(svc):
    mid, outcome = await put_on_autopilot(svc)
    assert [n.user_id for n in outcome.autopilot] == [ALA]
    assert ALA not in [p.user_id for p in outcome.prompts]
    assert all(r.user_id != ALA for r in await svc.due_reminders(T0 + 10 * DAY))
    with pytest.raises(HostError) as info:
        await svc.act(mid, ALA, "gather", now=T0 + 21 * HOUR)
    assert info.value.code == "autopilot"
    # Bob plays; when it is Ala's turn the bot plays it within the same request
    await until_the_bot_moves_for_ala(svc, mid, T0 + 21 * HOUR)
    # she comes back: the bot stops; her next decision is hers, with a clock
    outcome = await svc.resume(mid, ALA, now=T0 + 22 * HOUR)
    assert outcome.events[0].text.en == "Ala is back and plays their own seat again."
    assert outcome.events[0].text.pl == "Ala wraca i znów gra na swoim miejscu."
    assert await seat_rows(svc, mid) == {ALA: (0, 0), BOB: (0, 0)}
    with pytest.raises(HostError) as info:
        await svc.resume(mid, ALA)
    assert info.value.code == "not_on_autopilot"
    with pytest.raises(HostError) as info:
        await svc.resume(mid, CEZ)
    assert info.value.code == "not_in_match"
    while ALA not in [p.user_id for p in await svc.prompts(mid)]:
        await answer(svc, mid, BOB, T0 + 22 * HOUR)
    assert (await svc.get(mid)).deadline == T0 + 32 * HOUR
    await answer(svc, mid, ALA, T0 + 23 * HOUR)
    assert await svc.verify(mid)


async def test_autopilot_survives_a_restart(db_path):
    svc = await MatchService.open(db_path)
    try:
        mid, _ = await put_on_autopilot(svc)
    finally:
        await svc.close()
    svc = await MatchService.open(db_path)
    try:
        await until_the_bot_moves_for_ala(svc, mid, T0 + 21 * HOUR)
        await svc.resume(mid, ALA, now=T0 + 22 * HOUR)
        assert await seat_rows(svc, mid) == {ALA: (0, 0), BOB: (0, 0)}
    finally:
        await svc.close()


async def test_resigning_or_being_kicked_on_autopilot_is_for_good(svc):
    mid, _ = await put_on_autopilot(svc)
    await svc.kick(mid, ALA, 0)  # the host may replace the absent player for good
    with pytest.raises(HostError) as info:
        await svc.resume(mid, ALA)
    assert info.value.code == "not_in_match"
    assert (await seat_rows(svc, mid))[ALA][1] == 0


async def test_under_the_forfeit_policy_the_absent_player_forfeits(svc):
    settings = MatchSettings(turn_timeout_s=10 * HOUR, remind_after_s=0, timeout_policy=TimeoutPolicy.FORFEIT)
    outcome = await started(svc, (ALA, BOB), settings=settings, rounds="3", now=T0)
    mid = outcome.match.id
    await bob_until_ala_waits(svc, mid, T0)
    [outcome] = await svc.apply_timeouts(T0 + 10 * HOUR)  # the first time-out: a bot moves for her
    assert not {s.user_id: s for s in outcome.match.seats}[ALA].resigned
    await bob_until_ala_waits(svc, mid, T0 + 10 * HOUR)
    [outcome] = await svc.apply_timeouts(T0 + 20 * HOUR)  # the second in a row: she forfeits
    ala = {s.user_id: s for s in outcome.match.seats}[ALA]
    assert ala.resigned and ala.agent == "heuristic"
    assert outcome.autopilot == []  # no way back from a forfeit
    assert "Ala missed 2 turns in a row and forfeits; a bot plays on." in [e.text.en for e in outcome.events]
    with pytest.raises(HostError) as info:
        await svc.resume(mid, ALA)
    assert info.value.code == "not_in_match"
    for salt in range(500):
        if (await svc.get(mid)).status is not MatchStatus.ACTIVE:
            break
        outcome = await answer(svc, mid, BOB, T0 + 21 * HOUR, salt)
    ranks = {s.seat: s.rank for s in outcome.result.scores}
    assert ranks[0] == max(ranks.values()) and "last" in outcome.result.note.en


@pytest.mark.parametrize("count", [0, -1, ABSENT_AFTER_MAX + 1])
async def test_the_setting_is_checked(svc, count):
    with pytest.raises(HostError) as info:
        await svc.create("tiny", ALA, "Ala", settings=MatchSettings(absent_after=count))
    assert (
        info.value.code == "range"
        and "1 to 10" in info.value.reason.en
        and "od 1 do 10" in info.value.reason.pl
    )
    outcome = await started(svc, (ALA, BOB), settings=SETTINGS)
    with pytest.raises(HostError) as info:
        await svc.update_settings(outcome.match.id, ALA, MatchSettings(absent_after=count))
    assert info.value.code == "range"
    assert (await svc.get(outcome.match.id)).settings.absent_after == 2
    info = await svc.update_settings(outcome.match.id, ALA, MatchSettings(absent_after=3))
    assert info.settings.absent_after == 3
