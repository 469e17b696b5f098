"""Guns & Steel picture layout: sizes, colours, the label table and the helpers every part uses."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engines.base import tr
from render.guns_steel.icons import ICONS, resource_icon
from render.kit import PALETTE, Canvas, Colour, text_width, tint

WIDTH = 1600
MARGIN = 24
INNER = WIDTH - 2 * MARGIN
GAP = 14
TEXT = 22  # kit.MIN_READABLE_SIZE: nothing on the pictures is smaller
TITLE = 30
HEADER_H = 96

CARD_W = 176  # a pyramid card; the longest single word of a card name fits at TEXT
PITCH = 184  # slot to slot; each row is shifted half a pitch (GS-4.5 geometry)
ROW_H = 200
ROW_GAP = 22  # room for the pegs that show which cards rest on which
BAND = 34  # coloured type band on top of a card
WONDER_MAX_W = 320
STACK_GAP = 28  # between a row's last slot and its Research Project stack
ICON = 26  # resource icons in costs and tiles
TILE_H = 42

WHITE: Colour = (255, 255, 255)
TYPE_COLOURS: dict[str, Colour] = {
    "civil": (40, 120, 60),
    "military": (176, 42, 36),
    "tactic": (36, 84, 164),
}
PEG_COLOUR: Colour = (92, 78, 64)
WONDER_COLOUR: Colour = (196, 160, 92)

L = {
    "title": tr("Guns & Steel", "Guns & Steel: Historia Ludzkości"),
    "turn": tr("Turn", "Tura"),
    "to_move": tr("To move:", "Ruch:"),
    "player": tr("Player", "Gracz"),
    "vp": tr("VP", "PZ"),
    "bought": tr("bought", "kupiona"),
    "claimed_by": tr("taken by", "zdobył"),
    "left_pyramid": tr("left the pyramid", "poza piramidą"),
    "glory": tr(
        "N: glory markers of one player complete the wonder", "N: tyle znaczników chwały gracza kończy Cud"
    ),
    "research": tr("Research Projects", "Projekty Badawcze"),
    "stack_empty": tr("stack empty", "stos pusty"),
    "hand": tr("in hand", "na ręce"),
    "strength": tr("strength", "siła"),
    "track": tr("track", "tor"),
    "markers_left": tr("markers left", "znaczniki w zapasie"),
    "resources": tr("Resources", "Zasoby"),
    "tech": tr("Tech side", "Technologie"),
    "wonders": tr("Wonders", "Cuda"),
    "none": tr("none", "brak"),
    "temporary": tr("Temporary", "Tymczasowe"),
    "attack": tr("Attack", "Atak"),
    "reacting": tr("reacting", "reaguje"),
    "over": tr("Game over", "Koniec gry"),
    "exhausted": tr("exhausted (spent as a resource)", "wyczerpana (zużyta jako zasób)"),
    "surcharge": tr(
        "+N: N resources of any type (connected cards)", "+N: N dowolnych zasobów (połączone karty)"
    ),
    "stack_surcharge": tr(
        "+N: N resources of any type (connected cards; stacks: cards left in earlier rows)",
        "+N: N dowolnych zasobów (połączone karty; stos: karty w niższych rzędach)",
    ),
    "pegs": tr("peg: the card rests on an unbought card", "łącznik: karta leży na niekupionej karcie"),
    "reaction": tr("Reaction", "Reakcja"),
    "your_hand": tr("Your hand", "Twoja ręka"),
    "on_table": tr("Your resources", "Twoje zasoby"),
    "hand_note": tr("Only you see these cards.", "Tylko ty widzisz te karty."),
    "empty_hand": tr("Your hand is empty.", "Nie masz kart na ręce."),
    "resource_side": tr("Resource side", "Strona zasobu"),
    "free": tr("free", "bez kosztu"),
    "placeholder": tr(
        "Card values are reconstructions, not yet checked against the printed cards.",
        "Wartości kart są odtworzone, jeszcze niesprawdzone z wydrukowanymi kartami.",
    ),
}

RESOURCE_NAMES = {
    "food": tr("Food", "Żywność"),
    "iron": tr("Iron", "Żelazo"),
    "horse": tr("Horse", "Rumak"),
    "gunpowder": tr("Gunpowder", "Proch"),
    "oil": tr("Oil", "Ropa"),
    "earth": tr("Earth", "Ziemia"),
    "space": tr("Space", "Kosmos"),
}


def new_canvas(height: int) -> Canvas:
    """A canvas drawing Guns & Steel's icons; it grows with `Canvas.ensure`."""
    return Canvas(WIDTH, height, icons=ICONS)


def resource_icons(c: Canvas, xy: tuple[int, int], resources: list[str], size: int = ICON) -> int:
    """Resource icons side by side, vertically centred on xy; returns the x after the last."""
    x, y = xy
    for resource in resources:
        c.icon((x, y), resource_icon(resource), size, anchor="lm")
        x += size + 3
    return x


def stat(c: Canvas, xy: tuple[int, int], kind: str, value: str, colour: Colour = PALETTE["ink"]) -> int:
    """A symbol followed by a bold number, vertically centred on xy; returns the x after it."""
    x, y = xy
    c.icon((x, y), kind, ICON, anchor="lm")
    box = c.text((x + ICON + 3, y), value, TEXT, bold=True, fill=colour, anchor="lm")
    return box[2]


def muted(c: Canvas, box, text: str) -> None:
    """Grey text, vertically centred in a flow tile."""
    c.text((box[0], (box[1] + box[3]) // 2), text, TEXT, fill=PALETTE["muted"], anchor="lm")


class Flow:
    """Tiles placed left to right, wrapping; drawing is deferred until the panel frame is down."""

    def __init__(self, left: int, right: int, top: int):
        self.left, self.right = left, right
        self.x, self.y = left, top
        self.bottom = top
        self.draws: list = []

    def place(self, width: int, draw) -> None:
        if self.x + width > self.right and self.x > self.left:
            self.x = self.left
            self.y += TILE_H + 8
        box = (self.x, self.y, self.x + width, self.y + TILE_H)
        self.draws.append(lambda c, box=box: draw(c, box))
        self.x += width + 8
        self.bottom = self.y + TILE_H

    def label(self, text: str) -> None:
        width = text_width(text, TEXT, True) + 4
        self.place(
            width, lambda c, box: c.text((box[0], (box[1] + box[3]) // 2), text, TEXT, bold=True, anchor="lm")
        )

    def newline(self) -> None:
        if self.x > self.left:
            self.x = self.left
            self.y += TILE_H + 8


@lru_cache(maxsize=256)
def stripes(width: int, height: int, colour: Colour) -> Image.Image:
    """A diagonally striped tile: the mark of a card exhausted as a resource (colour-independent)."""
    tile = Image.new("RGBA", (width, height), (*tint(colour, 0.85), 255))
    draw = ImageDraw.Draw(tile)
    stripe = (*tint(colour, 0.45), 255)
    for x in range(-height, width, 14):
        draw.line((x, height, x + height, 0), fill=stripe, width=5)
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, width - 1, height - 1), radius=8, fill=255)
    tile.putalpha(mask)
    return tile
