"""What one seat (or a spectator) may know about a Stone Age match: the input of render/stone_age.py.

Public facts (SA-16.1) are in `StoneAgeView`; the seat's own face-down civilization cards are only
in `StoneAgeView.private` (SA-16.2). Other seats' collections appear only as a count, and the deck
only as its size (SA-16.3).

Resource keys everywhere: "wood", "brick", "stone", "gold" (in that order, cheapest first).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.base import Text, View

RESOURCE_KEYS = ("wood", "brick", "stone", "gold")


class Placement(BaseModel):
    """People of one seat standing on one location."""

    seat: int
    people: int


class LocationView(BaseModel):
    """One place on the board where people can stand this round.

    ids: "hunting_grounds", "forest", "clay_pit", "quarry", "river", "tool_maker", "hut", "field",
    "card_1".."card_4" (card_1 is the rightmost slot, cost 1), "building_1".."building_4".
    """

    id: str
    group: str  # "hunting" | "gathering" | "village" | "civilization" | "building"
    name: Text
    capacity: int | None  # None: unlimited (hunting grounds)
    people: list[Placement] = Field(default_factory=list)  # who stands there, in seat order
    total_people: int = 0
    available: bool = True  # someone could still place here this round (not full, not closed by SA-15)


class CardFace(BaseModel):
    """A civilization card as printed: top effect and bottom (scoring) half."""

    id: str
    top_effect: str  # food, dice_for_items, resource, resource_by_dice, points, tool, agriculture,
    # extra_card, one_use_tool, any_resources
    top_amount: int | None = None  # food / points / resources / one-use tool value
    top_resource: str | None = None  # for resource and resource_by_dice
    top_text: Text
    color: str  # "green" | "yellow"
    symbol: str | None = None  # green: pottery, art, writing, medicine, time, transport, music, weaving
    figure: str | None = None  # yellow: farmer, tool_maker, hut_builder, shaman
    figures: int = 0  # yellow: how many figures are printed
    bottom_text: Text


class CardSlotView(BaseModel):
    slot: int  # 1 (rightmost) .. 4 (leftmost)
    cost: int  # resources needed to buy the card in this slot
    card: CardFace | None = None
    occupied_by: int | None = None  # seat with a person on the slot this round


class BuildingFace(BaseModel):
    """A building tile. kind "fixed": `cost` and `points`; "count_of_kinds": pay `count` resources
    of exactly `kinds` kinds; "any_1_to_7": pay `min_count`..`max_count` resources of any kinds."""

    id: str
    kind: str
    cost: dict[str, int] = Field(default_factory=dict)
    points: int | None = None  # fixed tiles only; the others score the value of what was paid
    count: int | None = None
    kinds: int | None = None
    min_count: int | None = None
    max_count: int | None = None
    text: Text


class BuildingStackView(BaseModel):
    stack: int  # 1..number of players
    top: BuildingFace | None = None  # the face-up tile, None when the stack is empty
    remaining: int = 0  # tiles left in the stack, the face-up one included
    occupied_by: int | None = None


class BoughtBuilding(BaseModel):
    building: BuildingFace
    points: int  # points scored when it was bought


class ToolView(BaseModel):
    value: int  # 1..4
    used: bool  # used this round


class PlayerView(BaseModel):
    seat: int
    score: int  # score track
    agriculture: int  # food track, 0..10
    food: int
    resources: dict[str, int]  # wood, brick, stone, gold
    tools: list[ToolView]  # tool tiles on the player board (0 to 3)
    tool_total: int
    people: int  # people owned (5..10)
    placed: int  # people on the board now
    unplaced: int  # people still on the player board during placement
    buildings: list[BoughtBuilding] = Field(default_factory=list)
    face_down_cards: int = 0  # size of the hidden collection
    open_cards: list[CardFace] = Field(default_factory=list)  # kept, unused one-use tools / 2-resources card
    is_first_player: bool = False


class RollView(BaseModel):
    """The roll being resolved now (dice shown, tools maybe still to be added)."""

    seat: int
    location: str  # a location id; "card_N" for the 2-dice roll of a resource-by-dice card
    yields: str  # food, wood, brick, stone, gold
    dice: list[int]
    tools_added: int
    total: int
    divisor: int
    amount: int  # what the roll gives with the tools added so far


class ItemDiceView(BaseModel):
    """The dice-for-items roll being shared out (SA-8.4.1)."""

    buyer: int
    dice: list[int]  # dice still to be taken
    picker: int  # whose pick it is
    taken: list[Placement] = Field(default_factory=list)  # seat and the die value they took


class PrivateView(BaseModel):
    """Only for the seat itself: the face-down collection and what it would score now (SA-16.2)."""

    seat: int
    cards: list[CardFace]
    card_score: dict[str, int]  # green_sets, farmer, tool_maker, hut_builder, shaman
    card_score_total: int


class StoneAgeView(View):
    game: str = "stone_age"
    players: int
    round: int
    phase: str  # "placement" | "action" | "feeding" | "over"
    first_player: int
    to_act: list[int]  # seats whose decision is awaited
    current_player: int | None = None  # whose placement / action turn it is
    deck_size: int
    locations: list[LocationView]
    card_slots: list[CardSlotView]  # slot 1 (rightmost) first
    building_stacks: list[BuildingStackView]
    player_states: list[PlayerView]  # in seat order
    roll: RollView | None = None
    item_dice: ItemDiceView | None = None
    last_round: bool = False  # a building stack ran out: the game ends after this round (SA-12.2)
    private: PrivateView | None = None

    def private_part(self) -> PrivateView | None:
        return self.private
