"""The Guns & Steel game state: compact, JSON round-trippable, cheap to copy.

Cards are named by their data id (C01..C55). Starting cards exist once per seat, so an id is
unique within one seat's zones; civ cards never move between seats.

`tasks` is the pending work, last entry next: turn phases, effect steps, reactions, payments.
A task is a plain dict and is never changed in place (it is replaced), so copying the list is
enough to keep apply() pure. Every other container is replace-only, so a clone shares it: the
per-seat zones (hands, res_up, tech_up, exhausted) are edited through `edit_zone`, which first
gives the state its own copy of the zone and of the seat's row (a move edits one or two rows, and
copying every row of every zone for every apply cost more than the rest of the copy); the rarely
changed parts (options, pyramid, stacks, wonders, glory, owned wonders, track) get new values (or
`engines.kit.clone.own` first).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import PrivateAttr

from engines.base import State
from engines.kit.trusted import set_dict, set_extra, set_fields_set, set_private


class GSState(State):
    COPIED_FLAT: ClassVar[tuple[str, ...]] = ("temp", "picked_up", "tasks")  # items: ids, tasks

    game: str = "guns_steel"
    card_set: str = "new_world"  # new_world | renaissance | combined
    start_seat: int = 0
    active: int = 0
    turn: int = 0  # turns started so far
    phase: str = "setup"  # setup | resource | technology | purchase | end | over
    pyramid: list[list[str | None]] = []  # rows bottom (Horse) to top (Space); None = bought
    stacks: list[list[str]] = []  # combined: Research Project stack per era, last = top
    wonders: list[str | None] = []  # wonder beside each row; None once it left the pyramid
    row_wonders: list[str] = []  # the wonder chosen for each row at setup (for the view)
    glory: dict[str, list[int]] = {}  # wonder id -> glory markers on it per seat
    hands: list[list[str]] = []
    res_up: list[list[str]] = []  # tableau cards resource side up
    tech_up: list[list[str]] = []  # tableau cards tech side up
    exhausted: list[list[str]] = []  # the part of tech_up that was spent as a resource
    owned_wonders: list[list[str]] = []
    track: list[int] = []  # VP track (Renaissance / combined)
    temp: list[str] = []  # the active player's temporary resources
    picked_up: list[str] = []  # cards taken to hand in this end of turn
    attack: dict[str, Any] | None = None  # the attack being resolved
    tasks: list[dict[str, Any]] = []
    # (waiting task, seat, legal ids) of a settled state: see engines.kit.tasks.MemoMachine. Never serialized,
    # not compared, and a clone starts without it.
    _legal: tuple | None = PrivateAttr(default=None)
    # Derived answers kept with the state and carried into its copies (one dict, copied one level by
    # the clone), each used only while what it was computed from is unchanged; never serialized and
    # not compared. By name:
    # - "view_rows": (copy of the market fields, era rows, each row's key, the view builder) of the
    #   last view built from this state or an ancestor (engines.guns_steel.viewbuild)
    # - "market": (copy of the pyramid and stacks, the cards they offer with their surcharges, the
    #   same by units to pay, the rules whose prices were used, surcharges by card): rules.market_memo
    # - "affordable": (resources counted, the market as above, the cards they can pay for, the rules
    #   whose prices were used): rules.affordable
    _memos: dict | None = PrivateAttr(default=None)
    KEPT_PRIVATE: ClassVar[tuple[str, ...]] = ("_memos",)

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every field is (the legal-ids memo is no part of a position)."""
        if not isinstance(other, GSState):
            return NotImplemented
        return self.__dict__ == other.__dict__


ALL_FIELDS = len(GSState.model_fields)


def put(st: GSState, name: str, value: Any) -> None:
    """`st.name = value` as pydantic's assignment does it for a plain field (no validation on
    assignment: the value is stored and the field marked as set), without its attribute machinery
    (several assignments run for every move)."""
    st.__dict__[name] = value
    st.__pydantic_fields_set__.add(name)


def edit_zone(st: GSState, zone: str, seat: int) -> list[str]:
    """The seat's row of a per-seat zone, ready to edit in place: the zone and the row are copied
    first, since the state shares them with the state it was copied from."""
    values = st.__dict__
    rows = values[zone] = list(values[zone])  # `put` written out: two zones edited by most moves
    row = rows[seat] = list(rows[seat])
    st.__pydantic_fields_set__.add(zone)
    return row


def set_zone(st: GSState, zone: str, seat: int, row: list[str]) -> None:
    """Replace the seat's row of a per-seat zone (the zone itself is shared: copied first)."""
    rows = list(st.__dict__[zone])
    rows[seat] = row
    put(st, zone, rows)


def recall(st: GSState, name: str) -> tuple | None:
    """One of the state's kept memos (see `_memos`), or None."""
    private = st.__pydantic_private__
    memos = private.get("_memos") if private else None
    return memos.get(name) if memos else None


def remember(st: GSState, name: str, memo: tuple) -> None:
    """Keep a memo, without pydantic's attribute machinery. The memo dict is shared with the
    state's copies (`copy_state`), so it is replaced, never edited."""
    private = st.__pydantic_private__
    if private is None:
        set_private(st, {"_memos": {name: memo}})
        return
    memos = private.get("_memos")
    private["_memos"] = {name: memo} if memos is None else {**memos, name: memo}


def copy_state(st: GSState) -> GSState:
    """`engines.kit.clone.clone(st)` for apply, the kept memos shared instead of copied (their dict
    is replaced, never edited: `remember`): the same fields, copies of the COPIED_FLAT ones."""
    values = st.__dict__.copy()
    for name in GSState.COPIED_FLAT:
        values[name] = values[name].copy()
    given = st.__pydantic_fields_set__
    # a set naming every field never changes again (setting a field adds its name): shared
    fields_set = given if len(given) == ALL_FIELDS else set(given)
    private = st.__pydantic_private__
    memos = private.get("_memos") if private else None
    # kit.trusted.fast_model written out (one call fewer for every apply)
    new = new_instance(type(st))
    set_dict(new, values)
    set_fields_set(new, fields_set)
    set_extra(new, None)
    set_private(new, {"_memos": memos} if memos else None)
    return new


new_instance = object.__new__  # what GSState.__new__ is (pydantic defines none)
