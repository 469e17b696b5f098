"""Texts and log lines built without pydantic validation (engines.kit.trusted): the engine makes
every piece itself, and one move writes several lines and labels."""

from __future__ import annotations

from engines.base import Event, Seat, Text, pl_plural, seat_name
from engines.kit.trusted import fast_model

# seat -> how `seat_name` names it, as an (en, pl) piece for `text` and `event`
SEAT_WORDS = tuple((seat_name(s).en, seat_name(s).pl) for s in range(8))


def seat_words(seat: Seat) -> tuple[str, str]:
    return SEAT_WORDS[seat]


def text(*pieces: Text | str | tuple[str, str]) -> Text:
    """One text from pieces in both languages (a Text, an (en, pl) pair, or a string for both):
    `tr(...) + tr(...)` gives the same text, one validation per piece slower."""
    en, pl = [], []
    for piece in pieces:
        kind = type(piece)
        if kind is str:
            en.append(piece)
            pl.append(piece)
        elif kind is tuple:
            en.append(piece[0])
            pl.append(piece[1])
        else:  # a Text
            en.append(piece.en)
            pl.append(piece.pl)
    return fast_model(Text, {"en": "".join(en), "pl": "".join(pl)})


def event(
    *pieces: Text | str | tuple[str, str],
    seats: list[Seat] | None = None,
    reveal: bool = False,
    board: bool = True,
) -> Event:
    """`Event(text=text(*pieces), seats=..., reveal=..., board=...)`, unvalidated."""
    return fast_model(Event, {"text": text(*pieces), "seats": seats, "reveal": reveal, "board": board})


def counted(n: int, en: tuple[str, str], pl: tuple[str, str, str]) -> tuple[str, str]:
    """`count_of(n, en, pl)` as an (en, pl) piece for `text` and `event`."""
    return f"{n} {en[0] if n == 1 else en[1]}", f"{n} {pl_plural(n, *pl)}"
