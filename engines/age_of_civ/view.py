"""What a seat (or a spectator) may see of an Age of Civilization match.

The renderer draws from these models only: the time track with the window and the war / plague
symbols ahead, the civilization pool with its bonus coins, the wonder pool, each player's stack
of civilizations (main, fallen, absorbed), the technology board, workers, coins, strength and
score. Hidden facts are absent: the civ deck order (only its size), unused wonders, unrevealed
special technology cards and event tokens, and every Draft hand and pack except the viewer's own.
Field names are stable; new fields may be added.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from engines.base import Text, View


class CivFace(BaseModel):
    id: str
    name: Text
    population: int
    strength_main: int  # symbols in the main (top) part, counted only while main
    strength_legacy: int  # symbols in the legacy (bottom) part, always counted
    main_text: Text
    legacy_text: Text
    verified: bool = False  # False: card values are reconstructions (data/age_of_civ.json)


class StackCard(BaseModel):
    civ: CivFace
    role: Literal["main", "fallen", "absorbed"]  # main: both parts visible; others: legacy only


class TrackCard(BaseModel):
    position: int  # 1..8, left to right
    card: str
    action: str | None  # None: the Plague card
    name: Text
    corner_symbol: Literal["war", "plague"] | None
    status: Literal["past", "window", "future"]
    is_next: bool = False  # becomes available at the end of this round (war / plague checked then)
    event_token: Text | None = None  # Winds of Change token lying above it, not yet resolved


class PoolCard(BaseModel):
    civ: CivFace
    bonus_coins: int


class WonderFace(BaseModel):
    id: str
    name: Text
    text: Text


class TechCell(BaseModel):
    id: str
    name: Text
    tier: int  # 1 bottom .. 3 top
    column: Literal["left", "middle", "right"]
    owned: bool
    unlockable: bool
    special: bool = False  # from an Innovations card
    text: Text


class SpecialCardFace(BaseModel):
    id: str
    column: str
    tier1: TechCell
    tier2: TechCell


class PlayerView(BaseModel):
    seat: int
    coins: int
    workers: int
    placed_workers: int = 0  # on action spaces this turn
    points: int
    strength: int
    stack: list[StackCard]  # in the order taken; the main card is marked
    technologies: list[TechCell]  # the whole board of this player, 9 cells
    wonders: list[WonderFace]
    special_card: str | None = None
    hand_size: int = 0  # Draft: cards kept in hand (their faces are secret)
    is_first: bool = False
    is_current: bool = False
    end_of_game_points: int = 0


class DraftPrivate(BaseModel):
    hand: list[CivFace]
    pack: list[CivFace]


class AocView(View):
    round: int
    rounds: int = 6
    finished: bool = False
    solo: bool = False
    variants: list[str] = Field(default_factory=list)
    track: list[TrackCard]
    permanent_actions: list[Text]
    pool: list[PoolCard]
    deck_size: int
    wonder_pool: list[WonderFace]
    special_pool: list[SpecialCardFace] = Field(default_factory=list)
    players: list[PlayerView]
    current: int | None = None
    opponent_strength: int | None = None  # solo Clash
    achievements: list[Text] = Field(default_factory=list)
    used_actions: list[str] = Field(default_factory=list)  # spaces used in the current turn
    # the viewer's own Draft cards (absent for everybody else)
    hand: list[CivFace] | None = None
    pack: list[CivFace] | None = None

    def private_part(self) -> BaseModel | None:
        if self.hand is None:
            return None
        return DraftPrivate(hand=self.hand, pack=self.pack or [])
