"""Each player's board as everyone sees it (TA-4, TA-25.3): ratings and rates, happiness and
discontent, action tokens, government, leader and tactic, the yellow and blue banks, food and
resources, the farms, mines, urban buildings and units with their workers and blue tokens, the
wonder in progress, completed wonders, special technologies, colonies and the civil hand (open, or
its size only when hands are secret, TA-Q8).
Of the military hand only its size is public."""

from __future__ import annotations

from engines.base import tr
from engines.through_ages.view import BuildingSlot, PlayerView, TtaView, WonderProgress
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, text_width, tint, wrap_lines
from render.through_ages.cards import BAND, NAME_STEP, card_name, tile
from render.through_ages.layout import (
    BLUE_SECTIONS,
    BLUE_TOKEN,
    EMPTY_PIP,
    GAP,
    MARGIN,
    TEXT,
    WIDTH,
    YELLOW_SECTIONS,
    YELLOW_TOKEN,
)

LINE = line_height(TEXT) + 8
ICON = 28
CARD_W = 168
CARD_GAP = 6
FOOT = 30
GROUP_GAP = 14
CARD_H = BAND + 4 + 2 * NAME_STEP + 2 * FOOT + 4
TITLE_SIZE = 28
PIP = 24
PIP_GAP = 4
SECTION_GAP = 12


def players(c: Canvas, view: TtaView, t: Words, y: int) -> int:
    """Every player's board one under another; returns the y below the last."""
    for player in view.players:
        y = _player(c, player, t, y) + GAP
    return y - GAP


def _player(c: Canvas, p: PlayerView, t: Words, top: int) -> int:
    style = seat_style(p.seat)
    left, right = MARGIN, WIDTH - MARGIN
    c.ensure(top + 1400)
    band = line_height(TITLE_SIZE, True) + 12
    c.band((left, top, right, top + band), tint(style.colour, 0.35), 12)
    x = c.seat_marker((left + 10, top + band // 2), p.seat, 36, anchor="lm")[2] + 10
    x = c.text((x, top + band // 2), t.seat(p.seat), TITLE_SIZE, bold=True, anchor="lm")[2] + 14
    notes = []
    if p.is_current:
        notes.append(t("to_move").rstrip(":"))
    if p.is_first:
        notes.append(t("first"))
    if p.is_first:  # the first-player marker (TA-40.4): the last round is counted from here
        x = c.icon((x, top + band // 2), "first", 30, anchor="lm")[2] + 6
    if notes:
        c.text((x, top + band // 2), " · ".join(notes), TEXT, anchor="lm")
    x0, x1 = left + 14, right - 14
    y = top + band + 8
    y = _ratings(c, p, t, (x0, y, x1))
    y = _actions(c, p, t, (x0, y, x1))
    y = _rulers(c, p, t, (x0, y, x1))
    y = _banks(c, p, t, (x0, y, x1))
    y = _stores(c, p, t, (x0, y, x1))
    y = _buildings(c, p, t, (x0, y, x1))
    y = _lists(c, p, t, (x0, y, x1))
    bottom = y + 6
    c.rect((left, top, right, bottom), outline=shade(style.colour, 0.3), width=3, radius=12)
    return bottom


# ---------------------------------------------------------------- lines of figures


def _items(c: Canvas, items: list[tuple[str | None, str]], span) -> int:
    """Icon-and-text items left to right, wrapping; returns the y below."""
    x0, y, x1 = span
    x = x0
    for icon, text in items:
        width = (ICON + 6 if icon else 0) + text_width(text, TEXT, True)
        if x > x0 and x + width > x1:
            x, y = x0, y + LINE
        mid = y + LINE // 2
        if icon:
            x = c.icon((x, mid), icon, ICON, anchor="lm")[2] + 6
        x = c.text((x, mid), text, TEXT, bold=True, anchor="lm", max_width=x1 - x)[2]
        x += 26
    return y + LINE


def _ratings(c: Canvas, p: PlayerView, t: Words, span) -> int:
    per = t("per_turn")
    items: list[tuple[str | None, str]] = [
        ("culture", f"{t('culture')} {p.culture} (+{p.culture_rating}{per})"),
        ("science", f"{t('science')} {p.science} (+{p.science_rating}{per})"),
        ("strength", f"{t('strength')} {p.strength}"),
        ("happy", f"{t('happiness')} {p.happiness} ({t('required')} {p.happy_required})"),
    ]
    if p.discontent:
        items.append(("unhappy", f"{t('discontent')} {p.discontent}"))
    if p.final_points:
        items.append(("points", f"{t('final')} +{p.final_points}"))
    return _items(c, items, span)


def _actions(c: Canvas, p: PlayerView, t: Words, span) -> int:
    """White and red action tokens: available ones full, spent ones as rings."""
    x0, y, x1 = span
    mid = y + LINE // 2
    x = x0
    for key, icon, left, total in (
        ("civil_actions", "civil_action", p.civil_left, p.civil_actions),
        ("military_actions", "military_action", p.military_left, p.military_actions),
    ):
        x = c.text((x, mid), f"{t(key)} {left}/{total}:", TEXT, bold=True, anchor="lm")[2] + 8
        for i in range(max(total, left)):  # this turn's extra actions may exceed the total
            if x + 26 > x1:
                break
            x = c.icon((x, mid), icon if i < left else "spent", 26, anchor="lm")[2] + 3
        x += 30
    return y + LINE


def _rulers(c: Canvas, p: PlayerView, t: Words, span) -> int:
    x0, y, x1 = span
    tactic = t("none")
    if p.tactic is not None:
        tactic = card_name(p.tactic, t) + (f" ({t('own_tactic')})" if p.tactic_exclusive else "")
    parts = [
        f"{t('government')}: {card_name(p.government, t)}",
        f"{t('leader')}: {card_name(p.leader, t) if p.leader else t('none')}",
        f"{t('tactic')}: {tactic}",
    ]
    return c.lines((x0, y), wrap_lines("   ·   ".join(parts), x1 - x0, TEXT, 2), TEXT) + 6


# ---------------------------------------------------------------- banks and stores


def _banks(c: Canvas, p: PlayerView, t: Words, span) -> int:
    """The yellow and blue banks as the printed board shows them: tokens fill each bank from the
    left; the number over a section applies once that section is empty (TA-4.1 to TA-4.3)."""
    x0, y, x1 = span
    x = _bank(c, t("yellow_bank"), p.yellow_bank, YELLOW_SECTIONS, YELLOW_TOKEN, "happy", (x0, y))
    x = _bank(c, t("blue_bank"), p.blue_bank, BLUE_SECTIONS, BLUE_TOKEN, "unhappy", (x + 40, y), minus=True)
    mid = y + line_height(TEXT) + 4 + PIP
    x = max(x + 40, x1 - 220)
    c.text((x, y), t("idle"), TEXT, bold=True, max_width=x1 - x)
    c.icon_count((x, mid), "worker", p.idle_workers, 30, text_size=TEXT, anchor="lm")
    return y + line_height(TEXT) + 4 + 2 * PIP + 14


def _bank(c: Canvas, label: str, tokens: int, sections, colour, icon: str, xy, minus: bool = False) -> int:
    """One bank: label, the section numbers, then its pips; returns the x right of it."""
    x0, y = xy
    c.text((x0, y), f"{label}: {tokens}", TEXT, bold=True)
    y += line_height(TEXT) + 4
    capacity = sum(size for size, _ in sections)
    extra = max(0, tokens - capacity)  # cards may add tokens past the printed spaces
    x = x0
    filled = 0
    for size, value in sections:
        width = size * (PIP + PIP_GAP) - PIP_GAP
        shown = f"-{value}" if minus else str(value)
        if not (minus and value == 0):
            c.text((x + width // 2, y), shown, TEXT, fill=PALETTE["muted"], anchor="mt")
        for _ in range(size):
            filled += 1
            fill = colour if filled <= tokens else EMPTY_PIP
            c.rect(
                (x, y + PIP + 4, x + PIP, y + 2 * PIP + 4),
                fill=fill,
                outline=shade(colour, 0.45),
                width=2,
                radius=4,
            )
            x += PIP + PIP_GAP
        x += SECTION_GAP - PIP_GAP
    if extra:
        x = c.text((x + 4, y + PIP + 4 + PIP // 2), f"+{extra}", TEXT, bold=True, anchor="lm")[2]
    return x


def _stores(c: Canvas, p: PlayerView, t: Words, span) -> int:
    per = t("per_turn")
    pop_cost = f"{t('pop_cost')} {p.population_cost}" if p.population_cost is not None else t("bank_empty")
    items: list[tuple[str | None, str]] = [
        (
            "food",
            f"{t('food')} {p.food} (+{p.food_production}{per}, {t('consumption')} {_minus(p.consumption)})",
        ),
        (
            "resources",
            f"{t('resources')} {p.resources} (+{p.resource_production}{per}, {t('corruption')} {_minus(p.corruption)})",
        ),
        ("person", f"{t('population')} {p.population}, {pop_cost}"),
    ]
    return _items(c, items, span)


def _minus(amount: int) -> str:
    return f"-{amount}" if amount else "0"


# ---------------------------------------------------------------- buildings


ORDER = (
    "farm",
    "mine",
    "lab",
    "temple",
    "library",
    "theater",
    "arena",
    "infantry",
    "cavalry",
    "artillery",
    "air_force",
)


def _buildings(c: Canvas, p: PlayerView, t: Words, span) -> int:
    """Farms, mines, urban buildings and units as card tiles in groups flowing left to right; a
    group too long for the line goes on under itself."""
    x0, y, x1 = span
    groups = [
        (t("farms"), p.farms),
        (t("mines"), p.mines),
        (f"{t('urban')} ({t('urban_limit')} {p.urban_limit})", p.urban),
        (t("units"), p.units),
    ]
    head = line_height(TEXT, True) + 4
    step = CARD_H + 10
    x, bottom = x0, y + head + step
    for label, slots in groups:
        label_w = text_width(label, TEXT, True)
        need = max(label_w, len(slots) * (CARD_W + CARD_GAP))
        if x > x0 and x + min(need, x1 - x0) > x1:
            x, y = x0, bottom
            bottom = y + head + step
        c.ensure(bottom + step * 4)
        c.text((x, y), label, TEXT, bold=True, max_width=x1 - x)
        cx, cy = x, y + head
        for slot in sorted(slots, key=_order):
            if cx + CARD_W > x1:
                cx, cy = x0, cy + step
                bottom = cy + step
            _slot(c, slot, t, (cx, cy, cx + CARD_W, cy + CARD_H))
            cx += CARD_W + CARD_GAP
        x = max(cx, x + label_w) + GROUP_GAP
    return bottom


def _order(slot: BuildingSlot) -> tuple[int, int]:
    kind = slot.card.type
    return (ORDER.index(kind) if kind in ORDER else len(ORDER), slot.level)


def _slot(c: Canvas, slot: BuildingSlot, t: Words, box) -> None:
    """A technology in play: its tile, workers (yellow) and, on farms and mines, blue tokens with
    the value of one token; the build cost in resources at the right, the age under it."""
    left, top, right, bottom = box
    tile(c, slot.card, t, box, dim=not slot.workers and not slot.blue_tokens, age=False)
    mid = bottom - 2 * FOOT + FOOT // 2 - 2
    c.icon_count((left + 8, mid), "worker", slot.workers, 24, text_size=TEXT, anchor="lm")
    if slot.build_cost is not None:
        c.icon_count(
            (right - 8, mid), "resources", slot.build_cost, 22, text_size=TEXT, bold=False, anchor="rm"
        )
    mid += FOOT
    c.text((right - 8, mid), f"{t('age')} {slot.card.age}", TEXT, fill=PALETTE["muted"], anchor="rm")
    if slot.token_value:
        box2 = c.icon_count((left + 8, mid), "blue_token", slot.blue_tokens, 24, text_size=TEXT, anchor="lm")
        c.text((box2[2] + 4, mid), f"×{slot.token_value}", TEXT, fill=PALETTE["muted"], anchor="lm")


# ---------------------------------------------------------------- wonders, colonies, hands


PACTS = tr("Pacts", "Pakty")  # TA-13.3
WARS = tr("War declared (resolved next turn)", "Wojna (rozstrzygana w następnej turze)")


def _lists(c: Canvas, p: PlayerView, t: Words, span) -> int:
    x0, y, x1 = span
    if p.wonder is not None:
        y = _wonder(c, p.wonder, t, (x0, y, x1))
    wonders = [card_name(w, t) + (f" ({t('face_down')})" if w.id in p.ravaged else "") for w in p.wonders]
    military = f"{t('military_hand')}: {p.military_hand_size}"
    rows = [
        (t("wonders"), wonders),
        (t("specials"), [card_name(s, t) for s in p.specials]),
        (t("colonies"), [card_name(col, t) for col in p.colonies]),
        (t.text(PACTS), [f"{card_name(x.card, t)} ({t.seat(x.partner)}, {x.side})" for x in p.pacts]),
        (t.text(WARS), [f"{card_name(w.card, t)} → {t.seat(w.target)}" for w in p.wars]),
        (t("civil_hand"), [card_name(h, t) for h in p.hand]),
    ]
    if p.hand_size is not None:  # TA-Q8: a secret civil hand shows its size only
        rows.append((t("civil_hand"), [str(p.hand_size)]))
    for label, names in rows:
        if not names:
            continue
        y = c.lines((x0, y), wrap_lines(f"{label}: {', '.join(names)}", x1 - x0, TEXT, 3), TEXT) + 2
    c.icon((x0, y + LINE // 2), "card", 26, colour=(200, 80, 70), anchor="lm")
    c.text((x0 + 32, y + LINE // 2), military, TEXT, bold=True, anchor="lm")
    return y + LINE


def _wonder(c: Canvas, wonder: WonderProgress, t: Words, span) -> int:
    """The unfinished wonder: its name and one box per stage with its cost, built ones filled."""
    x0, y, x1 = span
    mid = y + LINE // 2
    x = c.icon((x0, mid), "wonder", ICON, anchor="lm")[2] + 6
    label = f"{t('wonder_now')}: {card_name(wonder.card, t)} ({wonder.built}/{len(wonder.stages)})"
    x = (
        c.text((x, mid), label, TEXT, bold=True, anchor="lm", max_width=x1 - x - 60 * len(wonder.stages))[2]
        + 12
    )
    for i, cost in enumerate(wonder.stages):
        built = i < wonder.built
        fill = BLUE_TOKEN if built else PALETTE["panel"]
        c.rect((x, mid - 15, x + 44, mid + 15), fill=fill, outline=shade(BLUE_TOKEN, 0.4), width=2, radius=6)
        c.text(
            (x + 22, mid),
            str(cost),
            TEXT,
            bold=True,
            fill=(255, 255, 255) if built else PALETTE["ink"],
            anchor="mm",
        )
        x += 52
    return y + LINE
