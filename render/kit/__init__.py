"""The shared drawing kit: fonts, colours, seat styles, text, frames and open icon sets.
No game facts here: a game's own icons live in its `render/<game>/icons.py`.

Typical use in a game renderer::

    c = Canvas(1500, 1000, icons=ICONS)  # ICONS: the game's IconSet, on top of kit.SHARED
    c.text((20, 20), "Runda 3", size=34, bold=True)
    inner = c.frame((20, 70, 400, 300), title="Las", header=(133, 88, 48))
    c.icon((inner[0], inner[1]), "wood", 32)
    c.seat_marker((300, 200), seat=1, size=36)
    image = c.finish(320)                 # PIL.Image in RGB, ready for render.to_png

Coordinates are pixels; boxes are (left, top, right, bottom). Text is drawn from a cache of
pre-rendered glyph masks (`label_mask`), which is ten times faster than drawing text afresh on
every render. Every text call records its size, so tests can check `Canvas.min_text_size`.

Anchors (for `Canvas.text`, `Canvas.icon`, `Canvas.seat_marker`) are two letters: horizontal
l/m/r (left, middle, right) then vertical t/m/b (top, middle, bottom of the line box).

Modules: text (fonts, glyphs, wrapping), colours, icons (IconSet registry, Grid), symbols (the
shared icons), seats (seat styles and markers), canvas, words (label tables).
"""

from render.kit.canvas import Canvas, anchored
from render.kit.colours import PALETTE, Box, Colour, readable_ink, relative_luminance, shade, tint
from render.kit.icons import OUTLINE, Grid, IconSet, Painter, clear_icon_cache, painted, star_points
from render.kit.seats import MARKER_SHAPES, SEAT_STYLES, SeatStyle, seat_marker_image, seat_style
from render.kit.symbols import SHARED
from render.kit.text import (
    FONT_FILE,
    MIN_READABLE_SIZE,
    POLISH_LETTERS,
    REPLACEMENT,
    ellipsize,
    fit_size,
    font,
    label_mask,
    line_height,
    missing_glyphs,
    safe_text,
    text_width,
    words_fit,
    wrap_lines,
    wrap_text,
)
from render.kit.words import NAME_MAX, Words


def clear_caches() -> None:
    """Forget every cached label, icon and seat marker (benchmarks measure a cold render)."""
    label_mask.cache_clear()
    clear_icon_cache()
    seat_marker_image.cache_clear()


__all__ = [
    "FONT_FILE",
    "MARKER_SHAPES",
    "MIN_READABLE_SIZE",
    "NAME_MAX",
    "OUTLINE",
    "PALETTE",
    "POLISH_LETTERS",
    "REPLACEMENT",
    "SEAT_STYLES",
    "SHARED",
    "Box",
    "Canvas",
    "Colour",
    "Grid",
    "IconSet",
    "Painter",
    "SeatStyle",
    "Words",
    "anchored",
    "clear_caches",
    "ellipsize",
    "fit_size",
    "font",
    "label_mask",
    "line_height",
    "missing_glyphs",
    "painted",
    "readable_ink",
    "relative_luminance",
    "safe_text",
    "seat_marker_image",
    "seat_style",
    "shade",
    "star_points",
    "text_width",
    "tint",
    "words_fit",
    "wrap_lines",
    "wrap_text",
]
