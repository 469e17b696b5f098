"""The map, cropped to the explored area (CivView.bounds): terrain and printed symbols per square,
face-down tiles, huts and villages (kind only), cities with their outskirts, pieces, figures and
the square names on the border (CivView.square_name: column letter, row number)."""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from PIL import Image, ImageDraw

from engines.civilization.view import COLUMNS, CivView, SquareView
from render.civilization.culture import great_person_code
from render.civilization.icons import resource_icon
from render.civilization.layout import (
    BORDER,
    FACE_DOWN,
    GAP,
    MARGIN,
    MAX_SQUARE,
    SIDE_MIN,
    TERRAIN_COLOURS,
    TEXT,
    TILE_LINE,
    WHITE,
    WIDTH,
    building_code,
)
from render.kit import Canvas, seat_style, shade, text_width, tint


class MapGeometry:
    """Where each square of the cropped map lies on the picture."""

    def __init__(self, view: CivView, top: int):
        self.r0, self.c0, r1, c1 = view.bounds
        self.rows = r1 - self.r0 + 1
        self.cols = c1 - self.c0 + 1
        self.size = min(MAX_SQUARE, (WIDTH - 2 * MARGIN - 2 * BORDER) // self.cols)
        self.left = (WIDTH - self.cols * self.size) // 2
        if self.side_room() >= SIDE_MIN:  # a narrow map keeps to the left, the sheets beside it
            self.left = MARGIN + BORDER
        self.top = top + BORDER

    def right(self) -> int:
        """The x right of the map's coordinate border."""
        return self.left + self.cols * self.size + BORDER

    def side_room(self) -> int:
        """The width beside a left-aligned map, for the players' sheets."""
        return WIDTH - MARGIN - (MARGIN + 2 * BORDER + self.cols * self.size) - GAP

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r - self.r0 < self.rows and 0 <= c - self.c0 < self.cols

    def box(self, r: int, c: int) -> tuple[int, int, int, int]:
        x = self.left + (c - self.c0) * self.size
        y = self.top + (r - self.r0) * self.size
        return (x, y, x + self.size, y + self.size)

    def bottom(self) -> int:
        return self.top + self.rows * self.size + BORDER


def draw_map(c: Canvas, view: CivView, lang: str, geo: MapGeometry) -> int:
    """Draw the map where `geo` places it; returns the y below its coordinate border."""
    c.ensure(geo.bottom())
    _coordinates(c, view, geo)
    covered = _face_down_tiles(c, view, geo)
    pieces = {(p.r, p.c): p for p in view.pieces}
    for sq in view.squares:
        if geo.inside(sq.r, sq.c) and (sq.r, sq.c) not in covered:
            _square(c, sq, geo, covered=(sq.r, sq.c) in pieces)
    _tile_lines(c, view, geo)
    for city in view.cities:
        _outskirts(c, geo, city.owner, city.r, city.c)
    for marker in view.markers:
        if geo.inside(marker.r, marker.c):
            x0, y0, x1, y1 = geo.box(marker.r, marker.c)
            c.icon(((x0 + x1) // 2, (y0 + y1) // 2), marker.kind, round(geo.size * 0.56), anchor="mm")
    for piece in view.pieces:
        if geo.inside(piece.r, piece.c):
            _piece(c, geo, piece.kind, piece.name, piece.owner, (piece.r, piece.c), lang)
    for city in view.cities:
        _city(c, geo, city.owner, city.r, city.c, city.capital, city.walled)
    stacks: dict[tuple[int, int], list] = defaultdict(list)
    for figure in view.figures:
        stacks[(figure.r, figure.c)].append(figure)
    for (r, col), figures in stacks.items():
        if geo.inside(r, col):
            _figures(c, geo, r, col, figures)
    return geo.bottom()


def _coordinates(c: Canvas, view: CivView, geo: MapGeometry) -> None:
    s = geo.size
    top, bottom = geo.top, geo.top + geo.rows * s
    left, right = geo.left, geo.left + geo.cols * s
    for i in range(geo.cols):
        x = left + i * s + s // 2
        letter = COLUMNS[geo.c0 + i]
        c.text((x, top - BORDER // 2), letter, TEXT + 2, bold=True, anchor="mm")
        c.text((x, bottom + BORDER // 2), letter, TEXT + 2, bold=True, anchor="mm")
    for i in range(geo.rows):
        y = top + i * s + s // 2
        number = str(geo.r0 + i + 1)
        c.text((left - 6, y), number, TEXT + 2, bold=True, anchor="rm")
        c.text((right + 6, y), number, TEXT + 2, bold=True, anchor="lm")


def _face_down_tiles(c: Canvas, view: CivView, geo: MapGeometry) -> set[tuple[int, int]]:
    """Unexplored tiles as tile backs (CV-20.1); returns the squares they cover."""
    covered: set[tuple[int, int]] = set()
    for tile in view.tiles:
        if tile.explored:
            continue
        r, col = tile.row * 4, tile.col * 4
        if not geo.inside(r, col):
            continue
        x0, y0, _, _ = geo.box(r, col)
        c.paste(_tile_back(geo.size * 4), (x0, y0))
        covered |= {(r + i, col + j) for i in range(4) for j in range(4)}
    return covered


@lru_cache(maxsize=8)
def _tile_back(side: int) -> Image.Image:
    image = Image.new("RGBA", (side, side), (*FACE_DOWN, 255))
    d = ImageDraw.Draw(image)
    step = max(8, side // 12)
    light = (*tint(FACE_DOWN, 0.18), 255)
    for k in range(-side, side, step):
        d.line((k, 0, k + side, side), fill=light, width=3)
    d.rectangle((6, 6, side - 7, side - 7), outline=(*tint(FACE_DOWN, 0.45), 255), width=4)
    r = side // 6
    mid = side // 2
    d.ellipse((mid - r, mid - r, mid + r, mid + r), fill=(*shade(FACE_DOWN, 0.3), 255))
    d.text((mid, mid), "?", fill=(235, 235, 245, 255), anchor="mm", font_size=int(r * 1.4))
    return image


def _square(c: Canvas, sq: SquareView, geo: MapGeometry, covered: bool) -> None:
    """Terrain, resource, coin and the printed symbols (hidden under a piece, as on the table)."""
    x0, y0, x1, y1 = geo.box(sq.r, sq.c)
    s = geo.size
    c.paste(_terrain(sq.terrain, s), (x0, y0))
    small = round(s * 0.27)
    if sq.resource:
        c.icon((x0 + 4, y0 + 4), resource_icon(sq.resource), small)
    if sq.coin:
        c.icon((x1 - 4, y0 + 4), "coin", round(s * 0.26), anchor="rt")
    if sq.natural_wonder:
        c.icon(((x0 + x1) // 2, y0 + 4), "natural_wonder", small, anchor="mt")
    if covered:
        return
    symbols = ["production"] * sq.production + ["trade"] * sq.trade + ["culture"] * sq.culture
    size = round(s * 0.22)
    x = x0 + 4
    for kind in symbols[:4]:
        c.icon((x, y1 - 4), kind, size, anchor="lb")
        x += size + 2


@lru_cache(maxsize=16)
def _terrain(terrain: str, s: int) -> Image.Image:
    """A square's background: its terrain colour and a faint pattern, so colour is not alone."""
    colour = TERRAIN_COLOURS.get(terrain, (210, 210, 210))
    image = Image.new("RGBA", (s, s), (*colour, 255))
    d = ImageDraw.Draw(image)
    ink = (*shade(colour, 0.22), 255)
    w = max(2, s // 40)
    if terrain == "water":
        for fy in (0.35, 0.6):
            for fx in (0.2, 0.55):
                x, y = fx * s, fy * s
                d.arc((x, y, x + s * 0.2, y + s * 0.12), 200, 340, fill=ink, width=w)
    elif terrain == "forest":
        for fx, fy in ((0.42, 0.3), (0.68, 0.45), (0.46, 0.55)):
            x, y = fx * s, fy * s
            d.polygon((x, y - s * 0.14, x + s * 0.1, y + s * 0.06, x - s * 0.1, y + s * 0.06), fill=ink)
    elif terrain == "mountains":
        d.polygon((s * 0.3, s * 0.62, s * 0.52, s * 0.26, s * 0.74, s * 0.62), outline=ink, width=w)
        d.line((s * 0.46, s * 0.36, s * 0.52, s * 0.42, s * 0.58, s * 0.36), fill=ink, width=w)
    elif terrain == "desert":
        for fx, fy in ((0.4, 0.35), (0.6, 0.5), (0.3, 0.55), (0.7, 0.3), (0.5, 0.62)):
            x, y = fx * s, fy * s
            d.ellipse((x - w, y - w, x + w, y + w), fill=ink)
    else:  # grassland: tufts
        for fx, fy in ((0.45, 0.35), (0.68, 0.55)):
            x, y = fx * s, fy * s
            for dx in (-0.05, 0, 0.05):
                d.line((x, y, x + dx * s, y - s * 0.08), fill=ink, width=w)
    d.rectangle((0, 0, s - 1, s - 1), outline=(*shade(colour, 0.35), 255), width=1)
    return image


def _tile_lines(c: Canvas, view: CivView, geo: MapGeometry) -> None:
    """Tile edges (every fourth line) darker than square edges."""
    s = geo.size
    for tile in view.tiles:
        r, col = tile.row * 4, tile.col * 4
        if geo.inside(r, col):
            x0, y0, _, _ = geo.box(r, col)
            c.rect((x0, y0, x0 + 4 * s, y0 + 4 * s), outline=TILE_LINE, width=2)


def _outskirts(c: Canvas, geo: MapGeometry, owner: int, r: int, col: int) -> None:
    """The 3x3 block around a city (CV-7.1) framed in its owner's colour."""
    style = seat_style(owner)
    r_top, c_left = max(geo.r0, r - 1), max(geo.c0, col - 1)
    r_bot = min(geo.r0 + geo.rows - 1, r + 1)
    c_right = min(geo.c0 + geo.cols - 1, col + 1)
    x0, y0, _, _ = geo.box(r_top, c_left)
    _, _, x1, y1 = geo.box(r_bot, c_right)
    c.rect((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=shade(style.colour, 0.25), width=6)
    c.rect((x0 + 8, y0 + 8, x1 - 8, y1 - 8), outline=tint(style.colour, 0.3), width=2)


def _city(c: Canvas, geo: MapGeometry, owner: int, r: int, col: int, capital: bool, walled: bool) -> None:
    x0, y0, x1, y1 = geo.box(r, col)
    style = seat_style(owner)
    s = geo.size
    c.rect(
        (x0 + 3, y0 + 3, x1 - 3, y1 - 3),
        fill=tint(style.colour, 0.55),
        outline=shade(style.colour, 0.4),
        width=4,
    )
    if walled:
        c.rect((x0 + 10, y0 + 10, x1 - 10, y1 - 10), outline=shade(style.colour, 0.4), width=3)
    c.icon(
        ((x0 + x1) // 2, y0 + s // 2 - 4),
        "city",
        round(s * 0.6),
        style.colour,
        value=int(capital),
        anchor="mm",
    )
    c.seat_marker((x1 - 6, y1 - 6), owner, round(s * 0.3), anchor="rb")


def _piece(
    c: Canvas, geo: MapGeometry, kind: str, name: str, owner: int, at: tuple[int, int], lang: str
) -> None:
    """A building (with its map code), wonder or great person on an outskirts square, drawn in
    the square's middle band so the figures below stay clear."""
    x0, y0, x1, _ = geo.box(*at)
    s = geo.size
    colour = tint(seat_style(owner).colour, 0.45)
    mid_y = y0 + round(s * 0.45)
    size = round(s * 0.34)
    code = building_code(name, lang) if kind == "building" else ""
    if kind == "great_person":
        code = great_person_code(name, lang)
    code_w = text_width(code, TEXT, True) + 12 if code else 0
    x = (x0 + x1 - size - (code_w + 3 if code else 0)) // 2
    x = c.icon((x, mid_y), kind, size, colour, anchor="lm")[2] + 3
    if code:
        c.rect((x, mid_y - 14, x + code_w, mid_y + 14), fill=WHITE, outline=TILE_LINE, width=2, radius=6)
        c.text((x + code_w // 2, mid_y), code, TEXT, bold=True, anchor="mm")


def _figures(c: Canvas, geo: MapGeometry, r: int, col: int, figures: list) -> None:
    """Each figure as its kind's icon in the owner's colour, with the owner's marker (shape and
    letter) at its foot; several on one square side by side."""
    x0, _, x1, y1 = geo.box(r, col)
    s = geo.size
    n = len(figures)
    size = round(s * (0.42 if n == 1 else 0.38 if n == 2 else 0.3))
    room = x1 - x0 - 8
    step = min(size + 4, (room - size) // max(1, n - 1)) if n > 1 else 0
    x = (x0 + x1) // 2 - (step * (n - 1) + size) // 2
    for figure in sorted(figures, key=lambda f: (f.owner, f.kind)):
        style = seat_style(figure.owner)
        box = c.icon((x, y1 - 3), figure.kind, size, style.colour, anchor="lb")
        c.seat_marker((box[2] + 2, box[3] + 1), figure.owner, round(size * 0.6), anchor="rb")
        x += step
