"""A renderer's label table in one language, plus the seats' display names."""

from __future__ import annotations

from engines.base import Text, tr
from render.kit.seats import seat_style

NAME_MAX = 16


class Words:
    """`t("key")` is a label in the picture's language; `t.seat(n)` names a seat."""

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
