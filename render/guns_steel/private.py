"""Guns & Steel private picture: one seat's hand, every card with both sides' facts and its
effect, and what the seat can pay with right now."""

from __future__ import annotations

from PIL import Image

from engines.base import pl_plural
from engines.guns_steel.view import CardFace, GSView, PlayerPublic
from render.guns_steel.icons import RESOURCE_COLOURS, resource_icon
from render.guns_steel.layout import (
    BAND,
    GAP,
    ICON,
    INNER,
    MARGIN,
    TEXT,
    TILE_H,
    TITLE,
    TYPE_COLOURS,
    WIDTH,
    L,
    new_canvas,
    resource_icons,
    stat,
)
from render.guns_steel.pyramid import type_band
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, tint, wrap_lines, wrap_text


def private(view: GSView, lang: str) -> Image.Image | None:
    """The seat's hand, card by card; None for a spectator's view."""
    mine = view.private_part()
    if mine is None:
        return None
    t = Words(L, lang, view.names)
    c = new_canvas(1200)
    style = seat_style(mine.seat)
    band = 84
    c.rect((0, 0, WIDTH, band), fill=tint(style.colour, 0.65))
    c.seat_marker((MARGIN, band // 2), mine.seat, 52, anchor="lm")
    title = f"{t('your_hand')} · {t.seat(mine.seat)} · {_card_count(len(mine.hand), t.lang)}"
    c.text((MARGIN + 68, band // 2), title, TITLE, bold=True, anchor="lm")
    c.text((WIDTH - MARGIN, band // 2), t("hand_note"), TEXT, anchor="rm")
    y = band + GAP
    me = next((p for p in view.seats if p.seat == mine.seat), None)
    if me is not None:
        y = _own_table_line(c, me, t, y)
    if not mine.hand:
        c.text((MARGIN, y), t("empty_hand"), 26, fill=PALETTE["muted"])
        return c.finish(y + line_height(26) + MARGIN)
    y = _hand_cards(c, mine.hand, t, y)
    return c.finish(y + MARGIN)


def _own_table_line(c: Canvas, me: PlayerPublic, t: Words, y: int) -> int:
    """What the seat can pay with right now (public facts, repeated here to decide from the DM)."""
    mid = y + 20
    x = c.text((MARGIN, mid), f"{t('on_table')}:", TEXT, bold=True, anchor="lm")[2] + 8
    cards = [card.card.resource for card in me.resource_cards]
    if cards:
        x = resource_icons(c, (x, mid), cards) + 20
    else:
        x = c.text((x, mid), t("none"), TEXT, fill=PALETTE["muted"], anchor="lm")[2] + 20
    if me.temporary:
        x = c.text((x, mid), f"{t('temporary')}:", TEXT, anchor="lm")[2] + 6
        x = resource_icons(c, (x, mid), me.temporary) + 20
    stat(c, (x, mid), "strength", f"{t('strength')} {me.strength}")
    return y + 40 + GAP


def _card_count(n: int, lang: str) -> str:
    if lang != "pl":
        return f"{n} card" if n == 1 else f"{n} cards"
    return f"{n} {pl_plural(n, 'karta', 'karty', 'kart')}"


HAND_COLUMNS = 4
HAND_NAME = 26


def _hand_cards(c: Canvas, hand: list[CardFace], t: Words, y: int) -> int:
    """The hand in rows of HAND_COLUMNS cards; each row as tall as its longest effect text."""
    width = (INNER - GAP * (HAND_COLUMNS - 1)) // HAND_COLUMNS
    for start in range(0, len(hand), HAND_COLUMNS):
        row = hand[start : start + HAND_COLUMNS]
        height = max(_hand_card_height(card, width, t) for card in row)
        c.ensure(y + height)
        for col, card in enumerate(row):
            left = MARGIN + col * (width + GAP)
            _hand_card(c, card, t, (left, y, left + width, y + height))
        y += height + GAP
    return y - GAP


def _hand_texts(card: CardFace, width: int, t: Words) -> tuple[list[str], list[str]]:
    inner = width - 20
    name = wrap_lines(t.text(card.name), inner, HAND_NAME, 2, bold=True)
    return name, wrap_text(t.text(card.effect), inner, TEXT)


def _hand_card_height(card: CardFace, width: int, t: Words) -> int:
    name, effect = _hand_texts(card, width, t)
    fixed = BAND + 6 + 40 + TILE_H + 10 + 12
    return fixed + len(name) * line_height(HAND_NAME, True) + len(effect) * line_height(TEXT)


def _hand_card(c: Canvas, card: CardFace, t: Words, box) -> None:
    left, top, right, bottom = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.rect(box, fill=PALETTE["card"], outline=shade(colour, 0.2), width=3, radius=12)
    type_band(c, card, box, t)
    name, effect = _hand_texts(card, right - left, t)
    y = c.lines((left + 10, top + BAND + 6), name, HAND_NAME, bold=True)
    mid = y + 18
    x = stat(c, (left + 10, mid), "vp", f"{card.vp} {t('vp')}") + 18
    if card.strength:
        x = stat(c, (x, mid), "strength", str(card.strength)) + 18
    if card.reaction:
        c.icon((x, mid), "reaction", ICON, TYPE_COLOURS["military"], anchor="lm")
        c.text((x + ICON + 3, mid), t("reaction"), TEXT, bold=True, anchor="lm")
    y = mid + 22
    resource = RESOURCE_COLOURS.get(card.resource, PALETTE["muted"])
    c.rect(
        (left + 8, y, right - 8, y + TILE_H),
        fill=tint(resource, 0.72),
        outline=shade(resource, 0.1),
        width=2,
        radius=8,
    )
    rmid = y + TILE_H // 2
    x = c.text((left + 16, rmid), f"{t('resource_side')}:", TEXT, anchor="lm")[2] + 8
    x = c.icon((x, rmid), resource_icon(card.resource), ICON, anchor="lm")[2] + 6
    c.text((x, rmid), t.text(card.resource_name), TEXT, bold=True, anchor="lm", max_width=right - 16 - x)
    c.lines((left + 10, y + TILE_H + 10), effect, TEXT)
