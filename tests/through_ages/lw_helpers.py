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
