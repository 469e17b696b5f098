"""Stone Age (Epoka kamienia) public picture, drawn from a StoneAgeView only (SA-16.1): every
location with who stands there, the four card slots with their costs, the top building of each
stack and how many remain, whose turn and the round. The players' part is in players.py.

Names of places, cards and buildings come from the view (the engine's data); this package only
knows how to lay them out.
"""

from __future__ import annotations

from PIL import Image

from engines.stone_age.view import (
    RESOURCE_KEYS,
    BuildingFace,
    CardFace,
    CardSlotView,
    LocationView,
    StoneAgeView,
)
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, tint
from render.stone_age.icons import COLOURS, RESOURCE_ICON
from render.stone_age.layout import (
    CARD_COLOURS,
    GAP,
    MARGIN,
    SMALL,
    TEXT,
    TITLE,
    WIDTH,
    L,
    cards_word,
    columns,
    new_canvas,
    placements,
    section_title,
)
from render.stone_age.players import food_track, player_table, score_track

LOCATION_ICON = {
    "hunting_grounds": "food",
    "forest": "wood",
    "clay_pit": "clay",
    "quarry": "stone",
    "river": "gold",
    "tool_maker": "tool",
    "hut": "person",
    "field": "field",
}
# the title band of a location, by its icon
PLACE_COLOURS = {**COLOURS, "person": PALETTE["people"], "field": COLOURS["gold"]}


def board(view: StoneAgeView, lang: str) -> Image.Image:
    """The public picture of the match."""
    c = new_canvas()
    t = Words(L, lang, view.names)
    y = _header(c, view, t)
    if view.roll is not None or view.item_dice is not None:
        y = _dice_box(c, view, t, y + GAP)
    y = section_title(c, t("places"), y + GAP)
    y = _locations(c, view, t, y)
    y = section_title(c, t("civ"), y + GAP)
    y = _card_row(c, view, t, y)
    y = section_title(c, t("buildings"), y + GAP)
    y = _building_row(c, view, t, y)
    y = section_title(c, t("players"), y + GAP)
    y = player_table(c, view, t, y)
    y = score_track(c, view, t, y + GAP)
    y = food_track(c, view, t, y + GAP)
    return c.finish(y + MARGIN)


def _header(c: Canvas, view: StoneAgeView, t: Words) -> int:
    band = 112
    c.rect((0, 0, WIDTH, band), fill=(58, 46, 36))
    white = (255, 255, 255)
    c.text((MARGIN, 14), f"{t('title')} · {t('round')} {view.round}", 36, bold=True, fill=white)
    phase = t(view.phase) if view.phase in L else view.phase
    c.text((MARGIN, 64), phase, TEXT, fill=(235, 225, 205))
    right = WIDTH - MARGIN
    if view.to_act:
        x = right
        if len(view.to_act) == 1:
            x = c.text((x, 34), t.seat(view.to_act[0]), TITLE, bold=True, fill=white, anchor="rm")[0] - 10
        for seat in reversed(view.to_act):
            box = c.seat_marker((x, 34), seat, 44, anchor="rm")
            x = box[0] - 8
        c.text((x, 34), t("turn"), TITLE, bold=True, fill=white, anchor="rm")
    first = f"{t('first')}: {seat_style(view.first_player).letter}"
    deck = f"{t('deck')}: {view.deck_size} {cards_word(view.deck_size, t)}"
    info = f"{first} · {deck}"
    box = c.text((right, 80), info, TEXT, fill=(235, 225, 205), anchor="rm")
    if view.last_round:
        c.text((box[0] - 20, 80), t("last_round"), TEXT, bold=True, fill=PALETTE["highlight"], anchor="rm")
    return band


def _dice_box(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    height = 64
    c.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=(255, 246, 214), outline=PALETTE["line"], radius=10)
    mid = y + height // 2
    x = MARGIN + 14
    if view.roll is not None:
        roll = view.roll
        x = c.seat_marker((x, mid), roll.seat, 40, anchor="lm")[2] + 10
        names = {loc.id: t.text(loc.name) for loc in view.locations}
        where = names.get(roll.location, t("card_roll"))
        x = c.text((x, mid), f"{t('roll')} · {where}:", TEXT, bold=True, anchor="lm")[2] + 10
        for value in roll.dice:
            x = c.icon((x, mid), "die", 40, value=value, anchor="lm")[2] + 6
        summary = (
            f"+ {t('tools_added')}: {roll.tools_added} = {roll.total}  ÷ {roll.divisor}  →  {roll.amount}"
        )
        x = c.text((x + 6, mid), summary, TEXT, bold=True, anchor="lm")[2] + 8
        c.icon((x, mid), RESOURCE_ICON.get(roll.yields, "points"), 36, anchor="lm")
    else:
        dice = view.item_dice
        x = (
            c.text(
                (x, mid),
                f"{t('item_dice')} ({t('buyer')} {seat_style(dice.buyer).letter}):",
                TEXT,
                bold=True,
                anchor="lm",
            )[2]
            + 10
        )
        for value in dice.dice:
            x = c.icon((x, mid), "die", 40, value=value, anchor="lm")[2] + 6
        x = c.text((x + 14, mid), f"{t('picks')}:", TEXT, anchor="lm")[2] + 8
        x = c.seat_marker((x, mid), dice.picker, 36, anchor="lm")[2] + 20
        if dice.taken:
            x = c.text((x, mid), f"{t('taken')}:", TEXT, anchor="lm")[2] + 8
            for pick in dice.taken:
                x = c.seat_marker((x, mid), pick.seat, 32, anchor="lm")[2] + 2
                x = c.icon((x, mid), "die", 32, value=pick.people, anchor="lm")[2] + 12
    return y + height


def _locations(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    places = [loc for loc in view.locations if loc.group in ("hunting", "gathering", "village")]
    per_row = 4
    height = 138
    for start in range(0, len(places), per_row):
        row = places[start : start + per_row]
        for loc, (left, right) in zip(row, columns(per_row), strict=False):
            _location_tile(c, loc, t, (left, y, right, y + height), view.phase == "placement")
        y += height + GAP
    return y - GAP


def _location_tile(c: Canvas, loc: LocationView, t: Words, box, placing: bool) -> None:
    kind = LOCATION_ICON.get(loc.id, "points")
    full = loc.capacity is not None and loc.total_people >= loc.capacity
    closed = placing and not loc.available and not full  # SA-15 limits for 2 and 3 players
    header = tint(PLACE_COLOURS.get(kind, PALETTE["line"]), 0.35)
    inner = c.frame(box, title=t.text(loc.name), header=header, border=shade(header, 0.3), title_size=TEXT)
    left, top, right, bottom = inner
    c.icon((left, top + 2), kind, 44)
    capacity = f"{loc.total_people}/∞" if loc.capacity is None else f"{loc.total_people}/{loc.capacity}"
    c.text((left + 22, top + 52), capacity, TEXT, bold=True, anchor="mt")
    area = left + 60
    if loc.people:
        placements(c, (area, top + 2), loc.people, right - area)
    elif not closed:
        c.text((area, top + 10), t("nobody"), SMALL, fill=PALETTE["muted"])
    if closed:
        c.rect((area - 6, bottom - 30, right + 4, bottom + 2), fill=(226, 222, 214), radius=6)
        c.text(
            (area, bottom - 14),
            t("closed"),
            SMALL,
            fill=PALETTE["muted"],
            anchor="lm",
            max_width=right - area,
        )


def _card_row(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    slots = sorted(view.card_slots, key=lambda s: -s.slot)  # leftmost (slot 4) first, as on the board
    cols = columns(len(slots) + 1)
    height = 250
    deck_left, deck_right = cols[0]
    inner = c.frame(
        (deck_left, y, deck_right, y + height), title=t("deck"), title_size=TEXT, fill=(226, 214, 190)
    )
    mid_x = (inner[0] + inner[2]) // 2
    c.icon((mid_x, inner[1] + 10), "card", 80, colour=(120, 96, 70), anchor="mt")
    c.text((mid_x, inner[1] + 100), f"{view.deck_size}", 40, bold=True, anchor="mt")
    c.text((mid_x, inner[1] + 148), cards_word(view.deck_size, t), TEXT, anchor="mt")
    for slot, (left, right) in zip(slots, cols[1:], strict=True):
        _card_slot(c, slot, t, (left, y, right, y + height))
    return y + height


def _card_slot(c: Canvas, slot: CardSlotView, t: Words, box) -> None:
    left, top, right, bottom = box
    header = (222, 210, 186)
    title = f"{t('cost')}: {slot.cost}"
    inner = c.frame(box, title=title, header=header, title_size=TEXT)
    if slot.card is None:
        c.text(
            ((left + right) // 2, (inner[1] + bottom) // 2),
            t("empty_slot"),
            TEXT,
            fill=PALETTE["muted"],
            anchor="mm",
        )
        return
    _card_face(c, slot.card, t, inner)
    if slot.occupied_by is not None:
        c.seat_marker((right - 6, top - 6), slot.occupied_by, 44, anchor="rt")


def _card_face(c: Canvas, card: CardFace, t: Words, inner) -> None:
    """Top effect above, coloured bottom band (what the card scores at the end) below."""
    left, top, right, bottom = inner
    band_h = 2 * line_height(SMALL, True) + 14
    c.paragraph((left, top, right, bottom - band_h - 6), t.text(card.top_text), TEXT)
    colour = CARD_COLOURS.get(card.color, PALETTE["line"])
    c.rect(
        (left - 4, bottom - band_h, right + 4, bottom + 4), fill=colour, outline=shade(colour, 0.35), radius=8
    )
    c.paragraph(
        (left + 4, bottom - band_h + 6, right - 4, bottom),
        t.text(card.bottom_text),
        SMALL,
        bold=True,
        align="m",
    )


def _building_row(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    stacks = sorted(view.building_stacks, key=lambda s: s.stack)
    height = 170
    for stack, (left, right) in zip(stacks, columns(4), strict=False):
        box = (left, y, right, y + height)
        title = f"{t('stack')} {stack.stack} · {t('left')}: {stack.remaining}"
        inner = c.frame(box, title=title, header=(200, 180, 150), title_size=TEXT)
        if stack.top is None:
            c.text(
                ((left + right) // 2, (inner[1] + inner[3]) // 2),
                t("no_tiles"),
                TEXT,
                fill=PALETTE["muted"],
                anchor="mm",
            )
        else:
            _building_face(c, stack.top, t, inner)
        if stack.occupied_by is not None:
            c.seat_marker((right - 6, y - 6), stack.occupied_by, 44, anchor="rt")
    return y + height


def _building_face(c: Canvas, building: BuildingFace, t: Words, inner) -> None:
    left, top, right, bottom = inner
    c.icon((left, top + 4), "hut", 56)
    x = left + 70
    if building.kind == "fixed" and building.cost:
        cx = x
        for key in RESOURCE_KEYS:
            for _ in range(building.cost.get(key, 0)):
                cx = c.icon((cx, top + 8), RESOURCE_ICON[key], 36)[2] + 4
        if building.points is not None:
            c.icon_count((x, top + 60), "points", f"{building.points} {t('pts')}", 34)
    else:
        c.paragraph((x, top, right, bottom), t.text(building.text), TEXT)
