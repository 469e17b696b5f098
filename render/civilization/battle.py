"""The open battle (CV-23.4, CV-30.4): both lines of units as played, front by front, with wounds,
the bonus card and how many cards each side still holds. The public picture draws only what the
view's `battle` shows (played cards); a seat's hand is drawn in its private picture only."""

from __future__ import annotations

from engines.civilization.view import BARBARIAN_SIDE, BattleView, CivView
from render.civilization.layout import DARK, GAP, MARGIN, TEXT, TITLE, UNIT_TYPES, WIDTH, L, named
from render.kit import PALETTE, Canvas, Words, seat_style, tint

FRONT_W, CARD_H = 200, 96
KINDS = {
    "field": ("Battle", "Bitwa"),
    "city": ("Assault on a city", "Atak na miasto"),
    "village": ("Assault on a village", "Atak na wioskę"),
    "horde": ("Barbarian raid", "Najazd barbarzyńców"),
}
WORDS = {
    "attacker": ("attacker", "atakujący"),
    "defender": ("defender", "obrońca"),
    "barbarians": ("barbarians", "barbarzyńcy"),
    "in_hand": ("in hand", "na ręce"),
    "bonus": ("bonus", "premia"),
    "wounds": ("wounds", "rany"),
    "lost": ("lost", "stracone"),
    "your_hand": ("Your battle hand", "Twoja ręka bitewna"),
}


def word(key: str, lang: str) -> str:
    en, pl = WORDS[key]
    return pl if lang == "pl" else en


def draw_battle(c: Canvas, view: CivView, t: Words, y: int) -> int:
    """The battle panel below the header; returns the new bottom."""
    b: BattleView | None = view.battle
    if b is None:
        return y
    lang = t.lang
    en, pl = KINDS[b.kind]
    square = CivView.square_name(*b.square)
    c.ensure(y + 2 * CARD_H + 200)
    c.text((MARGIN, y + 8), f"{pl if lang == 'pl' else en} — {square}", TITLE, bold=True)
    y += 52
    x0 = MARGIN + 350
    rows = []
    for side in (0, 1):
        seat = b.seats[side]
        label = word("attacker", lang) if side == 0 else word("defender", lang)
        if BARBARIAN_SIDE.get(b.kind) == side:
            label = word("barbarians", lang)
        top = y + side * (CARD_H + GAP)
        c.seat_marker((MARGIN, top + CARD_H // 2), seat, 34, anchor="lm")
        c.text((MARGIN + 44, top + 24), t.seat(seat), TEXT, bold=True, anchor="lm", max_width=300)
        c.text((MARGIN + 44, top + 56), label, TEXT, anchor="lm", fill=PALETTE["muted"])
        info = f"{word('in_hand', lang)}: {b.hand_sizes[side]}   {word('lost', lang)}: {b.lost[side]}"
        if b.bonus[side]:
            info += f"   {word('bonus', lang)} +{b.bonus[side]}"
        c.text((MARGIN + 44, top + 84), info, TEXT, anchor="lm", max_width=300)
        rows.append((top, seat))
    for i, front in enumerate(b.fronts):
        x = x0 + i * (FRONT_W + GAP)
        if x + FRONT_W > WIDTH - MARGIN:
            break
        for side in (0, 1):
            top, seat = rows[side]
            card = front[side]
            box = (x, top, x + FRONT_W, top + CARD_H)
            if card is None:
                c.rect(box, outline=PALETTE["line"], width=2, radius=10)
                continue
            fill = (
                tint(seat_style(seat).colour, 0.7) if BARBARIAN_SIDE.get(b.kind) != side else (200, 190, 180)
            )
            width = 5 if card == b.last_play else 2
            c.rect(box, fill=fill, outline=DARK, width=width, radius=10)
            kind = card.split(":")[0]
            c.text((x + FRONT_W // 2, top + 26), named(UNIT_TYPES, kind, lang), TEXT, bold=True, anchor="mm")
            strength = f"{t('strength')} {b.strengths[i][side]}"
            wounds = b.wounds[i][side]
            if wounds:
                strength += f" · {word('wounds', lang)} {wounds}"
            c.text((x + FRONT_W // 2, top + 66), strength, TEXT, anchor="mm", max_width=FRONT_W - 10)
    return y + 2 * CARD_H + GAP + 24


def draw_hand(c: Canvas, hand: list[str], t: Words, y: int, fill) -> int:
    """A seat's own battle hand, in its private picture."""
    if not hand:
        return y
    c.text((MARGIN, y), f"{word('your_hand', t.lang)}: {len(hand)}", TEXT + 4, bold=True)
    y += 42
    x = MARGIN
    for card in sorted(hand):
        kind, _, strength = card.partition(":")
        if x + FRONT_W > WIDTH - MARGIN:
            x, y = MARGIN, y + CARD_H + GAP
        c.ensure(y + CARD_H + 200)
        c.rect((x, y, x + FRONT_W, y + CARD_H), fill=fill, outline=DARK, width=3, radius=10)
        c.text((x + FRONT_W // 2, y + 28), named(UNIT_TYPES, kind, t.lang), TEXT, bold=True, anchor="mm")
        c.text((x + FRONT_W // 2, y + 68), f"{L['strength'].get(t.lang)} {strength}", TEXT, anchor="mm")
        x += FRONT_W + GAP
    return y + CARD_H + 24
