"""Positions for Through the Ages tests, built by setting fields of the state model."""

from __future__ import annotations

from engines.base import Event
from engines.through_ages import ENGINE
from engines.through_ages.state import TtaState

E = ENGINE
G = ENGINE.g
ROW = [
    "civil-A-action-stockpile",  # 1
    "civil-A-moses",  # 2
    "civil-I-iron",  # 3
    "civil-A-pyramids",  # 4
    "civil-I-alchemy",  # 5
    "civil-I-drama",  # 6
    "civil-A-action-rich-land",  # 7
    "civil-I-code-of-laws",  # 8
    "civil-I-swordsmen",  # 9
    "civil-A-colossus",  # 10
    "civil-I-monarchy",  # 11
    "civil-A-homer",  # 12
    "civil-I-irrigation",  # 13
]


def position(players: int = 3, seat: int = 0, round: int = 3, age: str = "I", **fields) -> TtaState:
    """A match in `seat`'s Action Phase of `round` (the politics phase already over), changed by
    `fields`. The row holds ROW unless given; `options={"variant": "full"}` allows attacks."""
    st = E.setup(players, {"variant": "peaceful"}, seed=7)  # the decks part 1's tests assume
    st.round, st.current, st.first, st.age = round, seat, 0, age
    st.row = list(ROW)
    st.civil_decks = {**st.civil_decks, "A": []}
    st.tasks = [{"k": "end_turn", "p": seat}, {"k": "act", "who": seat}]
    for name, value in fields.items():
        setattr(st, name, value)
    return st


def put(
    st: TtaState, p: int, workers: dict[str, int] | None = None, stored: dict[str, int] | None = None
) -> None:
    """Set workers and stored blue tokens of player p, keeping the banks consistent."""
    if workers is not None:
        st.workers[p] = dict(workers)
        for card in workers:
            if card not in st.techs[p]:
                st.techs[p] = [*st.techs[p], card]
    if stored is not None:
        st.blue[p] += sum(st.stored[p].values()) - sum(stored.values())
        st.stored[p] = dict(stored)
        for card in stored:
            if card not in st.techs[p]:
                st.techs[p] = [*st.techs[p], card]


def act(st: TtaState, *actions: str, seat: int | None = None) -> tuple[TtaState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        who = seat if seat is not None else sorted(E.to_act(st))[0]
        st, ev = E.apply(st, who, action)
        events += ev
    return st, events


def texts(events: list[Event]) -> str:
    return "\n".join(e.text.en for e in events)
