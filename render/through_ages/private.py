"""One seat's secret military hand (TA-25.1), its civil hand when hands are secret (TA-Q8) and
the events it prepared that still wait in the future events deck (TA-25.3), from the view's
private part only: each card as a tile with its kind, age, name and effect, and the hand limit."""

from __future__ import annotations

from PIL import Image

from engines.through_ages.view import CardFace, TtaView
from render.kit import PALETTE, Canvas, Words, line_height, wrap_lines
from render.through_ages.cards import BAND, NAME_STEP, name_lines, tile
from render.through_ages.layout import DARK, GAP, INNER, MARGIN, TEXT, TITLE, WHITE, WIDTH, L, new_canvas

COLUMNS = 3
TEXT_LINES = 5
TEXT_STEP = line_height(TEXT)


def private(view: TtaView, lang: str) -> Image.Image | None:
    """The seat's military hand (with secret civil hands, its civil hand first), or None for a
    spectator (no private part)."""
    part = view.private_part()
    if part is None or view.seat is None:
        return None
    t = Words(L, lang, view.names)
    c = new_canvas(1200)
    c.rect((0, 0, WIDTH, 76), fill=DARK)
    x = c.seat_marker((MARGIN, 38), view.seat, 44, anchor="lm")[2] + 12
    title = f"{t('your_hand' if part.civil is None else 'your_cards')} · {t.seat(view.seat)}"
    c.text((x, 38), title, TITLE, bold=True, fill=WHITE, anchor="lm", max_width=WIDTH - MARGIN - x)
    y = 76 + GAP
    player = next((p for p in view.players if p.seat == view.seat), None)
    note = t("secret")
    if player is not None:
        note += f"  {t('hand_limit')}: {player.military_actions}"
    c.text((MARGIN, y), note, TEXT, fill=PALETTE["muted"])
    y += line_height(TEXT) + GAP
    if part.civil is not None:  # TA-Q8: the own secret civil hand first, then the military cards
        y = _section(c, f"{t('civil_hand')}: {len(part.civil)}", part.civil, t, y)
        c.text((MARGIN, y), t("military_hand"), TEXT + 4, bold=True)
        y += line_height(TEXT + 4, True) + 6
    if not part.cards:
        c.text((MARGIN, y), t("no_cards"), TEXT + 4, bold=True)
        y += line_height(TEXT + 4, True) + GAP
    y = _cards(c, part.cards, t, y)
    if part.prepared:
        c.text((MARGIN, y), t("prepared"), TEXT + 4, bold=True)
        y = _cards(c, part.prepared, t, y + line_height(TEXT + 4, True) + 6)
    if part.draft:  # TA-43.9: the leaders and wonders dealt to pick from
        c.text((MARGIN, y), t("draft"), TEXT + 4, bold=True)
        y = _cards(c, part.draft, t, y + line_height(TEXT + 4, True) + 6)
    if any(not card.verified for card in [*part.cards, *part.prepared, *part.draft, *(part.civil or [])]):
        c.text((MARGIN, y), t("unverified"), TEXT, fill=PALETTE["muted"])
        y += line_height(TEXT)
    return c.finish(y + MARGIN)


def _section(c: Canvas, heading: str, cards: list[CardFace], t: Words, y: int) -> int:
    c.text((MARGIN, y), heading, TEXT + 4, bold=True)
    return _cards(c, cards, t, y + line_height(TEXT + 4, True) + 6)


def _cards(c: Canvas, cards: list[CardFace], t: Words, y: int) -> int:
    """Cards as tiles in rows of COLUMNS, each with its effect; returns the y below."""
    width = (INNER - GAP * (COLUMNS - 1)) // COLUMNS
    for first in range(0, len(cards), COLUMNS):
        row = cards[first : first + COLUMNS]
        texts = [wrap_lines(t.text(card.text), width - 20, TEXT, TEXT_LINES) for card in row]
        names = max(len(name_lines(card, t, width - 12)) for card in row)
        height = BAND + 8 + names * NAME_STEP + max(map(len, texts)) * TEXT_STEP + 14
        c.ensure(y + height + 100)
        for col, (card, text) in enumerate(zip(row, texts, strict=True)):
            left = MARGIN + col * (width + GAP)
            below = tile(c, card, t, (left, y, left + width, y + height))
            c.lines((left + 10, below + 6), text, TEXT)
        y += height + GAP
    return y
