"""host.runner.play hands back whose turn it is in the state it ends in, as engine.to_act gives it."""

from __future__ import annotations

import pytest

from host.runner import RunsLong, play
from tests.games.tiny import ENGINE as TINY
from tests.host.conftest import ALA, BOB, bid_all, started


@pytest.mark.parametrize("seed", range(6))
def test_play_hands_back_to_act_of_the_state_it_ends_in(seed):
    state = TINY.setup(3, {"rounds": "1"}, seed)
    agents = TINY.agents()
    bots = {1: agents["random"], 2: agents["random"]}
    turn = 0
    while not state.finished:  # seat 0 is the human: the bots play until it must decide again
        ids = TINY.legal(state, 0)[1]
        acting = []
        state, _ = play(
            TINY, state, first=(0, ids[turn % len(ids)]), bots=bots, salt=turn, last_acting=acting
        )
        assert acting == ([] if state.finished else [TINY.to_act(state)])
        turn += 1
    assert turn > 3


def test_a_run_that_goes_on_in_a_worker_hands_back_to_act_too():
    state = TINY.setup(3, {"rounds": "3"}, 3)
    agents = TINY.agents()
    bots = {seat: agents["random"] for seat in range(3)}  # all bots: to the end, past the limit
    acting = []
    with pytest.raises(RunsLong) as long:
        play(TINY, state, bots=bots, limit=2, last_acting=acting)
    state, steps = long.value.go_on()
    assert state.finished and len(steps) > 2 and acting == []
    partial = TINY.setup(3, {"rounds": "3"}, 3)
    one_bot = {1: agents["random"]}
    acting = []
    state, _ = play(TINY, partial, bots=one_bot, last_acting=acting)
    assert acting == [TINY.to_act(state)] and 1 not in acting[0]


async def test_a_move_asks_whose_turn_it_is_only_inside_play(svc, monkeypatch):
    """The commit takes to_act from play()'s last look and the next move from the match's memory:
    the host asks engine.to_act itself only in play()'s agent loop (the engine may ask itself)."""
    import sys

    mid = (await started(svc, (ALA, BOB))).match.id
    await bid_all(svc, mid)
    callers = []
    real_to_act = TINY.to_act

    def to_act(state):
        callers.append(sys._getframe(1).f_globals["__name__"])
        return real_to_act(state)

    monkeypatch.setattr(TINY, "to_act", to_act)
    for _ in range(3):
        prompts = await svc.prompts(mid)
        callers.clear()
        await svc.act(mid, prompts[0].user_id, "gather")
        host_callers = {name for name in callers if name.startswith("host.")}
        assert host_callers == {"host.runner"}
