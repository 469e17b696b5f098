"""The engine's bilingual texts built without pydantic validation: `tr` and `seat_name` as in
engines.base, giving equal Text objects, for the hot path (labels, questions, log lines are built
several times per decision and validation costs most of a Text)."""

from __future__ import annotations

from engines.base import Text
from engines.base import seat_name as checked_seat_name
from engines.base import tr as checked_tr
from engines.kit.trusted import fast_model


def tr(en: str, pl: str | None = None) -> Text:
    """engines.base.tr: a bilingual text, `pl` defaulting to `en`."""
    if pl is None:
        pl = en
    if type(en) is not str or type(pl) is not str:
        return checked_tr(en, pl)  # the validated model raises for what it does not take
    return fast_model(Text, {"en": en, "pl": pl})


# Text is frozen: one object per seat serves every text that names it
SEAT_NAMES = tuple(checked_seat_name(seat) for seat in range(8))


def seat_name(seat: int) -> Text:
    """engines.base.seat_name."""
    return SEAT_NAMES[seat] if type(seat) is int and 0 <= seat < len(SEAT_NAMES) else checked_seat_name(seat)
