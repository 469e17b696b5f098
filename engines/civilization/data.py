"""Component data of Civilization (data/civilization.json), read into typed models.

The models name what the engine reads; the file keeps its `_meta` sources and `verified` flags
(ignored here). `Tables` precomputes immutable lookups (tiles in every rotation, techs by name)
once per engine.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from engines.base import Text
from engines.civilization.texts import tr
from engines.kit import data as kit_data
from engines.kit.grid import ARROWS, rotate_tile

GAME_ID = "civilization"


class Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class SquareData(Model):
    terrain: str
    trade: int = 0
    production: int = 0
    culture: int = 0
    coin: int = 0
    resource: str | None = None
    natural_wonder: bool = False
    marker: str | None = None  # hut | village icon


class TileData(Model):
    id: str
    civilization: str | None = None
    suggested_capital: tuple[int, int] | None = None
    capital_allowed: list[tuple[int, int]] = Field(default_factory=list)
    squares: list[list[SquareData]]


class MapTiles(Model):
    home: list[TileData]
    neutral: list[TileData]
    base_neutral_pool_placeholder: list[str]


class HomeSpot(Model):
    pos: tuple[int, int]
    arrow: str


class Layout(Model):
    grid: dict[str, int]
    home: list[HomeSpot]
    neutral_positions: list[tuple[int, int]]


class MapLayouts(Model):
    two: Layout = Field(alias="2")
    three: Layout = Field(alias="3")
    four: Layout = Field(alias="4")

    def for_players(self, players: int) -> Layout:
        return {2: self.two, 3: self.three, 4: self.four}[players]


class Civilization(Model):
    id: str
    name: str
    name_pl: str
    starting_tech: str
    starting_government: str
    home_tile: str
    modifiers: dict[str, Any] = Field(default_factory=dict)


class ResourceAbility(Model):
    cost: list[str]
    phase: str
    effect: str
    effect_key: str


class Tech(Model):
    name: str
    name_pl: str | None = None
    level: int
    unlocks: dict[str, Any] = Field(default_factory=dict)
    upgrades: dict[str, int] = Field(default_factory=dict)
    resource_abilities: list[ResourceAbility] = Field(default_factory=list)
    permanent_abilities: list[str] = Field(default_factory=list)
    characteristics: dict[str, Any] = Field(default_factory=dict)
    coins: dict[str, Any] = Field(default_factory=dict)
    base: bool = True


class Technologies(Model):
    cards: list[Tech]


class Government(Model):
    name: str
    name_pl: str
    unlocked_by: str | None = None
    effect: str = ""


class Governments(Model):
    list: list[Government]


class Building(Model):
    name: str
    name_pl: str
    cost: int
    unlocked_by: str
    terrain: str
    limited_one_per_city: bool
    upgrades_to: str | None = None
    upgrade_of: str | None = None
    markers_shared_with_pair: int
    yields: dict[str, int]


class Buildings(Model):
    list: list[Building]


class Discount(Model):
    tech: str
    cost: int


class Wonder(Model):
    name: str
    name_pl: str
    era: str
    cost: int
    discount: Discount | None = None
    ability: str = ""


class Wonders(Model):
    marker_culture: dict[str, Any]
    default_deck_placeholder: dict[str, Any]
    list: list[Wonder]


class UnitDeck(Model):
    cards: int
    names_by_rank: list[str] = Field(default_factory=list)
    rank1_strength_distribution: dict[str, int] = Field(default_factory=dict)
    strength_distribution: dict[str, int] = Field(default_factory=dict)
    upgrades: dict[str, str] = Field(default_factory=dict)
    unlocked_by: str | None = None


class Units(Model):
    cost_by_rank: dict[str, int]
    aircraft_cost: int
    decks: dict[str, UnitDeck]
    trumps: dict[str, str | None] = Field(default_factory=dict)  # CV-23.4.7
    names: dict[str, dict[str, str]]  # unit type -> {"en", "pl"}


class Resources(Model):
    names: dict[str, dict[str, str]]  # resource id -> {"en", "pl"}


class Battle(Model):
    hand_size: dict[str, int]  # CV-23.2.1


class GreatPersonType(Model):
    id: str
    name: str
    name_pl: str
    yields: dict[str, int]


class GreatPeople(Model):
    markers_per_type: int
    types: list[GreatPersonType]


class Pool(Model):
    count: int
    contents: dict[str, int]


class CultureCard(Model):
    deck: str
    name: str
    name_pl: str
    count: int
    timing: str
    effect: str
    effect_pl: str
    base: bool | None = None


class CultureCards(Model):
    cards: list[CultureCard]


class TrackSection(Model):
    section: str
    cost: dict[str, int]
    event_deck: str
    first: int
    last: int


class TrackSpace(Model):
    space: int
    section: str
    type: str  # culture_event | great_person | victory


class CultureTrack(Model):
    start_space: int
    victory_space: int
    sections: list[TrackSection]
    spaces: list[TrackSpace]


class Constants(Model):
    trade_dial_max: int
    research_trade_threshold: dict[str, int]
    trade_to_production_rate: dict[str, int]
    economic_victory_coins: int
    start: dict[str, Any]
    costs: dict[str, Any]
    market_resource_types: list[str]


class Terrain(Model):
    types: dict[str, dict[str, Any]]


class Effects(Model):
    resource_abilities: dict[str, list[dict[str, Any]]]
    coin_tasks: dict[str, list[dict[str, Any]]]
    wonders: dict[str, list[dict[str, Any]]]
    governments: dict[str, list[dict[str, Any]]]
    permanent: dict[str, list[dict[str, Any]]]
    civilizations: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    culture_events: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)


class CivData(Model):
    constants: Constants
    terrain: Terrain
    map_layouts: MapLayouts
    civilizations: list[Civilization]
    technologies: Technologies
    governments: Governments
    buildings: Buildings
    units: Units
    resources: Resources
    wonders: Wonders
    great_people: GreatPeople
    huts: Pool
    villages: Pool
    map_tiles: MapTiles
    battle: Battle
    culture_track: CultureTrack
    culture_event_cards: CultureCards
    effects: Effects


def load_data(raw: dict[str, Any] | None = None) -> CivData:
    return kit_data.load(GAME_ID, CivData, raw)


class Tables:
    """Immutable lookups built once per engine from its data."""

    def __init__(self, data: CivData):
        self.data = data
        tiles = [*data.map_tiles.home, *data.map_tiles.neutral]
        self.tiles = {t.id: t for t in tiles}
        # placed[(tile id, arrow)][R][C]: the square shown at map offset (R, C)
        self.placed = {(t.id, a): rotate_tile(t.squares, a) for t in tiles for a in ARROWS}
        self.tile_coins = {t.id: sum(s.coin for row in t.squares for s in row) for t in tiles}
        # the yields of each placed square as board.yields_given lists them (key, amount), in order
        self.placed_yields = {
            k: [[printed_yields(sq) for sq in row] for row in rows] for k, rows in self.placed.items()
        }
        self.civs = {c.id: c for c in data.civilizations}
        self.techs = {t.name: t for t in data.technologies.cards if t.base}
        self.tech_list = list(self.techs)  # a tech's number in action ids is its place here
        self.tech_index = {name: i for i, name in enumerate(self.tech_list)}
        # characteristic -> {tech: the number it shows} (effects.characteristic), water rules apart
        self.tech_traits: dict[str, dict[str, int]] = {}
        for name, tech in self.techs.items():
            for trait, value in tech.characteristics.items():
                if isinstance(value, int):
                    self.tech_traits.setdefault(trait, {})[name] = value
        self.tech_water = {
            n: t.characteristics["water"] for n, t in self.techs.items() if "water" in t.characteristics
        }
        self.tech_coins = {n: t.coins["printed"] for n, t in self.techs.items() if t.coins.get("printed")}
        # phase -> tech -> [(index, cost)] of its resource abilities usable on a turn (abilities.ability_ids):
        # those that cancel a city action are used in reaction windows only
        self.phase_abilities: dict[str, dict[str, list[tuple[int, list[str]]]]] = {}
        for name, tech in self.techs.items():
            for i, ability in enumerate(tech.resource_abilities):
                if data.effects.resource_abilities[ability.effect_key][0]["op"] != "cancel_city_action":
                    by_tech = self.phase_abilities.setdefault(ability.phase, {})
                    by_tech.setdefault(name, []).append((i, list(ability.cost)))
        # op -> the governments, wonders and techs (permanent effects) with a step of that op, each
        # with the sum of those steps' amounts (effects.modifier, effects.has)
        self.op_sources: dict[str, tuple[dict[str, int], dict[str, int], dict[str, int]]] = {}
        sources = (data.effects.governments, data.effects.wonders, data.effects.permanent)
        for place, effects in enumerate(sources):
            for name, steps in effects.items():
                for step in steps:
                    table = self.op_sources.setdefault(step["op"], ({}, {}, {}))[place]
                    table[name] = table.get(name, 0) + step.get("amount", 1)
        self.buildings = {b.name: b for b in data.buildings.list}
        self.wonders = {w.name: w for w in data.wonders.list}
        self.governments = {g.name: g for g in data.governments.list}
        self.great_people = {g.id: g for g in data.great_people.types}
        self.default_yields = {k: v.get("default", {}) for k, v in data.terrain.types.items()}
        # culture event cards of the base decks (CV-16.4, CV-32.18.1): every card not flagged base=false
        self.culture_cards = [c for c in data.culture_event_cards.cards if c.base is not False]
        self.culture_card = {c.name: c for c in self.culture_cards}
        # a card's id: the place of its first copy in the list (culture.card_index)
        self.culture_index = {name: self.culture_cards.index(c) for name, c in self.culture_card.items()}
        self.track = {s.space: s for s in data.culture_track.spaces}
        self.track_sections = {s.section: s for s in data.culture_track.sections}
        self.names = names_table(data)


def printed_yields(data: SquareData) -> tuple[tuple[str, int], ...]:
    """A square's printed symbols as (key, amount): trade, production, culture, coin, resource."""
    out = [(k, getattr(data, k)) for k in ("trade", "production", "culture", "coin") if getattr(data, k)]
    if data.resource:
        out.append(("resource:" + data.resource, 1))
    return tuple(out)


def names_table(data: CivData) -> dict[str, dict[str, Text]]:
    """kind -> id -> the name players read (engines.civilization.names)."""
    return {
        "tech": {t.name: tr(t.name, t.name_pl or t.name) for t in data.technologies.cards},
        "government": {g.name: tr(g.name, g.name_pl) for g in data.governments.list},
        "building": {b.name: tr(b.name, b.name_pl) for b in data.buildings.list},
        "wonder": {w.name: tr(w.name, w.name_pl) for w in data.wonders.list},
        "great_person": {g.id: tr(g.name, g.name_pl) for g in data.great_people.types},
        "resource": {k: tr(v["en"], v["pl"]) for k, v in data.resources.names.items()},
        "unit": {k: tr(v["en"], v["pl"]) for k, v in data.units.names.items()},
        "culture_card": {c.name: tr(c.name, c.name_pl) for c in data.culture_event_cards.cards},
    }
