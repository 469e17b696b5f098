"""Guns & Steel (Historia ludzkości) public picture, drawn from a GSView only: the header (turn,
who moves, an attack under way), the pyramid (pyramid.py), the players (players.py) and a legend.

The board never reads the hand: `public_view` drops it before anything is drawn (GS-16.2).
"""

from __future__ import annotations

from PIL import Image

from engines.guns_steel.view import GSView
from render.guns_steel.icons import RESOURCE_ORDER
from render.guns_steel.layout import (
    GAP,
    HEADER_H,
    ICON,
    MARGIN,
    PEG_COLOUR,
    RESOURCE_NAMES,
    TEXT,
    TILE_H,
    TITLE,
    TYPE_COLOURS,
    WHITE,
    WIDTH,
    Flow,
    L,
    muted,
    new_canvas,
    stat,
    stripes,
)
from render.guns_steel.players import players
from render.guns_steel.pyramid import pyramid
from render.kit import PALETTE, Canvas, Words, text_width, tint


def public_view(view: GSView) -> GSView:
    """The view with everything private removed: what any spectator may see (GS-16.2)."""
    return view.model_copy(update={"hand": None, "seat": None})


def board(view: GSView, lang: str) -> Image.Image:
    """The public picture of the match."""
    view = public_view(view)
    t = Words(L, lang, view.names)
    c = new_canvas(2400)
    y = _header(c, view, t)
    y = pyramid(c, view, t, y + GAP)
    y = players(c, view, t, y + GAP)
    y = _legend(c, view, t, y + GAP)
    return c.finish(y + MARGIN)


def _header(c: Canvas, view: GSView, t: Words) -> int:
    band = HEADER_H
    c.rect((0, 0, WIDTH, band), fill=(52, 44, 38))
    light = (236, 226, 206)
    title = f"{t('title')} · {t.text(view.set_label)}"
    c.text((MARGIN, 12), title, TITLE, bold=True, fill=WHITE)
    status = t("over") if view.finished else f"{t('turn')} {view.turn} · {t.text(view.phase_label)}"
    c.text((MARGIN, 56), status, TEXT, bold=view.finished, fill=light)
    right = WIDTH - MARGIN
    if view.to_act and not view.finished:
        x = right
        for seat in reversed(view.to_act):
            x = c.seat_marker((x, 32), seat, 42, anchor="rm")[0] - 8
        c.text((x, 32), t("to_move"), 26, bold=True, fill=WHITE, anchor="rm")
    if view.deciding is not None:
        c.text((right, 72), t.text(view.deciding), TEXT, fill=light, anchor="rm", max_width=WIDTH // 2)
    y = band
    if view.attack is not None:
        y = _attack_line(c, view, t, y)
    return y


def _attack_line(c: Canvas, view: GSView, t: Words, y: int) -> int:
    attack = view.attack
    height = 52
    c.rect((0, y, WIDTH, y + height), fill=tint(TYPE_COLOURS["military"], 0.75))
    mid = y + height // 2
    x = c.text((MARGIN, mid), f"{t('attack')}:", TEXT, bold=True, anchor="lm")[2] + 10
    x = c.seat_marker((x, mid), attack.attacker, 36, anchor="lm")[2] + 8
    x = c.text((x, mid), t.text(attack.card.name), TEXT, bold=True, anchor="lm")[2] + 12
    x = stat(c, (x, mid), "strength", str(attack.attacker_strength)) + 24
    if attack.deciding is not None:
        x = c.text((x, mid), f"{t('reacting')}:", TEXT, anchor="lm")[2] + 8
        c.seat_marker((x, mid), attack.deciding, 36, anchor="lm")
    return y + height


def _legend(c: Canvas, view: GSView, t: Words, y: int) -> int:
    flow = Flow(MARGIN, WIDTH - MARGIN, y)
    for resource in RESOURCE_ORDER:
        name = t.text(RESOURCE_NAMES[resource])
        flow.place(
            ICON + 6 + text_width(name, TEXT),
            lambda c, box, r=resource, n=name: _legend_item(c, box, r, n),
        )
    flow.newline()
    for kind, key in (("strength", "strength"), ("vp", "vp"), ("reaction", "reaction"), ("glory", "glory")):
        if kind == "glory" and view.set_name == "new_world":
            continue
        name = t(key)
        flow.place(
            ICON + 6 + text_width(name, TEXT),
            lambda c, box, k=kind, n=name: _legend_item(c, box, k, n),
        )
    surcharge = t("stack_surcharge" if view.set_name == "combined" else "surcharge")
    flow.newline()
    flow.place(text_width(surcharge, TEXT) + 4, lambda c, box: muted(c, box, surcharge))
    flow.newline()
    exhausted = t("exhausted")
    flow.place(
        60, lambda c, box: c.paste(stripes(60, TILE_H - 8, TYPE_COLOURS["civil"]), (box[0], box[1] + 4))
    )
    flow.place(text_width(exhausted, TEXT) + 20, lambda c, box: muted(c, box, exhausted))
    flow.place(24, lambda c, box: c.rect((box[0] + 7, box[1], box[0] + 17, box[3]), fill=PEG_COLOUR, width=0))
    flow.place(text_width(t("pegs"), TEXT) + 4, lambda c, box: muted(c, box, t("pegs")))
    if _shows_placeholders(view):
        flow.newline()
        flow.place(text_width(t("placeholder"), TEXT) + 4, lambda c, box: muted(c, box, t("placeholder")))
    c.ensure(flow.bottom)
    for draw in flow.draws:
        draw(c)
    return flow.bottom


def _shows_placeholders(view: GSView) -> bool:
    """True when any card on the board carries reconstructed values (RULES.md D-19)."""
    slots = (slot.card for row in view.rows for slot in row.slots)
    tops = (row.research.top for row in view.rows if row.research is not None)
    tableaux = (tc.card for p in view.seats for tc in p.resource_cards + p.tech_cards)
    return any(card is not None and card.placeholder for card in (*slots, *tops, *tableaux))


def _legend_item(c: Canvas, box, kind: str, name: str) -> None:
    mid = (box[1] + box[3]) // 2
    x = c.icon((box[0], mid), kind, ICON, anchor="lm")[2] + 6
    c.text((x, mid), name, TEXT, fill=PALETTE["muted"], anchor="lm")
