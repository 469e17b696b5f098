"""The shared drawing kit: fonts, seat colours, text, frames and icons. No game facts here.

Typical use in a game renderer::

    c = Canvas(1500, 1000)
    c.text((20, 20), "Runda 3", size=34, bold=True)
    inner = c.frame((20, 70, 400, 300), title="Las", header=PALETTE["wood"])
    c.icon("wood", (inner[0], inner[1]), 32)
    c.seat_marker((300, 200), seat=1, size=36)
    image = c.image                      # PIL.Image in RGB, ready for render.to_png

Coordinates are pixels; boxes are (left, top, right, bottom). Text is drawn from a cache of
pre-rendered glyph masks (`label_mask`), which is ten times faster than drawing text afresh on
every render. Every text call records its size, so tests can check `Canvas.min_text_size`.

Anchors (for `Canvas.text`, `Canvas.icon`, `Canvas.seat_marker`) are two letters: horizontal
l/m/r (left, middle, right) then vertical t/m/b (top, middle, bottom of the line box).
"""

from __future__ import annotations

import importlib.resources
import math
import threading
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engines.base import Text, tr

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

# ---------------------------------------------------------------- fonts

FONT_FILE = importlib.resources.files("fontpkg_inter") / "files" / "Inter[opsz,wght].ttf"
POLISH_LETTERS = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
MIN_READABLE_SIZE = 22  # UX.md: text at least 22 px on a ~1500 px wide picture
REPLACEMENT = "?"
# Pictures are drawn in worker threads; a FreeType face must not be used by two threads at once.
_FONT_LOCK = threading.RLock()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The kit's font (Inter, full Polish) at a pixel size; one cached object per (size, weight).

    The weight is set once on its own object: setting a variation mutates the font. The optical
    size axis stays at Inter's text setting (14), the most legible on small screens.
    """
    # RAQM applies the variable font's advance widths (BASIC lays out Bold with Regular widths)
    face = ImageFont.truetype(str(FONT_FILE), size, layout_engine=ImageFont.Layout.RAQM)
    face.set_variation_by_axes([14, 700 if bold else 400])
    return face


def _mask_key(face: ImageFont.FreeTypeFont, text: str) -> tuple:
    with _FONT_LOCK:
        mask = face.getmask(text)
    return mask.size, bytes(mask)


@lru_cache(maxsize=1)
def _notdef_key() -> tuple:
    # a private-use code point no font maps: its mask is the font's "missing glyph" box
    return _mask_key(font(24), "\U000f0000")


@lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    return _mask_key(font(24), char) != _notdef_key()


def missing_glyphs(text: str) -> str:
    """The distinct characters of `text` the font cannot draw (whitespace excluded)."""
    return "".join(c for c in dict.fromkeys(text) if not c.isspace() and not _has_glyph(c))


def safe_text(text: str, replacement: str = REPLACEMENT) -> str:
    """`text` with every character the font lacks replaced (player names may hold emoji, CJK...)."""
    missing = set(missing_glyphs(text))
    if not missing:
        return text
    return "".join(replacement if c in missing else c for c in text)


@lru_cache(maxsize=16384)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """Advance width of one line of text in pixels."""
    with _FONT_LOCK:
        return math.ceil(font(size, bold).getlength(text))


def line_height(size: int, bold: bool = False) -> int:
    """Height of a line box (ascent + descent); labels of one size share it."""
    with _FONT_LOCK:
        ascent, descent = font(size, bold).getmetrics()
    return ascent + descent


# bounded: a mask is about width x 30 bytes, so 4096 labels stay within a few tens of MB
@lru_cache(maxsize=4096)
def label_mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """A cached greyscale ("L") mask of one line of text, one line box high.

    Paste a colour through it: `image.paste(colour, box, mask)`. Identical calls return the
    same pixels, so a board redrawn with the same names costs almost nothing for its text.
    The returned image is shared: never draw on it.
    """
    face = font(size, bold)
    with _FONT_LOCK:
        width = max(text_width(text, size, bold), int(face.getbbox(text)[2]), 1)
        mask = Image.new("L", (width + 1, line_height(size, bold)), 0)
        ImageDraw.Draw(mask).text((0, 0), text, font=face, fill=255)
    return mask


def wrap_text(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Greedy word wrap into lines no wider than `width` (a single over-long word is cut)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if text_width(candidate, size, bold) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word
            while text_width(current, size, bold) > width and len(current) > 1:
                cut = _longest_prefix(current, width, size, bold)
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines


def _longest_prefix(word: str, width: int, size: int, bold: bool) -> int:
    cut = len(word) - 1
    while cut > 1 and text_width(word[:cut], size, bold) > width:
        cut -= 1
    return cut


def ellipsize(text: str, width: int, size: int, bold: bool = False) -> str:
    """`text`, shortened with "…" if it is wider than `width`."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_size(text: str, width: int, size: int, min_size: int = MIN_READABLE_SIZE, bold: bool = False) -> int:
    """The largest size from `size` down to `min_size` at which `text` fits `width` on one line."""
    while size > min_size and text_width(text, size, bold) > width:
        size -= 1
    return size


# ---------------------------------------------------------------- colours

PALETTE: dict[str, Colour] = {
    "paper": (245, 240, 228),
    "panel": (255, 252, 244),
    "ink": (34, 30, 26),
    "muted": (105, 98, 90),
    "line": (170, 160, 146),
    "highlight": (255, 214, 80),
    "card": (250, 246, 235),
    "wood": (133, 88, 48),
    "clay": (190, 92, 58),
    "stone": (128, 132, 140),
    "gold": (226, 178, 34),
    "food": (86, 150, 60),
    "tool": (90, 90, 100),
    "points": (70, 70, 160),
    "people": (60, 60, 60),
}


@dataclass(frozen=True)
class SeatStyle:
    """How one seat looks everywhere: a colour, a letter and a shape, so colour is never alone."""

    colour: Colour
    ink: Colour  # text colour that reads on `colour`
    letter: str
    shape: str  # one of MARKER_SHAPES
    name: Text  # the colour's name, for text descriptions


# Okabe-Ito colours (designed for colour-vision deficiencies), ordered so the first four stay
# apart under deuteranopia, protanopia and tritanopia (tests/render/test_kit.py checks it).
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((0, 114, 178), (255, 255, 255), "A", "circle", tr("blue", "niebieski")),
    SeatStyle((213, 94, 0), (0, 0, 0), "B", "square", tr("red", "czerwony")),
    SeatStyle((240, 228, 66), (0, 0, 0), "C", "triangle", tr("yellow", "żółty")),
    SeatStyle((204, 121, 167), (0, 0, 0), "D", "diamond", tr("pink", "różowy")),
    SeatStyle((0, 158, 115), (0, 0, 0), "E", "hexagon", tr("green", "zielony")),
    SeatStyle((86, 180, 233), (0, 0, 0), "F", "star", tr("sky blue", "błękitny")),
)
MARKER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")


def seat_style(seat: int) -> SeatStyle:
    """The style of a seat (0-based); seats past the palette reuse it with a new letter."""
    base = SEAT_STYLES[seat % len(SEAT_STYLES)]
    if seat < len(SEAT_STYLES):
        return base
    return SeatStyle(base.colour, base.ink, chr(ord("A") + seat % 26), base.shape, base.name)


def tint(colour: Colour, amount: float) -> Colour:
    """Mix `colour` with white (amount 0..1): light backgrounds in a seat's colour."""
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def shade(colour: Colour, amount: float) -> Colour:
    """Mix `colour` with black (amount 0..1): borders and pressed looks."""
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


# ---------------------------------------------------------------- icons drawn in code

ICON_KINDS = (
    "wood",
    "clay",
    "stone",
    "gold",
    "food",
    "tool",
    "person",
    "points",
    "die",
    "arrow",
    "card",
    "hut",
    "field",
    "check",
)
_SCALE = 4  # icons are drawn 4x larger and scaled down: cheap anti-aliasing


@lru_cache(maxsize=1024)
def icon(kind: str, size: int, colour: Colour | None = None, value: int = 0) -> Image.Image:
    """An RGBA icon `size` pixels square, drawn with shapes (cached).

    kind: one of ICON_KINDS. colour overrides the default fill. value: pips for "die" (1-6),
    direction for "arrow" (0 right, 1 down, 2 left, 3 up). The image is shared: never draw on it.
    """
    if kind not in ICON_KINDS:
        raise ValueError(f"unknown icon kind {kind!r}")
    big = Image.new("RGBA", (size * _SCALE, size * _SCALE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    unit = size * _SCALE / 100  # icons are designed on a 100x100 grid
    fill = colour or _ICON_COLOURS[kind]
    _ICON_PAINTERS[kind](draw, _Grid(unit), fill, value)
    return big.resize((size, size), Image.Resampling.LANCZOS)


class _Grid:
    """Scales points from the 100x100 design grid to the big icon image."""

    def __init__(self, unit: float):
        self.unit = unit

    def __call__(self, *values: float) -> list[float]:
        return [v * self.unit for v in values]

    def w(self, value: float) -> int:
        return max(1, round(value * self.unit))


_OUTLINE = (40, 32, 24, 255)
_ICON_COLOURS: dict[str, Colour] = {
    "wood": PALETTE["wood"],
    "clay": PALETTE["clay"],
    "stone": PALETTE["stone"],
    "gold": PALETTE["gold"],
    "food": PALETTE["food"],
    "tool": PALETTE["tool"],
    "person": PALETTE["people"],
    "points": PALETTE["points"],
    "die": (255, 255, 255),
    "arrow": PALETTE["ink"],
    "card": PALETTE["card"],
    "hut": (176, 128, 80),
    "field": (214, 182, 80),
    "check": (0, 140, 90),
}


def _paint_wood(d, g, fill, _):
    d.rounded_rectangle(g(8, 30, 92, 70), radius=g.w(18), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.ellipse(g(68, 30, 92, 70), fill=tint(fill, 0.45), outline=_OUTLINE, width=g.w(5))
    d.ellipse(g(76, 44, 84, 56), outline=_OUTLINE, width=g.w(3))


def _paint_clay(d, g, fill, _):
    d.rectangle(g(8, 24, 92, 76), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.line(g(8, 50, 92, 50), fill=_OUTLINE, width=g.w(4))
    d.line(g(50, 24, 50, 50), fill=_OUTLINE, width=g.w(4))
    d.line(g(30, 50, 30, 76), fill=_OUTLINE, width=g.w(4))
    d.line(g(70, 50, 70, 76), fill=_OUTLINE, width=g.w(4))


def _paint_stone(d, g, fill, _):
    d.polygon(g(22, 18, 70, 12, 92, 46, 76, 86, 26, 88, 8, 52), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.line(g(36, 40, 56, 56), fill=shade(fill, 0.35), width=g.w(4))


def _paint_gold(d, g, fill, _):
    d.polygon(g(10, 72, 30, 28, 70, 28, 90, 72), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.line(g(36, 40, 58, 40), fill=tint(fill, 0.7), width=g.w(6))


def _paint_food(d, g, fill, _):
    d.ellipse(g(12, 24, 88, 94), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.line(g(50, 30, 56, 8), fill=_OUTLINE, width=g.w(6))
    d.ellipse(g(56, 6, 82, 22), fill=tint(fill, 0.3), outline=_OUTLINE, width=g.w(4))


def _paint_tool(d, g, fill, _):
    d.line(g(22, 88, 70, 28), fill=(150, 105, 60), width=g.w(12))
    d.polygon(g(46, 22, 72, 6, 96, 34, 80, 54), fill=fill, outline=_OUTLINE, width=g.w(5))


def _paint_person(d, g, fill, _):
    d.ellipse(g(32, 4, 68, 40), fill=fill, outline=_OUTLINE, width=g.w(4))
    d.polygon(g(50, 36, 86, 96, 14, 96), fill=fill, outline=_OUTLINE, width=g.w(4))


def _paint_points(d, g, fill, _):
    d.polygon(_star_points(g, 50, 52, 48, 20, 5), fill=fill, outline=_OUTLINE, width=g.w(4))


def _paint_die(d, g, fill, value):
    d.rounded_rectangle(g(6, 6, 94, 94), radius=g.w(16), fill=fill, outline=_OUTLINE, width=g.w(6))
    for px, py in _PIPS.get(value, ()):
        d.ellipse(g(px - 9, py - 9, px + 9, py + 9), fill=_OUTLINE)


_PIPS = {
    1: ((50, 50),),
    2: ((28, 28), (72, 72)),
    3: ((28, 28), (50, 50), (72, 72)),
    4: ((28, 28), (72, 28), (28, 72), (72, 72)),
    5: ((28, 28), (72, 28), (50, 50), (28, 72), (72, 72)),
    6: ((28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)),
}


def _paint_arrow(d, g, fill, value):
    points = [(8, 40), (58, 40), (58, 16), (94, 50), (58, 84), (58, 60), (8, 60)]
    turned = [_rotate(x, y, value % 4) for x, y in points]
    d.polygon([c for p in turned for c in g(*p)], fill=fill)


def _rotate(x: float, y: float, quarter_turns: int) -> tuple[float, float]:
    for _ in range(quarter_turns):
        x, y = 100 - y, x
    return x, y


def _paint_card(d, g, fill, _):
    d.rounded_rectangle(g(18, 6, 82, 94), radius=g.w(10), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.rectangle(g(28, 18, 72, 50), fill=shade(fill, 0.25))


def _paint_hut(d, g, fill, _):
    d.polygon(g(6, 50, 50, 8, 94, 50), fill=shade(fill, 0.25), outline=_OUTLINE, width=g.w(5))
    d.rectangle(g(18, 50, 82, 92), fill=fill, outline=_OUTLINE, width=g.w(5))
    d.rectangle(g(42, 64, 58, 92), fill=_OUTLINE)


def _paint_field(d, g, fill, _):
    d.rectangle(g(6, 62, 94, 92), fill=(140, 100, 60), outline=_OUTLINE, width=g.w(4))
    for x in (22, 50, 78):
        d.line(g(x, 64, x, 18), fill=_OUTLINE, width=g.w(4))
        d.ellipse(g(x - 9, 10, x + 9, 40), fill=fill, outline=_OUTLINE, width=g.w(3))


def _paint_check(d, g, fill, _):
    d.line(g(12, 52, 40, 80, 90, 18), fill=fill, width=g.w(14), joint="curve")


def _star_points(g, cx, cy, outer, inner, tips) -> list[float]:
    out: list[float] = []
    for i in range(tips * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / tips - math.pi / 2
        out += g(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
    return out


_ICON_PAINTERS = {
    "wood": _paint_wood,
    "clay": _paint_clay,
    "stone": _paint_stone,
    "gold": _paint_gold,
    "food": _paint_food,
    "tool": _paint_tool,
    "person": _paint_person,
    "points": _paint_points,
    "die": _paint_die,
    "arrow": _paint_arrow,
    "card": _paint_card,
    "hut": _paint_hut,
    "field": _paint_field,
    "check": _paint_check,
}


@lru_cache(maxsize=256)
def seat_marker_image(seat: int, size: int) -> Image.Image:
    """An RGBA marker for a seat: its shape in its colour with its letter on top (cached)."""
    style = seat_style(seat)
    big = Image.new("RGBA", (size * _SCALE, size * _SCALE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    g = _Grid(size * _SCALE / 100)
    outline = shade(style.colour, 0.55)
    _MARKER_PAINTERS[style.shape](draw, g, style.colour, outline)
    marker = big.resize((size, size), Image.Resampling.LANCZOS)
    letter_size = max(8, round(size * (0.5 if style.shape in ("triangle", "star") else 0.62)))
    mask = label_mask(style.letter, letter_size, True)
    dy = round(size * 0.12) if style.shape == "triangle" else 0
    x = (size - mask.width) // 2
    y = (size - mask.height) // 2 + dy
    marker.paste((*style.ink, 255), (x, y, x + mask.width, y + mask.height), mask)
    return marker


def _marker_circle(d, g, fill, outline):
    d.ellipse(g(4, 4, 96, 96), fill=fill, outline=outline, width=g.w(6))


def _marker_square(d, g, fill, outline):
    d.rectangle(g(8, 8, 92, 92), fill=fill, outline=outline, width=g.w(6))


def _marker_triangle(d, g, fill, outline):
    d.polygon(g(50, 2, 98, 94, 2, 94), fill=fill, outline=outline, width=g.w(6))


def _marker_diamond(d, g, fill, outline):
    d.polygon(g(50, 0, 100, 50, 50, 100, 0, 50), fill=fill, outline=outline, width=g.w(6))


def _marker_hexagon(d, g, fill, outline):
    d.regular_polygon((*g(50, 50), 50 * g.unit), 6, fill=fill, outline=outline, width=g.w(6))


def _marker_star(d, g, fill, outline):
    d.polygon(_star_points(g, 50, 54, 50, 26, 5), fill=fill, outline=outline, width=g.w(5))


_MARKER_PAINTERS = {
    "circle": _marker_circle,
    "square": _marker_square,
    "triangle": _marker_triangle,
    "diamond": _marker_diamond,
    "hexagon": _marker_hexagon,
    "star": _marker_star,
}


# ---------------------------------------------------------------- canvas


def _anchored(xy: tuple[int, int], size: tuple[int, int], anchor: str) -> tuple[int, int]:
    x, y = xy
    w, h = size
    dx = {"l": 0, "m": w // 2, "r": w}[anchor[0]]
    dy = {"t": 0, "m": h // 2, "b": h}[anchor[1]]
    return x - dx, y - dy


class Canvas:
    """An RGB picture with the kit's drawing helpers. `image` is the result."""

    def __init__(self, width: int, height: int, background: Colour = PALETTE["paper"]):
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.min_text_size: int | None = None

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        size: int = 24,
        *,
        bold: bool = False,
        fill: Colour = PALETTE["ink"],
        anchor: str = "lt",
        max_width: int | None = None,
    ) -> Box:
        """Draw one line of text; returns its box. With max_width, the text shrinks (down to the
        readable minimum) and then ends in "…" so it never overflows. Characters the font lacks
        (emoji, CJK in player names) are drawn as "?" rather than as empty boxes."""
        text = safe_text(text)
        if max_width is not None:
            size = fit_size(text, max_width, size, min(size, MIN_READABLE_SIZE), bold)
            text = ellipsize(text, max_width, size, bold)
        mask = label_mask(text, size, bold)
        x, y = _anchored(xy, mask.size, anchor)
        box = (x, y, x + mask.width, y + mask.height)
        self.image.paste(fill, box, mask)
        self._note_size(size)
        return box

    def paragraph(
        self,
        box: Box,
        text: str,
        size: int = 24,
        *,
        bold: bool = False,
        fill: Colour = PALETTE["ink"],
        align: str = "l",
        line_gap: int = 2,
    ) -> int:
        """Wrap `text` into the box width and draw it from the top; returns the y below the last
        line. Lines that do not fit the box height are dropped, the last one ending in "…"."""
        left, top, right, bottom = box
        text = safe_text(text)
        step = line_height(size, bold) + line_gap
        lines = wrap_text(text, right - left, size, bold)
        room = max(1, (bottom - top + line_gap) // step)
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = ellipsize(lines[-1] + "…", right - left, size, bold)
        x = {"l": left, "m": (left + right) // 2, "r": right}[align]
        y = top
        for line in lines:
            self.text((x, y), line, size, bold=bold, fill=fill, anchor=align + "t")
            y += step
        return y

    def rect(
        self,
        box: Box,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: int = 2,
        radius: int = 0,
    ) -> None:
        """A (rounded) rectangle."""
        if radius:
            self.draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def frame(
        self,
        box: Box,
        *,
        title: str | None = None,
        fill: Colour = PALETTE["panel"],
        border: Colour = PALETTE["line"],
        header: Colour | None = None,
        title_size: int = 24,
        title_ink: Colour | None = None,
        radius: int = 12,
        border_width: int = 3,
        padding: int = 10,
    ) -> Box:
        """A card or tile: rounded box with an optional title band. Returns the inner box."""
        left, top, right, bottom = box
        self.rect(box, fill=fill, outline=border, width=border_width, radius=radius)
        inner_top = top + padding
        if title is not None:
            band = line_height(title_size, True) + 8
            band_fill = header or tint(border, 0.6)
            self.draw.rounded_rectangle(
                (left, top, right, top + band),
                radius=radius,
                fill=band_fill,
                outline=border,
                width=border_width,
            )
            self.draw.rectangle(
                (left + border_width, top + band - radius, right - border_width, top + band - 1),
                fill=band_fill,
            )
            self.draw.line((left, top + band, right, top + band), fill=border, width=border_width)
            ink = title_ink or readable_ink(band_fill)
            self.text(
                ((left + right) // 2, top + band // 2 + 1),
                title,
                title_size,
                bold=True,
                fill=ink,
                anchor="mm",
                max_width=right - left - 2 * padding,
            )
            inner_top = top + band + padding
        return (left + padding, inner_top, right - padding, bottom - padding)

    def icon(
        self,
        xy: tuple[int, int],
        kind: str,
        size: int,
        colour: Colour | None = None,
        value: int = 0,
        anchor: str = "lt",
    ) -> Box:
        """Paste a kit icon (see `icon`); returns its box."""
        return self.paste(icon(kind, size, colour, value), xy, anchor)

    def seat_marker(self, xy: tuple[int, int], seat: int, size: int, anchor: str = "lt") -> Box:
        """Paste a seat's marker (colour + shape + letter); returns its box."""
        return self.paste(seat_marker_image(seat, size), xy, anchor)

    def paste(self, image: Image.Image, xy: tuple[int, int], anchor: str = "lt") -> Box:
        """Paste an RGBA image (alpha respected); returns its box."""
        x, y = _anchored(xy, image.size, anchor)
        self.image.paste(image, (x, y), image)
        return (x, y, x + image.width, y + image.height)

    def icon_count(
        self,
        xy: tuple[int, int],
        kind: str,
        count: int | str,
        size: int = 30,
        *,
        colour: Colour | None = None,
        text_size: int | None = None,
        bold: bool = True,
        fill: Colour = PALETTE["ink"],
        anchor: str = "lt",
    ) -> Box:
        """An icon followed by a number ("[wood] 3"), vertically centred; returns the whole box."""
        text_size = text_size or max(MIN_READABLE_SIZE, round(size * 0.85))
        label = str(count)
        gap = max(3, size // 6)
        total_w = size + gap + text_width(label, text_size, bold)
        total_h = max(size, line_height(text_size, bold))
        x, y = _anchored(xy, (total_w, total_h), anchor)
        self.icon((x, y + total_h // 2), kind, size, colour, anchor="lm")
        self.text((x + size + gap, y + total_h // 2), label, text_size, bold=bold, fill=fill, anchor="lm")
        return (x, y, x + total_w, y + total_h)

    def _note_size(self, size: int) -> None:
        if self.min_text_size is None or size < self.min_text_size:
            self.min_text_size = size


def readable_ink(background: Colour) -> Colour:
    """Black or white, whichever contrasts more with `background` (WCAG relative luminance)."""
    return PALETTE["ink"] if relative_luminance(background) > 0.18 else (255, 255, 255)


def relative_luminance(colour: Colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white)."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


class Words:
    """A renderer's label table in one language, plus the seats' display names."""

    def __init__(self, labels: dict[str, Text], lang: str, names: list[str] | None = None):
        self.labels = labels
        self.lang = lang
        self.names = names or []

    def __call__(self, key: str) -> str:
        return self.labels[key].get(self.lang)

    def text(self, value: Text) -> str:
        return value.get(self.lang)

    def seat(self, seat: int) -> str:
        """ "A · Ala" when names are known (shortened to fit), else "Player A" / "Gracz A"."""
        letter = seat_style(seat).letter
        name = self.names[seat] if seat < len(self.names) else ""
        if not name:
            return tr(f"Player {letter}", f"Gracz {letter}").get(self.lang)
        if len(name) > NAME_MAX:
            name = name[: NAME_MAX - 1] + "…"
        return f"{letter} · {name}"


NAME_MAX = 16
