"""Card tiles shared by the pictures: a coloured band naming the card's type and age, the card's
name, and a footer the caller fills (costs, workers, tokens)."""

from __future__ import annotations

from engines.through_ages.view import CardFace
from render.kit import PALETTE, Canvas, Words, line_height, readable_ink, shade, wrap_lines
from render.through_ages.layout import TEXT, card_fill, type_colour, type_name

BAND = line_height(TEXT) + 6
NAME_STEP = line_height(TEXT, True)


def card_name(card: CardFace, t: Words) -> str:
    """The card's name, with "*" when one of its printed numbers is unverified."""
    return t.text(card.name) + ("*" if not card.verified else "")


def name_lines(card: CardFace, t: Words, width: int, max_lines: int = 2) -> list[str]:
    return wrap_lines(card_name(card, t), width, TEXT, max_lines, bold=True)


def tile(
    c: Canvas, card: CardFace, t: Words, box, *, max_lines: int = 2, dim: bool = False, age: bool = True
) -> int:
    """A card tile in `box`: band (type, and the age unless `age` is False: the caller shows it),
    the name below; returns the y under the name."""
    left, top, right, bottom = box
    colour = type_colour(card.type, card.kind)
    fill = (222, 218, 210) if dim else card_fill(card.type, card.kind)
    c.rect(box, fill=fill, outline=shade(colour, 0.45), width=2, radius=8)
    c.band((left + 2, top + 2, right - 2, top + BAND), colour, 6)
    ink = readable_ink(colour)
    age_w = right
    if age:
        age_w = c.text((right - 8, top + 2 + BAND // 2), card.age, TEXT, bold=True, fill=ink, anchor="rm")[0]
    c.text(
        (left + 8, top + 2 + BAND // 2),
        type_name(card.type, card.kind, t.lang),
        TEXT,
        fill=ink,
        anchor="lm",
        max_width=max(20, age_w - left - 16),
    )
    y = top + BAND + 4
    ink = PALETTE["muted"] if dim else PALETTE["ink"]
    for line in name_lines(card, t, right - left - 12, max_lines):
        c.text(((left + right) // 2, y), line, TEXT, bold=True, fill=ink, anchor="mt")
        y += NAME_STEP
    return y
