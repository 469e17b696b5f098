"""What a seat (or a spectator) may see of a Through the Ages match (TA-25).

The pictures draw from these models only: each player's board (buildings and units with their
workers and blue tokens, the yellow and blue banks, food and resources, happiness and discontent,
government, leader, wonders, colonies, ratings, actions), the card row with its costs, the decks'
sizes, the events, the common tactics and the score tracks. Hidden facts are absent: deck orders,
the content of the current and future events decks (only their sizes; a player sees the events
they prepared themselves), every military hand except the viewer's own, which is only in the
viewer's private part, and, with secret civil hands (TA-Q8), every civil hand's cards (only its size
is public; the viewer's own cards are in its private part). Field names are stable; new fields may
be added.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, model_serializer

from engines.base import Text, View


class OmitsUnset(BaseModel):
    """A model whose fields listed in OPTIONAL are left out of its JSON while None: fields of the
    secret civil hands (TA-Q8) that open hands do not use, so views of open hands stay as before."""

    OPTIONAL: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _omit_unset(self, handler):
        data = handler(self)
        for key in self.OPTIONAL:
            if isinstance(data, dict) and data.get(key, 0) is None:
                del data[key]
        return data


class CardFace(BaseModel):
    # never edited: the views share one face per card copy (GameData.faces)
    model_config = ConfigDict(frozen=True)

    id: str  # data id (military cards: the instance id "<data id>@<copy>")
    name: Text
    age: str  # A, I, II, III
    kind: str  # technology, leader, wonder, action, event, territory, tactic, bonus
    type: str  # farm, mine, lab, temple, ..., government, special_*, leader, wonder, ...
    text: Text  # the effect, paraphrased
    verified: bool = True  # False: some printed number is unconfirmed (data/through_ages.json)
    copies: int = 1  # copies of this card in the game (several share one name)


class BuildingSlot(BaseModel):
    """A technology in play that may hold workers (farm, mine, urban building, unit)."""

    card: CardFace
    level: int
    workers: int
    blue_tokens: int = 0  # food (farms) or resources (mines) stored on it
    token_value: int = 0  # what one blue token on it is worth
    build_cost: int | None = None  # after the owner's discounts


class WonderProgress(BaseModel):
    card: CardFace
    stages: list[int]  # resource cost of each stage
    built: int  # stages built (covered by blue tokens)


class RowCard(BaseModel):
    space: int  # 1..13
    card: CardFace
    cost: int  # civil actions to take it (TA-6.1), before a player's own extra costs


class PactView(BaseModel):
    """A pact the player is party to (TA-13.3)."""

    card: CardFace
    partner: int
    side: str  # "A" or "B" ("A" for both parties of a one-sided pact)
    offered: bool  # it lies in this player's play area


class WarView(BaseModel):
    """A war this player declared, resolved at the start of their next turn (TA-12.1)."""

    card: CardFace
    target: int


class PlayerView(OmitsUnset):
    OPTIONAL: ClassVar[tuple[str, ...]] = ("hand_size",)

    seat: int
    is_current: bool = False
    is_first: bool = False
    culture: int
    science: int
    culture_rating: int
    science_rating: int
    strength: int
    happiness: int
    happy_required: int
    discontent: int
    yellow_bank: int  # tokens in the yellow bank (of 18)
    blue_bank: int  # tokens in the blue bank (of 16)
    idle_workers: int
    population: int
    food: int
    resources: int
    food_production: int
    resource_production: int
    consumption: int
    corruption: int
    population_cost: int | None  # food to increase population now (None: bank empty)
    civil_actions: int  # total
    civil_left: int
    military_actions: int  # total
    military_left: int
    urban_limit: int
    government: CardFace
    leader: CardFace | None = None
    farms: list[BuildingSlot] = Field(default_factory=list)
    mines: list[BuildingSlot] = Field(default_factory=list)
    urban: list[BuildingSlot] = Field(default_factory=list)
    units: list[BuildingSlot] = Field(default_factory=list)
    specials: list[CardFace] = Field(default_factory=list)  # special technologies
    wonder: WonderProgress | None = None  # the unfinished wonder
    wonders: list[CardFace] = Field(default_factory=list)  # completed
    ravaged: list[str] = Field(default_factory=list)  # ids of completed wonders turned face down
    colonies: list[CardFace] = Field(default_factory=list)
    tactic: CardFace | None = None  # the tactic the player's standard lies on
    tactic_exclusive: bool = False  # played this round, still in the player's own area
    hand: list[CardFace] = Field(default_factory=list)  # civil hand, when open (TA-Q8)
    hand_size: int | None = None  # with secret civil hands: how many cards, never which (TA-Q8)
    military_hand_size: int = 0
    final_points: int = 0
    pacts: list[PactView] = Field(default_factory=list)
    wars: list[WarView] = Field(default_factory=list)
    resigned: bool = False  # left the game (TA-14)


class MilitaryHand(OmitsUnset):
    OPTIONAL: ClassVar[tuple[str, ...]] = ("civil",)

    cards: list[CardFace]
    prepared: list[CardFace] = Field(default_factory=list)  # own events waiting in the future deck
    draft: list[CardFace] = Field(default_factory=list)  # TA-43.9: leaders and wonders dealt, to pick
    civil: list[CardFace] | None = None  # the own civil hand, when hands are secret (TA-Q8)


class LeadersWondersView(BaseModel):
    """New Leaders and Wonders (TA-43 to TA-48): the open selection's boards and the cards beside
    them (public, TA-43.3), the shared markers, and each player's module markers."""

    leader_board: list[CardFace | None] = Field(default_factory=list)  # board spaces 1..6 (7)
    wonder_board: list[CardFace | None] = Field(default_factory=list)  # board spaces 1..4 (5)
    waiting: dict[str, list[CardFace]] = Field(default_factory=dict)  # age -> selected, face up
    nobel_prize: bool = False  # Alfred Nobel became the Nobel Prize (TA-47.8)
    olympics: int | None = None  # who declared the Olympic Games now running (TA-48.2)
    reminders: list[int] = Field(default_factory=list)  # Hippocrates' tokens per seat (TA-45.3)
    saladin: list[str] = Field(default_factory=list)  # Saladin's marker per seat (TA-46.15)
    louvre: list[int] = Field(default_factory=list)  # tokens on each seat's Louvre (TA-47.11)
    special_tactics: list[CardFace] = Field(default_factory=list)  # Sun Tzu's +1 tactics (TA-45.7)


class TtaView(View, OmitsUnset):
    OPTIONAL: ClassVar[tuple[str, ...]] = ("civil_hand",)

    age: str
    round: int
    last_round: int | None = None
    finished: bool = False
    current: int | None = None
    first: int = 0
    row: list[RowCard | None]  # 13 spaces, None = empty
    civil_deck_size: int
    military_deck_size: int
    current_events_size: int
    future_events_size: int
    past_events: list[CardFace] = Field(default_factory=list)  # newest last
    revealed: CardFace | None = None  # the event being resolved now
    common_tactics: list[CardFace] = Field(default_factory=list)
    players: list[PlayerView]
    # the viewer's own military hand (absent for everybody else, TA-25.1)
    military_hand: list[CardFace] | None = None
    # the events the viewer prepared that still wait in the future events deck (TA-25.3)
    prepared_events: list[CardFace] | None = None
    leaders_wonders: LeadersWondersView | None = None  # the module's public facts, when it is on
    # the viewer's leaders and wonders dealt in the draft, not picked yet (TA-43.9)
    draft_hand: list[CardFace] | None = None
    # the viewer's own civil hand when hands are secret (TA-Q8; open hands are in `players`)
    civil_hand: list[CardFace] | None = None

    def private_part(self) -> BaseModel | None:
        if self.military_hand is None:
            return None
        return MilitaryHand(
            cards=self.military_hand,
            prepared=self.prepared_events or [],
            draft=self.draft_hand or [],
            civil=self.civil_hand,
        )
