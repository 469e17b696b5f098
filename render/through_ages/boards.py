"""New Leaders and Wonders on the public picture: the leader and wonder boards of the open
selection (TA-43.3: numbered spaces holding the cards still in the deck), the selected cards of
later ages lying face up beside them, and the module's markers (the Nobel Prize, the Olympic
Games, Hippocrates' tokens, Saladin's marker, the Louvre's tokens, Sun Tzu's special tactics)."""

from __future__ import annotations

from engines.base import tr
from engines.through_ages.view import CardFace, LeadersWondersView, TtaView
from render.kit import PALETTE, Canvas, Words, line_height, wrap_lines
from render.through_ages.cards import BAND, NAME_STEP, card_name, tile
from render.through_ages.layout import GAP, INNER, MARGIN, TEXT, TITLE

SPACE_H = BAND + 4 + 2 * NAME_STEP + 34
SPACES_PER_LINE = 7
LINE = line_height(TEXT) + 6

LABELS = {
    "title": tr("New leaders and wonders", "Nowi liderzy i cuda"),
    "leader_board": tr("Leader board", "Plansza liderów"),
    "wonder_board": tr("Wonder board", "Plansza cudów"),
    "dealt": tr("in the row", "na torze"),
    "waiting": tr("Face up for Age", "Odkryte na erę"),
    "age_a": tr("Selected for Age A (in the Age A deck)", "Wybrane na erę A (w talii ery A)"),
    "nobel": tr(
        "Nobel Prize in play: 4 culture for a second technology in a turn",
        "Nagroda Nobla w grze: 4 kultury za drugą technologię w turze",
    ),  # fmt: skip
    "olympics": tr("Olympic Games declared by", "Igrzyska olimpijskie ogłosił"),
    "reminders": tr("Hippocrates' tokens", "Znaczniki Hipokratesa"),
    "saladin": tr("Saladin", "Saladyn"),
    "strength": tr("+2 strength", "+2 siły"),
    "civil": tr("+1 civil action", "+1 akcja cywilna"),
    "louvre": tr("Louvre tokens", "Znaczniki na Luwrze"),
    "special": tr("Special tactics (+1 per army)", "Taktyki specjalne (+1 na armię)"),
}


def height(view: TtaView) -> int:
    """Room the section may take (the canvas is cropped afterwards)."""
    return 0 if view.leaders_wonders is None else 2 * (SPACE_H + 2 * LINE) + 10 * LINE


def boards(c: Canvas, view: TtaView, words: Words, y: int) -> int:
    """The section under the card row; nothing when the module is off."""
    lw = view.leaders_wonders
    if lw is None:
        return y
    t = Words(LABELS, words.lang, words.names)
    c.text((MARGIN, y), t("title"), TITLE, bold=True)
    y += line_height(TITLE, True) + 4
    for key, spaces in (("leader_board", lw.leader_board), ("wonder_board", lw.wonder_board)):
        if spaces:
            y = _board(c, t(key), spaces, words, y)
    for age, cards in sorted(lw.waiting.items()):
        label = t("age_a") if age == "A" else f"{t('waiting')} {age}"
        y = _names(c, label, cards, words, y)
    return _markers(c, lw, t, words, y)


def _board(c: Canvas, title: str, spaces: list[CardFace | None], words: Words, y: int) -> int:
    """TA-43.5: a space is empty once its replacement card came out and its card is in the row."""
    c.text((MARGIN, y), title, TEXT, bold=True)
    y += LINE
    width = (INNER - GAP * (SPACES_PER_LINE - 1)) // SPACES_PER_LINE
    for i, card in enumerate(spaces):
        left = MARGIN + i * (width + GAP)
        box = (left, y, left + width, y + SPACE_H)
        if card is None:
            c.rect(box, fill=PALETTE["paper"], outline=PALETTE["line"], width=2, radius=8)
            mid = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2 - 10)
            c.text(mid, LABELS["dealt"].get(words.lang), TEXT, fill=PALETTE["muted"], anchor="mm")
        else:
            tile(c, card, words, box)
        c.text((left + 10, box[3] - 20), str(i + 1), TEXT, bold=True, fill=PALETTE["muted"], anchor="lm")
    return y + SPACE_H + GAP


def _names(c: Canvas, label: str, cards: list[CardFace | None], words: Words, y: int) -> int:
    names = ", ".join(card_name(card, words) for card in cards if card)
    return c.lines((MARGIN, y), wrap_lines(f"{label}: {names}", INNER, TEXT, 3), TEXT) + 2


def _markers(c: Canvas, lw: LeadersWondersView, t: Words, words: Words, y: int) -> int:
    lines = []
    if lw.nobel_prize:
        lines.append(t("nobel"))
    if lw.olympics is not None:
        lines.append(f"{t('olympics')} {words.seat(lw.olympics)}")
    per_seat = (
        ("reminders", lambda s: str(lw.reminders[s]) if lw.reminders[s] else ""),
        ("saladin", lambda s: t(lw.saladin[s]) if lw.saladin[s] else ""),
        ("louvre", lambda s: str(lw.louvre[s]) if lw.louvre[s] else ""),
    )
    for key, value in per_seat:
        parts = [f"{words.seat(s)} {value(s)}" for s in range(len(lw.reminders)) if value(s)]
        if parts:
            lines.append(f"{t(key)}: " + "; ".join(parts))
    if lw.special_tactics:
        lines.append(f"{t('special')}: " + ", ".join(card_name(card, words) for card in lw.special_tactics))
    for line in lines:
        y = c.lines((MARGIN, y), wrap_lines(line, INNER, TEXT, 2), TEXT) + 2
    return y
