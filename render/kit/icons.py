"""Icons drawn in code, kept in open registries.

An `IconSet` maps a name to a painter and a default colour. The kit's shared icons live in
`render.kit.symbols.SHARED`; each game makes its own set on top of it (`render/<game>/icons.py`)
and registers its icons there, so adding a game's icon touches nothing in the kit::

    ICONS = IconSet("my_game", base=SHARED)

    @ICONS.register("iron", colour=(132, 140, 152))
    def _iron(d, g, fill, value):
        d.polygon(g(6, 78, 22, 30, 78, 30, 94, 78), fill=fill, outline=OUTLINE, width=g.w(5))

A painter draws on a 100x100 design grid (`Grid` scales points to pixels) with `fill` (the
caller's colour or the default) and `value` (an icon's variant, e.g. a die's pips).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit.colours import Colour

SCALE = 4  # icons are drawn 4x larger and scaled down: cheap anti-aliasing
OUTLINE = (40, 32, 24, 255)


class Grid:
    """Scales points from the 100x100 design grid to the big icon image."""

    def __init__(self, unit: float):
        self.unit = unit

    def __call__(self, *values: float) -> list[float]:
        return [v * self.unit for v in values]

    def w(self, value: float) -> int:
        """A line width in grid units, at least one pixel."""
        return max(1, round(value * self.unit))


Painter = Callable[[ImageDraw.ImageDraw, Grid, Colour, int], None]


def painted(size: int, paint: Callable[[ImageDraw.ImageDraw, Grid], None]) -> Image.Image:
    """An RGBA image `size` pixels square: `paint` draws at SCALE times the size, then it shrinks."""
    big = Image.new("RGBA", (size * SCALE, size * SCALE), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), Grid(size * SCALE / 100))
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1024)
def _icon(painter: Painter, size: int, fill: Colour, value: int) -> Image.Image:
    return painted(size, lambda d, g: painter(d, g, fill, value))


class IconSet:
    """Named icons; a name not found here is looked up in `base` (a game's set sits on SHARED)."""

    def __init__(self, name: str, base: IconSet | None = None):
        self.name = name
        self.base = base
        self._icons: dict[str, tuple[Painter, Colour]] = {}

    def register(self, name: str, colour: Colour) -> Callable[[Painter], Painter]:
        """Decorator: register the decorated painter under `name` with its default colour."""

        def add(painter: Painter) -> Painter:
            self.add(name, painter, colour)
            return painter

        return add

    def add(self, name: str, painter: Painter, colour: Colour) -> None:
        if name in self._icons:
            raise ValueError(f"icon {name!r} is already in the {self.name} icon set")
        self._icons[name] = (painter, colour)

    def __contains__(self, name: str) -> bool:
        return name in self._icons or (self.base is not None and name in self.base)

    def names(self) -> tuple[str, ...]:
        """Every name this set draws, its own first, then those of its base."""
        inherited = self.base.names() if self.base is not None else ()
        return (*self._icons, *(n for n in inherited if n not in self._icons))

    def painter(self, name: str) -> Painter:
        return self._entry(name)[0]

    def colour(self, name: str) -> Colour:
        return self._entry(name)[1]

    def image(self, name: str, size: int, colour: Colour | None = None, value: int = 0) -> Image.Image:
        """The icon as an RGBA image `size` pixels square (cached; shared, never draw on it)."""
        painter, default = self._entry(name)
        return _icon(painter, size, colour or default, value)

    def _entry(self, name: str) -> tuple[Painter, Colour]:
        if name in self._icons:
            return self._icons[name]
        if self.base is None:
            raise ValueError(f"unknown icon {name!r}")
        return self.base._entry(name)


def clear_icon_cache() -> None:
    _icon.cache_clear()


def star_points(g: Grid, cx: float, cy: float, outer: float, inner: float, tips: int) -> list[float]:
    """The corners of a star on the design grid, first tip straight up."""
    out: list[float] = []
    for i in range(tips * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / tips - math.pi / 2
        out += g(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
    return out
