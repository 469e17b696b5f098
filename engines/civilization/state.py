"""The state of a Civilization match: every position is reachable by setting these fields.

Items on the map (tiles, cities, figures, pieces, markers) and each player's sheet are frozen
models held in lists: rules replace an item (`model_copy(update=...)`) and never edit it in place,
so `kit.clone` only copies the lists named in COPIED.
"""

from __future__ import annotations

from itertools import chain
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from engines.kit.tasks import TaskState
from engines.kit.trusted import PlainAssignment, fast_model

Sq = tuple[int, int]


class Item(BaseModel):
    model_config = ConfigDict(frozen=True)

    def __eq__(self, other: object) -> bool:
        """BaseModel's equality for these models (no private attributes, no extras) in one step:
        the memos compare lists of them, and a replaced item is compared after every move."""
        if type(other) is type(self):
            return self.__dict__ == other.__dict__
        return False if isinstance(other, BaseModel) else NotImplemented

    def replaced(self, **changes):
        """`model_copy(update=changes)`, the same copy (fields set included), made directly: rules
        replace sheets and figures on most moves."""
        if self.__pydantic_private__ is not None or self.__pydantic_extra__ is not None:
            return self.model_copy(update=changes)
        new = type(self).__new__(type(self))
        values = self.__dict__.copy()
        values.update(changes)
        object.__setattr__(new, "__dict__", values)
        object.__setattr__(new, "__pydantic_extra__", None)
        object.__setattr__(new, "__pydantic_fields_set__", self.__pydantic_fields_set__ | changes.keys())
        object.__setattr__(new, "__pydantic_private__", None)
        return new


class PlacedTile(Item):
    """A map tile at grid index tile_row * cols + tile_col. `arrow` is None while face down."""

    id: str
    home: bool = False
    arrow: str | None = None


class Marker(Item):
    """A face-down hut or village marker on the map; `content` is hidden from every view."""

    r: int
    c: int
    kind: str  # hut | village
    content: str


class City(Item):
    owner: int
    r: int
    c: int
    capital: bool = False
    walled: bool = False


class Figure(Item):
    id: int
    owner: int
    kind: str  # army | scout
    r: int
    c: int
    placed_turn: int = 0
    sends_to: int | None = None  # index in cities of the city this scout gathers for (CV-25)
    sent_square: tuple[int, int] | None = None  # the square it sends: where it stood when declared


class Piece(Item):
    """A building, wonder marker or great person on a square of some city's outskirts."""

    r: int
    c: int
    kind: str  # building | wonder | great_person
    name: str
    owner: int


class Front(Item):
    """One front of a battle (CV-23.4.3): at most one unit card per side, with its wounds."""

    cards: tuple[str | None, str | None] = (None, None)  # attacker's, defender's
    wounds: tuple[int, int] = (0, 0)


class Battle(Item):
    """The open battle (CV-23, CV-30.7). Side 0 attacks, side 1 defends; `hands` are private."""

    kind: str  # field | city | village | horde (Roaming Horde: barbarians attack, side 0)
    seats: tuple[int, int]  # attacker, defender (for a village: the barbarian player)
    r: int
    c: int
    group: list[int] = Field(default_factory=list)  # the attacking figures
    hands: tuple[list[str], list[str]] = ([], [])
    ranks: tuple[dict[str, int], dict[str, int]] = ({}, {})  # the rank each side fights at
    fronts: list[Front] = Field(default_factory=list)
    bonus: tuple[int, int] = (0, 0)  # the combat bonus card (the difference), CV-23.3.2
    lost: tuple[int, int] = (0, 0)  # units killed per side
    killed: list[str] = Field(default_factory=list)  # the cards killed, in order (China, CV-5.6)
    killed_sides: list[int] = Field(default_factory=list)
    next_side: int = 1
    last_play: str = ""  # the card just played, for the public record
    plus: tuple[int, int] = (0, 0)  # strength added to every unit of a side (Himeji)


class Civ(Item):
    """One player's civilization sheet."""

    civ: str
    government: str
    unlocked_governments: list[str]
    gov_unlocked_turn: dict[str, int] = Field(default_factory=dict)  # CV-8.3.1 free-change window
    anarchy_turn: int | None = None  # the turn the player entered Anarchy
    gov_changed_turn: int = -1
    trade: int = 0
    culture: int = 0
    culture_space: int = 0
    coin_tokens: dict[str, int] = Field(default_factory=dict)  # tech or wonder -> coin tokens
    resources: list[str] = Field(default_factory=list)  # market resource tokens
    markers: list[str] = Field(default_factory=list)  # hut/village markers kept face down (private)
    techs: list[list[str]] = Field(default_factory=lambda: [[], [], [], [], []])  # pyramid rows I..V
    ranks: dict[str, int] = Field(default_factory=lambda: {"artillery": 1, "infantry": 1, "mounted": 1})
    standing: list[str] = Field(default_factory=list)  # unit cards, private (CV-32.8)
    great_people: list[str] = Field(default_factory=list)  # kept on the sheet (no effect)
    wonders: list[str] = Field(default_factory=list)  # wonder cards owned
    unbuilt: dict[str, int] = Field(default_factory=dict)  # army, scout, city
    used: list[str] = Field(default_factory=list)  # once-per-turn abilities used this turn
    hand: list[str] = Field(default_factory=list)  # culture event cards, private (CV-16.1)

    def knows(self, tech: str) -> bool:
        for row in self.techs:  # any(...) without a generator: asked many times a decision
            if tech in row:
                return True
        return False

    def all_techs(self) -> list[str]:
        return list(chain.from_iterable(self.techs))


class CivState(PlainAssignment, TaskState):
    # Rules edit only these lists in place (the task stack, a player's sheet by index); every
    # other field is replaced whole, so clones share it.
    # (tasks are dicts and sheets frozen models, both replaced whole: a one-level copy, kit.clone)
    COPIED: ClassVar[tuple[str, ...]] = ()  # declared: a missing class attribute costs pydantic a slow lookup
    COPIED_FLAT: ClassVar[tuple[str, ...]] = ("tasks", "civs")
    # memos that check themselves against the fields they come from (engines/civilization/memos.py),
    # in one dict: carried into clones
    KEPT_PRIVATE: ClassVar[tuple[str, ...]] = ("_memos",)

    turn: int = 1
    phase: str = "setup"
    first_player: int = 0
    turn_limit: int = 0  # 0: none; otherwise the game ends after this turn (declared limit)
    players_civ: list[str] = Field(default_factory=list)
    civs: list[Civ] = Field(default_factory=list)  # each seat's civilization sheet
    grid_rows: int = 0
    grid_cols: int = 0
    tiles: list[PlacedTile | None] = Field(default_factory=list)
    markers: list[Marker] = Field(default_factory=list)
    cities: list[City] = Field(default_factory=list)
    figures: list[Figure] = Field(default_factory=list)
    pieces: list[Piece] = Field(default_factory=list)
    next_figure: int = 1
    wonder_market: list[str] = Field(default_factory=list)
    wonder_deck: list[str] = Field(default_factory=list)  # top first; face down
    unit_decks: dict[str, list[str]] = Field(default_factory=dict)  # top first; hidden
    building_supply: dict[str, int] = Field(default_factory=dict)  # by basic building name
    resource_market: dict[str, int] = Field(default_factory=dict)
    hut_pool: list[str] = Field(default_factory=list)
    village_pool: list[str] = Field(default_factory=list)
    great_person_pool: list[str] = Field(default_factory=list)
    space_flight_taken: bool = False
    egypt_wonder: str = ""  # the ancient wonder Egypt takes at setup (CV-4.3.4.1)
    acted: list[int] = Field(default_factory=list)  # city indexes that took their action this turn
    moved: list[int] = Field(default_factory=list)  # figure ids that moved this turn
    frozen: list[str] = Field(default_factory=list)  # "r,c" squares no figure may leave this turn (spy)
    city_bonus: dict[str, int] = Field(default_factory=dict)  # "r,c" -> extra production this turn
    offers_made: list[int] = Field(default_factory=list)  # trade offers made this turn, per seat
    culture_decks: dict[str, list[str]] = Field(default_factory=dict)  # I/II/III, top first; hidden
    culture_discards: dict[str, list[str]] = Field(default_factory=dict)  # face up under each deck
    obsolete: list[str] = Field(default_factory=list)  # wonders whose ability is lost (CV-27)
    advanced_tiebreak: bool = False  # the CV-28.6 variant (match option)
    training: bool = False  # the CV-4.11 training game (match option)
    achieved: dict[str, str] = Field(default_factory=dict)  # CV-28.6: seat -> victory reached this turn
    winners: list[int] = Field(default_factory=list)
    victory: str = ""  # culture | technology | economic | military | turn_limit | tiebreak
    battle: Battle | None = None  # the open battle (CV-23)
    unit_face_up: dict[str, int] = Field(default_factory=dict)  # killed cards at a deck's bottom
    loot_rule: str = "rulebook"  # rulebook | faq2013 (CV-32.2)
    disasters: dict[str, str] = Field(default_factory=dict)  # "r,c" -> terrain a disaster marker shows
    # (waiting task, seat, legal ids, fingerprint) of a settled state (engines/civilization/machine.py):
    # never serialized, not compared, and a clone starts without it
    _legal: tuple | None = PrivateAttr(default=None)
    # the memos derived from fields, by name (engines/civilization/memos.py)
    _memos: dict | None = PrivateAttr(default=None)

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every field is (the legal-ids memo is no part of a position)."""
        if not isinstance(other, CivState):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def model_dump_json(self, **options) -> str:
        """pydantic's JSON text; without options (the host's snapshot after every act) the same
        text written again only where the state changed since its last dump (snapshot.py)."""
        if options:
            return super().model_dump_json(**options)
        return snapshot.state_json(self)


def copy_state(st: CivState) -> CivState:
    """`engines.kit.clone.clone(st)` written out for this state (apply copies a state every move):
    the COPIED_FLAT lists (tasks, civs) copied one level, the rest shared (the fields set too:
    `PlainAssignment` replaces it), the memos' dict copied one level (KEPT_PRIVATE), the
    legal-ids memo left out."""
    values = st.__dict__.copy()
    values["tasks"] = values["tasks"].copy()
    values["civs"] = values["civs"].copy()
    private = st.__pydantic_private__
    kept = private.get("_memos") if private else None
    return fast_model(
        type(st), values, st.__pydantic_fields_set__, None if kept is None else {"_memos": kept.copy()}
    )


from engines.civilization import snapshot  # noqa: E402  (it reads the models above)
