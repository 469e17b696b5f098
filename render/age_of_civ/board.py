"""Age of Civilization pictures: the public board and the private Draft cards.

board(): the public picture: the time track with this round's window highlighted and the war /
plague symbols (and Winds of Change tokens) ahead, the permanent action card, the civilization
pool with its bonus coins, the wonder pool and special technology cards, then one panel per
player: score, coins, workers, strength, the civilization stack (main card with both abilities,
fallen and absorbed cards with their legacy), the technology board and the wonders.
private(): one seat's Civilization Draft cards (hand and the pack being drafted); None otherwise.

Names and ability texts come from the view (the engine's data); this module only lays them out.
"""

from __future__ import annotations

from PIL import Image

from engines.age_of_civ.texts import amount_words
from engines.age_of_civ.view import AocView, CivFace, PlayerView, TrackCard
from engines.base import tr
from render.age_of_civ.icons import ICONS
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, tint

WIDTH = 1500
MARGIN = 24
GAP = 12
INNER = WIDTH - 2 * MARGIN
TEXT = 24
SMALL = 22
TITLE = 28

WAR = (196, 48, 43)
PLAGUE = (112, 60, 140)
WINDOW = PALETTE["highlight"]
PAST = (214, 208, 198)
MAIN = (232, 220, 190)
COLUMN_ORDER = ("left", "middle", "right")
PANEL = 250  # height of a player's civilization cards and technology board

L = {
    "title": tr("Age of Civilization", "Era cywilizacji"),
    "round": tr("Round", "Runda"),
    "over": tr("Game over", "Koniec gry"),
    "track": tr("Time track", "Tor czasu"),
    "permanent": tr("Always available", "Zawsze dostępne"),
    "war": tr("WAR", "WOJNA"),
    "plague": tr("PLAGUE", "PLAGA"),
    "next": tr("next", "następna"),
    "past": tr("past", "minęła"),
    "pool": tr("Civilization pool", "Pula cywilizacji"),
    "deck": tr("deck", "talia"),
    "wonders": tr("Wonder pool", "Pula cudów"),
    "special": tr("Special technologies", "Technologie specjalne"),
    "players": tr("Players", "Gracze"),
    "pts": tr("pts", "pkt"),
    "coins": tr("coins", "monety"),
    "workers": tr("workers", "robotnicy"),
    "strength": tr("strength", "siła"),
    "first": tr("first player", "pierwszy gracz"),
    "turn": tr("to move", "ruch"),
    "pop": tr("pop.", "pop."),
    "str": tr("str.", "siła"),
    "main": tr("main", "główna"),
    "fallen": tr("fallen", "upadła"),
    "absorbed": tr("absorbed", "wchłonięta"),
    "legacy": tr("Legacy", "Dziedzictwo"),
    "no_civ": tr("no civilization yet", "jeszcze bez cywilizacji"),
    "hand": tr("cards in hand", "karty na ręce"),
    "opponent": tr("Virtual opponent strength", "Siła wirtualnego przeciwnika"),
    "achievements": tr("Achievements", "Osiągnięcia"),
    "empty": tr("empty", "pusta"),
    "your_draft": tr("Your Civilization Draft cards", "Twoje karty draftu cywilizacji"),
    "your_hand": tr("Your hand", "Twoja ręka"),
    "your_pack": tr("Cards to pick from", "Karty do wyboru"),
    "secret": tr("Secret: only you see this.", "Tajne: widzisz to tylko ty."),
    "workers_placed": tr("placed", "na polach"),
}
VARIANTS = {
    "innovations": tr("Innovations", "Innowacje"),
    "winds_of_change": tr("Winds of Change", "Powiew zmian"),
    "draft": tr("Draft", "Draft"),
}


def board(view: AocView, lang: str) -> Image.Image:
    """The public picture of the match."""
    c = Canvas(WIDTH, 3000, icons=ICONS)
    t = Words(L, lang, view.names)
    y = _header(c, view, t)
    y = _title(c, t("track"), y + GAP)
    y = _track(c, view, t, y)
    y = _title(c, f"{t('pool')} ({t('deck')}: {view.deck_size})", y + GAP)
    y = _civ_row(c, [(p.civ, p.bonus_coins) for p in view.pool], t, y)
    y = _title(c, t("wonders"), y + GAP)
    y = _wonders(c, view, t, y)
    if view.special_pool:
        y = _title(c, t("special"), y + GAP)
        y = _special(c, view, t, y)
    y = _title(c, t("players"), y + GAP)
    for player in view.players:
        y = _player(c, view, player, t, y) + GAP
    return _finish(c, y + MARGIN)


def private(view: AocView, lang: str) -> Image.Image | None:
    """The seat's secret Draft cards; None when the seat has none (or for spectators)."""
    mine = view.private_part()
    if mine is None or view.seat is None or not (mine.hand or mine.pack):
        return None
    t = Words(L, lang, view.names)
    c = Canvas(WIDTH, 1500, icons=ICONS)
    style = seat_style(view.seat)
    c.rect((0, 0, WIDTH, 96), fill=tint(style.colour, 0.7))
    c.seat_marker((MARGIN, 48), view.seat, 56, anchor="lm")
    c.text((MARGIN + 72, 26), f"{t('your_draft')} · {t.seat(view.seat)}", 34, bold=True)
    y = 96 + GAP
    c.text((MARGIN, y), t("secret"), SMALL, fill=PALETTE["muted"])
    y += line_height(SMALL) + GAP
    for key, cards in (("your_pack", mine.pack), ("your_hand", mine.hand)):
        if cards:
            y = _title(c, t(key), y)
            y = _civ_row(c, [(card, None) for card in cards], t, y) + GAP
    return _finish(c, y + MARGIN)


# ---------------------------------------------------------------- helpers


def _finish(c: Canvas, height: int) -> Image.Image:
    return c.finish(height)


def _title(c: Canvas, title: str, y: int) -> int:
    c.text((MARGIN, y), title, TITLE, bold=True)
    return y + line_height(TITLE, True) + 4


def _columns(count: int, left: int = MARGIN, width: int = INNER) -> list[tuple[int, int]]:
    each = (width - GAP * (count - 1)) // count
    return [(left + i * (each + GAP), left + i * (each + GAP) + each) for i in range(count)]


def _header(c: Canvas, view: AocView, t: Words) -> int:
    c.rect((0, 0, WIDTH, 80), fill=(60, 52, 44))
    state = t("over") if view.finished else f"{t('round')} {view.round}/{view.rounds}"
    c.text((MARGIN, 40), f"{t('title')} · {state}", 34, bold=True, fill=(255, 255, 255), anchor="lm")
    extras = [t.text(VARIANTS[v]) for v in view.variants]
    if view.opponent_strength is not None:
        extras.append(f"{t('opponent')}: {view.opponent_strength}")
    if extras:
        c.text(
            (WIDTH - MARGIN, 40), " · ".join(extras), TEXT, fill=(255, 255, 255), anchor="rm", max_width=700
        )
    y = 80 + GAP
    if view.achievements:
        names = ", ".join(t.text(a) for a in view.achievements)
        y = c.paragraph((MARGIN, y, WIDTH - MARGIN, y + 80), f"{t('achievements')}: {names}", TEXT, bold=True)
    return y


def _track(c: Canvas, view: AocView, t: Words, y: int) -> int:
    """The 8 cards; the window (this round's cards) under the permanent card, highlighted."""
    cols = _columns(8)
    window = [card for card in view.track if card.status == "window"]
    if window:
        left = cols[window[0].position - 1][0]
        right = cols[window[-1].position - 1][1]
        names = " · ".join(t.text(a) for a in view.permanent_actions)
        box = c.frame((left, y, right, y + 58), fill=tint(WINDOW, 0.4), border=PALETTE["ink"], padding=6)
        c.text(
            ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2),
            names,
            TEXT,
            bold=True,
            anchor="mm",
            max_width=right - left - 16,
        )
    y += 58 + 8
    height = 150
    for card, (left, right) in zip(view.track, cols, strict=True):
        _track_card(c, card, t, (left, y, right, y + height))
    return y + height + 6


def _track_card(c: Canvas, card: TrackCard, t: Words, box) -> None:
    left, top, right, bottom = box
    fill = {"past": PAST, "window": tint(WINDOW, 0.55), "future": PALETTE["card"]}[card.status]
    border = PALETTE["ink"] if card.status == "window" else PALETTE["line"]
    c.rect(box, fill=fill, outline=border, width=4 if card.status == "window" else 2, radius=10)
    c.text((left + 8, top + 6), str(card.position), SMALL, bold=True, fill=PALETTE["muted"])
    ink = PALETTE["muted"] if card.status == "past" else PALETTE["ink"]
    c.text(
        ((left + right) // 2, top + 48),
        t.text(card.name),
        TEXT,
        bold=True,
        fill=ink,
        anchor="mm",
        max_width=right - left - 12,
    )
    if card.corner_symbol:
        colour = WAR if card.corner_symbol == "war" else PLAGUE
        c.rect((left + 8, top + 72, right - 8, top + 104), fill=colour, radius=8)
        c.text(
            ((left + right) // 2, top + 88),
            t(card.corner_symbol),
            SMALL,
            bold=True,
            fill=(255, 255, 255),
            anchor="mm",
        )
    note = t("next") if card.is_next else t("past") if card.status == "past" else ""
    if card.event_token is not None:
        note = t.text(card.event_token)
    if note:
        c.text(
            ((left + right) // 2, bottom - 22),
            note,
            SMALL,
            fill=PALETTE["muted"],
            anchor="mm",
            max_width=right - left - 12,
        )


def _civ_row(c: Canvas, cards: list[tuple[CivFace, int | None]], t: Words, y: int) -> int:
    """Civilization cards, up to 5 per row: name, bonus coins, population, strength, abilities."""
    if not cards:
        c.text((MARGIN, y), t("empty"), TEXT, fill=PALETTE["muted"])
        return y + line_height(TEXT) + 4
    per_row = 5
    height = 262
    for start in range(0, len(cards), per_row):
        c.ensure(y + height + GAP)
        for (civ, coins), (left, right) in zip(
            cards[start : start + per_row], _columns(per_row), strict=False
        ):
            _civ_card(c, civ, coins, t, (left, y, right, y + height), role=None)
        y += height + GAP
    return y


def _civ_card(c: Canvas, civ: CivFace, coins: int | None, t: Words, box, role: str | None) -> int:
    left, top, right, bottom = box
    title = t.text(civ.name) + (f" · {t(role)}" if role else "")
    inner = c.frame(box, title=title, header=MAIN if role in (None, "main") else PAST, padding=8)
    y = inner[1]
    facts = f"{t('pop')} {civ.population} · {t('str')} {civ.strength_main}+{civ.strength_legacy}"
    c.text((inner[0], y), facts, SMALL, fill=PALETTE["muted"])
    if coins:
        c.icon_count((inner[2], y), "coin", coins, 26, anchor="rt")
    y += line_height(SMALL) + 4
    if role in (None, "main"):
        y = c.paragraph(
            (inner[0], y, inner[2], inner[1] + (inner[3] - inner[1]) * 3 // 5), t.text(civ.main_text), SMALL
        )
        c.draw.line((inner[0], y + 2, inner[2], y + 2), fill=PALETTE["line"], width=2)
        y += 6
    legacy = f"{t('legacy')}: {t.text(civ.legacy_text)}"
    return c.paragraph((inner[0], y, inner[2], inner[3]), legacy, SMALL, fill=(60, 54, 48))


def _wonders(c: Canvas, view: AocView, t: Words, y: int) -> int:
    if not view.wonder_pool:
        c.text((MARGIN, y), t("empty"), TEXT, fill=PALETTE["muted"])
        return y + line_height(TEXT) + 4
    per_row = 4
    height = 124
    for start in range(0, len(view.wonder_pool), per_row):
        c.ensure(y + height + GAP)
        for wonder, (left, right) in zip(
            view.wonder_pool[start : start + per_row], _columns(per_row), strict=False
        ):
            inner = c.frame(
                (left, y, right, y + height), title=t.text(wonder.name), header=(214, 190, 120), padding=6
            )
            c.paragraph(inner, t.text(wonder.text), SMALL)
        y += height + GAP
    return y


def _special(c: Canvas, view: AocView, t: Words, y: int) -> int:
    height = 100
    c.ensure(y + height + GAP)
    cols = _columns(max(3, len(view.special_pool)))
    for card, (left, right) in zip(view.special_pool, cols, strict=False):
        title = f"{t.text(card.tier1.name)} / {t.text(card.tier2.name)}"
        inner = c.frame((left, y, right, y + height), title=title, header=(170, 200, 230), padding=8)
        c.paragraph(inner, f"{t.text(card.tier1.text)}; {t.text(card.tier2.text)}", SMALL)
    return y + height + GAP


def _player(c: Canvas, view: AocView, p: PlayerView, t: Words, y: int) -> int:
    """One player's panel: the numbers, the stack of civilizations, technologies, wonders."""
    style = seat_style(p.seat)
    c.ensure(y + PANEL + 200)  # band, cards, hand line, wonders
    top = y
    band = 52
    c.rect((MARGIN, y, WIDTH - MARGIN, y + band), fill=tint(style.colour, 0.65), radius=10)
    c.seat_marker((MARGIN + 10, y + band // 2), p.seat, 44, anchor="lm")
    marks = [t("first")] if p.is_first else []
    if p.is_current:
        marks.append(t("turn"))
    name = t.seat(p.seat) + (f" ({', '.join(marks)})" if marks else "")
    c.text((MARGIN + 64, y + band // 2), name, TEXT, bold=True, anchor="lm", max_width=520)
    workers = _count(p.workers, "workers", t) + (
        f" ({p.placed_workers} {t('workers_placed')})" if p.placed_workers else ""
    )
    numbers = (
        f"{p.points} {t('pts')} · {_count(p.coins, 'coins', t)} · {workers} · {t('strength')} {p.strength}"
    )
    c.text((WIDTH - MARGIN - 12, y + band // 2), numbers, TEXT, bold=True, anchor="rm", max_width=800)
    y += band + 8
    stack_right = WIDTH - MARGIN - 540
    if p.stack:
        cols = _columns(3, MARGIN, stack_right - MARGIN)
        for card, (left, right) in zip(p.stack, cols, strict=False):
            _civ_card(c, card.civ, None, t, (left, y, right, y + PANEL), role=card.role)
    else:
        c.text((MARGIN, y), t("no_civ"), TEXT, fill=PALETTE["muted"])
    if p.hand_size:
        c.text((MARGIN, y + PANEL + 6), f"{t('hand')}: {p.hand_size}", SMALL, fill=PALETTE["muted"])
    bottom = _tech_board(c, p, t, (stack_right + GAP, y, WIDTH - MARGIN, y + PANEL))
    y = max(y + PANEL + (30 if p.hand_size else 0), bottom)
    if p.wonders:
        text = " · ".join(f"{t.text(w.name)} ({t.text(w.text)})" for w in p.wonders)
        y = c.paragraph((MARGIN, y + 6, WIDTH - MARGIN, y + 90), text, SMALL) + 4
    c.rect((MARGIN - 6, top - 4, WIDTH - MARGIN + 6, y + 4), outline=style.colour, width=3, radius=12)
    return y + 8


def _count(n: int, unit: str, t: Words) -> str:
    en, pl = amount_words(n, unit)
    return pl if t.lang == "pl" else en


def _tech_board(c: Canvas, p: PlayerView, t: Words, box) -> int:
    """The 3 x 3 technology board: owned cells filled, unlockable ones outlined in bold."""
    left, top, right, bottom = box
    cols = _columns(3, left, right - left)
    row_h = (bottom - top - 2 * 8) // 3
    cells = {(cell.tier, cell.column): cell for cell in p.technologies}
    for row, tier in enumerate((3, 2, 1)):
        y = top + row * (row_h + 8)
        for column, (cl, cr) in zip(COLUMN_ORDER, cols, strict=True):
            cell = cells.get((tier, column))
            if cell is None:
                continue
            fill = (126, 178, 120) if cell.owned else PALETTE["card"]
            outline = PALETTE["ink"] if cell.unlockable else PALETTE["line"]
            c.rect(
                (cl, y, cr, y + row_h),
                fill=fill,
                outline=outline,
                width=4 if cell.unlockable else 2,
                radius=8,
            )
            c.paragraph(
                (cl + 6, y + 6, cr - 6, y + row_h - 4), t.text(cell.name), SMALL, bold=cell.owned, align="m"
            )
    return bottom
