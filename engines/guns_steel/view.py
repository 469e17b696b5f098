"""What a seat (or a spectator) may see of a Guns & Steel match.

The renderer draws from these models only. Hidden facts (other seats' hands, the order of the
Research Project stacks below their top card) are absent, not merely unrendered.
Field names are stable; new fields may be added.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.base import Seat, Text, View


class CardFace(BaseModel):
    """A civilization card as printed: both sides' facts (the tech side shows all of them)."""

    id: str  # C01..C55; starting cards C01..C05 exist once per seat
    name: Text  # Polish edition name in `pl`
    era: str  # horse | gunpowder | oil | earth | space | start
    resource: str  # the resource on the resource side (food, iron, horse, ...)
    resource_name: Text
    tech_type: str  # civil | military | tactic
    tech_type_name: Text
    cost: list[str]  # base purchase cost, resource types
    strength: int  # military strength on the tech side
    vp: int  # printed VP (same on both sides)
    reaction: bool  # carries the Reaction icon
    effect: Text  # readable effect text
    effect_cost: list[str] = Field(default_factory=list)  # paid first to activate the effect (D-9)
    placeholder: bool = True  # values are reconstructions (see data/guns_steel.json)


class WonderFace(BaseModel):
    id: str  # W01..W20
    name: Text
    era: str
    vp: int
    condition: Text  # completion (New World) or glory condition (Renaissance)
    glory_count: int | None = None  # Renaissance: markers needed to complete
    matches_card: str | None = None  # civ card shown top right (setup choice)


class PyramidSlot(BaseModel):
    row: int  # 0 = Horse (bottom) .. 4 = Space (top)
    position: int  # 0 = leftmost; card (r, i) rests on (r-1, i) and (r-1, i+1)
    card: CardFace | None  # None: bought, the slot is empty
    connected: list[tuple[int, int]] = Field(default_factory=list)  # unbought cards below it, by cost rule
    surcharge: int = 0  # extra "any" resources to buy it (= len(connected))
    total_cost: int = 0  # base cost size + surcharge


class ResearchStack(BaseModel):
    """Combined game: the face-up stack beside an era row; only the top card is visible."""

    era: str
    size: int
    top: CardFace | None
    surcharge: int = 0  # one per card still in the pyramid rows of earlier eras


class EraRow(BaseModel):
    row: int
    era: str
    era_name: Text
    slots: list[PyramidSlot]
    wonder: WonderFace | None  # the wonder chosen for this row at setup
    wonder_in_pyramid: bool  # False once claimed/completed
    wonder_owner: Seat | None = None  # who holds it now (attacks can move it)
    glory_markers: list[int] = Field(default_factory=list)  # Renaissance: markers on it per seat
    research: ResearchStack | None = None  # combined game only


class TableauCard(BaseModel):
    card: CardFace
    resource_side_up: bool
    exhausted: bool = False  # tech side up because it was spent as a resource (not played)


class PlayerPublic(BaseModel):
    seat: Seat
    hand_size: int
    resource_cards: list[TableauCard]  # resource side up: available resources
    tech_cards: list[TableauCard]  # tech side up: played, bought or exhausted
    wonders: list[WonderFace]
    resources: dict[str, int]  # available card resources by type
    temporary: list[str] = Field(default_factory=list)  # active player's temporary pool
    strength: int  # current military strength (tech-side-up cards)
    vp_track: int = 0  # Renaissance / combined
    glory_markers_left: int = 0  # Renaissance / combined: markers in the supply
    visible_vp: int = 0  # track + wonders + tableau cards (hand VP is hidden)


class AttackInfo(BaseModel):
    attacker: Seat
    card: CardFace
    attacker_strength: int
    order: list[Seat]  # reaction order: clockwise from the attacker's left
    responded: list[Seat]
    deciding: Seat | None  # who is choosing a reaction now


class GSPrivate(BaseModel):
    seat: Seat
    hand: list[CardFace]


class GSView(View):
    game: str = "guns_steel"
    set_name: str  # new_world | renaissance | combined
    set_label: Text
    players: int
    turn: int  # 1-based number of the current turn (0 during setup)
    start_seat: Seat
    active_seat: Seat
    phase: str  # setup | resource | technology | purchase | end | over
    phase_label: Text
    to_act: list[Seat]
    deciding: Text | None = None  # what is being decided now (public summary)
    rows: list[EraRow]  # bottom (Horse) to top (Space)
    seats: list[PlayerPublic]
    attack: AttackInfo | None = None
    finished: bool = False
    hand: list[CardFace] | None = None  # only in the seat's own view

    def private_part(self) -> GSPrivate | None:
        if self.seat is None or self.hand is None:
            return None
        return GSPrivate(seat=self.seat, hand=self.hand)
