"""The culture track (CV-15.2.6) on the public picture: spaces 0-21 coloured by section, great
person and victory spaces marked, each player's marker on its space, the decks' sizes; and a
seat's own culture event hand on its private picture (CV-16.1)."""

from __future__ import annotations

from engines.base import tr
from engines.civilization import ENGINE
from engines.civilization.view import CivView, CultureCardView
from render.civilization.layout import DARK, GAP, MARGIN, TEXT, WIDTH
from render.kit import PALETTE, Canvas, Words, shade

SECTION_COLOURS = {"I": (236, 220, 186), "II": (222, 198, 150), "III": (204, 170, 112)}
START_COLOUR = (230, 230, 230)
MARKER = 30
TRACK_TITLE = tr("Culture track", "Tor kultury")
DECKS = tr("culture event decks", "talie wydarzeń kulturowych")
HAND = tr("Your culture event cards", "Twoje karty wydarzeń kulturowych")
NO_CARDS = tr("no cards", "brak kart")
HAND_COUNT = tr("culture cards", "karty kultury")
# a great person's type as a code on its map square (the legend names the codes shown)
GREAT_PERSON_CODES = {
    "artist": tr("Ar", "Ar"),
    "builder": tr("Bu", "Bu"),
    "general": tr("Ge", "Ge"),
    "humanitarian": tr("Hu", "Sp"),
    "industrialist": tr("In", "Pr"),
    "scientist": tr("Sc", "Na"),
}
# every label the public picture draws for culture (tests/render checks the board's words)
LABELS = {
    "track": TRACK_TITLE,
    "decks": DECKS,
    "hand_count": HAND_COUNT,
    **{f"gp_{k}": v for k, v in GREAT_PERSON_CODES.items()},
}
TIMINGS = {
    "start_of_turn": tr("Start of Turn", "Początek tury"),
    "city_management": tr("City Management", "Zarządzanie miastami"),
    "movement": tr("Movement", "Ruch"),
    "battle": tr("Battle", "Bitwa"),
    "any_time": tr("any time", "w dowolnym momencie"),
}


def culture_track(c: Canvas, view: CivView, t: Words, y: int) -> int:
    """Draw the track below `y`; returns the bottom."""
    tb = ENGINE.tb
    last = tb.data.culture_track.victory_space
    c.ensure(y + 260)
    decks = " · ".join(f"{d}: {n}" for d, n in sorted(view.culture_decks.items()))
    title = f"{TRACK_TITLE.get(t.lang)} ({DECKS.get(t.lang)} {decks})" if decks else TRACK_TITLE.get(t.lang)
    c.text((MARGIN, y), title, TEXT + 2, bold=True)
    y += 40
    width = (WIDTH - 2 * MARGIN) // (last + 1)
    stacks: dict[int, list[int]] = {}
    for sheet in view.sheets:
        stacks.setdefault(sheet.culture_space, []).append(sheet.seat)
    depth = max((len(s) for s in stacks.values()), default=1)
    height = 56 + depth * (MARKER + 4)
    for space in range(last + 1):
        x = MARGIN + space * width
        kind = tb.track[space].type if space in tb.track else "start"
        colour = SECTION_COLOURS[tb.track[space].section] if space in tb.track else START_COLOUR
        c.rect((x, y, x + width - 4, y + height), fill=colour, outline=shade(colour, 0.5), width=2, radius=6)
        c.text((x + (width - 4) // 2, y + 16), str(space), TEXT, bold=True, anchor="mm")
        if kind in ("great_person", "victory"):
            icon = "great_person" if kind == "great_person" else "wonder"
            c.icon((x + (width - 4) // 2, y + 44), icon, 26, DARK if kind == "victory" else None, anchor="mm")
        for i, seat in enumerate(stacks.get(space, [])):
            c.seat_marker((x + (width - 4) // 2, y + 62 + i * (MARKER + 4)), seat, MARKER, anchor="mt")
    return y + height + GAP


def great_person_code(name: str, lang: str) -> str:
    code = GREAT_PERSON_CODES.get(name)
    return code.get(lang) if code else ""


def culture_hand(c: Canvas, cards: list[CultureCardView], t: Words, y: int) -> int:
    """The seat's own hand, one line a card: name, deck, timing and effect."""
    c.ensure(y + 80 + 40 * len(cards))
    c.text((MARGIN, y), f"{HAND.get(t.lang)}: {len(cards)}", TEXT + 4, bold=True)
    y += 42
    if not cards:
        c.text((MARGIN, y), NO_CARDS.get(t.lang), TEXT, fill=PALETTE["muted"])
        return y + 36
    for card in cards:
        when = TIMINGS.get(card.timing, tr(card.timing)).get(t.lang)
        line = f"{card.name.get(t.lang)} ({card.deck}, {when}): {card.effect.get(t.lang)}"
        c.text((MARGIN, y), line, TEXT, max_width=WIDTH - 2 * MARGIN)
        y += 34
    return y + 8
