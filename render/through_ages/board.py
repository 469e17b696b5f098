"""Through the Ages public picture, drawn from a TtaView only: the header (age, round, who moves),
the decks and events, the card row with each space's civil-action cost, the culture, science and
strength tracks, then every player's board (players.py).

The board never reads a seat's private part: `public_view` drops it before anything is drawn."""

from __future__ import annotations

from PIL import Image
from pydantic import BaseModel

from engines.through_ages.view import CardFace, RowCard, TtaView
from render.kit import PALETTE, Canvas, Words, line_height, shade, text_width, wrap_lines
from render.through_ages import boards as lw_boards
from render.through_ages.cards import BAND, NAME_STEP, card_name, tile
from render.through_ages.layout import (
    DARK,
    GAP,
    INNER,
    LEGEND,
    LIGHT,
    MARGIN,
    ROW_COSTS,
    TEXT,
    TITLE,
    TRACKS,
    WHITE,
    WIDTH,
    L,
    new_canvas,
)
from render.through_ages.players import players

HEADER_H = 100
PRIVATE_FIELDS = (
    "seat",
    "military_hand",
    "prepared_events",
    "draft_hand",
    "civil_hand",  # TA-Q8: the own secret civil hand
)  # what only the viewer's seat sees
ROW_PER_LINE = 7
ROW_CARD_H = BAND + 4 + 2 * NAME_STEP + 44
LINE = line_height(TEXT) + 6
BIG_LABEL = 26
TRACK_LABEL_W = 170
MARKER = 32


def public_view(view: TtaView) -> TtaView:
    """The view with everything private removed: what any spectator may see (TA-25.1)."""
    return view.model_copy(update={field: None for field in PRIVATE_FIELDS})


def board(view: TtaView, lang: str) -> Image.Image:
    """The public picture of the match."""
    view = public_view(view)
    t = Words(L, lang, view.names)
    c = new_canvas(900 + 800 * len(view.players) + lw_boards.height(view))
    y = _header(c, view, t)
    y = _decks(c, view, t, y + GAP)
    y = _row(c, view, t, y + GAP)
    y = lw_boards.boards(c, view, t, y + GAP)  # New Leaders and Wonders (TA-43.3)
    y = _tracks(c, view, t, y + GAP)
    y = _legend(c, t, y, view)
    y = players(c, view, t, y + GAP)
    return c.finish(y + MARGIN)


# ---------------------------------------------------------------- header and shared area


def _header(c: Canvas, view: TtaView, t: Words) -> int:
    c.rect((0, 0, WIDTH, HEADER_H), fill=DARK)
    c.text((MARGIN, 12), t("title"), TITLE, bold=True, fill=WHITE)
    status = f"{t('age')} {view.age} · {t('round')} {view.round}"
    if view.last_round is not None and not view.finished:
        status += f" · {t('last_round')}: {view.last_round}"
    if view.finished:
        status = f"{t('over')} · {status}"
    mid = 70
    x = c.text((MARGIN, mid), status, TEXT, bold=True, fill=LIGHT, anchor="lm")[2] + 16
    x = c.icon((x, mid), "first", 30, anchor="lm")[2] + 6  # the first-player marker (TA-40.4)
    x = c.text((x, mid), f"{t('first')}:", TEXT, fill=LIGHT, anchor="lm")[2] + 6
    c.seat_marker((x, mid), view.first, 30, anchor="lm")
    if view.finished:
        best = max(p.culture for p in view.players)
        seats, label = [p.seat for p in view.players if p.culture == best], t("winner")
    else:
        seats, label = ([] if view.current is None else [view.current]), t("to_move")
    if seats:
        x = WIDTH - MARGIN
        if len(seats) == 1:  # with the player's name, when the host gave it
            name = t.seat(seats[0])
            x = c.text((x, 32), name, BIG_LABEL, bold=True, fill=WHITE, anchor="rm", max_width=420)[0] - 8
        for seat in reversed(seats):
            x = c.seat_marker((x, 32), seat, 42, anchor="rm")[0] - 8
        c.text((x, 32), label, BIG_LABEL, bold=True, fill=WHITE, anchor="rm")
    return HEADER_H


def _decks(c: Canvas, view: TtaView, t: Words, y: int) -> int:
    """Deck sizes, the event being resolved, past events (newest first) and common tactics."""
    mid = y + LINE // 2
    x = MARGIN
    for key, size in (
        ("civil_deck", view.civil_deck_size),
        ("military_deck", view.military_deck_size),
        ("current_events", view.current_events_size),
        ("future_events", view.future_events_size),
    ):
        x = c.icon((x, mid), "card", 30, anchor="lm")[2] + 4
        x = c.text((x, mid), f"{t(key)}: {size}", TEXT, anchor="lm")[2] + 22
    y += LINE + 4
    if view.revealed is not None:
        c.text((MARGIN, y), f"{t('revealed')}: {card_name(view.revealed, t)}", TEXT, bold=True)
        y += LINE
    lists = (
        ("past_events", [card_name(card, t) for card in reversed(view.past_events)]),
        ("common_tactics", [card_name(card, t) for card in view.common_tactics]),
    )
    for key, names in lists:
        text = f"{t(key)}: {', '.join(names) or t('none')}"
        y = c.lines((MARGIN, y), wrap_lines(text, INNER, TEXT, 2), TEXT) + 2
    return y


# ---------------------------------------------------------------- card row


def _row(c: Canvas, view: TtaView, t: Words, y: int) -> int:
    """The 13 spaces in two lines; each card with its civil-action cost as white tokens."""
    c.text((MARGIN, y), t("card_row"), TITLE, bold=True)
    y += line_height(TITLE, True) + 4
    width = (INNER - GAP * (ROW_PER_LINE - 1)) // ROW_PER_LINE
    for space in range(len(view.row)):
        line, col = divmod(space, ROW_PER_LINE)
        left = MARGIN + col * (width + GAP)
        top = y + line * (ROW_CARD_H + GAP)
        card = view.row[space]
        cost = card.cost if card else ROW_COSTS[space]
        _row_space(c, card, space + 1, cost, t, (left, top, left + width, top + ROW_CARD_H))
    lines = (len(view.row) + ROW_PER_LINE - 1) // ROW_PER_LINE
    return y + lines * (ROW_CARD_H + GAP)


def _row_space(c: Canvas, card: RowCard | None, space: int, cost: int, t: Words, box) -> None:
    left, top, right, bottom = box
    if card is None:
        c.rect(box, fill=PALETTE["paper"], outline=PALETTE["line"], width=2, radius=8)
        c.text(
            ((left + right) // 2, (top + bottom) // 2 - 14),
            t("empty"),
            TEXT,
            fill=PALETTE["muted"],
            anchor="mm",
        )
    else:
        tile(c, card.card, t, box)
    foot = bottom - 22
    c.text((left + 10, foot), str(space), TEXT, bold=True, fill=PALETTE["muted"], anchor="lm")
    x = right - 8
    for _ in range(cost):
        x = c.icon((x, foot), "civil_action", 26, anchor="rm")[0] - 3


def _legend(c: Canvas, t: Words, y: int, view: TtaView | None = None) -> int:
    """What the players' boards' small icons mean, left to right, wrapping; then, when a card on
    the picture has a value from a single source (data/through_ages.json), what its "*" means."""
    x, size = MARGIN, 26
    for icon, key in LEGEND:
        label = t(key)
        if x + size + 6 + text_width(label, TEXT) > WIDTH - MARGIN:
            x, y = MARGIN, y + LINE
        mid = y + LINE // 2
        x = c.icon((x, mid), icon, size, anchor="lm")[2] + 6
        x = c.text((x, mid), label, TEXT, fill=PALETTE["muted"], anchor="lm")[2] + 24
    y += LINE
    if view is not None and _shows_unverified(view):
        c.text((MARGIN, y), t("unverified"), TEXT, fill=PALETTE["muted"])
        y += LINE
    return y


def _shows_unverified(model) -> bool:
    """Whether any card face in the view is marked unverified."""
    if isinstance(model, CardFace):
        return not model.verified
    if isinstance(model, BaseModel):
        return any(_shows_unverified(getattr(model, f)) for f in type(model).model_fields)
    if isinstance(model, (list, tuple)):
        return any(_shows_unverified(m) for m in model)
    return False


# ---------------------------------------------------------------- tracks


def _tracks(c: Canvas, view: TtaView, t: Words, y: int) -> int:
    """Culture, science and strength: each player's marker on a scale with its value (and rate
    per turn); markers whose labels would overlap stack upwards."""
    c.text((MARGIN, y), t("tracks"), TITLE, bold=True)
    y += line_height(TITLE, True) + 4
    x0, x1 = MARGIN + TRACK_LABEL_W, WIDTH - MARGIN - 60
    for icon, key, rate in TRACKS:
        labels = {
            p.seat: f"{getattr(p, key)}" + (f" (+{getattr(p, rate)})" if rate else "") for p in view.players
        }
        values = {p.seat: getattr(p, key) for p in view.players}
        scale = _nice_top(max(10, *values.values()))
        spans = _marker_spans(view, values, labels, scale, (x0, x1))
        bar_y = y + (max(tier for *_, tier in spans.values()) + 1) * MARKER + 8
        c.icon((MARGIN, bar_y), icon, 34, anchor="lm")
        c.text((MARGIN + 42, bar_y), t(key), TEXT, bold=True, anchor="lm")
        bar = (220, 212, 198)
        c.rect((x0, bar_y - 4, x1, bar_y + 4), fill=bar, outline=shade(bar, 0.3), width=1)
        for mark in range(0, scale + 1, scale // 5):
            mx = x0 + round((x1 - x0) * mark / scale)
            c.draw.line((mx, bar_y - 8, mx, bar_y + 8), fill=PALETTE["muted"], width=2)
            c.text((mx, bar_y + 10), str(mark), TEXT, fill=PALETTE["muted"], anchor="mt")
        for seat, (mx, left, _, tier) in spans.items():
            mid = bar_y - 6 - tier * MARKER - (MARKER - 2) // 2
            c.seat_marker((mx, mid), seat, MARKER - 2, anchor="mm")
            if left < mx - MARKER // 2:  # near the scale's end the label sits left of the marker
                c.text((mx - MARKER // 2 - 4, mid), labels[seat], TEXT, bold=True, anchor="rm")
            else:
                c.text((mx + MARKER // 2 + 4, mid), labels[seat], TEXT, bold=True, anchor="lm")
        y = bar_y + 10 + line_height(TEXT) + 8
    return y


def _marker_spans(view: TtaView, values, labels, scale: int, bar) -> dict[int, tuple[int, int, int, int]]:
    """Each seat's marker x, the left and right end of marker and label, and its stacking tier:
    the lowest tier where it overlaps no marker or label placed before it."""
    x0, x1 = bar
    placed: dict[int, tuple[int, int, int, int]] = {}
    for p in sorted(view.players, key=lambda p: (values[p.seat], p.seat)):
        mx = x0 + round((x1 - x0) * min(values[p.seat], scale) / scale)
        width = MARKER // 2 + 4 + text_width(labels[p.seat], TEXT, True)
        left, right = mx - MARKER // 2, mx + width
        if right > WIDTH - MARGIN:
            left, right = mx - width, mx + MARKER // 2
        tier = 0
        while any(t == tier and left < end + 8 and start < right + 8 for _, start, end, t in placed.values()):
            tier += 1
        placed[p.seat] = (mx, left, right, tier)
    return placed


def _nice_top(value: int) -> int:
    """A round scale end at or above `value`, divisible into five steps."""
    for top in (10, 20, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500):
        if value <= top:
            return top
    return (value // 500 + 1) * 500
