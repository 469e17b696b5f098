"""Lobby rules: create, join, leave, bots, start, cancel."""

from __future__ import annotations

import pytest

from host.runner import seat_order
from host.types import HostError, MatchStatus
from tests.host.conftest import ALA, BOB, CEZ, DAN, started

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)


async def refused(code, call):
    with pytest.raises(HostError) as info:
        await call
    assert info.value.code == code
    assert info.value.reason.en and info.value.reason.pl
    return info.value


async def test_create_seats_the_creator_and_records_a_seed(svc):
    info = await svc.create("tiny", ALA, "Ala", channel_id=5)
    assert info.status == MatchStatus.LOBBY and info.max_players == 4 and info.min_players == 2
    assert [(s.user_id, s.name, s.seat) for s in info.seats] == [(ALA, "Ala", None)]
    assert info.options == {"rounds": "2"}
    seed = (await svc.store.fetch("SELECT seed FROM matches WHERE id = ?", (info.id,)))[0]["seed"]
    assert 0 <= seed < 2**63
    other = await svc.create("tiny", ALA, "Ala")
    other_seed = (await svc.store.fetch("SELECT seed FROM matches WHERE id = ?", (other.id,)))[0]["seed"]
    assert other_seed != seed


async def test_create_refuses_unknown_game_bad_options_and_player_counts(svc):
    await refused("unknown_game", svc.create("chess", ALA, "Ala"))
    await refused("bad_options", svc.create("tiny", ALA, "Ala", options={"rounds": "9"}))
    await refused("bad_options", svc.create("tiny", ALA, "Ala", options={"colour": "red"}))
    await refused("bad_options", svc.create("tiny", ALA, "Ala", players=5))
    await refused("bad_options", svc.create("tiny", ALA, "Ala", players=1))
    assert (await svc.store.fetch("SELECT COUNT(*) AS n FROM matches"))[0]["n"] == 0


async def test_join_full_and_duplicate(svc):
    info = await svc.create("tiny", ALA, "Ala", players=3)
    info = await svc.join(info.id, BOB, "Bob")
    await refused("already_joined", svc.join(info.id, BOB, "Bob"))
    await refused("already_joined", svc.join(info.id, ALA, "Ala"))
    info = await svc.join(info.id, CEZ, "Cez")
    before = await svc.get(info.id)
    await refused("full", svc.join(info.id, DAN, "Dan"))
    await refused("full", svc.add_bot(info.id, ALA))
    assert await svc.get(info.id) == before
    assert [s.name for s in before.seats] == ["Ala", "Bob", "Cez"]


async def test_leave_and_host_handover(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await svc.join(info.id, BOB, "Bob")
    await refused("not_in_match", svc.leave(info.id, CEZ))
    info = await svc.leave(info.id, ALA)
    assert info.creator_id == BOB and [s.user_id for s in info.seats] == [BOB]
    info = await svc.leave(info.id, BOB)
    assert info.status == MatchStatus.CANCELLED
    await refused("finished", svc.join(info.id, CEZ, "Cez"))


async def test_host_may_leave_a_lobby_of_bots_and_start_it(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await svc.add_bot(info.id, ALA)
    info = await svc.leave(info.id, ALA)
    assert info.status == MatchStatus.LOBBY and info.creator_id == ALA
    await svc.add_bot(info.id, ALA)
    outcome = await svc.start(info.id, ALA)
    assert outcome.match.status == MatchStatus.FINISHED and outcome.result is not None
    assert outcome.prompts == [] and outcome.private == []


async def test_bots_added_by_players_removed_by_host(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await svc.join(info.id, BOB, "Bob")
    await refused("not_host", svc.add_bot(info.id, CEZ))  # not seated, not host
    await refused("bad_options", svc.add_bot(info.id, ALA, "genius"))
    info = await svc.add_bot(info.id, BOB, "random")
    info = await svc.add_bot(info.id, ALA)
    assert [(s.name, s.agent, s.user_id) for s in info.seats[2:]] == [
        ("Bot 1", "random", None),
        ("Bot 2", "heuristic", None),
    ]
    await refused("not_host", svc.remove_bot(info.id, BOB))
    info = await svc.remove_bot(info.id, CEZ, admin=True)
    assert [s.name for s in info.seats] == ["Ala", "Bob", "Bot 1"]
    info = await svc.remove_bot(info.id, ALA)
    await refused("not_found", svc.remove_bot(info.id, ALA))


async def test_start_needs_the_host_and_enough_players(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await refused("too_few", svc.start(info.id, ALA))
    await svc.join(info.id, BOB, "Bob")
    await refused("not_host", svc.start(info.id, BOB))
    assert (await svc.get(info.id)).status == MatchStatus.LOBBY
    outcome = await svc.start(info.id, BOB, admin=True)
    assert outcome.match.status == MatchStatus.ACTIVE
    await refused("started", svc.join(info.id, CEZ, "Cez"))
    await refused("started", svc.start(info.id, ALA))
    await refused("started", svc.cancel(info.id, ALA))


async def test_start_shuffles_seats_from_the_seed_unless_fixed(svc):
    users = [ALA, BOB, CEZ, DAN]
    names = ["Ala", "Bob", "Cez", "Dan"]
    orders = set()
    for seed in range(6):
        info = await svc.create("tiny", ALA, "Ala", seed=seed)
        for user, name in zip(users[1:], names[1:], strict=True):
            await svc.join(info.id, user, name)
        outcome = await svc.start(info.id, ALA)
        by_seat = [s.name for s in sorted(outcome.match.seats, key=lambda s: s.seat)]
        assert by_seat == [names[i] for i in seat_order(seed, 4)]  # deterministic from the seed
        orders.add(tuple(by_seat))
    assert len(orders) > 1
    outcome = await started(svc, (ALA, BOB, CEZ), seed=3)
    assert [(s.seat, s.user_id) for s in outcome.match.seats] == [(0, ALA), (1, BOB), (2, CEZ)]


async def test_start_with_bots_and_prompts_for_humans(svc):
    outcome = await started(svc, (ALA,), bots=2)
    # the bid is simultaneous: the bots bid at once, only Ala is asked
    assert [p.user_id for p in outcome.prompts] == [ALA]
    assert outcome.actors == ["Bot 1", "Bot 2"]
    assert outcome.match.version == 2
    assert [u.user_id for u in outcome.private] == [ALA]  # the first private view (the hand)
    assert outcome.board_changed


async def test_cancel_by_host_or_admin(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await svc.join(info.id, BOB, "Bob")
    await refused("not_host", svc.cancel(info.id, BOB))
    info = await svc.cancel(info.id, BOB, admin=True)
    assert info.status == MatchStatus.CANCELLED
    await refused("finished", svc.start(info.id, ALA))
    await refused("not_found", svc.get(999))


async def test_lobby_has_no_board_yet(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await refused("not_started", svc.view(info.id, ALA))
    await refused("not_started", svc.act(info.id, ALA, "bid:1"))
    assert (await svc.status_line(info.id)).en == "Waiting for players (1/4)."


async def test_a_player_leaving_a_started_match_is_pointed_to_resign(svc):
    info = await svc.create("tiny", ALA, "Ala")
    await svc.join(info.id, BOB, "Bob")
    await svc.start(info.id, ALA)
    refusal = await refused("started", svc.leave(info.id, BOB))
    assert "/game resign" in refusal.reason.en and "/gra poddaj" in refusal.reason.pl
    assert {s.user_id for s in (await svc.get(info.id)).seats} == {ALA, BOB}  # nobody left
    # someone outside the match hears only that it has started
    assert "resign" not in (await refused("started", svc.leave(info.id, CEZ))).reason.en
