"""Seat styles: a colour, a letter and a shape per seat, so colour never carries meaning alone."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engines.base import Text, tr
from render.kit.colours import Colour, shade
from render.kit.icons import painted, star_points
from render.kit.text import label_mask


@dataclass(frozen=True)
class SeatStyle:
    """How one seat looks everywhere: a colour, a letter and a shape."""

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


@lru_cache(maxsize=256)
def seat_marker_image(seat: int, size: int) -> Image.Image:
    """An RGBA marker for a seat: its shape in its colour with its letter on top (cached)."""
    style = seat_style(seat)
    outline = shade(style.colour, 0.55)
    marker = painted(size, lambda d, g: _MARKER_PAINTERS[style.shape](d, g, style.colour, outline))
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
    d.polygon(star_points(g, 50, 54, 50, 26, 5), fill=fill, outline=outline, width=g.w(5))


_MARKER_PAINTERS = {
    "circle": _marker_circle,
    "square": _marker_square,
    "triangle": _marker_triangle,
    "diamond": _marker_diamond,
    "hexagon": _marker_hexagon,
    "star": _marker_star,
}
