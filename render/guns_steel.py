"""Guns & Steel (Historia ludzkości) pictures, drawn from a GSView only.

board(): the public picture. The card pyramid is the centrepiece: every card's technology side
(type, name, military strength, VP, Reaction icon, base cost plus the "+N any" surcharge for the
unbought cards it is connected to), empty slots where cards were bought, pegs between a card and
the unbought cards it rests on, the wonder beside each era row (with glory markers in the
Renaissance) and, in the combined game, each era's Research Project stack. Below it each player's
tableau: resource-side cards, tech-side cards (striped when exhausted), wonders, VP, strength,
hand size, VP track and glory markers left.
private(): one seat's hand, every card with both sides' facts and its effect.

The board never reads the hand: `public_view` drops it before anything is drawn (GS-16.2).
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engines.base import pl_plural, tr
from engines.guns_steel.view import (
    CardFace,
    EraRow,
    GSView,
    PlayerPublic,
    TableauCard,
    WonderFace,
)
from render.kit import (
    PALETTE,
    Canvas,
    Colour,
    Words,
    icon,
    line_height,
    seat_style,
    shade,
    text_width,
    tint,
    wrap_text,
)

WIDTH = 1600
MARGIN = 24
INNER = WIDTH - 2 * MARGIN
GAP = 14
TEXT = 22  # kit.MIN_READABLE_SIZE: nothing on the pictures is smaller
TITLE = 30
HEADER_H = 96

CARD_W = 176  # a pyramid card; the longest single word of a card name fits at TEXT
PITCH = 184  # slot to slot; each row is shifted half a pitch (GS-4.5 geometry)
ROW_H = 200
ROW_GAP = 22  # room for the pegs that show which cards rest on which
BAND = 34  # coloured type band on top of a card
WONDER_MAX_W = 320
STACK_GAP = 28  # between a row's last slot and its Research Project stack
ICON = 26  # resource icons in costs and tiles
TILE_H = 42

WHITE: Colour = (255, 255, 255)
TYPE_COLOURS: dict[str, Colour] = {
    "civil": (40, 120, 60),
    "military": (176, 42, 36),
    "tactic": (36, 84, 164),
}
PEG_COLOUR: Colour = (92, 78, 64)
WONDER_COLOUR: Colour = (196, 160, 92)
RESOURCE_COLOURS: dict[str, Colour] = {
    "food": (96, 160, 60),
    "iron": (132, 140, 152),
    "horse": (164, 104, 52),
    "gunpowder": (70, 70, 70),
    "oil": (44, 36, 84),
    "earth": (40, 140, 170),
    "space": (120, 70, 170),
}
RESOURCE_ORDER = ("food", "iron", "horse", "gunpowder", "oil", "earth", "space")

L = {
    "title": tr("Guns & Steel", "Guns & Steel: Historia Ludzkości"),
    "turn": tr("Turn", "Tura"),
    "to_move": tr("To move:", "Ruch:"),
    "player": tr("Player", "Gracz"),
    "vp": tr("VP", "PZ"),
    "bought": tr("bought", "kupiona"),
    "claimed_by": tr("taken by", "zdobył"),
    "left_pyramid": tr("left the pyramid", "poza piramidą"),
    "glory": tr(
        "N: glory markers of one player complete the wonder", "N: tyle znaczników chwały gracza kończy Cud"
    ),
    "research": tr("Research Projects", "Projekty Badawcze"),
    "stack_empty": tr("stack empty", "stos pusty"),
    "hand": tr("in hand", "na ręce"),
    "strength": tr("strength", "siła"),
    "track": tr("track", "tor"),
    "markers_left": tr("markers left", "znaczniki w zapasie"),
    "resources": tr("Resources", "Zasoby"),
    "tech": tr("Tech side", "Technologie"),
    "wonders": tr("Wonders", "Cuda"),
    "none": tr("none", "brak"),
    "temporary": tr("Temporary", "Tymczasowe"),
    "attack": tr("Attack", "Atak"),
    "reacting": tr("reacting", "reaguje"),
    "over": tr("Game over", "Koniec gry"),
    "exhausted": tr("exhausted (spent as a resource)", "wyczerpana (zużyta jako zasób)"),
    "surcharge": tr(
        "+N: N resources of any type (connected cards)", "+N: N dowolnych zasobów (połączone karty)"
    ),
    "stack_surcharge": tr(
        "+N: N resources of any type (connected cards; stacks: cards left in earlier rows)",
        "+N: N dowolnych zasobów (połączone karty; stos: karty w niższych rzędach)",
    ),
    "pegs": tr("peg: the card rests on an unbought card", "łącznik: karta leży na niekupionej karcie"),
    "reaction": tr("Reaction", "Reakcja"),
    "your_hand": tr("Your hand", "Twoja ręka"),
    "on_table": tr("Your resources", "Twoje zasoby"),
    "hand_note": tr("Only you see these cards.", "Tylko ty widzisz te karty."),
    "empty_hand": tr("Your hand is empty.", "Nie masz kart na ręce."),
    "resource_side": tr("Resource side", "Strona zasobu"),
    "free": tr("free", "bez kosztu"),
    "placeholder": tr(
        "Card values are reconstructions, not yet checked against the printed cards.",
        "Wartości kart są odtworzone, jeszcze niesprawdzone z wydrukowanymi kartami.",
    ),
}

# ---------------------------------------------------------------- entry points


def public_view(view: GSView) -> GSView:
    """The view with everything private removed: what any spectator may see (GS-16.2)."""
    return view.model_copy(update={"hand": None, "seat": None})


def board(view: GSView, lang: str) -> Image.Image:
    """The public picture of the match."""
    view = public_view(view)
    t = Words(L, lang, view.names)
    c = _Canvas(WIDTH, 2400)
    y = _header(c, view, t)
    y = _pyramid(c, view, t, y + GAP)
    y = _players(c, view, t, y + GAP)
    y = _legend(c, view, t, y + GAP)
    return c.finish(y + MARGIN)


def private(view: GSView, lang: str) -> Image.Image | None:
    """The seat's hand, card by card; None for a spectator's view."""
    mine = view.private_part()
    if mine is None:
        return None
    t = Words(L, lang, view.names)
    c = _Canvas(WIDTH, 1200)
    style = seat_style(mine.seat)
    band = 84
    c.rect((0, 0, WIDTH, band), fill=tint(style.colour, 0.65))
    c.seat_marker((MARGIN, band // 2), mine.seat, 52, anchor="lm")
    title = f"{t('your_hand')} · {t.seat(mine.seat)} · {_card_count(len(mine.hand), t.lang)}"
    c.text((MARGIN + 68, band // 2), title, TITLE, bold=True, anchor="lm")
    c.text((WIDTH - MARGIN, band // 2), t("hand_note"), TEXT, anchor="rm")
    y = band + GAP
    me = next((p for p in view.seats if p.seat == mine.seat), None)
    if me is not None:
        y = _own_table_line(c, me, t, y)
    if not mine.hand:
        c.text((MARGIN, y), t("empty_hand"), 26, fill=PALETTE["muted"])
        return c.finish(y + line_height(26) + MARGIN)
    y = _hand_cards(c, mine.hand, t, y)
    return c.finish(y + MARGIN)


def _own_table_line(c: _Canvas, me: PlayerPublic, t: Words, y: int) -> int:
    """What the seat can pay with right now (public facts, repeated here to decide from the DM)."""
    mid = y + 20
    x = c.text((MARGIN, mid), f"{t('on_table')}:", TEXT, bold=True, anchor="lm")[2] + 8
    cards = [card.card.resource for card in me.resource_cards]
    if cards:
        x = _resource_icons(c, (x, mid), cards) + 20
    else:
        x = c.text((x, mid), t("none"), TEXT, fill=PALETTE["muted"], anchor="lm")[2] + 20
    if me.temporary:
        x = c.text((x, mid), f"{t('temporary')}:", TEXT, anchor="lm")[2] + 6
        x = _resource_icons(c, (x, mid), me.temporary) + 20
    _stat(c, (x, mid), "strength", f"{t('strength')} {me.strength}")
    return y + 40 + GAP


def _card_count(n: int, lang: str) -> str:
    if lang != "pl":
        return f"{n} card" if n == 1 else f"{n} cards"
    return f"{n} {pl_plural(n, 'karta', 'karty', 'kart')}"


# ---------------------------------------------------------------- shared helpers


class _Canvas(Canvas):
    """The kit canvas, remembering every string it drew (tests check the board for hidden names)."""

    def __init__(self, width: int, height: int):
        super().__init__(width, height)
        self.drawn: list[str] = []

    def text(self, xy, text, size=24, **kwargs):
        self.drawn.append(text)
        return super().text(xy, text, size, **kwargs)

    def ensure(self, bottom: int) -> None:
        """Grow the picture downwards so that everything down to `bottom` fits."""
        if bottom + MARGIN <= self.height:
            return
        grown = Image.new("RGB", (self.width, bottom + 1000), PALETTE["paper"])
        grown.paste(self.image, (0, 0))
        self.image = grown
        self.draw = ImageDraw.Draw(grown)

    def finish(self, height: int) -> Image.Image:
        image = self.image.crop((0, 0, self.width, height))
        image.info["min_text_size"] = self.min_text_size
        image.info["texts"] = self.drawn
        return image


def _lines(text: str, width: int, size: int, max_lines: int, bold: bool = False) -> list[str]:
    """Word-wrapped lines, at most `max_lines`, the last one ending in "…" if text was cut."""
    lines = wrap_text(text, width, size, bold)
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    last = kept[-1]
    while last and text_width(last + "…", size, bold) > width:
        last = last[:-1]
    kept[-1] = last.rstrip() + "…"
    return kept


def _words_fit(text: str, width: int, size: int, bold: bool) -> bool:
    """True when no single word of `text` is wider than `width` (so wrapping never cuts a word)."""
    return all(text_width(word, size, bold) <= width for word in text.split())


def _draw_lines(c: Canvas, xy: tuple[int, int], lines: list[str], size: int, **kwargs) -> int:
    x, y = xy
    step = line_height(size, kwargs.get("bold", False))
    for line in lines:
        c.text((x, y), line, size, **kwargs)
        y += step
    return y


def _resource_icons(c: Canvas, xy: tuple[int, int], resources: list[str], size: int = ICON) -> int:
    """Resource icons side by side, vertically centred on xy; returns the x after the last."""
    x, y = xy
    for resource in resources:
        c.paste(resource_icon(resource, size), (x, y), anchor="lm")
        x += size + 3
    return x


def _stat(c: Canvas, xy: tuple[int, int], kind: str, value: str, colour: Colour = PALETTE["ink"]) -> int:
    """A symbol followed by a bold number, vertically centred on xy; returns the x after it."""
    x, y = xy
    c.paste(symbol_icon(kind, ICON), (x, y), anchor="lm")
    box = c.text((x + ICON + 3, y), value, TEXT, bold=True, fill=colour, anchor="lm")
    return box[2]


# ---------------------------------------------------------------- header


def _header(c: _Canvas, view: GSView, t: Words) -> int:
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


def _attack_line(c: _Canvas, view: GSView, t: Words, y: int) -> int:
    attack = view.attack
    height = 52
    c.rect((0, y, WIDTH, y + height), fill=tint(TYPE_COLOURS["military"], 0.75))
    mid = y + height // 2
    x = c.text((MARGIN, mid), f"{t('attack')}:", TEXT, bold=True, anchor="lm")[2] + 10
    x = c.seat_marker((x, mid), attack.attacker, 36, anchor="lm")[2] + 8
    x = c.text((x, mid), t.text(attack.card.name), TEXT, bold=True, anchor="lm")[2] + 12
    x = _stat(c, (x, mid), "strength", str(attack.attacker_strength)) + 24
    if attack.deciding is not None:
        x = c.text((x, mid), f"{t('reacting')}:", TEXT, anchor="lm")[2] + 8
        c.seat_marker((x, mid), attack.deciding, 36, anchor="lm")
    return y + height


# ---------------------------------------------------------------- pyramid


class _Geometry:
    """Where every part of the pyramid goes (rows bottom to top, drawn top down)."""

    def __init__(self, view: GSView, top: int):
        self.rows = len(view.rows)
        self.top = top
        base = len(view.rows[0].slots) if view.rows else 0
        self.has_stacks = any(row.research is not None for row in view.rows)
        stack_room = CARD_W + STACK_GAP if self.has_stacks else 0
        pyramid_w = base * PITCH - (PITCH - CARD_W)
        room = INNER - pyramid_w - stack_room - GAP
        self.wonder_w = min(WONDER_MAX_W, room)
        self.x0 = MARGIN + self.wonder_w + GAP + (room - self.wonder_w) // 2

    def row_top(self, row: int) -> int:
        return self.top + (self.rows - 1 - row) * (ROW_H + ROW_GAP)

    def card_left(self, row: int, position: float) -> int:
        return round(self.x0 + (position + row / 2) * PITCH)

    def card_box(self, row: int, position: float) -> tuple[int, int, int, int]:
        left, top = self.card_left(row, position), self.row_top(row)
        return (left, top, left + CARD_W, top + ROW_H)

    def stack_left(self, row: int, slots: int) -> int:
        """Left edge of the Research Project stack beside a row of `slots` slots (GS-14.2)."""
        return self.card_left(row, slots) - (PITCH - CARD_W) + STACK_GAP

    def bottom(self) -> int:
        return self.row_top(0) + ROW_H


def _pyramid(c: _Canvas, view: GSView, t: Words, y: int) -> int:
    geo = _Geometry(view, y)
    c.ensure(geo.bottom())
    _pegs(c, view, geo)
    for row in view.rows:
        top = geo.row_top(row.row)
        _wonder_box(c, row, t, (MARGIN, top, MARGIN + geo.wonder_w, top + ROW_H))
        for slot in row.slots:
            box = geo.card_box(row.row, slot.position)
            if slot.card is None:
                _empty_slot(c, box, t("bought"))
            else:
                _pyramid_card(c, slot.card, box, slot.surcharge, t)
        if row.research is not None:
            _research_stack(c, row, geo, t)
    if geo.has_stacks:
        top_row = geo.rows - 1
        x = geo.stack_left(top_row, len(view.rows[top_row].slots)) + CARD_W + GAP
        lines = _lines(t("research"), WIDTH - MARGIN - x, TEXT, 2, bold=True)
        _draw_lines(c, (x, geo.row_top(top_row) + 60), lines, TEXT, bold=True)
    return geo.bottom()


def _pegs(c: Canvas, view: GSView, geo: _Geometry) -> None:
    """A peg from each unbought card down to each unbought card it rests on (GS-4.5, GS-9.3)."""
    for row in view.rows[1:]:
        below = view.rows[row.row - 1].slots
        for slot in row.slots:
            if slot.card is None:
                continue
            left, top, _, bottom = geo.card_box(row.row, slot.position)
            for offset, support in ((CARD_W // 4, slot.position), (3 * CARD_W // 4, slot.position + 1)):
                if support < len(below) and below[support].card is not None:
                    x = left + offset
                    c.rect((x - 5, bottom - 6, x + 5, bottom + ROW_GAP + 6), fill=PEG_COLOUR, width=0)


def _type_band(c: Canvas, card: CardFace, box: tuple[int, int, int, int], t: Words) -> None:
    left, top, right, _ = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.draw.rounded_rectangle((left, top, right, top + BAND), radius=10, fill=colour)
    c.draw.rectangle((left, top + BAND - 10, right, top + BAND), fill=colour)
    x = right - 6
    if card.reaction:
        x = c.paste(symbol_icon("reaction", ICON, WHITE), (x, top + BAND // 2), anchor="rm")[0] - 2
    c.text(
        (left + 8, top + BAND // 2),
        t.text(card.tech_type_name),
        TEXT,
        bold=True,
        fill=WHITE,
        anchor="lm",
        max_width=x - left - 12,
    )


def _pyramid_card(
    c: Canvas, card: CardFace, box: tuple[int, int, int, int], surcharge: int, t: Words, stack: int = 0
) -> None:
    """A card's technology side; `stack` > 0 adds the size of the Research Project stack it tops."""
    left, top, right, bottom = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.rect(box, fill=PALETTE["card"], outline=shade(colour, 0.2), width=3, radius=10)
    _type_band(c, card, box, t)
    name = t.text(card.name)
    bold = _words_fit(name, CARD_W - 12, TEXT, bold=True)
    _draw_lines(c, (left + 6, top + BAND + 4), _lines(name, CARD_W - 12, TEXT, 3, bold), TEXT, bold=bold)
    stats_y = bottom - 56
    x = left + 8
    if card.strength:
        x = _stat(c, (x, stats_y), "strength", str(card.strength)) + 12
    _stat(c, (x, stats_y), "vp", str(card.vp))
    if stack:
        c.draw.ellipse((right - 42, stats_y - 17, right - 8, stats_y + 17), fill=(52, 44, 38))
        c.text((right - 25, stats_y), str(stack), TEXT, bold=True, fill=WHITE, anchor="mm")
    cost_y = bottom - 20
    x = _resource_icons(c, (left + 8, cost_y), card.cost)
    if surcharge:
        c.text((x + 2, cost_y), f"+{surcharge}", TEXT, bold=True, fill=(150, 30, 30), anchor="lm")
    elif not card.cost:
        c.text((x, cost_y), t("free"), TEXT, fill=PALETTE["muted"], anchor="lm")


def _empty_slot(c: Canvas, box: tuple[int, int, int, int], label: str) -> None:
    left, top, right, bottom = box
    c.rect(box, fill=(232, 226, 212), outline=(196, 188, 172), width=2, radius=10)
    c.text(((left + right) // 2, (top + bottom) // 2), label, TEXT, fill=PALETTE["muted"], anchor="mm")


def _research_stack(c: Canvas, row: EraRow, geo: _Geometry, t: Words) -> None:
    stack = row.research
    left = geo.stack_left(row.row, len(row.slots))
    top = geo.row_top(row.row)
    box = (left, top, left + CARD_W, top + ROW_H)
    if stack.top is None:
        _empty_slot(c, box, t("stack_empty"))
        return
    for depth in (2, 1):  # the cards beneath, as offset edges only
        if stack.size > depth:
            shift = 5 * depth
            c.rect(
                (left + shift, top - shift, left + CARD_W + shift, top + ROW_H - shift),
                fill=(214, 206, 190),
                outline=(150, 140, 124),
                width=2,
                radius=10,
            )
    _pyramid_card(c, stack.top, box, stack.surcharge, t, stack=stack.size)


def _wonder_box(c: Canvas, row: EraRow, t: Words, box: tuple[int, int, int, int]) -> None:
    left, top, right, bottom = box
    wonder = row.wonder
    present = wonder is not None and row.wonder_in_pyramid
    fill = tint(WONDER_COLOUR, 0.7) if present else (232, 226, 212)
    c.rect(box, fill=fill, outline=shade(WONDER_COLOUR, 0.35), width=3, radius=10)
    band_fill = WONDER_COLOUR if present else (200, 192, 176)
    c.draw.rounded_rectangle((left, top, right, top + BAND), radius=10, fill=band_fill)
    c.draw.rectangle((left, top + BAND - 10, right, top + BAND), fill=band_fill)
    x = left + 8
    c.paste(symbol_icon("wonder", ICON, PALETTE["ink"]), (x, top + BAND // 2), anchor="lm")
    vp_x = right - 8
    if wonder is not None:
        vp_x = right - 8 - ICON - 3 - text_width(str(wonder.vp), TEXT, True)
        _stat(c, (vp_x, top + BAND // 2), "vp", str(wonder.vp))
    c.text(
        (x + ICON + 6, top + BAND // 2),
        t.text(row.era_name),
        TEXT,
        bold=True,
        anchor="lm",
        max_width=vp_x - x - ICON - 14,
    )
    if wonder is None:
        return
    width = right - left - 16
    y = _draw_lines(
        c, (left + 8, top + BAND + 4), _lines(t.text(wonder.name), width, TEXT, 2, bold=True), TEXT, bold=True
    )
    if not present:
        _wonder_gone(c, row, t, (left + 8, y + 4, right - 8, bottom - 8))
        return
    glory_room = 40 if wonder.glory_count else 0
    room = max(1, (bottom - 6 - glory_room - y) // line_height(TEXT))
    _draw_lines(c, (left + 8, y + 2), _lines(t.text(wonder.condition), width, TEXT, room), TEXT)
    if wonder.glory_count:
        _glory_row(c, row.glory_markers, wonder.glory_count, width, (left + 8, bottom - 24))


def _wonder_gone(c: Canvas, row: EraRow, t: Words, box: tuple[int, int, int, int]) -> None:
    left, top, right, _ = box
    if row.wonder_owner is None:
        c.text((left, top), t("left_pyramid"), TEXT, fill=PALETTE["muted"], max_width=right - left)
        return
    x = c.text((left, top + 18), f"{t('claimed_by')}:", TEXT, anchor="lm")[2] + 8
    x = c.seat_marker((x, top + 18), row.wonder_owner, 34, anchor="lm")[2] + 6
    c.text((x, top + 18), t.seat(row.wonder_owner), TEXT, bold=True, anchor="lm", max_width=right - x)


def _glory_row(c: Canvas, markers: list[int], needed: int, width: int, xy: tuple[int, int]) -> None:
    """Glory markers on a wonder per seat, and how many one seat needs to complete it (GS-11 c).

    Four seats with markers on one wonder do not fit at full size: then markers shrink and the
    count drops its "×" sign.
    """
    x, y = xy
    right = x + width
    x = _stat(c, (x, y), "glory", f"{needed}:") + 8
    placed = [(seat, count) for seat, count in enumerate(markers) if count]
    size, sign, gap = 30, "×", 8
    if sum(size + 2 + text_width(f"{sign}{n}", TEXT, True) + gap for _, n in placed) > right - x:
        size, sign, gap = 24, "", 2
    for seat, count in placed:
        x = c.seat_marker((x, y), seat, size, anchor="lm")[2] + 1
        x = c.text((x, y), f"{sign}{count}", TEXT, bold=True, anchor="lm")[2] + gap


# ---------------------------------------------------------------- players


def _players(c: _Canvas, view: GSView, t: Words, y: int) -> int:
    renaissance = view.set_name != "new_world"
    for player in view.seats:
        y = _player_panel(c, player, view, t, y, renaissance) + GAP
    return y - GAP


def _player_panel(c: _Canvas, player: PlayerPublic, view: GSView, t: Words, y: int, renaissance: bool) -> int:
    style = seat_style(player.seat)
    active = player.seat == view.active_seat and not view.finished
    top = y
    # lay the tiles out first to learn the panel height; they are drawn after the frame
    header_h = 50
    tiles_top = top + header_h + 6
    layout = _tableau_layout(player, t, tiles_top)
    bottom = max(tiles_top + TILE_H, layout.bottom) + 10
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
        x = c.paste(symbol_icon("turn", 30), (x, mid), anchor="lm")[2] + 20
    x = _stat(c, (x, mid), "vp", f"{player.visible_vp} {t('vp')}") + 22
    x = _stat(c, (x, mid), "strength", f"{player.strength}") + 22
    x = c.paste(icon("card", ICON + 4), (x, mid), anchor="lm")[2] + 3
    x = c.text((x, mid), f"{player.hand_size} {t('hand')}", TEXT, bold=True, anchor="lm")[2] + 22
    if renaissance:
        x = (
            c.text((x, mid), f"{t('track')}: {player.vp_track} {t('vp')}", TEXT, bold=True, anchor="lm")[2]
            + 22
        )
        x = _stat(c, (x, mid), "glory", f"{player.glory_markers_left} {t('markers_left')}") + 22
    if player.temporary:
        x = c.text((x, mid), f"{t('temporary')}:", TEXT, anchor="lm")[2] + 6
        _resource_icons(c, (x, mid), player.temporary)
    for draw in layout.draws:
        draw(c)
    return bottom


class _Flow:
    """Tiles placed left to right, wrapping; drawing is deferred until the panel frame is down."""

    def __init__(self, left: int, right: int, top: int):
        self.left, self.right = left, right
        self.x, self.y = left, top
        self.bottom = top
        self.draws: list = []

    def place(self, width: int, draw) -> None:
        if self.x + width > self.right and self.x > self.left:
            self.x = self.left
            self.y += TILE_H + 8
        box = (self.x, self.y, self.x + width, self.y + TILE_H)
        self.draws.append(lambda c, box=box: draw(c, box))
        self.x += width + 8
        self.bottom = self.y + TILE_H

    def label(self, text: str) -> None:
        width = text_width(text, TEXT, True) + 4
        self.place(
            width, lambda c, box: c.text((box[0], (box[1] + box[3]) // 2), text, TEXT, bold=True, anchor="lm")
        )

    def newline(self) -> None:
        if self.x > self.left:
            self.x = self.left
            self.y += TILE_H + 8


def _tableau_layout(player: PlayerPublic, t: Words, top: int) -> _Flow:
    flow = _Flow(MARGIN + 14, WIDTH - MARGIN - 14, top)
    flow.label(f"{t('resources')}:")
    for card in player.resource_cards:
        flow.place(_resource_tile_width(card, t), lambda c, box, card=card: _resource_tile(c, card, t, box))
    if not player.resource_cards:
        flow.place(text_width(t("none"), TEXT) + 4, lambda c, box: _muted(c, box, t("none")))
    flow.newline()
    flow.label(f"{t('tech')}:")
    for card in player.tech_cards:
        flow.place(_tech_tile_width(card, t), lambda c, box, card=card: _tech_tile(c, card, t, box))
    if not player.tech_cards:
        flow.place(text_width(t("none"), TEXT) + 4, lambda c, box: _muted(c, box, t("none")))
    if player.wonders:
        flow.newline()
        flow.label(f"{t('wonders')}:")
        for wonder in player.wonders:
            flow.place(_wonder_tile_width(wonder, t), lambda c, box, w=wonder: _wonder_tile(c, w, t, box))
    return flow


def _muted(c: Canvas, box, text: str) -> None:
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
    x = c.paste(resource_icon(card.resource, ICON), (box[0] + 8, mid), anchor="lm")[2] + 6
    x = c.text((x, mid), t.text(card.resource_name), TEXT, bold=True, anchor="lm")[2] + 10
    if card.vp:
        _stat(c, (x, mid), "vp", str(card.vp))


TECH_NAME_MAX = 230


def _tech_tile_width(card: TableauCard, t: Words) -> int:
    name = min(TECH_NAME_MAX, text_width(t.text(card.card.name), TEXT))
    width = 12 + name + 10
    if card.card.strength:
        width += ICON + 3 + text_width(str(card.card.strength), TEXT, True) + 8
    if card.exhausted:
        width += ICON + 8
    return width


def _tech_tile(c: _Canvas, tableau: TableauCard, t: Words, box) -> None:
    card = tableau.card
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    left, top, right, bottom = box
    mid = (top + bottom) // 2
    if tableau.exhausted:
        c.paste(_stripes(right - left, bottom - top, colour), (left, top))
        c.rect(box, outline=shade(colour, 0.2), width=3, radius=8)
    else:
        c.rect(box, fill=tint(colour, 0.78), outline=shade(colour, 0.2), width=3, radius=8)
    c.rect((left, top, left + 7, bottom), fill=colour, width=0)
    x = left + 12
    if tableau.exhausted:
        x = c.paste(resource_icon(card.resource, ICON), (x, mid), anchor="lm")[2] + 8
    x = c.text((x, mid), t.text(card.name), TEXT, anchor="lm", max_width=TECH_NAME_MAX)[2] + 10
    if card.strength:
        _stat(c, (x, mid), "strength", str(card.strength))


@lru_cache(maxsize=256)
def _stripes(width: int, height: int, colour: Colour) -> Image.Image:
    """A diagonally striped tile: the mark of a card exhausted as a resource (colour-independent)."""
    tile = Image.new("RGBA", (width, height), (*tint(colour, 0.85), 255))
    draw = ImageDraw.Draw(tile)
    stripe = (*tint(colour, 0.45), 255)
    for x in range(-height, width, 14):
        draw.line((x, height, x + height, 0), fill=stripe, width=5)
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, width - 1, height - 1), radius=8, fill=255)
    tile.putalpha(mask)
    return tile


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
    x = c.paste(symbol_icon("wonder", ICON, PALETTE["ink"]), (box[0] + 8, mid), anchor="lm")[2] + 6
    x = c.text((x, mid), t.text(wonder.name), TEXT, bold=True, anchor="lm")[2] + 12
    _stat(c, (x, mid), "vp", str(wonder.vp))


# ---------------------------------------------------------------- legend


def _legend(c: _Canvas, view: GSView, t: Words, y: int) -> int:
    flow = _Flow(MARGIN, WIDTH - MARGIN, y)
    for resource in RESOURCE_ORDER:
        name = t.text(RESOURCE_NAMES[resource])
        flow.place(
            ICON + 6 + text_width(name, TEXT),
            lambda c, box, r=resource, n=name: _legend_item(c, box, resource_icon(r, ICON), n),
        )
    flow.newline()
    for kind, key in (("strength", "strength"), ("vp", "vp"), ("reaction", "reaction"), ("glory", "glory")):
        if kind == "glory" and view.set_name == "new_world":
            continue
        name = t(key)
        flow.place(
            ICON + 6 + text_width(name, TEXT),
            lambda c, box, k=kind, n=name: _legend_item(c, box, symbol_icon(k, ICON), n),
        )
    surcharge = t("stack_surcharge" if view.set_name == "combined" else "surcharge")
    flow.newline()
    flow.place(text_width(surcharge, TEXT) + 4, lambda c, box: _muted(c, box, surcharge))
    flow.newline()
    exhausted = t("exhausted")
    flow.place(
        60, lambda c, box: c.paste(_stripes(60, TILE_H - 8, TYPE_COLOURS["civil"]), (box[0], box[1] + 4))
    )
    flow.place(text_width(exhausted, TEXT) + 20, lambda c, box: _muted(c, box, exhausted))
    flow.place(24, lambda c, box: c.rect((box[0] + 7, box[1], box[0] + 17, box[3]), fill=PEG_COLOUR, width=0))
    flow.place(text_width(t("pegs"), TEXT) + 4, lambda c, box: _muted(c, box, t("pegs")))
    if _shows_placeholders(view):
        flow.newline()
        flow.place(text_width(t("placeholder"), TEXT) + 4, lambda c, box: _muted(c, box, t("placeholder")))
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


def _legend_item(c: Canvas, box, image: Image.Image, name: str) -> None:
    mid = (box[1] + box[3]) // 2
    x = c.paste(image, (box[0], mid), anchor="lm")[2] + 6
    c.text((x, mid), name, TEXT, fill=PALETTE["muted"], anchor="lm")


RESOURCE_NAMES = {
    "food": tr("Food", "Żywność"),
    "iron": tr("Iron", "Żelazo"),
    "horse": tr("Horse", "Rumak"),
    "gunpowder": tr("Gunpowder", "Proch"),
    "oil": tr("Oil", "Ropa"),
    "earth": tr("Earth", "Ziemia"),
    "space": tr("Space", "Kosmos"),
}


# ---------------------------------------------------------------- private hand


HAND_COLUMNS = 4
HAND_NAME = 26


def _hand_cards(c: _Canvas, hand: list[CardFace], t: Words, y: int) -> int:
    """The hand in rows of HAND_COLUMNS cards; each row as tall as its longest effect text."""
    width = (INNER - GAP * (HAND_COLUMNS - 1)) // HAND_COLUMNS
    for start in range(0, len(hand), HAND_COLUMNS):
        row = hand[start : start + HAND_COLUMNS]
        height = max(_hand_card_height(card, width, t) for card in row)
        c.ensure(y + height)
        for col, card in enumerate(row):
            left = MARGIN + col * (width + GAP)
            _hand_card(c, card, t, (left, y, left + width, y + height))
        y += height + GAP
    return y - GAP


def _hand_texts(card: CardFace, width: int, t: Words) -> tuple[list[str], list[str]]:
    inner = width - 20
    name = _lines(t.text(card.name), inner, HAND_NAME, 2, bold=True)
    return name, wrap_text(t.text(card.effect), inner, TEXT)


def _hand_card_height(card: CardFace, width: int, t: Words) -> int:
    name, effect = _hand_texts(card, width, t)
    fixed = BAND + 6 + 40 + TILE_H + 10 + 12
    return fixed + len(name) * line_height(HAND_NAME, True) + len(effect) * line_height(TEXT)


def _hand_card(c: _Canvas, card: CardFace, t: Words, box) -> None:
    left, top, right, bottom = box
    colour = TYPE_COLOURS.get(card.tech_type, PALETTE["muted"])
    c.rect(box, fill=PALETTE["card"], outline=shade(colour, 0.2), width=3, radius=12)
    _type_band(c, card, box, t)
    name, effect = _hand_texts(card, right - left, t)
    y = _draw_lines(c, (left + 10, top + BAND + 6), name, HAND_NAME, bold=True)
    mid = y + 18
    x = _stat(c, (left + 10, mid), "vp", f"{card.vp} {t('vp')}") + 18
    if card.strength:
        x = _stat(c, (x, mid), "strength", str(card.strength)) + 18
    if card.reaction:
        c.paste(symbol_icon("reaction", ICON, TYPE_COLOURS["military"]), (x, mid), anchor="lm")
        c.text((x + ICON + 3, mid), t("reaction"), TEXT, bold=True, anchor="lm")
    y = mid + 22
    resource = RESOURCE_COLOURS.get(card.resource, PALETTE["muted"])
    c.rect(
        (left + 8, y, right - 8, y + TILE_H),
        fill=tint(resource, 0.72),
        outline=shade(resource, 0.1),
        width=2,
        radius=8,
    )
    rmid = y + TILE_H // 2
    x = c.text((left + 16, rmid), f"{t('resource_side')}:", TEXT, anchor="lm")[2] + 8
    x = c.paste(resource_icon(card.resource, ICON), (x, rmid), anchor="lm")[2] + 6
    c.text((x, rmid), t.text(card.resource_name), TEXT, bold=True, anchor="lm", max_width=right - 16 - x)
    _draw_lines(c, (left + 10, y + TILE_H + 10), effect, TEXT)


# ---------------------------------------------------------------- icons drawn in code

_SCALE = 4
_OUTLINE = (30, 26, 22, 255)


@lru_cache(maxsize=128)
def resource_icon(resource: str, size: int) -> Image.Image:
    """An RGBA icon for a resource: a distinct shape per type, so colour is never needed alone."""
    big = Image.new("RGBA", (size * _SCALE, size * _SCALE), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    u = size * _SCALE / 100

    def g(*values: float) -> list[float]:
        return [v * u for v in values]

    w = max(1, round(5 * u))
    fill = RESOURCE_COLOURS.get(resource, (200, 200, 200))
    if resource == "food":  # a sheaf: three ears on a stalk
        d.line(g(50, 96, 50, 40), fill=_OUTLINE, width=w)
        for cx, cy in ((50, 26), (30, 40), (70, 40)):
            d.ellipse(g(cx - 12, cy - 22, cx + 12, cy + 22), fill=fill, outline=_OUTLINE, width=w)
    elif resource == "iron":  # an ingot
        d.polygon(g(6, 78, 22, 30, 78, 30, 94, 78), fill=fill, outline=_OUTLINE, width=w)
        d.line(g(26, 44, 60, 44), fill=tint(fill, 0.6), width=w)
    elif resource == "horse":  # a horseshoe
        d.arc(g(12, 8, 88, 84), 150, 30, fill=_OUTLINE, width=round(26 * u))
        d.arc(g(18, 14, 82, 78), 150, 30, fill=fill, width=round(14 * u))
        d.rectangle(g(10, 60, 30, 92), fill=fill, outline=_OUTLINE, width=w)
        d.rectangle(g(70, 60, 90, 92), fill=fill, outline=_OUTLINE, width=w)
    elif resource == "gunpowder":  # a round bomb with a lit fuse
        d.ellipse(g(8, 26, 80, 96), fill=fill, outline=_OUTLINE, width=w)
        d.line(g(60, 32, 78, 12), fill=_OUTLINE, width=round(8 * u))
        d.ellipse(g(72, 0, 96, 22), fill=(250, 170, 30), outline=_OUTLINE, width=w)
    elif resource == "oil":  # a drop
        d.polygon(g(50, 4, 80, 56, 20, 56), fill=fill)
        d.ellipse(g(18, 34, 82, 96), fill=fill, outline=_OUTLINE, width=w)
        d.line(g(50, 4, 20, 56), fill=_OUTLINE, width=w)
        d.line(g(50, 4, 80, 56), fill=_OUTLINE, width=w)
        d.ellipse(g(34, 56, 46, 72), fill=tint(fill, 0.6))
    elif resource == "earth":  # a globe
        d.ellipse(g(6, 6, 94, 94), fill=fill, outline=_OUTLINE, width=w)
        d.ellipse(g(30, 6, 70, 94), outline=_OUTLINE, width=w)
        d.line(g(6, 50, 94, 50), fill=_OUTLINE, width=w)
    elif resource == "space":  # a rocket
        d.polygon(g(50, 2, 70, 30, 70, 74, 30, 74, 30, 30), fill=fill, outline=_OUTLINE, width=w)
        d.polygon(g(30, 52, 10, 90, 30, 80), fill=fill, outline=_OUTLINE, width=w)
        d.polygon(g(70, 52, 90, 90, 70, 80), fill=fill, outline=_OUTLINE, width=w)
        d.ellipse(g(40, 30, 60, 50), fill=WHITE, outline=_OUTLINE, width=w)
        d.polygon(g(40, 76, 60, 76, 50, 98), fill=(250, 170, 30))
    else:  # unknown: a plain disc
        d.ellipse(g(6, 6, 94, 94), fill=fill, outline=_OUTLINE, width=w)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=128)
def symbol_icon(kind: str, size: int, colour: Colour | None = None) -> Image.Image:
    """Small symbols: strength (sword), vp (star), reaction (bolt), wonder (temple), glory (flag),
    turn (arrow)."""
    if kind == "vp":
        return icon("points", size, colour or PALETTE["gold"])
    if kind == "turn":
        return icon("arrow", size, colour or PALETTE["ink"], value=2)
    big = Image.new("RGBA", (size * _SCALE, size * _SCALE), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    u = size * _SCALE / 100

    def g(*values: float) -> list[float]:
        return [v * u for v in values]

    w = max(1, round(5 * u))
    if kind == "strength":  # a sword
        blade = colour or (190, 196, 206)
        d.polygon(g(86, 6, 94, 14, 40, 68, 32, 60), fill=blade, outline=_OUTLINE, width=w)
        d.line(g(22, 50, 50, 78), fill=_OUTLINE, width=round(10 * u))
        d.line(g(34, 66, 12, 88), fill=(120, 80, 40), width=round(12 * u))
    elif kind == "reaction":  # a lightning bolt
        d.polygon(
            g(58, 2, 18, 56, 46, 56, 36, 98, 82, 38, 54, 38),
            fill=colour or (250, 190, 30),
            outline=_OUTLINE,
            width=w,
        )
    elif kind == "wonder":  # a temple
        ink = colour or _OUTLINE[:3]
        d.polygon(g(6, 34, 50, 6, 94, 34), fill=ink)
        for x in (16, 38, 60, 80):
            d.rectangle(g(x, 40, x + 8, 82), fill=ink)
        d.rectangle(g(6, 86, 94, 96), fill=ink)
    elif kind == "glory":  # a flag
        d.line(g(20, 4, 20, 96), fill=_OUTLINE, width=round(8 * u))
        d.polygon(g(24, 8, 90, 24, 24, 44), fill=colour or (200, 40, 120), outline=_OUTLINE, width=w)
    else:
        raise ValueError(f"unknown symbol {kind!r}")
    return big.resize((size, size), Image.Resampling.LANCZOS)
