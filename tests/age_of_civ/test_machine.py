"""AocMachine's apply, advance and current, written out for this game's decisions, do what the
kit's MemoMachine does with the same decision families (issue #11)."""

from __future__ import annotations

import pytest

from engines.age_of_civ import flow
from engines.age_of_civ.decisions import all_decisions
from engines.age_of_civ.engine import AocMachine
from engines.base import IllegalAction, MatchOver, NotYourTurn
from engines.kit.engine import KitRandomAgent
from engines.kit.tasks import MemoMachine
from tests.age_of_civ.helpers import E, G, position
from tests.age_of_civ.test_random_games import CONFIGS

KIT = MemoMachine(all_decisions(G), flow.automatic(G))
WRONG = ["", "x", "do:nothing", "do:research", "take:atlantis", "buy:x", "use:x.m0", "a" * 91, 7, None]


def outcome(machine, state, seat, action):
    """What apply gives, comparable: the new state's fields, fields set and memo, the events; or
    the refusal's class and text."""
    try:
        new, events = machine.apply(state, seat, action)
    except (IllegalAction, NotYourTurn, MatchOver) as exc:
        return type(exc), exc.reason
    memo = (new.__pydantic_private__ or {}).get("_legal")
    if memo is not None:
        assert memo[0] is new.tasks[-1]  # the memo is keyed by the waiting task itself
        memo = memo[1:]
    return new.__dict__, new.model_fields_set, memo, [e.model_dump() for e in events]


def checked_alike(state) -> str:
    """Every legal action of the seat to act, foreign ones and another seat's move, by both machines."""
    task = KIT.current(state)
    assert E.machine.current(state) is task
    seats = sorted(KIT.to_act(state))
    for seat in seats:
        legal = KIT.choices_now(state, seat)
        for action in [*legal, *WRONG]:
            assert outcome(E.machine, state, seat, action) == outcome(KIT, state, seat, action)
    other = (seats[0] + 1) % state.players
    if other not in seats:
        action = KIT.choices_now(state, seats[0])[0]
        assert outcome(E.machine, state, other, action) == outcome(KIT, state, other, action)
    return task["k"]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_apply_gives_what_the_kits_machine_gives(players, options):
    agent = KitRandomAgent()
    kinds = set()
    for seed in range(2):
        st = E.setup(players, options, seed)
        step = 0
        while not st.finished:
            kinds.add(checked_alike(st))
            seat = sorted(E.to_act(st))[0]
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, step))
            step += 1
        assert outcome(E.machine, st, 0, "end") == outcome(KIT, st, 0, "end")  # the match is over
    assert {"civ_step", "civ_pick", "act"} <= kinds or {"draft", "civ_pick_hand", "act"} <= kinds


def test_apply_on_positions_edited_by_hand():
    st = position(coins=[9, 0, 0], techs=[["writing"], [], []])
    checked_alike(st)
    st.coins[0] = 0  # edited in place after advance: apply judges the position as it is now
    st.workers[0] = 4
    checked_alike(st)
    st.tasks = [{"k": "round_end"}, {"k": "act", "who": 1}]
    assert outcome(E.machine, st, 0, "end")[0] is NotYourTurn
    checked_alike(st)
    st.tasks = []
    assert outcome(E.machine, st, 0, "end") == outcome(KIT, st, 0, "end")
    st.finished = True
    assert outcome(E.machine, st, 0, "end")[0] is MatchOver


def test_setup_leaves_the_memo_the_kit_leaves():
    for players, options in CONFIGS:
        ours = E.setup(players, options, players)
        memo = (ours.__pydantic_private__ or {}).get("_legal")
        task = ours.tasks[-1]
        if isinstance(task["who"], list):  # the Draft: nothing remembered
            assert memo is None
            continue
        assert memo[0] is task
        assert memo[1:] == (task["who"], tuple(KIT.choices_now(ours, task["who"])))


def test_current_is_the_kits():
    st = position()
    assert E.machine.current(st) is KIT.current(st) is st.tasks[-1]
    st.finished = True
    assert E.machine.current(st) is KIT.current(st) is None
    st.finished, st.tasks = False, []
    assert E.machine.current(st) is KIT.current(st) is None


def test_only_single_pick_decisions_are_accepted():
    class Multi(type(E.act)):
        multi = True

    with pytest.raises(ValueError):
        AocMachine(G, [Multi(G)])
