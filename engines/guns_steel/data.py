"""Guns & Steel component data: data/guns_steel.json through engines.kit.data.

Every card fact (cost, strength, VP, effect, wonder condition, layout) comes from the data file;
most of those values are reconstructions flagged `placeholder` there (RULES.md D-19). `load`
checks every card effect and wonder condition against the effect language (effects.py), so data
naming an unknown op or a wrong argument fails here, not in the middle of a match. `DATA` is the
default data of the module-level engine; a test builds `GunsSteelEngine(load(edited_raw))`.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from pydantic import BaseModel

from engines.base import Text
from engines.guns_steel.effects import check_data
from engines.kit import data as kit_data

GAME_ID = "guns_steel"

RESOURCES = ("food", "iron", "horse", "gunpowder", "oil", "earth", "space")  # index order
RES_INDEX = {name: i for i, name in enumerate(RESOURCES)}
EARTH, SPACE = RES_INDEX["earth"], RES_INDEX["space"]
ERAS = ("horse", "gunpowder", "oil", "earth", "space")  # pyramid rows, bottom to top
SETS = ("new_world", "renaissance", "combined")


class Name(BaseModel):
    en: str
    pl: str
    pl_from_rulebook: bool = False

    def text(self) -> Text:
        return Text(en=self.en, pl=self.pl)


class CivCard(BaseModel):
    id: str
    set: str
    era: str
    name: Name
    resource: str
    vp: int
    tech_type: str
    military_strength: int
    reaction: bool
    cost: list[str]
    two_player_remove: bool
    illustration: str | None = None
    wonder_match: str | None = None
    effect: dict[str, Any]
    effect_text: str = ""
    placeholder: bool = True
    verified: bool = False

    @property
    def steps(self) -> list[dict[str, Any]]:
        return self.effect["steps"]


class Wonder(BaseModel):
    id: str
    set: str
    era: str
    name: Name
    vp: int
    matches_card: str | None = None
    completion_condition: dict[str, Any] | None = None
    glory_condition: dict[str, Any] | None = None
    glory_count: int | None = None
    condition_text: str = ""
    placeholder: bool = True
    verified: bool = False

    @property
    def condition(self) -> dict[str, Any]:
        return self.completion_condition or self.glory_condition or {}


class GameData(BaseModel):
    civilization_cards: list[CivCard]
    wonders: list[Wonder]
    pyramid_layouts: dict[str, Any]
    starting_resources_by_seat: dict[str, Any]
    game_end: dict[str, Any]
    enums: dict[str, Any]
    counts: dict[str, Any]

    @cached_property
    def cards(self) -> dict[str, CivCard]:
        return {c.id: c for c in self.civilization_cards}

    @cached_property
    def wonder_by_id(self) -> dict[str, Wonder]:
        return {w.id: w for w in self.wonders}

    def starting_ids(self) -> list[str]:
        return [c.id for c in self.civilization_cards if c.set == "starting"]

    def era_cards(self, card_set: str, era: str) -> list[str]:
        return [c.id for c in self.civilization_cards if c.set == card_set and c.era == era]

    def era_wonders(self, card_set: str, era: str) -> list[str]:
        return [w.id for w in self.wonders if w.set == card_set and w.era == era]

    def row_sizes(self, card_set: str, players: int) -> list[int]:
        layouts = self.pyramid_layouts
        if card_set == "combined":
            return list(layouts["combined"]["rows_bottom_to_top"])
        key = "two_player" if players == 2 else "standard"
        return list(layouts[key]["rows_bottom_to_top"])

    def starting_resource_seats(self, players: int) -> list[int]:
        """Seat numbers (1 = start player) that place a starting resource (GS-4.7)."""
        return list(self.starting_resources_by_seat[str(players)])

    def track_end_vp(self) -> int:
        return int(self.game_end["renaissance_track_vp"])

    def glory_markers(self) -> int:
        return int(self.counts["glory_markers_per_player"])

    def resource_name(self, resource: str) -> Text:
        return Text(en=resource.capitalize(), pl=self.enums["names_pl"][resource])

    def tech_type_name(self, tech_type: str) -> Text:
        return Text(en=tech_type.capitalize(), pl=self.enums["names_pl"][tech_type])


def load(raw: dict[str, Any] | None = None) -> GameData:
    """The game data (from `raw` when a test gives edited JSON), checked in full."""
    data = kit_data.load(GAME_ID, GameData, raw)
    for card in data.civilization_cards:
        if any(r not in RESOURCES[:EARTH] for r in card.cost):
            raise ValueError(f"{card.id}: base costs use Food..Oil only")
    check_data(data)
    return data


def read_raw() -> dict[str, Any]:
    """The data file as JSON, for a test to edit and pass to `load`."""
    return kit_data.read_raw(GAME_ID)


DATA = load()
