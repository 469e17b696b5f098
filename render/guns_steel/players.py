"""Guns & Steel public picture, the players' part: each player's tableau (resource-side cards,
tech-side cards striped when exhausted, wonders), VP, strength, hand size, VP track and glory
markers left."""

from __future__ import annotations

from engines.guns_steel.view import GSView, PlayerPublic, TableauCard, WonderFace
from render.guns_steel.icons import RESOURCE_COLOURS, resource_icon
from render.guns_steel.layout import (
    GAP,
    ICON,
    MARGIN,
    TEXT,
    TILE_H,
    TYPE_COLOURS,
    WIDTH,
    WONDER_COLOUR,
    Flow,
    resource_icons,
    stat,
    stripes,
)
from render.kit import PALETTE, Canvas, Words, seat_style, shade, text_width, tint


def players(c: Canvas, view: GSView, t: Words, y: int) -> int:
    renaissance = view.set_name != "new_world"
    for player in view.seats:
        y = _player_panel(c, player, view, t, y, renaissance) + GAP
    return y - GAP


def _player_panel(c: Canvas, player: PlayerPublic, view: GSView, t: Words, y: int, renaissance: bool) -> int:
    style = seat_style(player.seat)
    active = player.seat == view.active_seat and not view.finished
    top = y
    # lay the tiles out first to learn the panel height; they are drawn after the frame
    header_h = 50
    tiles_top = top + header_h + 6
    tiles = _tableau_layout(player, t, tiles_top)
    bottom = max(tiles_top + TILE_H, tiles.bottom) + 10
    c.ensure(bottom)
    border = style.colour if active else PALETTE["line"]
    c.rect(
        (MARGIN, top, WIDTH - MARGIN, bottom),
        fill=PALETTE["panel"],
        outline=border,
        width=5 if active else 2,
        radius=12,
    )
    c.rect(
        (MARGIN + 3, top + 3, WIDTH - MARGIN - 3, top + header_h),
        fill=tint(style.colour, 0.7),
        width=0,
        radius=10,
    )
    mid = top + 3 + (header_h - 3) // 2
    x = c.seat_marker((MARGIN + 10, mid), player.seat, 38, anchor="lm")[2] + 10
    x = c.text((x, mid), t.seat(player.seat), 26, bold=True, anchor="lm")[2] + 20
    if active:
        x = c.icon((x, mid), "arrow", 30, value=2, anchor="lm")[2] + 20  # points at the name
    x = stat(c, (x, mid), "vp", f"{player.visible_vp} {t('vp')}") + 22
    x = stat(c, (x, mid), "strength", f"{player.strength}") + 22
    x = c.icon((x, mid), "card", ICON + 4, anchor="lm")[2] + 3
    x = c.text((x, mid), f"{player.hand_size} {t('hand')}", TEXT, bold=True, anchor="lm")[2] + 22
    if renaissance:
        x = (
            c.text((x, mid), f"{t('track')}: {player.vp_track} {t('vp')}", TEXT, bold=True, anchor="lm")[2]
            + 22
        )
        x = stat(c, (x, mid), "glory", f"{t('markers_left')}: {player.glory_markers_left}") + 22
    if player.temporary:
        x = c.text((x, mid), f"{t('temporary')}:", TEXT, anchor="lm")[2] + 6
        resource_icons(c, (x, mid), player.temporary)
    for draw in tiles.draws:
        draw(c)
    return bottom


def _tableau_layout(player: PlayerPublic, t: Words, top: int) -> Flow:
    flow = Flow(MARGIN + 14, WIDTH - MARGIN - 14, top)
    flow.label(f"{t('resources')}:")
    for card in player.resource_cards:
        flow.place(_resource_tile_width(card, t), lambda c, box, card=card: _resource_tile(c, card, t, box))
    if not player.resource_cards:
        flow.place(text_width(t("none"), TEXT) + 4, lambda c, box: muted(c, box, t("none")))
    flow.newline()
    flow.label(f"{t('tech')}:")
    for card in player.tech_cards:
        flow.place(_tech_tile_width(card, t), lambda c, box, card=card: _tech_tile(c, card, t, box))
    if not player.tech_cards:
        flow.place(text_width(t("none"), TEXT) + 4, lambda c, box: muted(c, box, t("none")))
    if player.wonders:
        flow.newline()
        flow.label(f"{t('wonders')}:")
        for wonder in player.wonders:
            flow.place(_wonder_tile_width(wonder, t), lambda c, box, w=wonder: _wonder_tile(c, w, t, box))
    return flow


def muted(c: Canvas, box, text: str) -> None:
    c.text((box[0], (box[1] + box[3]) // 2), text, TEXT, fill=PALETTE["muted"], anchor="lm")


def _resource_tile_width(card: TableauCard, t: Words) -> int:
    width = 8 + ICON + 6 + text_width(t.text(card.card.resource_name), TEXT, True) + 10
    if card.card.vp:
        width += ICON + 3 + text_width(str(card.card.vp), TEXT, True) + 8
    return width


def _resource_tile(c: Canvas, tableau: TableauCard, t: Words, box) -> None:
    card = tableau.card
    colour = RESOURCE_COLOURS.get(card.resource, PALETTE["muted"])
    c.rect(box, fill=tint(colour, 0.72), outline=shade(colour, 0.1), width=3, radius=8)
    mid = (box[1] + box[3]) // 2
    x = c.icon((box[0] + 8, mid), resource_icon(card.resource), ICON, anchor="lm")[2] + 6
    x = c.text((x, mid), t.text(card.resource_name), TEXT, bold=True, anchor="lm")[2] + 10
    if card.vp:
        stat(c, (x, mid), "vp", str(card.vp))


TECH_NAME_MAX = 230


def _tech_tile_width(card: TableauCard, t: Words) -> int:
    name = min(TECH_NAME_MAX, text_width(t.text(card.card.name), TEXT))
    width = 12 + name + 10
    if card.card.strength:
        width += ICON + 3 + text_width(str(card.card.strength), TEXT, True) + 8
    if card.exhausted:
        width += ICON + 8
    return width


def _tech_tile(c: Canvas, tableau: TableauCard, t: Words, box) -> None:
    card = tableau.card
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    left, top, right, bottom = box
    mid = (top + bottom) // 2
    if tableau.exhausted:
        c.paste(stripes(right - left, bottom - top, colour), (left, top))
        c.rect(box, outline=shade(colour, 0.2), width=3, radius=8)
    else:
        c.rect(box, fill=tint(colour, 0.78), outline=shade(colour, 0.2), width=3, radius=8)
    c.rect((left, top, left + 7, bottom), fill=colour, width=0)
    x = left + 12
    if tableau.exhausted:
        x = c.icon((x, mid), resource_icon(card.resource), ICON, anchor="lm")[2] + 8
    x = c.text((x, mid), t.text(card.name), TEXT, anchor="lm", max_width=TECH_NAME_MAX)[2] + 10
    if card.strength:
        stat(c, (x, mid), "strength", str(card.strength))


def _wonder_tile_width(wonder: WonderFace, t: Words) -> int:
    return (
        8
        + ICON
        + 6
        + text_width(t.text(wonder.name), TEXT, True)
        + 12
        + ICON
        + 3
        + text_width(str(wonder.vp), TEXT, True)
        + 10
    )


def _wonder_tile(c: Canvas, wonder: WonderFace, t: Words, box) -> None:
    c.rect(box, fill=tint(WONDER_COLOUR, 0.55), outline=shade(WONDER_COLOUR, 0.35), width=3, radius=8)
    mid = (box[1] + box[3]) // 2
    x = c.icon((box[0] + 8, mid), "wonder", ICON, PALETTE["ink"], anchor="lm")[2] + 6
    x = c.text((x, mid), t.text(wonder.name), TEXT, bold=True, anchor="lm")[2] + 12
    stat(c, (x, mid), "vp", str(wonder.vp))
