"""The state of an Age of Civilization match: every fact a position needs, as plain fields.

Per-player facts are lists indexed by seat. Any position can be built by setting these fields
(tests do) and loaded with `ENGINE.load_state`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field, PrivateAttr

from engines.kit.tasks import TaskState
from engines.kit.trusted import PlainAssignment, fast_model, set_fields_set


class AocState(PlainAssignment, TaskState):
    game: str = "age_of_civ"
    round: int = 1  # 1..6; the window is track positions round..round+2 (1-based)
    first: int = 0  # holder of the first-player marker
    current: int | None = None  # seat whose turn it is
    # the table
    track: list[str] = Field(default_factory=list)  # 8 action card ids, positions 1..8
    pool: list[str] = Field(default_factory=list)  # civilization pool, face up
    pool_coins: list[int] = Field(default_factory=list)  # bonus coins on each pool card
    deck: list[str] = Field(default_factory=list)  # civ deck, top = last (hidden)
    wonder_pool: list[str] = Field(default_factory=list)
    tokens: list[str | None] = Field(default_factory=list)  # Winds of Change: above positions 6, 7, 8
    tech_pool: list[str] = Field(default_factory=list)  # Innovations: special technology cards
    opponent_strength: int = 0  # solo Clash: the virtual opponent
    # the players
    coins: list[int] = Field(default_factory=list)
    workers: list[int] = Field(default_factory=list)
    points: list[int] = Field(default_factory=list)
    civs: list[list[str]] = Field(default_factory=list)  # every owned card, in the order taken
    main: list[str | None] = Field(default_factory=list)  # the main civilization
    absorbed: list[list[str]] = Field(default_factory=list)  # cards tucked under (legacy only)
    techs: list[list[str]] = Field(default_factory=list)
    wonders: list[list[str]] = Field(default_factory=list)
    special: list[str | None] = Field(default_factory=list)  # Innovations card owned
    end_points: list[int] = Field(default_factory=list)  # points from end-of-game abilities
    achievements: list[str] = Field(default_factory=list)  # solo Clash, after the game
    # Civilization Draft (secret: only their owner sees them)
    hands: list[list[str]] = Field(default_factory=list)  # picked cards, usable for Birth/Absorb
    packs: list[list[str]] = Field(default_factory=list)  # cards being drafted
    # the current turn
    placed: int = 0  # workers on action spaces this turn
    doomed: int = 0  # of those, workers on red spaces (sacrificed in step 3)
    used: list[str] = Field(default_factory=list)  # one entry per action space used this turn
    rested: bool = False
    # (waiting task, seat, legal ids) of a settled state, for agents only (engines.kit.tasks.MemoMachine):
    # never serialized, not compared, and a clone starts without it
    _legal: tuple | None = PrivateAttr(default=None)

    # edited in place by the rules (their items are numbers or tasks, so a one-level copy does);
    # every other list field is replace-only (kit.clone.own before an in-place edit)
    COPIED_FLAT: ClassVar[tuple[str, ...]] = (
        "tasks",
        "coins",
        "workers",
        "points",
    )

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every field is (the legal-ids memo is no part of a position)."""
        if not isinstance(other, AocState):
            return NotImplemented
        return self.__dict__ == other.__dict__

    @property
    def solo(self) -> bool:
        return self.players == 1

    def variant(self, key: str) -> bool:
        return self.options.get(key) == "on"


def copy_state(st: AocState) -> AocState:
    """`engines.kit.clone.clone(st)` for apply, written out for this state: the COPIED_FLAT lists
    copied one level, the rest shared (the fields set too: `PlainAssignment` replaces it); no
    private attributes (the legal-ids memo is dropped)."""
    values = st.__dict__.copy()
    values["tasks"] = values["tasks"].copy()  # COPIED_FLAT, written out
    values["coins"] = values["coins"].copy()
    values["workers"] = values["workers"].copy()
    values["points"] = values["points"].copy()
    return fast_model(type(st), values, st.__pydantic_fields_set__)


def put(st: AocState, **values: Any) -> None:
    """`st.name = value` for each field given, as `PlainAssignment` does it (the values stored, the
    fields marked set in a new fields set), with the state's dict and fields set read once: the
    rules of every move assign several fields, and each assignment through the attribute
    machinery costs as much as several function calls."""
    st.__dict__.update(values)
    fields_set = st.__pydantic_fields_set__
    if not fields_set.issuperset(values):
        set_fields_set(st, fields_set | values.keys())
