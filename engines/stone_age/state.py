"""The full Stone Age state: compact lists indexed by seat, and the task stack of engines.kit.tasks.

The stack holds the pending work, last entry next: the automatic flow ({"k": "flow"}) at the bottom
while the game runs, above it the decision waiting now ({"k": "place" | "count" | "resolve" |
"roll" | "items" | "pay" | "feed", "who": seat, ...}), and above that the 2-resources card's
choice ({"k": "bonus"}) while its owner is using it. The decision families live in decisions/.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engines.kit.tasks import TaskState
from engines.kit.trusted import fast_model


class StoneAgeState(TaskState):
    game: str = "stone_age"
    round: int = 1
    phase: str = "placement"  # placement | action | feeding | over
    first: int = 0  # holder of the first-player marker
    current: int = 0  # whose placement / action turn it is, or who is being fed
    fed: int = 0  # seats already fed this feeding phase
    moves: int = 0  # actions applied so far (agents mix it into their picks so "back" cannot loop)
    deck: list[str]  # civilization cards, top card last
    slots: list[str | None]  # card in slot 1 (rightmost, cost 1) .. slot 4
    stacks: list[list[str]]  # building stacks in play, face-up tile last
    score: list[int]
    agriculture: list[int]
    food: list[int]
    people: list[int]
    unplaced: list[int]
    resources: list[list[int]]  # per seat: wood, brick, stone, gold
    tools: list[list[int]]  # per seat: tile values in slot order (0 to 3 tiles)
    tools_used: list[list[bool]]
    cards: list[list[str]]  # face-down collections
    kept: list[list[str]]  # open cards kept for later: one-use tools, the 2-resources card
    buildings: list[list[str]]
    building_points: list[list[int]]
    board: dict[str, list[int]]  # location id -> people per seat this round (replace-only: set_people)
    last_round: bool = False  # a building stack ran out (SA-12.2)
    end_reason: str | None = None  # "buildings" | "cards" once finished

    # engines.kit.clone copies these on every move; the other lists are shared with the parent
    # state and the few rules that change them take a private copy first (kit.clone.own).
    COPIED: ClassVar[tuple[str, ...]] = ("resources",)
    # ... and these, whose items are numbers, card ids or tasks (never edited in place), one level
    COPIED_FLAT: ClassVar[tuple[str, ...]] = (
        "slots",
        "score",
        "agriculture",
        "food",
        "people",
        "unplaced",
        "tasks",
    )


def put(s: StoneAgeState, name: str, value: Any) -> None:
    """`s.name = value` as pydantic's assignment does it for a plain field (the value stored, the
    field marked as set), without its attribute machinery: for the assignments of every move."""
    s.__dict__[name] = value
    s.__pydantic_fields_set__.add(name)


def copy_state(s: StoneAgeState) -> StoneAgeState:
    """`engines.kit.clone.clone(s)` for apply, written out for this state: the resources copied two
    levels, the COPIED_FLAT lists one level, the rest shared; no private attributes."""
    values = s.__dict__.copy()
    values["resources"] = [list(row) for row in values["resources"]]
    for name in StoneAgeState.COPIED_FLAT:
        values[name] = values[name].copy()
    return fast_model(type(s), values, set(s.__pydantic_fields_set__))
