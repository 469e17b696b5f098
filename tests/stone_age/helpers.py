"""Shared helpers for the Stone Age tests: fresh states, forced dice, applying action lists."""

from __future__ import annotations

from engines import get_engine
from engines.base import Event
from engines.kit.tasks import Task
from engines.stone_age.rules import FLOW, pending
from engines.stone_age.state import StoneAgeState

ENGINE = get_engine("stone_age")


def fresh(players: int = 4, seed: int = 1, first: int = 0) -> StoneAgeState:
    s = ENGINE.setup(players, {}, seed)
    s.first = s.current = first
    s.tasks = [FLOW, {"k": "place", "who": first}]
    return s


def placing(s: StoneAgeState, seat: int) -> StoneAgeState:
    """`seat` is to place now."""
    s.current = seat
    s.tasks = [FLOW, {"k": "place", "who": seat}]
    return s


def choices(s: StoneAgeState, seat: int) -> list[str]:
    return ENGINE.legal_actions(s, seat)


def step(s: StoneAgeState) -> Task | None:
    """The pending sub-decision (count, roll, items, pay, feed), None at a placement or resolve choice."""
    task = pending(s)
    return None if task is None or task["k"] in ("place", "resolve") else task


def act(s: StoneAgeState, seat: int, *actions: str) -> tuple[StoneAgeState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        s, ev = ENGINE.apply(s, seat, action)
        events += ev
    return s, events


def action_phase(s: StoneAgeState, seat: int, placed: dict[str, int], blocker: bool = True) -> StoneAgeState:
    """A state in the action phase where `seat` has exactly `placed` people on the board.

    With `blocker` the next seat has two groups waiting, so the flow stops at that seat's choice
    instead of running on through feeding and the end of the round.
    """
    s.phase = "action"
    s.current = seat
    s.tasks = [FLOW, {"k": "resolve", "who": seat}]
    s.unplaced = [0] * s.players
    for loc, n in placed.items():
        s.board[loc][seat] = n
    if blocker:
        other = (seat + 1) % s.players
        s.board["tool_maker"][other] = 1
        s.board["field"][other] = 1
    return s


def settle(s: StoneAgeState) -> list[Event]:
    """Run the automatic flow from the position the fields describe (after editing them)."""
    ev: list[Event] = []
    s.tasks = [FLOW]
    ENGINE.machine.advance(s, ev)
    return ev


def texts(events: list[Event]) -> str:
    return "\n".join(e.text.en for e in events)


class FixedDice:
    """Replaces rules.Rng: dice come from a list, in order."""

    def __init__(self, values: list[int]):
        self.values = list(values)

    def __call__(self, state):
        return self

    def die(self, sides: int = 6) -> int:
        return self.values.pop(0)


def edited_view_position() -> StoneAgeState:
    """An action-phase position whose players' goods, tools, cards and buildings were set by hand
    (SA-16.1's view tests read them back)."""
    s = action_phase(fresh(3), 1, {"forest": 3, "card_2": 1})
    s.resources[0] = [1, 2, 3, 4]
    s.tools[2] = [2, 1]
    s.tools_used[2] = [True, False]
    s.kept[2] = ["civ30"]
    s.cards[2] = ["civ13", "civ14"]
    s.buildings[0] = ["b05"]
    s.building_points[0] = [12]
    return s
