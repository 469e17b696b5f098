"""Fonts and text: the kit's one font (Inter, full Polish), glyph checks, cached label masks,
wrapping and fitting. Pictures are drawn in worker threads, so every FreeType call holds a lock."""

from __future__ import annotations

import importlib.resources
import math
import threading
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

FONT_FILE = importlib.resources.files("fontpkg_inter") / "files" / "Inter[opsz,wght].ttf"
POLISH_LETTERS = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
MIN_READABLE_SIZE = 22  # UX.md: text at least 22 px on a ~1500 px wide picture
REPLACEMENT = "?"
# A FreeType face must not be used by two threads at once.
_FONT_LOCK = threading.RLock()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The kit's font at a pixel size; one cached object per (size, weight).

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


def wrap_lines(text: str, width: int, size: int, max_lines: int, bold: bool = False) -> list[str]:
    """Word-wrapped lines, at most `max_lines`, the last one ending in "…" if text was cut."""
    lines = wrap_text(text, width, size, bold)
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    kept[-1] = ellipsize(kept[-1] + "…", width, size, bold)
    return kept


def words_fit(text: str, width: int, size: int, bold: bool = False) -> bool:
    """True when no single word of `text` is wider than `width` (so wrapping never cuts a word)."""
    return all(text_width(word, size, bold) <= width for word in text.split())


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
