"""Stone Age private picture: one seat's face-down civilization cards and what they would score
now (SA-16.2)."""

from __future__ import annotations

from PIL import Image

from engines.stone_age.view import CardFace, StoneAgeView
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, text_width, tint
from render.stone_age.layout import (
    CARD_COLOURS,
    GAP,
    INNER,
    MARGIN,
    SMALL,
    TEXT,
    TITLE,
    WIDTH,
    L,
    columns,
    new_canvas,
)


def private(view: StoneAgeView, lang: str) -> Image.Image | None:
    """The seat's own face-down cards and their current score; None for spectators."""
    mine = view.private
    if mine is None:
        return None
    t = Words(L, lang, view.names)
    c = new_canvas()
    style = seat_style(mine.seat)
    c.rect((0, 0, WIDTH, 96), fill=tint(style.colour, 0.7))
    c.seat_marker((MARGIN, 48), mine.seat, 56, anchor="lm")
    c.text((MARGIN + 72, 26), f"{t('your_cards')} · {t.seat(mine.seat)}", 34, bold=True, anchor="lt")
    y = 96 + GAP
    c.text((MARGIN, y), t("hidden_note"), SMALL, fill=PALETTE["muted"])
    y += line_height(SMALL) + GAP
    y = _score_summary(c, mine.card_score, mine.card_score_total, t, y)
    y = _private_cards(c, mine.cards, t, y + GAP)
    return c.finish(y + MARGIN)


def _score_summary(c: Canvas, card_score: dict[str, int], total: int, t: Words, y: int) -> int:
    keys = ["green_sets", "farmer", "tool_maker", "hut_builder", "shaman"]
    items = [(f"{t(key)}: ", str(card_score.get(key, 0))) for key in keys]
    rows = _flow([text_width(a, TEXT) + text_width(b, TEXT, True) + 36 for a, b in items], INNER - 32)
    height = 64 + len(set(rows)) * (line_height(TEXT) + 8) + 8
    c.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=PALETTE["panel"], outline=PALETTE["line"], radius=12)
    c.text((MARGIN + 16, y + 12), f"{t('would_score')}:", TITLE, bold=True)
    c.icon_count(
        (WIDTH - MARGIN - 16, y + 30), "points", f"{total} {t('pts')}", 40, anchor="rm", text_size=36
    )
    x, row = MARGIN + 16, 0
    for (label, value), item_row in zip(items, rows, strict=True):
        if item_row != row:
            x, row = MARGIN + 16, item_row
        row_y = y + 64 + row * (line_height(TEXT) + 8)
        x = c.text((x, row_y), label, TEXT, fill=PALETTE["muted"])[2]
        x = c.text((x, row_y), value, TEXT, bold=True)[2] + 36
    return y + height


def _flow(widths: list[int], room: int) -> list[int]:
    """The row index of each item when items flow left to right and wrap at `room`."""
    rows, row, used = [], 0, 0
    for width in widths:
        if used and used + width > room:
            row, used = row + 1, 0
        rows.append(row)
        used += width
    return rows


def _private_cards(c: Canvas, cards: list[CardFace], t: Words, y: int) -> int:
    if not cards:
        c.text((MARGIN, y), t("no_cards"), TEXT)
        return y + line_height(TEXT)
    ordered = sorted(cards, key=lambda k: (k.color != "green", k.symbol or k.figure or "", k.id))
    per_row = 5
    height = 200
    cols = columns(per_row)
    for start in range(0, len(ordered), per_row):
        for card, (left, right) in zip(ordered[start : start + per_row], cols, strict=False):
            _private_card(c, card, t, (left, y, right, y + height))
        y += height + GAP
    return y - GAP


def _private_card(c: Canvas, card: CardFace, t: Words, box) -> None:
    """The scoring half (bottom) first and large, the already used top effect below it."""
    colour = CARD_COLOURS.get(card.color, PALETTE["line"])
    left, top, right, bottom = box
    band_bottom = top + 2 * line_height(TEXT, True) + 12
    c.rect(box, fill=PALETTE["panel"], outline=shade(colour, 0.4), width=3, radius=12)
    c.rect((left, top, right, band_bottom), fill=colour, outline=shade(colour, 0.4), width=3, radius=12)
    c.paragraph(
        (left + 10, top + 6, right - 10, band_bottom), t.text(card.bottom_text), TEXT, bold=True, align="m"
    )
    y = band_bottom + 8
    if card.figures:
        x = left + 10
        for _ in range(card.figures):
            x = c.icon((x, y), "person", 34, colour=shade(colour, 0.55))[2] + 4
        y += 40
    c.paragraph((left + 10, y, right - 10, bottom - 6), t.text(card.top_text), SMALL, fill=PALETTE["muted"])
