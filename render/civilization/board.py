"""Civilization public picture, drawn from a CivView only: the header (turn, phase, who moves),
the map (map.py), each player's sheet (players.py), the markets and a legend.

The board never reads a seat's private part: `public_view` drops it before anything is drawn."""

from __future__ import annotations

from PIL import Image

from engines.civilization.turn import PHASES
from engines.civilization.victory import KINDS
from engines.civilization.view import CivView
from render.civilization.battle import draw_battle
from render.civilization.culture import culture_track, great_person_code
from render.civilization.icons import resource_icon
from render.civilization.layout import (
    BUILDINGS,
    DARK,
    GAP,
    GREAT_PEOPLE,
    HEADER_H,
    MARGIN,
    RESOURCES,
    SIDE_MIN,
    TERRAIN_COLOURS,
    TERRAIN_NAMES,
    TEXT,
    TITLE,
    WHITE,
    WIDTH,
    L,
    building_code,
    building_name,
    named,
    new_canvas,
    wonder_names,
)
from render.civilization.map import MapGeometry, draw_map
from render.civilization.players import players
from render.kit import PALETTE, Canvas, Words, shade, text_width


def public_view(view: CivView) -> CivView:
    """The view with everything private removed: what any spectator may see (CV-29.1)."""
    return view.model_copy(update={"private": None, "seat": None})


def board(view: CivView, lang: str) -> Image.Image:
    """The public picture of the match."""
    view = public_view(view)
    t = Words(L, lang, view.names)
    c = new_canvas(3000)
    y = draw_battle(c, view, t, _header(c, view, t))  # CV-30.4: only the played cards
    geo = MapGeometry(view, y + 8)
    map_bottom = draw_map(c, view, lang, geo)
    if geo.side_room() >= SIDE_MIN:
        beside = players(c, view, t, y + GAP, left=geo.right() + GAP, columns=1)
        y = _legend(c, view, t, map_bottom + 4)
        y = _markets(c, view, t, y + GAP)
        y = culture_track(c, view, t, y + GAP)
        return c.finish(max(y, beside) + MARGIN)
    y = _legend(c, view, t, map_bottom + 4)
    y = _markets(c, view, t, y + GAP)
    y = culture_track(c, view, t, y + GAP)
    y = players(c, view, t, y + GAP)
    return c.finish(y + MARGIN)


def _header(c: Canvas, view: CivView, t: Words) -> int:
    c.rect((0, 0, WIDTH, HEADER_H), fill=DARK)
    light = (236, 226, 206)
    c.text((MARGIN, 12), t("title"), TITLE, bold=True, fill=WHITE)
    over = bool(view.victory or view.winners)
    if over:
        kind = KINDS[view.victory].get(t.lang) if view.victory in KINDS else ""
        status = f"{t('over')} · {kind}" if kind else t("over")
    else:
        phase = PHASES[view.phase].get(t.lang) if view.phase in PHASES else view.phase
        status = f"{t('turn')} {view.turn} · {phase}"
    x = c.text((MARGIN, 58), status, TEXT, bold=True, fill=light)[2] + 16
    mid = 58 + 14
    x = c.text((x, mid), f"{t('first')}:", TEXT, fill=light, anchor="lm")[2] + 6
    c.seat_marker((x, mid), view.first_player, 30, anchor="lm")
    right = WIDTH - MARGIN
    seats = view.winners if view.winners else ([] if over else view.to_act)
    label = f"{t('winner')}:" if view.winners else t("to_move")
    if seats:
        x = right
        for seat in reversed(seats):
            x = c.seat_marker((x, 34), seat, 42, anchor="rm")[0] - 8
        c.text((x, 34), label, 26, bold=True, fill=WHITE, anchor="rm")
    return HEADER_H


def _legend(c: Canvas, view: CivView, t: Words, y: int) -> int:
    """What the map's symbols mean; building codes only for the buildings on the map."""
    items: list[tuple[str, str, tuple | None]] = []  # (icon or "#terrain", label)
    for terrain, colour in TERRAIN_COLOURS.items():
        items.append(("#" + terrain, named(TERRAIN_NAMES, terrain, t.lang), colour))
    for kind, key in (
        ("production", "production"),
        ("trade", "trade_sym"),
        ("culture", "culture_sym"),
        ("coin", "coin"),
        ("natural_wonder", "natural_wonder"),
    ):
        items.append((kind, t(key), None))
    for resource in ("wheat", "silk", "incense", "iron"):
        items.append((resource_icon(resource), named(RESOURCES, resource, t.lang), None))
    for kind in ("hut", "village", "army", "scout", "wonder", "great_person"):
        items.append((kind, t(kind), None))
    items.append(("city", t("capital"), None))
    items.append(("#face_down", t("face_down"), None))
    texts = [label for _, label, _ in items]
    codes = sorted({p.name for p in view.pieces if p.kind == "building" and p.name in BUILDINGS})
    texts += [f"{building_code(n, t.lang)} = {building_name(n, t.lang)}" for n in codes]
    people = sorted({p.name for p in view.pieces if p.kind == "great_person" and p.name in GREAT_PEOPLE})
    texts += [f"{great_person_code(n, t.lang)} = {named(GREAT_PEOPLE, n, t.lang)}" for n in people]
    texts.append(t("outskirts"))
    return _flow(c, items, texts, y)


def _flow(c: Canvas, items, texts: list[str], y: int) -> int:
    """Legend entries left to right, wrapping; an entry is an icon (or swatch) and its label."""
    x, right, size, step = MARGIN, WIDTH - MARGIN, 28, 36
    c.ensure(y + 400)
    for i, label in enumerate(texts):
        icon = items[i][0] if i < len(items) else None
        width = (size + 6 if icon else 0) + text_width(label, TEXT)
        if x + width > right:
            x, y = MARGIN, y + step
        mid = y + step // 2
        if icon == "#face_down":
            c.rect((x, mid - size // 2, x + size, mid + size // 2), fill=(70, 82, 104), outline=DARK, width=2)
        elif icon and icon.startswith("#"):
            colour = items[i][2]
            c.rect(
                (x, mid - size // 2, x + size, mid + size // 2),
                fill=colour,
                outline=shade(colour, 0.4),
                width=2,
            )
        elif icon:
            c.icon(
                (x, mid),
                icon,
                size,
                PALETTE["line"] if icon in ("army", "scout", "city") else None,
                anchor="lm",
            )
        if icon:
            x += size + 6
        x = c.text((x, mid), label, TEXT, fill=PALETTE["muted"], anchor="lm")[2] + 22
    return y + step


def _markets(c: Canvas, view: CivView, t: Words, y: int) -> int:
    c.ensure(y + 200)
    mid = y + 18
    x = c.text((MARGIN, mid), f"{t('resource_market')}:", TEXT, bold=True, anchor="lm")[2] + 10
    for resource, count in sorted(view.resource_market.items()):
        x = c.icon_count((x, mid), resource_icon(resource), count, 28, text_size=TEXT, anchor="lm")[2] + 18
    y += 40
    wonders = ", ".join(wonder_names(view.wonder_market, t.lang)) or t("none")
    from render.kit import wrap_lines

    lines = wrap_lines(f"{t('market')}: {wonders}", WIDTH - 2 * MARGIN, TEXT, 3)
    return c.lines((MARGIN, y), lines, TEXT)
