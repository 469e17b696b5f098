"""What one seat may know of a Civilization match, shaped for the renderer and the text view.

Face-down tiles appear only as grid positions (never their id or squares, CV-20.1); hut and
village markers only as their kind; unit decks, pools and other players' standing forces and
markers only as counts (CV-29.1). `bounds` is the explored area, so a picture can crop to it.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.base import Text, View

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class SquareView(BaseModel):
    r: int
    c: int
    terrain: str
    trade: int = 0
    production: int = 0
    culture: int = 0
    coin: int = 0
    resource: str | None = None
    natural_wonder: bool = False


class TileView(BaseModel):
    row: int  # tile grid position
    col: int
    explored: bool
    id: str | None = None  # only when explored
    arrow: str | None = None
    home: bool = False


class MarkerView(BaseModel):
    r: int
    c: int
    kind: str  # hut | village (the content stays hidden)


class CityView(BaseModel):
    owner: int
    r: int
    c: int
    capital: bool
    walled: bool


class FigureView(BaseModel):
    id: int
    owner: int
    kind: str
    r: int
    c: int


class PieceView(BaseModel):
    r: int
    c: int
    kind: str
    name: str
    owner: int


class SheetView(BaseModel):
    """One player's civilization sheet as everyone sees it (CV-29.2)."""

    seat: int
    civ: str
    civ_name: str
    civ_name_pl: str
    government: str
    trade: int
    coins: int
    culture: int
    culture_space: int
    techs: list[list[str]]  # pyramid rows I..V
    ranks: dict[str, int]
    resources: list[str]
    markers: int  # hut/village markers held, face down
    standing_forces: int
    wonders: list[str]
    obsolete: list[str] = []  # of its wonders, those obsoleted (CV-27)
    culture_hand: int = 0  # culture event cards held, face down (CV-29.2)
    great_people: list[str]
    unbuilt: dict[str, int]
    travel_speed: int
    stacking_limit: int
    city_limit: int


class CultureCardView(BaseModel):
    """A culture event card in the seat's own hand (CV-16.1)."""

    id: str  # "CE<n>": the card's place in the data's list; `copies` cards share it
    name: Text
    deck: str
    timing: str
    effect: Text
    copies: int


class PrivateSheet(BaseModel):
    standing_forces: list[str]  # unit cards "type:strength at rank 1"
    markers: list[str]
    battle_hand: list[str] = Field(default_factory=list)  # this seat's cards in the open battle
    hand: list[CultureCardView] = []  # this seat's culture event cards


BARBARIAN_SIDE = {"village": 1, "horde": 0}  # the side the barbarians fight on, by battle kind


class BattleView(BaseModel):
    """The open battle as the table sees it (CV-30.4): played cards only, and how many are in hand."""

    kind: str  # field | city | village | horde (Roaming Horde)
    seats: list[int]  # attacker, defender (for a village: the barbarian player)
    square: tuple[int, int]
    fronts: list[list[str | None]]  # per front: attacker's card, defender's card
    wounds: list[list[int]]
    strengths: list[list[int]]  # each played card's strength at its side's rank
    hand_sizes: list[int]
    bonus: list[int]  # the combat bonus card per side (CV-23.3.2)
    lost: list[int]
    last_play: str


class CivView(View):
    turn: int
    phase: str
    first_player: int
    to_act: list[int]
    map_rows: int
    map_cols: int
    bounds: tuple[int, int, int, int]  # explored area: first row, first col, last row, last col
    tiles: list[TileView]
    squares: list[SquareView]
    markers: list[MarkerView]
    cities: list[CityView]
    figures: list[FigureView]
    pieces: list[PieceView]
    sheets: list[SheetView]
    wonder_market: list[str]
    resource_market: dict[str, int]
    building_supply: dict[str, int]
    unit_decks: dict[str, int]
    culture_decks: dict[str, int] = {}  # cards left in each culture event deck
    achieved: dict[str, str] = {}  # CV-28.6: victories reached this turn, by seat
    winners: list[int]
    victory: str
    private: PrivateSheet | None = None
    battle: BattleView | None = None

    def private_part(self) -> BaseModel | None:
        return self.private

    @staticmethod
    def square_name(r: int, c: int) -> str:
        """The name printed on the map border: column letter and row number (A1 is the top left)."""
        return f"{COLUMNS[c]}{r + 1}"

    def explored_rows(self) -> range:
        return range(self.bounds[0], self.bounds[2] + 1)

    def explored_cols(self) -> range:
        return range(self.bounds[1], self.bounds[3] + 1)
