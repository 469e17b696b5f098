"""Positions with the New Leaders and Wonders module on (TA-43), built by setting state fields."""

from __future__ import annotations

from engines.base import Event
from engines.through_ages import board, lw_setup
from engines.through_ages.state import TtaState
from tests.through_ages.helpers import E, G, position


def lw_position(
    players: int = 3, seat: int = 0, age: str = "I", leader: str | None = None, wonders=(), **fields
) -> TtaState:
    """`position` with the module's fields set; `leader` and completed `wonders` for `seat`."""
    st = position(players=players, seat=seat, age=age, **fields)
    st.options = {**st.options, "leaders_wonders": "only"}
    lw_setup.init(st)
    if leader:
        st.leader[seat] = leader
    if wonders:
        st.wonders[seat] = list(wonders)
    return st


def settle(st: TtaState, tasks: list[dict]) -> list[Event]:
    """Push tasks and let the machine run them."""
    ev: list[Event] = []
    st.tasks.extend(reversed(tasks))
    E.machine.advance(st, ev)
    return ev


def stock(st: TtaState, p: int) -> tuple[int, int]:
    return board.stock(G, st, p, "food"), board.stock(G, st, p, "resources")


def play_with(players: int, seed: int, options: dict[str, str], agent: str = "random") -> TtaState:
    """A whole game with these options, checked as test_random_games does, to final scoring."""
    from tests.through_ages.test_random_games import well_formed

    chooser = E.agents()[agent]
    st = E.setup(players, options, seed)
    decisions = 0
    while not st.finished:
        seat = min(E.to_act(st))
        st, _ = E.apply(st, seat, chooser.choose(E, st, seat, decisions))
        decisions += 1
        if decisions % 11 == 0:
            well_formed(st)
        assert decisions < 6000
    well_formed(st)
    assert st.age == "IV" and st.round == st.last_round
    return st
