"""The per-seat zones (hands, res_up, tech_up, exhausted) are shared by a state and its copy and
copied only when a rule edits them (engines.guns_steel.state.edit_zone): apply() must leave every
earlier state of a game as it was, whatever card moved (played, exhausted GS-9.5, renewed, picked
up at the end of a turn GS-10, given in an attack)."""

from __future__ import annotations

import pytest

from engines.guns_steel import ENGINE
from engines.guns_steel.state import edit_zone, set_zone

RANDOM = ENGINE.agents()["random"]


@pytest.mark.parametrize("card_set", ["new_world", "renaissance", "combined"])
def test_no_move_changes_an_earlier_state(card_set):
    played = []  # (state, its JSON when it was reached)
    for seed in (3, 8):
        state = ENGINE.setup(3, {"set": card_set}, seed)
        for step in range(400):
            if state.finished:
                break
            played.append((state, state.model_dump_json()))
            seat = min(ENGINE.to_act(state))
            state, _ = ENGINE.apply(state, seat, RANDOM.choose(ENGINE, state, seat, step))
    moved = sum(1 for (a, _), (b, _) in zip(played, played[1:], strict=False) if a.tech_up is not b.tech_up)
    assert moved > 50  # cards did move between zones
    assert all(state.model_dump_json() == reached for state, reached in played)


def test_edit_zone_copies_the_zone_and_the_row():
    state = ENGINE.setup(2, {}, 1)
    zone, row = state.hands, state.hands[0]
    edit_zone(state, "hands", 0).append("C01")
    assert state.hands[0][-1] == "C01" and row[-1] != "C01" and state.hands is not zone
    assert state.hands[1] is zone[1]  # the other seat's row is still shared
    set_zone(state, "tech_up", 1, ["C02"])
    assert state.tech_up[1] == ["C02"]
