"""Each player's civilization sheet as everyone sees it (CV-29.2): civilization and government,
trade dial, coins, culture, unit count, figures and cities left, the tech pyramid, buildings on
the map, wonders, great people and resource tokens."""

from __future__ import annotations

from collections import Counter

from engines.civilization.view import CivView, SheetView
from render.civilization.culture import HAND_COUNT
from render.civilization.icons import resource_icon
from render.civilization.layout import (
    GAP,
    GREAT_PEOPLE,
    LEVELS,
    MARGIN,
    TEXT,
    WIDTH,
    building_name,
    government_name,
    named,
    tech_name,
    wonder_names,
)
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, text_width, tint, wrap_lines

TRADE_MAX = 27  # the trade dial's last mark (CV-9.1)
CHIP_H = 34
LINE = line_height(TEXT) + 4


def players(c: Canvas, view: CivView, t: Words, top: int, left: int = MARGIN, columns: int = 2) -> int:
    """The sheets from `left` to the right margin in rows of `columns`; returns the y below."""
    col_w = (WIDTH - MARGIN - left - GAP * (columns - 1)) // columns
    y = top
    for row_start in range(0, len(view.sheets), columns):
        row = view.sheets[row_start : row_start + columns]
        height = max(_sheet_height(view, sh, t, col_w) for sh in row)
        c.ensure(y + height)
        for i, sh in enumerate(row):
            x = left + i * (col_w + GAP)
            _sheet(c, view, sh, t, (x, y, x + col_w, y + height))
        y += height + GAP
    return y - GAP


def _buildings(view: CivView, seat: int, lang: str) -> list[str]:
    counts = Counter(p.name for p in view.pieces if p.owner == seat and p.kind == "building")
    return [building_name(n, lang) + (f" ×{k}" if k > 1 else "") for n, k in sorted(counts.items())]


def _lists(view: CivView, sh: SheetView, t: Words) -> list[tuple[str, str]]:
    lang = t.lang
    great = [named(GREAT_PEOPLE, g, lang) for g in sh.great_people]
    return [
        (t("buildings"), ", ".join(_buildings(view, sh.seat, lang)) or t("none")),
        (t("wonders"), ", ".join(wonder_names(sh.wonders, t.lang)) or t("none")),
        (t("great_people"), ", ".join(great) or t("none")),
    ]


def _pyramid_rows(sh: SheetView, t: Words, width: int) -> list[tuple[int, list[str]]]:
    """Tech chips row by row from level V down to I, each level wrapped to the width."""
    out = []
    for level in range(len(sh.techs) - 1, -1, -1):
        names = [tech_name(n, t.lang) for n in sh.techs[level]]
        if not names:
            continue
        row: list[str] = []
        used = 60
        for name in names:
            w = text_width(name, TEXT) + 18
            if row and used + w > width:
                out.append((level, row))
                row, used = [], 60
            row.append(name)
            used += w + 6
        out.append((level, row))
    return out


def _sheet_height(view: CivView, sh: SheetView, t: Words, width: int) -> int:
    """The height `_sheet` draws in, computed from the same lines."""
    inner = width - 20
    title = line_height(26, True) + 8 + 10
    stats = LINE + 10 + len(wrap_lines(_stat_line(view, sh, t), inner, TEXT, 2)) * LINE + 4
    dial_and_resources = LINE + 10 + LINE + 8 + LINE
    pyramid = max(1, len(_pyramid_rows(sh, t, inner))) * (CHIP_H + 6) + 8
    lists = sum(len(wrap_lines(f"{k}: {v}", inner, TEXT, 3)) * LINE + 4 for k, v in _lists(view, sh, t))
    return title + stats + dial_and_resources + pyramid + lists + 14


def _sheet(c: Canvas, view: CivView, sh: SheetView, t: Words, box) -> None:
    left, top, right, bottom = box
    style = seat_style(sh.seat)
    civ = sh.civ_name_pl if t.lang == "pl" else sh.civ_name
    inner = c.frame(
        box,
        title=f"{t.seat(sh.seat)} · {civ}",
        header=tint(style.colour, 0.35),
        border=shade(style.colour, 0.3),
        title_size=26,
    )
    c.seat_marker((left + 8, top + 6), sh.seat, 32)
    x0, y, x1, _ = inner
    y = _stats(c, view, sh, t, (x0, y, x1))
    y = _trade_dial(c, sh, t, (x0, y, x1))
    y = _resources_line(c, sh, t, (x0, y, x1))
    c.text((x0, y), t("techs"), TEXT, bold=True)
    y += LINE
    rows = _pyramid_rows(sh, t, x1 - x0)
    if not rows:
        c.text((x0 + 60, y + 4), t("no_techs"), TEXT, fill=PALETTE["muted"])
        y += CHIP_H + 6
    for i, (level, names) in enumerate(rows):
        first = i == 0 or rows[i - 1][0] != level
        _chip_row(c, LEVELS[level] if first else "", names, (x0, y, x1))
        y += CHIP_H + 6
    y += 8
    for key, value in _lists(view, sh, t):
        y = c.lines((x0, y), wrap_lines(f"{key}: {value}", x1 - x0, TEXT, 3), TEXT) + 4


def _stats(c: Canvas, view: CivView, sh: SheetView, t: Words, span) -> int:
    x0, y, x1 = span
    gov = government_name(sh.government, t.lang)
    mid = y + LINE // 2
    x = c.text((x0, mid), gov, TEXT, bold=True, anchor="lm")[2] + 18
    x = c.icon_count((x, mid), "coin", sh.coins, 28, text_size=TEXT, anchor="lm")[2] + 4
    x = c.text((x, mid), t("coins"), TEXT, fill=PALETTE["muted"], anchor="lm")[2] + 16
    x = c.icon_count((x, mid), "culture", sh.culture, 28, text_size=TEXT, anchor="lm")[2] + 4
    c.text((x, mid), t("culture"), TEXT, fill=PALETTE["muted"], anchor="lm", max_width=x1 - x)
    y += LINE + 10
    for line in wrap_lines(_stat_line(view, sh, t), x1 - x0, TEXT, 2):
        c.text((x0, y), line, TEXT)
        y += LINE
    return y + 4


def _stat_line(view: CivView, sh: SheetView, t: Words) -> str:
    cities = sum(1 for city in view.cities if city.owner == sh.seat)
    parts = [
        f"{t('culture_track')}: {sh.culture_space}",
        f"{t('units')}: {sh.standing_forces}",
        f"{t('cities')}: {cities}/{sh.city_limit}",
        f"{t('speed')}: {sh.travel_speed}",
        f"{t('stack')}: {sh.stacking_limit}",
    ]
    if sh.markers:
        parts.append(f"{t('markers')}: {sh.markers}")
    if sh.culture_hand:  # how many culture event cards, never which (CV-29.2)
        parts.append(f"{HAND_COUNT.get(t.lang)}: {sh.culture_hand}")
    return " · ".join(parts)


def _trade_dial(c: Canvas, sh: SheetView, t: Words, span) -> int:
    """The trade dial as a bar 0..27 with its value."""
    x0, y, x1 = span
    mid = y + LINE // 2
    x = c.icon((x0, mid), "trade", 28, anchor="lm")[2] + 6
    x = c.text((x, mid), f"{t('trade')}: {sh.trade}", TEXT, bold=True, anchor="lm")[2] + 12
    bar_right = x1 - 4
    c.rect((x, mid - 9, bar_right, mid + 9), fill=(232, 226, 212), outline=PALETTE["line"], width=2, radius=9)
    filled = x + round((bar_right - x) * min(sh.trade, TRADE_MAX) / TRADE_MAX)
    if sh.trade:
        c.rect((x, mid - 9, filled, mid + 9), fill=(226, 178, 34), outline=PALETTE["line"], width=2, radius=9)
    return y + LINE + 10


def _resources_line(c: Canvas, sh: SheetView, t: Words, span) -> int:
    x0, y, x1 = span
    mid = y + LINE // 2
    x = c.text((x0, mid), f"{t('resources')}:", TEXT, bold=True, anchor="lm")[2] + 8
    if not sh.resources:
        c.text((x, mid), t("none"), TEXT, fill=PALETTE["muted"], anchor="lm")
    for resource in sh.resources:
        if x + 34 > x1:
            break
        x = c.icon((x, mid), resource_icon(resource), 30, anchor="lm")[2] + 4
    return y + LINE + 8


def _chip_row(c: Canvas, level: str, names: list[str], span) -> None:
    x0, y, x1 = span
    if level:
        c.text((x0 + 24, y + CHIP_H // 2), level, TEXT, bold=True, anchor="mm")
    widths = [text_width(n, TEXT) + 18 for n in names]
    total = sum(widths) + 6 * (len(names) - 1)
    x = max(x0 + 60, x0 + 60 + (x1 - x0 - 60 - total) // 2)
    for name, w in zip(names, widths, strict=True):
        c.rect((x, y, x + w, y + CHIP_H), fill=(236, 232, 246), outline=(110, 100, 150), width=2, radius=8)
        c.text((x + w // 2, y + CHIP_H // 2), name, TEXT, anchor="mm", max_width=x1 - x - 10)
        x += w + 6
