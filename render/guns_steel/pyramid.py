"""Guns & Steel public picture, the card pyramid: every card's technology side (type, name,
military strength, VP, Reaction icon, base cost plus the "+N any" surcharge for the unbought cards
it is connected to), empty slots where cards were bought, pegs between a card and the unbought
cards it rests on, the wonder beside each era row (with glory markers in the Renaissance) and, in
the combined game, each era's Research Project stack."""

from __future__ import annotations

from engines.guns_steel.view import CardFace, EraRow, GSView
from render.guns_steel.layout import (
    BAND,
    CARD_W,
    GAP,
    ICON,
    INNER,
    MARGIN,
    PEG_COLOUR,
    PITCH,
    ROW_GAP,
    ROW_H,
    STACK_GAP,
    TEXT,
    TYPE_COLOURS,
    WHITE,
    WIDTH,
    WONDER_COLOUR,
    WONDER_MAX_W,
    resource_icons,
    stat,
)
from render.kit import PALETTE, Canvas, Words, line_height, shade, text_width, tint, words_fit, wrap_lines


class Geometry:
    """Where every part of the pyramid goes (rows bottom to top, drawn top down)."""

    def __init__(self, view: GSView, top: int):
        self.rows = len(view.rows)
        self.top = top
        base = len(view.rows[0].slots) if view.rows else 0
        self.has_stacks = any(row.research is not None for row in view.rows)
        stack_room = CARD_W + STACK_GAP if self.has_stacks else 0
        pyramid_w = base * PITCH - (PITCH - CARD_W)
        room = INNER - pyramid_w - stack_room - GAP
        self.wonder_w = min(WONDER_MAX_W, room)
        self.x0 = MARGIN + self.wonder_w + GAP + (room - self.wonder_w) // 2

    def row_top(self, row: int) -> int:
        return self.top + (self.rows - 1 - row) * (ROW_H + ROW_GAP)

    def card_left(self, row: int, position: float) -> int:
        return round(self.x0 + (position + row / 2) * PITCH)

    def card_box(self, row: int, position: float) -> tuple[int, int, int, int]:
        left, top = self.card_left(row, position), self.row_top(row)
        return (left, top, left + CARD_W, top + ROW_H)

    def stack_left(self, row: int, slots: int) -> int:
        """Left edge of the Research Project stack beside a row of `slots` slots (GS-14.2)."""
        return self.card_left(row, slots) - (PITCH - CARD_W) + STACK_GAP

    def bottom(self) -> int:
        return self.row_top(0) + ROW_H


def pyramid(c: Canvas, view: GSView, t: Words, y: int) -> int:
    geo = Geometry(view, y)
    c.ensure(geo.bottom())
    _pegs(c, view, geo)
    for row in view.rows:
        top = geo.row_top(row.row)
        _wonder_box(c, row, t, (MARGIN, top, MARGIN + geo.wonder_w, top + ROW_H))
        for slot in row.slots:
            box = geo.card_box(row.row, slot.position)
            if slot.card is None:
                _empty_slot(c, box, t("bought"))
            else:
                _pyramid_card(c, slot.card, box, slot.surcharge, t)
        if row.research is not None:
            _research_stack(c, row, geo, t)
    if geo.has_stacks:
        top_row = geo.rows - 1
        x = geo.stack_left(top_row, len(view.rows[top_row].slots)) + CARD_W + GAP
        lines = wrap_lines(t("research"), WIDTH - MARGIN - x, TEXT, 2, bold=True)
        c.lines((x, geo.row_top(top_row) + 60), lines, TEXT, bold=True)
    return geo.bottom()


def _pegs(c: Canvas, view: GSView, geo: Geometry) -> None:
    """A peg from each unbought card down to each unbought card it rests on (GS-4.5, GS-9.3)."""
    for row in view.rows[1:]:
        below = view.rows[row.row - 1].slots
        for slot in row.slots:
            if slot.card is None:
                continue
            left, top, _, bottom = geo.card_box(row.row, slot.position)
            for offset, support in ((CARD_W // 4, slot.position), (3 * CARD_W // 4, slot.position + 1)):
                if support < len(below) and below[support].card is not None:
                    x = left + offset
                    c.rect((x - 5, bottom - 6, x + 5, bottom + ROW_GAP + 6), fill=PEG_COLOUR, width=0)


def type_band(c: Canvas, card: CardFace, box: tuple[int, int, int, int], t: Words) -> None:
    left, top, right, _ = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.band((left, top, right, top + BAND), colour, radius=10)
    x = right - 6
    if card.reaction:
        x = c.icon((x, top + BAND // 2), "reaction", ICON, WHITE, anchor="rm")[0] - 2
    c.text(
        (left + 8, top + BAND // 2),
        t.text(card.tech_type_name),
        TEXT,
        bold=True,
        fill=WHITE,
        anchor="lm",
        max_width=x - left - 12,
    )


def _pyramid_card(
    c: Canvas, card: CardFace, box: tuple[int, int, int, int], surcharge: int, t: Words, stack: int = 0
) -> None:
    """A card's technology side; `stack` > 0 adds the size of the Research Project stack it tops."""
    left, top, right, bottom = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.rect(box, fill=PALETTE["card"], outline=shade(colour, 0.2), width=3, radius=10)
    type_band(c, card, box, t)
    name = t.text(card.name)
    bold = words_fit(name, CARD_W - 12, TEXT, bold=True)
    c.lines((left + 6, top + BAND + 4), wrap_lines(name, CARD_W - 12, TEXT, 3, bold), TEXT, bold=bold)
    stats_y = bottom - 56
    x = left + 8
    if card.strength:
        x = stat(c, (x, stats_y), "strength", str(card.strength)) + 12
    stat(c, (x, stats_y), "vp", str(card.vp))
    if stack:
        c.draw.ellipse((right - 42, stats_y - 17, right - 8, stats_y + 17), fill=(52, 44, 38))
        c.text((right - 25, stats_y), str(stack), TEXT, bold=True, fill=WHITE, anchor="mm")
    cost_y = bottom - 20
    x = resource_icons(c, (left + 8, cost_y), card.cost)
    if surcharge:
        c.text((x + 2, cost_y), f"+{surcharge}", TEXT, bold=True, fill=(150, 30, 30), anchor="lm")
    elif not card.cost:
        c.text((x, cost_y), t("free"), TEXT, fill=PALETTE["muted"], anchor="lm")


def _empty_slot(c: Canvas, box: tuple[int, int, int, int], label: str) -> None:
    left, top, right, bottom = box
    c.rect(box, fill=(232, 226, 212), outline=(196, 188, 172), width=2, radius=10)
    c.text(((left + right) // 2, (top + bottom) // 2), label, TEXT, fill=PALETTE["muted"], anchor="mm")


def _research_stack(c: Canvas, row: EraRow, geo: Geometry, t: Words) -> None:
    stack = row.research
    left = geo.stack_left(row.row, len(row.slots))
    top = geo.row_top(row.row)
    box = (left, top, left + CARD_W, top + ROW_H)
    if stack.top is None:
        _empty_slot(c, box, t("stack_empty"))
        return
    for depth in (2, 1):  # the cards beneath, as offset edges only
        if stack.size > depth:
            shift = 5 * depth
            c.rect(
                (left + shift, top - shift, left + CARD_W + shift, top + ROW_H - shift),
                fill=(214, 206, 190),
                outline=(150, 140, 124),
                width=2,
                radius=10,
            )
    _pyramid_card(c, stack.top, box, stack.surcharge, t, stack=stack.size)


def _wonder_box(c: Canvas, row: EraRow, t: Words, box: tuple[int, int, int, int]) -> None:
    left, top, right, bottom = box
    wonder = row.wonder
    present = wonder is not None and row.wonder_in_pyramid
    fill = tint(WONDER_COLOUR, 0.7) if present else (232, 226, 212)
    c.rect(box, fill=fill, outline=shade(WONDER_COLOUR, 0.35), width=3, radius=10)
    band_fill = WONDER_COLOUR if present else (200, 192, 176)
    c.band((left, top, right, top + BAND), band_fill, radius=10)
    x = left + 8
    c.icon((x, top + BAND // 2), "wonder", ICON, PALETTE["ink"], anchor="lm")
    vp_x = right - 8
    if wonder is not None:
        vp_x = right - 8 - ICON - 3 - text_width(str(wonder.vp), TEXT, True)
        stat(c, (vp_x, top + BAND // 2), "vp", str(wonder.vp))
    c.text(
        (x + ICON + 6, top + BAND // 2),
        t.text(row.era_name),
        TEXT,
        bold=True,
        anchor="lm",
        max_width=vp_x - x - ICON - 14,
    )
    if wonder is None:
        return
    width = right - left - 16
    y = c.lines(
        (left + 8, top + BAND + 4),
        wrap_lines(t.text(wonder.name), width, TEXT, 2, bold=True),
        TEXT,
        bold=True,
    )
    if not present:
        _wonder_gone(c, row, t, (left + 8, y + 4, right - 8, bottom - 8))
        return
    glory_room = 40 if wonder.glory_count else 0
    room = max(1, (bottom - 6 - glory_room - y) // line_height(TEXT))
    c.lines((left + 8, y + 2), wrap_lines(t.text(wonder.condition), width, TEXT, room), TEXT)
    if wonder.glory_count:
        _glory_row(c, row.glory_markers, wonder.glory_count, width, (left + 8, bottom - 24))


def _wonder_gone(c: Canvas, row: EraRow, t: Words, box: tuple[int, int, int, int]) -> None:
    left, top, right, _ = box
    if row.wonder_owner is None:
        c.text((left, top), t("left_pyramid"), TEXT, fill=PALETTE["muted"], max_width=right - left)
        return
    x = c.text((left, top + 18), f"{t('claimed_by')}:", TEXT, anchor="lm")[2] + 8
    x = c.seat_marker((x, top + 18), row.wonder_owner, 34, anchor="lm")[2] + 6
    c.text((x, top + 18), t.seat(row.wonder_owner), TEXT, bold=True, anchor="lm", max_width=right - x)


def _glory_row(c: Canvas, markers: list[int], needed: int, width: int, xy: tuple[int, int]) -> None:
    """Glory markers on a wonder per seat, and how many one seat needs to complete it (GS-11 c).

    Four seats with markers on one wonder do not fit at full size: then markers shrink and the
    count drops its "×" sign.
    """
    x, y = xy
    right = x + width
    x = stat(c, (x, y), "glory", f"{needed}:") + 8
    placed = [(seat, count) for seat, count in enumerate(markers) if count]
    size, sign, gap = 30, "×", 8
    if sum(size + 2 + text_width(f"{sign}{n}", TEXT, True) + gap for _, n in placed) > right - x:
        size, sign, gap = 24, "", 2
    for seat, count in placed:
        x = c.seat_marker((x, y), seat, size, anchor="lm")[2] + 1
        x = c.text((x, y), f"{sign}{count}", TEXT, bold=True, anchor="lm")[2] + gap
