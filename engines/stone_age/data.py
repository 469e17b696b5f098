"""Stone Age component data: data/stone_age.json validated into pydantic models (engines.kit.data).

`DATA` is the data of the module-level engine; an engine built with other data
(`StoneAgeEngine(load_data(raw))`) uses only its own.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, PrivateAttr

from engines.base import Text
from engines.kit import data as kit_data

RESOURCES = ("wood", "brick", "stone", "gold")  # index order used by the state
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
HUNTING = "hunting_grounds"


def slot_of(loc: str) -> int:
    """The index in `slots` of a card slot location ("card_1" -> 0)."""
    return int(loc[5:]) - 1


def stack_of(loc: str) -> int:
    """The index in `stacks` of a building stack location ("building_1" -> 0)."""
    return int(loc[9:]) - 1


class CardTop(BaseModel):
    effect: str
    timing: str
    amount: int | None = None
    resource: str | None = None
    dice: int | None = None
    tools_allowed: bool | None = None
    value: int | None = None


class CardBottom(BaseModel):
    color: str
    symbol: str | None = None
    type: str | None = None
    count: int = 0


class CivCard(BaseModel):
    id: str
    top: CardTop
    bottom: CardBottom
    verified: bool
    note: str | None = None


class Building(BaseModel):
    id: str
    kind: str  # fixed | count_of_kinds | any_1_to_7
    cost: dict[str, int] | None = None
    points: int | str
    count: int | None = None
    kinds: int | None = None
    min: int | None = None
    max: int | None = None
    verified: bool


class Location(BaseModel):
    id: str
    group: str  # hunting | gathering | village
    name: Text
    capacity: int | None
    yields: str | None = None
    divisor: int | None = None
    exact_people: int | None = None


class YellowType(BaseModel):
    name: Text
    multiplies: str


class StoneAgeData(BaseModel):
    game: str
    source: str
    starting_people: int
    max_people: int
    starting_food: int
    agriculture_max: int
    starvation_penalty: int
    points_per_leftover_resource: int
    resource_values: dict[str, int]
    divisors: dict[str, int]
    card_slot_costs: list[int]
    building_stack_size: int
    building_stacks_by_player_count: dict[str, int]
    village_locations_usable_by_player_count: dict[str, int]
    gathering_max_players_by_player_count: dict[str, int | None]
    tool_slots: int
    tool_max_value: int
    tools_note: str
    dice_for_items_faces: dict[str, str]
    green_set_scores: list[int]
    locations: list[Location]
    goods: dict[str, Text]
    green_symbols: dict[str, Text]
    yellow_types: dict[str, YellowType]
    card_effects: dict[str, Text]
    civilization_cards: list[CivCard]
    buildings: list[Building]
    card_slot_name: Text
    building_stack_name: Text
    tool_tile_split: dict[str, Any]  # unverified: the engine does not limit tools by tiles (SA-D1)
    sources: dict[str, Any]

    _cards: dict[str, CivCard] = PrivateAttr(default_factory=dict)
    _buildings: dict[str, Building] = PrivateAttr(default_factory=dict)
    _locations: dict[str, Location] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context) -> None:
        self._cards = {c.id: c for c in self.civilization_cards}
        self._buildings = {b.id: b for b in self.buildings}
        self._locations = {loc.id: loc for loc in self.locations}

    # The lookups read the private dicts directly: `self._cards` goes through pydantic's __getattr__,
    # which costs a microsecond, and the rules look cards and buildings up on every move.
    def card(self, card_id: str) -> CivCard:
        return self.__pydantic_private__["_cards"][card_id]

    def building(self, building_id: str) -> Building:
        return self.__pydantic_private__["_buildings"][building_id]

    def location(self, location_id: str) -> Location:
        return self.__pydantic_private__["_locations"][location_id]


def load_data(raw: dict[str, Any] | None = None) -> StoneAgeData:
    """The data file, or `raw` (the file's JSON edited by a test, see kit_data.read_raw)."""
    return kit_data.load("stone_age", StoneAgeData, raw)


DATA = load_data()
