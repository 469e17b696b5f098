"""The full Stone Age state: compact lists indexed by seat, so a copy per move stays cheap."""

from __future__ import annotations

from typing import Any

from engines.base import State


class StoneAgeState(State):
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
    board: dict[str, list[int]]  # location id -> people per seat this round
    # the pending sub-decision: {"kind": "count" | "roll" | "pay" | "feed" | "items", ...}
    step: dict[str, Any] | None = None
    bonus: list[int] | None = None  # resources picked so far with the 2-resources card
    last_round: bool = False  # a building stack ran out (SA-12.2)
    end_reason: str | None = None  # "buildings" | "cards" once finished


# A clone copies the lists that change on most moves and shares the rest with its parent:
# - SHARED_LISTS (per-seat lists that only a few rules change): those rules take a private copy with
#   own() before changing anything inside;
# - the rows of the board: a placement or resolution replaces a row (set_people()), never changes one.
# Copying everything on every move was half the cost of a clone.
FLAT_LISTS = ("deck", "slots", "score", "agriculture", "food", "people", "unplaced")
SHARED_LISTS = ("stacks", "tools", "tools_used", "cards", "kept", "buildings", "building_points")


def clone(s: StoneAgeState) -> StoneAgeState:
    """A copy whose changes never reach `s` as long as the rules follow the sharing rules above
    (model_copy(deep=True) would be about ten times slower)."""
    d = s.__dict__.copy()
    for key in FLAT_LISTS:
        d[key] = d[key][:]
    d["resources"] = list(map(list.copy, s.resources))
    d["board"] = s.board.copy()
    if s.step is not None:
        d["step"] = {k: (v[:] if isinstance(v, list) else v) for k, v in s.step.items()}
    if s.bonus is not None:
        d["bonus"] = s.bonus[:]
    new = StoneAgeState.__new__(StoneAgeState)
    object.__setattr__(new, "__dict__", d)
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_fields_set__", set(s.__pydantic_fields_set__))
    object.__setattr__(new, "__pydantic_private__", None)
    return new


def own(s: StoneAgeState, key: str) -> list[list]:
    """A private copy of one of the SHARED_LISTS of a clone, ready to be changed in place."""
    rows = list(map(list.copy, getattr(s, key)))
    setattr(s, key, rows)
    return rows


def set_people(s: StoneAgeState, loc: str, seat: int, count: int) -> None:
    """Put `count` people of `seat` on `loc`: a new row, since a clone shares the rows of the board."""
    row = s.board[loc][:]
    row[seat] = count
    s.board[loc] = row
