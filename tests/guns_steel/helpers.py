"""Scenario building for Guns & Steel tests: a real setup, then zones edited by hand."""

from __future__ import annotations

from engines.base import IllegalAction
from engines.guns_steel import ENGINE, rules
from engines.guns_steel.data import DATA
from engines.guns_steel.state import GSState

CARDS = DATA.cards
R = ENGINE.rules  # the queries over a state, with the default data


def scenario(
    players: int = 3,
    card_set: str = "new_world",
    *,
    seed: int = 1,
    active: int = 0,
    hands: dict[int, list[str]] | None = None,
    res_up: dict[int, list[str]] | None = None,
    tech_up: dict[int, list[str]] | None = None,
    wonders_owned: dict[int, list[str]] | None = None,
    track: dict[int, int] | None = None,
    tasks: list[dict] | None = None,
    pyramid: list[list[str | None]] | None = None,
    wonders: list[str] | None = None,
    glory: dict[str, list[int]] | None = None,
    stack_tops: dict[int, str] | None = None,
) -> GSState:
    """A game at the start of `active`'s turn (or at `tasks`) with the given zones; others empty."""
    st = ENGINE.setup(players, {"set": card_set}, seed)
    st.start_seat = 0
    st.active = active
    st.turn = 5
    st.phase = "resource"
    st.hands = [list((hands or {}).get(s, [])) for s in range(players)]
    st.res_up = [list((res_up or {}).get(s, [])) for s in range(players)]
    st.tech_up = [list((tech_up or {}).get(s, [])) for s in range(players)]
    st.exhausted = [[] for _ in range(players)]
    st.owned_wonders = [list((wonders_owned or {}).get(s, [])) for s in range(players)]
    st.track = [(track or {}).get(s, 0) for s in range(players)]
    st.temp = []
    st.tasks = tasks if tasks is not None else [{"k": "turn"}]
    if pyramid is not None:
        st.pyramid = [list(r) for r in pyramid]
    if wonders is not None:
        st.wonders = list(wonders)
        st.row_wonders = list(wonders)
        st.glory = {w: [0] * players for w in wonders} if rules.uses_track(st) else {}
    st.glory.update(glory or {})
    for row, top in (stack_tops or {}).items():
        st.stacks[row] = [c for c in st.stacks[row] if c != top] + [top]
    in_play = {c for zone in (st.hands, st.res_up, st.tech_up) for cards in zone for c in cards}
    st.pyramid = [[None if c in in_play else c for c in row] for row in st.pyramid]
    st.stacks = [[c for c in stack if c not in in_play] for stack in st.stacks]
    return ENGINE.refresh(st)


def play(st: GSState, seat: int, *actions: str) -> tuple[GSState, list]:
    """Apply actions of one seat in order; returns the last state and all events."""
    events = []
    for action in actions:
        st, ev = ENGINE.apply(st, seat, action)
        events += ev
    return st, events


def current(st: GSState) -> dict | None:
    return ENGINE.machine.current(st)


def legal(st: GSState, seat: int | None = None) -> list[str]:
    task = current(st)
    seat = task["who"] if seat is None else seat
    return ENGINE.legal_actions(st, seat)


def deciding(st: GSState) -> int:
    (seat,) = ENGINE.to_act(st)
    return seat


def kind(st: GSState) -> str:
    return current(st)["k"]


def refused(st: GSState, seat: int, action: str) -> bool:
    before = st.model_dump_json()
    try:
        ENGINE.apply(st, seat, action)
    except IllegalAction:
        assert st.model_dump_json() == before
        return True
    return False
