"""The engine's bilingual texts for the hot path: `tr` and `seat_name` as in engines.base, giving
equal Text objects (labels, questions, log lines are built several times per decision; the seats'
names are built once)."""

from __future__ import annotations

from engines.base import Text
from engines.base import seat_name as checked_seat_name


def tr(en: str, pl: str | None = None) -> Text:
    """engines.base.tr: a bilingual text, `pl` defaulting to `en`."""
    return Text(en, en if pl is None else pl)  # Text checks its strings itself


# Text is frozen: one object per seat serves every text that names it
SEAT_NAMES = tuple(checked_seat_name(seat) for seat in range(8))


def seat_name(seat: int) -> Text:
    """engines.base.seat_name."""
    return SEAT_NAMES[seat] if type(seat) is int and 0 <= seat < len(SEAT_NAMES) else checked_seat_name(seat)
