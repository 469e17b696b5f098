"""The state of a Through the Ages match: every fact a position needs, as plain fields.

Per-player facts are lists indexed by seat. Any position can be built by setting these fields
(tests do) and loaded with `ENGINE.load_state`. Ratings (science, culture, strength, happiness,
production) are never stored: `board.py` derives them from these fields (TA-3.4).

Card ids: civil cards and technologies use their data id (the card row and open hands are public,
so copies need no names of their own; a secret hand, TA-Q8, shows only its size to the others). Military cards are secret in hand (TA-25.1), so every copy in
the military decks carries its own instance id "<data id>@<copy>" (e.g. "mil-I-legion@2").

Field names are stable (the pictures read the view built from them); new fields may be added.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field, PrivateAttr, field_serializer, field_validator

from engines.kit.tasks import TaskState
from engines.kit.trusted import fast_model

AGES = ("A", "I", "II", "III", "IV")
# TA-Q8: the option of secret civil hands and its default (hands.py); the default is left out of
# the saved JSON so that matches with open hands keep the JSON they had before the option existed
HANDS_OPTION, HANDS_DEFAULT = "civil_hands", "open"


# per-seat lists of lists that rules edit one seat at a time (`seat_list`)
PER_SEAT_LISTS = (
    "techs",
    "leaders_taken",
    "wonders",
    "ravaged",
    "colonies",
    "used_once",
    "hand",
    "military_hand",
)
# per-seat lists of numbers, texts and replace-only dicts, which rules change one seat's entry at
# a time (`seat_put`, `seat_add`)
PER_SEAT_VALUES = (
    "yellow",
    "blue",
    "idle",
    "workers",
    "stored",
    "government",
    "leader",
    "wonder",
    "wonder_stages",
    "tactic",
    "own_tactic",
    "science",
    "culture",
    "civil_spent",
    "military_spent",
    "extra_military",
    "special_units",
    "special_unit_science",
    "reminders",
    "saladin",
    "louvre",
    "special_urban",
    "spied",
)


class TtaState(TaskState):
    game: str = "through_ages"
    age: str = "A"  # current age: A, I, II, III, IV (TA-27)
    round: int = 1
    first: int = 0  # starting player (TA-5.6)
    current: int = 0  # seat whose turn it is
    last_round: int | None = None  # the round that ends the game, once Age IV began (TA-28.2)
    modules: list[str] = Field(default_factory=list)  # expansion modules in play (TA-40.1)
    # the shared boards (TA-2.1)
    row: list[str | None] = Field(default_factory=list)  # 13 card-row spaces, left to right
    civil_decks: dict[str, list[str]] = Field(default_factory=dict)  # age -> deck, top = last
    military_decks: dict[str, list[str]] = Field(default_factory=dict)  # age -> deck, top = last
    military_discards: dict[str, list[str]] = Field(default_factory=dict)  # age -> discard pile
    current_events: list[str] = Field(default_factory=list)  # top = last (face down)
    events_aside: list[str] = Field(default_factory=list)  # Age A events set aside (TA-42.3)
    future_events: list[str] = Field(default_factory=list)  # top = last (face down)
    prepared_by: list[int] = Field(default_factory=list)  # who prepared each future event
    past_events: list[str] = Field(default_factory=list)  # face up, newest last
    revealed: str | None = None  # the event being resolved now
    common_tactics: list[str] = Field(default_factory=list)  # TA-22.2
    # the players' boards (TA-4)
    yellow: list[int] = Field(default_factory=list)  # tokens in the yellow bank (TA-4.1)
    blue: list[int] = Field(default_factory=list)  # tokens in the blue bank (TA-4.3)
    idle: list[int] = Field(default_factory=list)  # unused workers, the worker pool (TA-1.6)
    workers: list[dict[str, int]] = Field(default_factory=list)  # technology id -> workers on it
    stored: list[dict[str, int]] = Field(default_factory=list)  # farm/mine id -> blue tokens (TA-4.5)
    techs: list[list[str]] = Field(default_factory=list)  # technologies in play, board ones included
    government: list[str] = Field(default_factory=list)
    leader: list[str | None] = Field(default_factory=list)
    leaders_taken: list[list[str]] = Field(default_factory=list)  # ages of leaders taken (TA-20.3)
    wonder: list[str | None] = Field(default_factory=list)  # the unfinished wonder (TA-21.2)
    wonder_stages: list[int] = Field(default_factory=list)  # stages of it built (blue tokens on it)
    wonders: list[list[str]] = Field(default_factory=list)  # completed wonders
    ravaged: list[list[str]] = Field(default_factory=list)  # completed wonders turned face down
    colonies: list[list[str]] = Field(default_factory=list)
    homer_wonder: list[str | None] = Field(default_factory=list)  # completed wonder Homer lies under
    used_once: list[list[str]] = Field(default_factory=list)  # once-per-game abilities used (Caesar)
    hand: list[list[str]] = Field(default_factory=list)  # civil cards in hand (TA-25.2, TA-Q8)
    military_hand: list[list[str]] = Field(default_factory=list)  # secret (TA-25.1)
    tactic: list[str | None] = Field(default_factory=list)  # the card the standard lies on
    own_tactic: list[str | None] = Field(default_factory=list)  # played this round, exclusive
    science: list[int] = Field(default_factory=list)  # science points
    culture: list[int] = Field(default_factory=list)  # culture points
    civil_spent: list[int] = Field(default_factory=list)
    military_spent: list[int] = Field(default_factory=list)
    extra_military: list[int] = Field(default_factory=list)  # this turn only (TA-17.6)
    special_units: list[int] = Field(default_factory=list)  # special-purpose resources for units
    special_unit_science: list[int] = Field(default_factory=list)  # Churchill: science for unit techs
    final_points: list[int] = Field(default_factory=list)  # culture scored in the final scoring
    # the current turn
    taken_now: list[str] = Field(default_factory=list)  # cards taken from the row this turn
    flags: list[str] = Field(default_factory=list)  # once-per-turn markers of the current player
    political_done: bool = False
    wars: list[dict] = Field(default_factory=list)  # declared wars {card, by, target} (TA-12.1)
    pacts: list[dict] = Field(default_factory=list)  # pacts in play {card, a, b, by} (TA-13.3)
    resigned: list[int] = Field(default_factory=list)  # seats that left the game (TA-14)
    # New Leaders and Wonders (TA-43 to TA-48); empty lists when the module is off
    boards: dict[str, list[str | None]] = Field(default_factory=dict)  # open selection: spaces (TA-43.3)
    waiting: dict[str, list[str]] = Field(default_factory=dict)  # age -> selected cards beside the boards
    reminders: list[int] = Field(default_factory=list)  # Hippocrates' tokens on the government card
    saladin: list[str] = Field(default_factory=list)  # Saladin's marker: "", "strength" or "civil"
    louvre: list[int] = Field(default_factory=list)  # blue tokens lying on the Louvre (TA-47.11)
    special_urban: list[int] = Field(default_factory=list)  # Cleopatra: for a stage or urban building
    special_tactics: list[str] = Field(default_factory=list)  # tactics Sun Tzu slid under (TA-45.7)
    nobel_prize: bool = False  # Alfred Nobel became the Nobel Prize (TA-47.8)
    olympics: int | None = None  # who declared the Olympic Games now running (TA-48.2)
    spied: list[int] = Field(default_factory=list)  # Ian Fleming's last target per seat, -1 none (TA-48.9)
    # TA-43.9 draft / chosen together: age -> leaders and wonders still to be picked from (hidden),
    # and per seat the cards dealt to it in the draft, age -> cards (its private part)
    pools: dict[str, list[str]] = Field(default_factory=dict)
    draft_hands: list[dict[str, list[str]]] = Field(default_factory=list)
    # per seat: another seat's secret cards a rule showed it this turn, instance id -> rule id
    # (Ian Fleming TA-48.9, Nostradamus TA-46.6); `Engine.revealed_to`, cleared at its turn's end
    shown: list[dict[str, str]] = Field(default_factory=list)
    # (waiting task, seat, legal ids) of a settled state, for agents only (kit MemoMachine)
    _legal: tuple | None = PrivateAttr(default=None)

    # copied by the kit's clone, one level: lists whose items rules replace in place. Every other
    # list field is replace-only (kit.clone.own before an in-place edit). The dicts inside
    # `workers`, `stored` and `tasks` are replaced, never edited. The per-seat lists
    # (PER_SEAT_LISTS, PER_SEAT_VALUES) are replace-only too: a clone shares them with its
    # original, and a rule changes a seat's entry only through `seat_list`, `seat_put` or
    # `seat_add`, which give the state a list of its own first (a move changes a few of the
    # thirty, so copying them all for every move cost more than copying the changed ones).
    COPIED: ClassVar[tuple[str, ...]] = ()
    COPIED_FLAT: ClassVar[tuple[str, ...]] = ("tasks", "row", "current_events")

    # the in-play index (in_play.py) checks itself against the fields: a copy may start from it
    KEPT_PRIVATE: ClassVar[tuple[str, ...]] = ("_in_play",)

    @field_validator("options")
    @classmethod
    def _hands_default(cls, options: dict) -> dict:
        """A saved match without the hands option has open hands (TA-Q8)."""
        return (
            {**options, HANDS_OPTION: HANDS_DEFAULT} if options and HANDS_OPTION not in options else options
        )

    @field_serializer("options")
    def _hands_unsaved(self, options: dict) -> dict:
        return {k: v for k, v in options.items() if (k, v) != (HANDS_OPTION, HANDS_DEFAULT)}

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every field is (the legal-ids memo is no part of a position)."""
        if not isinstance(other, TtaState):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def variant(self, key: str) -> bool:
        return self.options.get(key) == "on"


def last_age(st: TtaState) -> str:
    """The age that ends the game when it begins: IV, or II in the learning game of Ages A and I
    (TA-30.3, TA-Q10)."""
    return "II" if st.options.get("variant") == "ages_a_i" else "IV"


def card_of(instance: str) -> str:
    """The data id of a military card instance ("mil-I-legion@2" -> "mil-I-legion")."""
    return instance.split("@", 1)[0]


def put(st: TtaState, name: str, value: Any) -> None:
    """`st.name = value` as pydantic's assignment does it for a plain field (the value stored, the
    field marked as set), without its attribute machinery: for the assignments of every turn."""
    st.__dict__[name] = value
    st.__pydantic_fields_set__.add(name)


def seat_list(st: TtaState, field: str, p: int) -> list:
    """Seat p's list in the per-seat field (PER_SEAT_LISTS), made its own first: edit it in place.
    A state's clone shares these lists with the original (the outer list and the inner ones)."""
    rows = st.__dict__[field].copy()
    rows[p] = own = list(rows[p])
    st.__dict__[field] = rows
    return own


def seat_put(st: TtaState, field: str, p: int, value: Any) -> None:
    """`st.<field>[p] = value` for a per-seat field (PER_SEAT_LISTS, PER_SEAT_VALUES), on a list
    of the state's own: a clone shares these lists with its original."""
    rows = st.__dict__[field].copy()
    rows[p] = value
    st.__dict__[field] = rows


def seat_add(st: TtaState, field: str, p: int, n: int) -> None:
    """`st.<field>[p] += n` for a per-seat number field (PER_SEAT_VALUES), as `seat_put`."""
    rows = st.__dict__[field].copy()
    rows[p] += n
    st.__dict__[field] = rows


def copy_state(st: TtaState) -> TtaState:
    """`engines.kit.clone.clone(st)` for apply, written out for this state: the COPIED_FLAT lists
    copied one level, the rest shared, the in-play index memo (KEPT_PRIVATE) copied one level and
    no other private attribute (`test_copy_state.py` compares it with the kit's clone)."""
    values = st.__dict__.copy()
    for name in COPIED_FLAT:
        values[name] = values[name].copy()
    private = st.__pydantic_private__
    memo = private.get("_in_play") if private else None
    return fast_model(
        type(st), values, st.__pydantic_fields_set__.copy(), {"_in_play": memo.copy()} if memo else None
    )


COPIED_FLAT = TtaState.COPIED_FLAT
