"""One seat's own hidden facts (CV-29.1, CV-32.8): its unit cards and its face-down hut and
village markers, from the view's private part only."""

from __future__ import annotations

from collections import Counter

from PIL import Image

from engines.civilization.view import CivView
from render.civilization.battle import draw_hand
from render.civilization.culture import culture_hand
from render.civilization.icons import resource_icon
from render.civilization.layout import (
    DARK,
    GAP,
    MARGIN,
    RESOURCES,
    TEXT,
    TITLE,
    UNIT_TYPES,
    WHITE,
    WIDTH,
    L,
    named,
    new_canvas,
)
from render.kit import PALETTE, Canvas, Words, seat_style, tint

CARD_W, CARD_H = 170, 110


def private(view: CivView, lang: str) -> Image.Image | None:
    """The seat's private picture, or None for a spectator (no private part)."""
    part = view.private_part()
    if part is None or view.seat is None:
        return None
    t = Words(L, lang, view.names)
    c = new_canvas(900)
    style = seat_style(view.seat)
    c.rect((0, 0, WIDTH, 70), fill=DARK)
    x = c.seat_marker((MARGIN, 35), view.seat, 40, anchor="lm")[2] + 10
    x = c.text((x, 35), t.seat(view.seat), TITLE, bold=True, fill=WHITE, anchor="lm")[2] + 16
    c.text((x, 35), t("private_note"), TEXT, fill=(236, 226, 206), anchor="lm")
    y = draw_hand(c, part.battle_hand, t, 90, tint(style.colour, 0.7))
    c.text((MARGIN, y), f"{t('your_units')}: {len(part.standing_forces)}", TEXT + 4, bold=True)
    y += 42
    y = _cards(c, sorted(part.standing_forces), t, y, tint(style.colour, 0.7))
    c.text((MARGIN, y), f"{t('your_markers')}: {len(part.markers)}", TEXT + 4, bold=True)
    y += 42
    if not part.markers:
        c.text((MARGIN, y), t("no_markers"), TEXT, fill=PALETTE["muted"])
        y += 36
    for content, count in sorted(Counter(part.markers).items()):
        icon = resource_icon(content) if content in RESOURCES else "hut"
        box = c.icon_count((MARGIN, y), icon, count, 32, text_size=TEXT)
        c.text((box[2] + 10, (box[1] + box[3]) // 2), named(RESOURCES, content, lang), TEXT, anchor="lm")
        y = box[3] + 8
    y = culture_hand(c, part.hand, t, y + GAP)
    return c.finish(y + MARGIN)


def _cards(c: Canvas, cards: list[str], t: Words, y: int, fill) -> int:
    if not cards:
        c.text((MARGIN, y), t("no_units"), TEXT, fill=PALETTE["muted"])
        return y + 50
    x = MARGIN
    for card in cards:
        kind, _, strength = card.partition(":")
        if x + CARD_W > WIDTH - MARGIN:
            x, y = MARGIN, y + CARD_H + GAP
        c.ensure(y + CARD_H + 200)
        c.rect((x, y, x + CARD_W, y + CARD_H), fill=fill, outline=PALETTE["line"], width=3, radius=10)
        c.text(
            (x + CARD_W // 2, y + 28),
            named(UNIT_TYPES, kind, t.lang),
            TEXT,
            bold=True,
            anchor="mm",
            max_width=CARD_W - 12,
        )
        c.text(
            (x + CARD_W // 2, y + 74),
            f"{t('strength')} {strength}",
            TEXT + 2,
            anchor="mm",
            max_width=CARD_W - 12,
        )
        x += CARD_W + GAP
    return y + CARD_H + 24
