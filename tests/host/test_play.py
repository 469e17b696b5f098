"""Playing: turn order, refusals that change nothing, concurrency, bots, hidden information."""

from __future__ import annotations

import asyncio
import json

import pytest

from host.types import HostError, MatchStatus
from tests.host.conftest import ALA, BOB, CEZ, T0, bid_all, snapshot_text, started


async def unchanged_after(svc, match_id, code, call):
    """The call is refused with `code` and neither the snapshot nor the log changes."""
    snap = await snapshot_text(svc, match_id)
    version = (await svc.get(match_id)).version
    log = await svc.store.actions(match_id)
    with pytest.raises(HostError) as info:
        await call
    assert info.value.code == code
    assert info.value.reason.en and info.value.reason.pl and info.value.reason.en != info.value.reason.pl
    assert await snapshot_text(svc, match_id) == snap
    assert (await svc.get(match_id)).version == version
    assert len(await svc.store.actions(match_id)) == len(log)
    return info.value


async def test_simultaneous_bid_then_turns_in_seat_order(svc):
    outcome = await started(svc, (ALA, BOB, CEZ))
    mid = outcome.match.id
    assert sorted(p.user_id for p in outcome.prompts) == [ALA, BOB, CEZ]
    outcome = await bid_all(svc, mid)
    # round 1 turns start with seat 0 (Ala); only she is prompted
    assert [p.user_id for p in outcome.prompts] == [ALA]
    await unchanged_after(svc, mid, "not_your_turn", svc.act(mid, BOB, "gather"))
    outcome = await svc.act(mid, ALA, "end")
    assert [p.user_id for p in outcome.prompts] == [BOB]
    await unchanged_after(svc, mid, "not_your_turn", svc.act(mid, ALA, "gather"))
    outcome = await svc.act(mid, BOB, "end")
    assert [p.user_id for p in outcome.prompts] == [CEZ]


async def test_illegal_and_malformed_actions_change_nothing(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    hand = (await svc.view(mid, ALA)).hand
    missing = next(c for c in range(1, 6) if c not in hand)
    for bad in (f"bid:{missing}", "bid:x", "gather", "", "x" * 500, "bid:1+bid:2", "\u0000"):
        error = await unchanged_after(svc, mid, "illegal", svc.act(mid, ALA, bad))
        assert "choices" in error.reason.en or "Empty" in error.reason.en
    await unchanged_after(svc, mid, "not_in_match", svc.act(mid, CEZ, f"bid:{hand[0]}"))
    await unchanged_after(svc, mid, "not_found", svc.act(mid + 1, ALA, f"bid:{hand[0]}"))


async def test_stale_version_is_refused(svc):
    outcome = await started(svc, (ALA, BOB))
    mid, version = outcome.match.id, outcome.match.version
    hand = (await svc.view(mid, ALA)).hand
    error = await unchanged_after(svc, mid, "stale", svc.act(mid, ALA, f"bid:{hand[0]}", version + 1))
    assert "already played" in error.reason.en
    assert error.reason.pl.startswith("Ten wybór jest już nieaktualny")  # a choice, not a "request"
    outcome = await svc.act(mid, ALA, f"bid:{hand[0]}", version)
    assert outcome.match.version == version + 1


async def test_concurrent_double_submission_applies_once(svc):
    outcome = await bid_all(svc, (await started(svc, (ALA, BOB))).match.id)
    mid, version = outcome.match.id, outcome.match.version
    results = await asyncio.gather(
        svc.act(mid, ALA, "end", version), svc.act(mid, ALA, "end", version), return_exceptions=True
    )
    errors = [r for r in results if isinstance(r, HostError)]
    assert len(errors) == 1 and errors[0].code == "stale"
    assert (await svc.get(mid)).version == version + 1
    assert [r["action"] for r in await svc.store.actions(mid)][-1:] == ["end"]
    assert len(await svc.store.actions(mid)) == version + 1
    # without a version the second click finds that it is no longer Ala's turn
    version += 1
    results = await asyncio.gather(svc.act(mid, BOB, "end"), svc.act(mid, BOB, "end"), return_exceptions=True)
    errors = [r for r in results if isinstance(r, HostError)]
    assert len(errors) == 1 and errors[0].code in ("not_your_turn", "illegal")
    assert (await svc.get(mid)).version == version + 1


async def test_two_services_on_one_file_detect_the_conflict(svc, db_path):
    from host.service import MatchService

    outcome = await bid_all(svc, (await started(svc, (ALA, BOB))).match.id)
    mid = outcome.match.id
    other = await MatchService.open(db_path)
    try:
        await other.get(mid)  # other now caches the current version
        await svc.act(mid, ALA, "gather")
        with pytest.raises(HostError) as info:
            await other.act(mid, ALA, "gather")  # applied on its stale copy, refused at commit
        assert info.value.code == "stale"
        assert (await other.get(mid)).version == outcome.match.version + 1  # it reloaded
        await other.act(mid, ALA, "gather")
    finally:
        await other.close()


async def test_bots_act_inside_the_same_request(svc):
    outcome = await started(svc, (ALA,), bots=2)
    mid = outcome.match.id
    outcome = await bid_all(svc, mid)
    # after the bid: Ala's turn first (seat 0)
    version = outcome.match.version
    outcome = await svc.act(mid, ALA, "end")
    # the bots take their turns (heuristic: gather x3, end), then bid for round 2
    assert outcome.actors == ["Ala", "Bot 1", "Bot 2", "Bot 1", "Bot 2"]
    assert [p.user_id for p in outcome.prompts] == [ALA]  # round 2 bid
    rows = await svc.store.actions(mid)
    added = outcome.match.version - version
    assert added == 1 + 4 + 4 + 2
    assert [(r["action"], bool(r["by_agent"])) for r in rows[-added:]][:5] == [("end", False)] + [
        ("gather", True)
    ] * 3 + [("end", True)]
    assert all(r["by_agent"] for r in rows[-added + 1 :])
    history = await svc.history(mid)
    assert [h.by_agent for h in history] == [bool(r["by_agent"]) for r in rows]


async def test_all_bot_match_plays_to_the_end_at_start(svc):
    outcome = await started(svc, (ALA,), bots=3, rounds="3")
    mid = outcome.match.id
    await svc.kick(mid, ALA, 0)  # the host hands her seat to a bot: now all seats are bots
    info = await svc.get(mid)
    assert info.status == MatchStatus.FINISHED
    result = await svc.result(mid)
    assert sorted(s.seat for s in result.scores) == [0, 1, 2, 3]
    assert await svc.active_matches() == []
    assert await svc.verify(mid)


async def test_private_updates_go_only_to_the_seat_that_changed(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    assert {u.user_id for u in outcome.private} == {ALA, BOB}
    outcome = await svc.act(mid, ALA, outcome.prompts[0].prompt.options[0].id)
    assert [u.user_id for u in outcome.private] == [ALA]  # her hand lost the bid card
    outcome = await bid_all(svc, mid)
    outcome = await svc.act(mid, ALA, "gather")
    assert outcome.private == [] and outcome.board_changed
    outcome = await svc.act(mid, ALA, "draw")
    assert [u.user_id for u in outcome.private] == [ALA]
    drawn = [e for e in outcome.events if e.seats == [0]]
    assert len(drawn) == 1 and drawn[0].reveal
    # the drawn card is in Ala's history only
    assert any(e.seats == [0] for h in await svc.history(mid, ALA) for e in h.events)
    assert not any(e.seats for h in await svc.history(mid, BOB) for e in h.events)
    assert not any(e.seats for h in await svc.history(mid, None) for e in h.events)


async def test_hidden_hands_are_absent_from_other_views(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    own = await svc.view(mid, ALA)
    other = await svc.view(mid, BOB)
    public = await svc.view(mid, CEZ)
    assert public.seat is None and public.hand is None and public.private_part() is None
    assert own.hand != other.hand or own.seat != other.seat
    state = json.loads(await snapshot_text(svc, mid))
    assert sorted(own.hand) == sorted(state["hands"][0])
    bob_dump = other.model_dump_json()
    assert "hands" not in bob_dump and 'deck"' not in bob_dump
    await svc.update_settings(mid, ALA, type(outcome.match.settings)(spectators=False))
    with pytest.raises(HostError) as info:
        await svc.view(mid, CEZ)
    assert info.value.code == "not_in_match"
    assert (await svc.view(mid, None)).hand is None


async def test_finished_match_refuses_moves(svc):
    outcome = await started(svc, (ALA,), bots=1, rounds="1")
    mid = outcome.match.id
    outcome = await bid_all(svc, mid)
    while outcome.match.status == MatchStatus.ACTIVE:
        outcome = await svc.act(mid, ALA, outcome.prompts[0].prompt.options[-1].id)  # "end" or a bid
    assert outcome.result is not None and outcome.prompts == []
    await unchanged_after(svc, mid, "finished", svc.act(mid, ALA, "end"))
    await unchanged_after(svc, mid, "finished", svc.undo(mid, ALA))
    await unchanged_after(svc, mid, "finished", svc.resign(mid, ALA))
    assert (await svc.result(mid)).scores == outcome.result.scores


async def test_deadline_of_the_awaited_seat(svc):
    outcome = await started(svc, (ALA, BOB), now=T0)
    assert outcome.match.deadline == T0 + outcome.match.settings.turn_timeout_s
    statuses = dict((info.id, awaited) for info, awaited in await svc.for_user(ALA))
    assert statuses == {outcome.match.id: True}


async def test_multi_choice_shapes(svc):
    outcome = await started(svc, (ALA, BOB))
    mid = outcome.match.id
    await bid_all(svc, mid)
    outcome = await svc.act(mid, ALA, "trade")
    [prompt] = outcome.prompts
    assert prompt.prompt.kind == "multi" and prompt.prompt.min_pick == 0 and prompt.prompt.max_pick == 2
    for bad in ("c0+c0", "c0+c1+c2", "c9", "gather"):
        await unchanged_after(svc, mid, "illegal", svc.act(mid, ALA, bad))
    outcome = await svc.act(mid, ALA, "")  # discarding nothing is a legal answer
    assert "discards 0" in outcome.events[0].text.en
    await svc.act(mid, ALA, "trade")
    outcome = await svc.act(mid, ALA, "c1+c0")  # picks in any order; logged in canonical order
    assert "discards 2" in outcome.events[0].text.en
    assert (await svc.store.actions(mid))[-1]["action"] == "c0+c1"


async def test_endless_bots_are_stopped_with_a_clear_error(svc, monkeypatch):
    import host.runner

    info = await svc.create("tiny", ALA, "Ala")
    await svc.add_bot(info.id, ALA)
    await svc.add_bot(info.id, ALA)
    await svc.leave(info.id, ALA)
    monkeypatch.setattr(host.runner, "MAX_STEPS", 5)  # an all-bot match needs far more
    with pytest.raises(HostError) as error:
        await svc.start(info.id, ALA)
    assert error.value.code == "agent_loop"
    assert (await svc.get(info.id)).status == MatchStatus.LOBBY
    assert await svc.store.actions(info.id) == [] and await svc.store.snapshot(info.id) is None


async def test_a_failing_agent_changes_nothing(svc, monkeypatch):
    from tests.games.tiny import HeuristicAgent

    outcome = await started(svc, (ALA,), bots=1)
    mid = outcome.match.id
    await bid_all(svc, mid)
    monkeypatch.setattr(HeuristicAgent, "choose", lambda self, engine, state, seat, salt=0: "nonsense")
    await unchanged_after(svc, mid, "agent_error", svc.act(mid, ALA, "end"))  # the bot's turn follows
    monkeypatch.undo()
    await svc.act(mid, ALA, "end")


async def test_views_carry_seat_display_names_for_pictures(svc):
    outcome = await started(svc, (ALA, BOB), bots=1)
    match_id = outcome.match.id
    assert (await svc.seat_view(match_id, None)).names == ["Ala", "Bob", outcome.match.seats[2].name]
    assert (await svc.view(match_id, BOB)).names[1] == "Bob"


async def test_log_lines_prompts_and_history_name_the_players_not_seat_letters(svc):
    outcome = await started(svc, (ALA, BOB))
    match_id = outcome.match.id
    outcome = await bid_all(svc, match_id)
    public = [e.text.en for e in outcome.events if e.seats is None]
    assert any(line.startswith(("Ala ", "Bob ")) for line in public)
    assert not any("Player A" in line or "Player B" in line for line in public)
    history = [e.text.pl for entry in await svc.history(match_id) for e in entry.events]
    assert "Ala licytuje." in history and not any("Gracz A" in line for line in history)


async def test_a_player_replaced_by_a_bot_for_good_no_longer_sees_the_seats_hand(svc):
    outcome = await started(svc, (ALA, BOB, CEZ))
    mid = outcome.match.id
    public = (await svc.view(mid, None)).hand
    assert (await svc.view(mid, BOB)).hand != public  # a player sees their own hand
    await svc.resign(mid, BOB)
    assert (await svc.get(mid)).status is MatchStatus.ACTIVE
    assert (await svc.view(mid, BOB)).hand == public  # the bot's hand is not BOB's to pass on
    await svc.kick(mid, ALA, await svc.seat_of(mid, CEZ))
    assert (await svc.view(mid, CEZ)).hand == public
    assert (await svc.view(mid, ALA)).hand != public  # the players still seated see theirs
