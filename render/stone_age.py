"""Stone Age (Epoka kamienia) pictures, drawn from a StoneAgeView only.

board(): the public picture (SA-16.1): every location with who stands there, the four card slots
with their costs, the top building of each stack and how many remain, score and food tracks,
each player's people, resources, tools and buildings, whose turn and the round.
private(): one seat's face-down civilization cards and what they would score now (SA-16.2).

Names of places, cards and buildings come from the view (the engine's data); this module only
knows how to lay them out.
"""

from __future__ import annotations

from PIL import Image

from engines.base import pl_plural, tr
from engines.stone_age.view import (
    RESOURCE_KEYS,
    BuildingFace,
    CardFace,
    CardSlotView,
    LocationView,
    PlayerView,
    StoneAgeView,
)
from render.kit import (
    PALETTE,
    Canvas,
    Words,
    line_height,
    seat_style,
    shade,
    text_width,
    tint,
)

WIDTH = 1500
MARGIN = 24
GAP = 12
INNER = WIDTH - 2 * MARGIN
TEXT = 24  # body text; nothing is smaller than kit.MIN_READABLE_SIZE (22)
SMALL = 22
TITLE = 28

RESOURCE_ICON = {"wood": "wood", "brick": "clay", "stone": "stone", "gold": "gold", "food": "food"}
LOCATION_ICON = {
    "hunting_grounds": "food",
    "forest": "wood",
    "clay_pit": "clay",
    "quarry": "stone",
    "river": "gold",
    "tool_maker": "tool",
    "hut": "person",
    "field": "field",
}
CARD_COLOURS = {"green": (150, 196, 110), "yellow": (240, 206, 96)}

L = {
    "title": tr("Stone Age", "Epoka kamienia"),
    "round": tr("Round", "Runda"),
    "placement": tr("Placing people", "Ustawianie pionków"),
    "action": tr("Actions", "Akcje pionków"),
    "feeding": tr("Feeding", "Żywienie"),
    "over": tr("Game over", "Koniec gry"),
    "turn": tr("To move:", "Ruch:"),
    "first": tr("first player", "pierwszy gracz"),
    "deck": tr("Deck", "Talia"),
    "card": tr("card", "karta"),
    "cards_few": tr("cards", "karty"),
    "cards_many": tr("cards", "kart"),
    "last_round": tr("LAST ROUND", "OSTATNIA RUNDA"),
    "places": tr("Hunting, gathering and village", "Łowisko, surowce i wioska"),
    "civ": tr("Civilization cards", "Karty cywilizacji"),
    "buildings": tr("Buildings", "Budynki"),
    "players": tr("Players", "Gracze"),
    "cost": tr("Cost", "Koszt"),
    "empty_slot": tr("empty", "puste"),
    "stack": tr("Stack", "Stos"),
    "left": tr("left", "zostało"),
    "no_tiles": tr("no tiles left", "stos pusty"),
    "closed": tr("closed this round", "zamknięte w tej rundzie"),
    "nobody": tr("free", "wolne"),
    "player": tr("Player", "Gracz"),
    "score": tr("Points", "Punkty"),
    "agriculture": tr("Farming", "Rolnictwo"),
    "food": tr("Food", "Żywność"),
    "wood": tr("Wood", "Drewno"),
    "brick": tr("Brick", "Cegła"),
    "stone": tr("Stone", "Kamień"),
    "gold": tr("Gold", "Złoto"),
    "tools": tr("Tools", "Narzędzia"),
    "people": tr("People", "Pionki"),
    "cards": tr("Cards", "Karty"),
    "at_home": tr("ready", "wolne"),
    "pts": tr("pts", "pkt"),
    "open_cards": tr("Open cards:", "Karty odkryte:"),
    "score_track": tr("Score track", "Tor punktacji"),
    "food_track": tr("Farming track (food each round)", "Tor żywności (żywność co rundę)"),
    "roll": tr("Roll", "Rzut"),
    "tools_added": tr("tools", "narzędzia"),
    "card_roll": tr("civilization card", "karta cywilizacji"),
    "item_dice": tr("Dice for items", "Kości na przedmioty"),
    "buyer": tr("bought by", "kupił"),
    "picks": tr("picks now", "wybiera teraz"),
    "taken": tr("taken", "wzięte"),
    "your_cards": tr("Your civilization cards", "Twoje karty cywilizacji"),
    "hidden_note": tr("Face down: only you see this.", "Zakryte: widzisz je tylko ty."),
    "would_score": tr("These cards would score now", "Te karty dałyby teraz"),
    "no_cards": tr("No cards yet.", "Na razie brak kart."),
    "green_sets": tr("Green card sets", "Zestawy zielonych kart"),
    "farmer": tr("Farmers", "Rolnicy"),
    "tool_maker": tr("Tool makers", "Wytwórcy narzędzi"),
    "hut_builder": tr("Hut builders", "Budowniczowie"),
    "shaman": tr("Shamans", "Szamani"),
}


def board(view: StoneAgeView, lang: str) -> Image.Image:
    """The public picture of the match."""
    c = Canvas(WIDTH, 3000)
    t = Words(L, lang, view.names)
    y = _header(c, view, t)
    if view.roll is not None or view.item_dice is not None:
        y = _dice_box(c, view, t, y + GAP)
    y = _section_title(c, t("places"), y + GAP)
    y = _locations(c, view, t, y)
    y = _section_title(c, t("civ"), y + GAP)
    y = _card_row(c, view, t, y)
    y = _section_title(c, t("buildings"), y + GAP)
    y = _building_row(c, view, t, y)
    y = _section_title(c, t("players"), y + GAP)
    y = _player_table(c, view, t, y)
    y = _score_track(c, view, t, y + GAP)
    y = _food_track(c, view, t, y + GAP)
    return _finish(c, y + MARGIN)


def private(view: StoneAgeView, lang: str) -> Image.Image | None:
    """The seat's own face-down cards and their current score; None for spectators."""
    mine = view.private
    if mine is None:
        return None
    t = Words(L, lang, view.names)
    c = Canvas(WIDTH, 3000)
    style = seat_style(mine.seat)
    c.rect((0, 0, WIDTH, 96), fill=tint(style.colour, 0.7))
    c.seat_marker((MARGIN, 48), mine.seat, 56, anchor="lm")
    c.text((MARGIN + 72, 26), f"{t('your_cards')} · {t.seat(mine.seat)}", 34, bold=True, anchor="lt")
    y = 96 + GAP
    c.text((MARGIN, y), t("hidden_note"), SMALL, fill=PALETTE["muted"])
    y += line_height(SMALL) + GAP
    y = _score_summary(c, mine.card_score, mine.card_score_total, t, y)
    y = _private_cards(c, mine.cards, t, y + GAP)
    return _finish(c, y + MARGIN)


# ---------------------------------------------------------------- shared helpers


def _cards_word(count: int, t: Words) -> str:
    """The word for cards in the number Polish needs after `count` (1 karta, 2 karty, 5 kart)."""
    return pl_plural(count, t("card"), t("cards_few"), t("cards_many"))


def _signed(value: int) -> str:
    """A number with a true minus sign (U+2212), easier to see than a hyphen."""
    return f"−{-value}" if value < 0 else str(value)


def _finish(c: Canvas, height: int) -> Image.Image:
    """Crop to the drawn height; info["min_text_size"] lets tests check the smallest text."""
    image = c.image.crop((0, 0, WIDTH, height))
    image.info["min_text_size"] = c.min_text_size
    return image


def _section_title(c: Canvas, title: str, y: int) -> int:
    c.text((MARGIN, y), title, TITLE, bold=True)
    return y + line_height(TITLE, True) + 4


def _columns(count: int, left: int = MARGIN, width: int = INNER) -> list[tuple[int, int]]:
    """`count` equal columns with gaps: (left, right) of each."""
    each = (width - GAP * (count - 1)) // count
    return [(left + i * (each + GAP), left + i * (each + GAP) + each) for i in range(count)]


def _placements(c: Canvas, xy: tuple[int, int], placements, width: int) -> int:
    """Seat markers with how many people each; wraps within width. Returns the bottom y."""
    x0, y = xy
    x = x0
    size = 36
    for p in placements:
        label = f"×{p.people}"
        w = size + 6 + text_width(label, TEXT, True) + 14
        if x + w > x0 + width and x > x0:
            x = x0
            y += size + 8
        c.seat_marker((x, y), p.seat, size)
        c.text((x + size + 6, y + size // 2), label, TEXT, bold=True, anchor="lm")
        x += w
    return y + size


# ---------------------------------------------------------------- board parts


def _header(c: Canvas, view: StoneAgeView, t: Words) -> int:
    band = 112
    c.rect((0, 0, WIDTH, band), fill=(58, 46, 36))
    white = (255, 255, 255)
    c.text((MARGIN, 14), f"{t('title')} · {t('round')} {view.round}", 36, bold=True, fill=white)
    phase = t(view.phase) if view.phase in L else view.phase
    c.text((MARGIN, 64), phase, TEXT, fill=(235, 225, 205))
    right = WIDTH - MARGIN
    if view.to_act:
        x = right
        if len(view.to_act) == 1:
            x = c.text((x, 34), t.seat(view.to_act[0]), TITLE, bold=True, fill=white, anchor="rm")[0] - 10
        for seat in reversed(view.to_act):
            box = c.seat_marker((x, 34), seat, 44, anchor="rm")
            x = box[0] - 8
        c.text((x, 34), t("turn"), TITLE, bold=True, fill=white, anchor="rm")
    first = f"{t('first')}: {seat_style(view.first_player).letter}"
    deck = f"{t('deck')}: {view.deck_size} {_cards_word(view.deck_size, t)}"
    info = f"{first} · {deck}"
    box = c.text((right, 80), info, TEXT, fill=(235, 225, 205), anchor="rm")
    if view.last_round:
        c.text((box[0] - 20, 80), t("last_round"), TEXT, bold=True, fill=PALETTE["highlight"], anchor="rm")
    return band


def _dice_box(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    height = 64
    c.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=(255, 246, 214), outline=PALETTE["line"], radius=10)
    mid = y + height // 2
    x = MARGIN + 14
    if view.roll is not None:
        roll = view.roll
        x = c.seat_marker((x, mid), roll.seat, 40, anchor="lm")[2] + 10
        names = {loc.id: t.text(loc.name) for loc in view.locations}
        where = names.get(roll.location, t("card_roll"))
        x = c.text((x, mid), f"{t('roll')} · {where}:", TEXT, bold=True, anchor="lm")[2] + 10
        for value in roll.dice:
            x = c.icon((x, mid), "die", 40, value=value, anchor="lm")[2] + 6
        summary = (
            f"+ {t('tools_added')}: {roll.tools_added} = {roll.total}  ÷ {roll.divisor}  →  {roll.amount}"
        )
        x = c.text((x + 6, mid), summary, TEXT, bold=True, anchor="lm")[2] + 8
        c.icon((x, mid), RESOURCE_ICON.get(roll.yields, "points"), 36, anchor="lm")
    else:
        dice = view.item_dice
        x = (
            c.text(
                (x, mid),
                f"{t('item_dice')} ({t('buyer')} {seat_style(dice.buyer).letter}):",
                TEXT,
                bold=True,
                anchor="lm",
            )[2]
            + 10
        )
        for value in dice.dice:
            x = c.icon((x, mid), "die", 40, value=value, anchor="lm")[2] + 6
        x = c.text((x + 14, mid), f"{t('picks')}:", TEXT, anchor="lm")[2] + 8
        x = c.seat_marker((x, mid), dice.picker, 36, anchor="lm")[2] + 20
        if dice.taken:
            x = c.text((x, mid), f"{t('taken')}:", TEXT, anchor="lm")[2] + 8
            for pick in dice.taken:
                x = c.seat_marker((x, mid), pick.seat, 32, anchor="lm")[2] + 2
                x = c.icon((x, mid), "die", 32, value=pick.people, anchor="lm")[2] + 12
    return y + height


def _locations(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    places = [loc for loc in view.locations if loc.group in ("hunting", "gathering", "village")]
    per_row = 4
    height = 138
    for start in range(0, len(places), per_row):
        row = places[start : start + per_row]
        for loc, (left, right) in zip(row, _columns(per_row), strict=False):
            _location_tile(c, loc, t, (left, y, right, y + height), view.phase == "placement")
        y += height + GAP
    return y - GAP


def _location_tile(c: Canvas, loc: LocationView, t: Words, box, placing: bool) -> None:
    kind = LOCATION_ICON.get(loc.id, "points")
    full = loc.capacity is not None and loc.total_people >= loc.capacity
    closed = placing and not loc.available and not full  # SA-15 limits for 2 and 3 players
    header = tint(PALETTE.get(_ICON_PALETTE.get(kind, "line"), PALETTE["line"]), 0.35)
    inner = c.frame(box, title=t.text(loc.name), header=header, border=shade(header, 0.3), title_size=TEXT)
    left, top, right, bottom = inner
    c.icon((left, top + 2), kind, 44)
    capacity = f"{loc.total_people}/∞" if loc.capacity is None else f"{loc.total_people}/{loc.capacity}"
    c.text((left + 22, top + 52), capacity, TEXT, bold=True, anchor="mt")
    area = left + 60
    if loc.people:
        _placements(c, (area, top + 2), loc.people, right - area)
    elif not closed:
        c.text((area, top + 10), t("nobody"), SMALL, fill=PALETTE["muted"])
    if closed:
        c.rect((area - 6, bottom - 30, right + 4, bottom + 2), fill=(226, 222, 214), radius=6)
        c.text(
            (area, bottom - 14),
            t("closed"),
            SMALL,
            fill=PALETTE["muted"],
            anchor="lm",
            max_width=right - area,
        )


_ICON_PALETTE = {
    "food": "food",
    "wood": "wood",
    "clay": "clay",
    "stone": "stone",
    "gold": "gold",
    "tool": "tool",
    "person": "people",
    "field": "gold",
}


def _card_row(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    slots = sorted(view.card_slots, key=lambda s: -s.slot)  # leftmost (slot 4) first, as on the board
    columns = _columns(len(slots) + 1)
    height = 250
    deck_left, deck_right = columns[0]
    inner = c.frame(
        (deck_left, y, deck_right, y + height), title=t("deck"), title_size=TEXT, fill=(226, 214, 190)
    )
    mid_x = (inner[0] + inner[2]) // 2
    c.icon((mid_x, inner[1] + 10), "card", 80, colour=(120, 96, 70), anchor="mt")
    c.text((mid_x, inner[1] + 100), f"{view.deck_size}", 40, bold=True, anchor="mt")
    c.text((mid_x, inner[1] + 148), _cards_word(view.deck_size, t), TEXT, anchor="mt")
    for slot, (left, right) in zip(slots, columns[1:], strict=True):
        _card_slot(c, slot, t, (left, y, right, y + height))
    return y + height


def _card_slot(c: Canvas, slot: CardSlotView, t: Words, box) -> None:
    left, top, right, bottom = box
    header = (222, 210, 186)
    title = f"{t('cost')}: {slot.cost}"
    inner = c.frame(box, title=title, header=header, title_size=TEXT)
    if slot.card is None:
        c.text(
            ((left + right) // 2, (inner[1] + bottom) // 2),
            t("empty_slot"),
            TEXT,
            fill=PALETTE["muted"],
            anchor="mm",
        )
        return
    _card_face(c, slot.card, t, inner)
    if slot.occupied_by is not None:
        c.seat_marker((right - 6, top - 6), slot.occupied_by, 44, anchor="rt")


def _card_face(c: Canvas, card: CardFace, t: Words, inner) -> None:
    """Top effect above, coloured bottom band (what the card scores at the end) below."""
    left, top, right, bottom = inner
    band_h = 2 * line_height(SMALL, True) + 14
    c.paragraph((left, top, right, bottom - band_h - 6), t.text(card.top_text), TEXT)
    colour = CARD_COLOURS.get(card.color, PALETTE["line"])
    c.rect(
        (left - 4, bottom - band_h, right + 4, bottom + 4), fill=colour, outline=shade(colour, 0.35), radius=8
    )
    c.paragraph(
        (left + 4, bottom - band_h + 6, right - 4, bottom),
        t.text(card.bottom_text),
        SMALL,
        bold=True,
        align="m",
    )


def _building_row(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    stacks = sorted(view.building_stacks, key=lambda s: s.stack)
    height = 170
    for stack, (left, right) in zip(stacks, _columns(4), strict=False):
        box = (left, y, right, y + height)
        title = f"{t('stack')} {stack.stack} · {t('left')}: {stack.remaining}"
        inner = c.frame(box, title=title, header=(200, 180, 150), title_size=TEXT)
        if stack.top is None:
            c.text(
                ((left + right) // 2, (inner[1] + inner[3]) // 2),
                t("no_tiles"),
                TEXT,
                fill=PALETTE["muted"],
                anchor="mm",
            )
        else:
            _building_face(c, stack.top, t, inner)
        if stack.occupied_by is not None:
            c.seat_marker((right - 6, y - 6), stack.occupied_by, 44, anchor="rt")
    return y + height


def _building_face(c: Canvas, building: BuildingFace, t: Words, inner) -> None:
    left, top, right, bottom = inner
    c.icon((left, top + 4), "hut", 56)
    x = left + 70
    if building.kind == "fixed" and building.cost:
        cx = x
        for key in RESOURCE_KEYS:
            for _ in range(building.cost.get(key, 0)):
                cx = c.icon((cx, top + 8), RESOURCE_ICON[key], 36)[2] + 4
        if building.points is not None:
            c.icon_count((x, top + 60), "points", f"{building.points} {t('pts')}", 34)
    else:
        c.paragraph((x, top, right, bottom), t.text(building.text), TEXT)


def _player_table(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    keys = ["score", "agriculture", "food", *RESOURCE_KEYS, "tools", "people", "buildings", "cards"]
    name_w = 230
    col_w = (INNER - name_w) // len(keys)
    head_h = line_height(SMALL) + 8
    for i, key in enumerate(keys):
        cx = MARGIN + name_w + i * col_w + col_w // 2
        c.text((cx, y + 2), t(key), SMALL, fill=PALETTE["muted"], anchor="mt", max_width=col_w - 4)
    y += head_h
    for player in view.player_states:
        y = _player_row(c, view, player, t, y, name_w, col_w) + 6
    return y


def _player_row(c: Canvas, view, player: PlayerView, t: Words, y: int, name_w: int, col_w: int) -> int:
    """One player: name, then one column per key of _player_table, a note line under some."""
    height = 78 + (line_height(SMALL) + 6 if player.open_cards else 0)
    _player_row_background(c, player.seat, player.seat in view.to_act, (y, y + height))
    mid = y + 30
    c.seat_marker((MARGIN + 8, mid), player.seat, 44, anchor="lm")
    c.text((MARGIN + 60, mid), t.seat(player.seat), TEXT, bold=True, anchor="lm")
    if player.is_first_player:
        c.text((MARGIN + 60, mid + 30), t("first"), SMALL, anchor="lm", max_width=name_w - 64)

    def centre(column: int) -> int:
        return MARGIN + name_w + column * col_w + col_w // 2

    counts = [
        ("points", _signed(player.score)),
        ("field", player.agriculture),
        ("food", player.food),
        *((RESOURCE_ICON[k], player.resources.get(k, 0)) for k in RESOURCE_KEYS),
    ]
    tools = len(counts)
    counts += [("person", player.people), ("hut", len(player.buildings)), ("card", player.face_down_cards)]
    for column, (kind, value) in enumerate(counts):
        if column >= tools:
            column += 1  # the tools column sits between resources and people
        c.icon_count((centre(column), mid), kind, value, 30, text_size=TITLE, anchor="mm")
    _tools_cell(c, player, centre(tools), mid)
    notes = {}
    if view.phase == "placement":
        notes[tools + 1] = f"{t('at_home')}: {player.unplaced}"
    if player.buildings:
        notes[tools + 2] = f"{sum(b.points for b in player.buildings)} {t('pts')}"
    for column, note in notes.items():
        c.text((centre(column), mid + 32), note, SMALL, anchor="mm", max_width=col_w - 6)
    if player.open_cards:
        names = ", ".join(t.text(card.top_text) for card in player.open_cards)
        c.text((MARGIN + 60, y + 72), f"{t('open_cards')} {names}", SMALL, max_width=INNER - 80)
    return y + height


def _player_row_background(c: Canvas, seat: int, active: bool, rows: tuple[int, int]) -> None:
    """A band in the seat's light colour; the player to move gets a thick dark border."""
    fill = tint(seat_style(seat).colour, 0.72)
    outline = PALETTE["ink"] if active else shade(fill, 0.25)
    c.rect(
        (MARGIN, rows[0], WIDTH - MARGIN, rows[1]),
        fill=fill,
        outline=outline,
        width=4 if active else 2,
        radius=10,
    )


def _tools_cell(c: Canvas, player: PlayerView, centre: int, mid: int) -> None:
    """Tool tiles with their values (used ones greyed and crossed) and their total below."""
    if not player.tools:
        c.text((centre, mid), "–", TITLE, bold=True, anchor="mm")
        return
    size = 30
    x = centre - (len(player.tools) * (size + 4) - 4) // 2
    for tool in player.tools:
        box = (x, mid - size // 2, x + size, mid + size // 2)
        c.rect(
            box,
            fill=(206, 202, 196) if tool.used else (255, 255, 255),
            outline=PALETTE["tool"],
            width=2,
            radius=5,
        )
        if tool.used:  # the cross goes behind the number, which stays readable
            c.draw.line((x + 3, box[3] - 3, x + size - 3, box[1] + 3), fill=(150, 146, 140), width=3)
        ink = PALETTE["muted"] if tool.used else PALETTE["ink"]
        c.text((x + size // 2, mid + 1), str(tool.value), SMALL, bold=True, fill=ink, anchor="mm")
        x += size + 4
    c.text((centre, mid + 32), f"= {player.tool_total}", SMALL, anchor="mm")


def _score_track(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    y = _section_title(c, t("score_track"), y)
    scores = [p.score for p in view.player_states]
    low = min(0, min(scores) // 25 * 25)
    high = max(50, -(-max(scores) // 25) * 25)
    left, right = MARGIN + 30, WIDTH - MARGIN - 30

    def x_of(score: int) -> int:
        return round(left + (score - low) * (right - left) / (high - low))

    size = 36
    marks = _stack_levels([(p.seat, x_of(p.score)) for p in view.player_states], size)
    line_y = y + 16 + (max(level for _, _, level in marks) + 1) * (size - 4)
    c.draw.line((left, line_y, right, line_y), fill=PALETTE["ink"], width=4)
    step = 10 if high - low <= 100 else 25
    for value in range(low, high + 1, step):
        x = x_of(value)
        c.draw.line((x, line_y - 8, x, line_y + 8), fill=PALETTE["ink"], width=2)
        c.text((x, line_y + 12), _signed(value), SMALL, fill=PALETTE["muted"], anchor="mt")
    for seat, x, level in marks:
        c.seat_marker((x, line_y - 10 - level * (size - 4)), seat, size, anchor="mb")
    return line_y + 12 + line_height(SMALL)


def _stack_levels(marks: list[tuple[int, int]], size: int) -> list[tuple[int, int, int]]:
    """(seat, x, level): markers closer than `size` to an earlier one go one level up."""
    placed: list[tuple[int, int, int]] = []
    for seat, x in sorted(marks, key=lambda m: m[1]):
        level = sum(1 for _, px, _ in placed if abs(px - x) < size)
        placed.append((seat, x, level))
    return placed


def _food_track(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    y = _section_title(c, t("food_track"), y)
    cells = 11
    cell_w = INNER // cells
    cell_h = 80
    by_level: dict[int, list[int]] = {}
    for p in view.player_states:
        by_level.setdefault(p.agriculture, []).append(p.seat)
    for level in range(cells):
        left = MARGIN + level * cell_w
        box = (left, y, left + cell_w - 4, y + cell_h)
        c.rect(box, fill=(236, 226, 196), outline=PALETTE["line"], radius=6)
        c.text((left + 8, y + 4), str(level), SMALL, bold=True, fill=PALETTE["muted"])
        seats = by_level.get(level, [])
        size = 32 if len(seats) <= 2 else 26
        for i, seat in enumerate(seats):
            c.seat_marker(
                (left + 10 + (i % 3) * (size + 2), y + cell_h - 6 - (i // 3) * (size + 2)),
                seat,
                size,
                anchor="lb",
            )
    return y + cell_h


# ---------------------------------------------------------------- private parts


def _score_summary(c: Canvas, card_score: dict[str, int], total: int, t: Words, y: int) -> int:
    keys = ["green_sets", "farmer", "tool_maker", "hut_builder", "shaman"]
    items = [(f"{t(key)}: ", str(card_score.get(key, 0))) for key in keys]
    rows = _flow([text_width(a, TEXT) + text_width(b, TEXT, True) + 36 for a, b in items], INNER - 32)
    height = 64 + len(set(rows)) * (line_height(TEXT) + 8) + 8
    c.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=PALETTE["panel"], outline=PALETTE["line"], radius=12)
    c.text((MARGIN + 16, y + 12), f"{t('would_score')}:", TITLE, bold=True)
    c.icon_count(
        (WIDTH - MARGIN - 16, y + 30), "points", f"{total} {t('pts')}", 40, anchor="rm", text_size=36
    )
    x, row = MARGIN + 16, 0
    for (label, value), item_row in zip(items, rows, strict=True):
        if item_row != row:
            x, row = MARGIN + 16, item_row
        row_y = y + 64 + row * (line_height(TEXT) + 8)
        x = c.text((x, row_y), label, TEXT, fill=PALETTE["muted"])[2]
        x = c.text((x, row_y), value, TEXT, bold=True)[2] + 36
    return y + height


def _flow(widths: list[int], room: int) -> list[int]:
    """The row index of each item when items flow left to right and wrap at `room`."""
    rows, row, used = [], 0, 0
    for width in widths:
        if used and used + width > room:
            row, used = row + 1, 0
        rows.append(row)
        used += width
    return rows


def _private_cards(c: Canvas, cards: list[CardFace], t: Words, y: int) -> int:
    if not cards:
        c.text((MARGIN, y), t("no_cards"), TEXT)
        return y + line_height(TEXT)
    ordered = sorted(cards, key=lambda k: (k.color != "green", k.symbol or k.figure or "", k.id))
    per_row = 5
    height = 200
    columns = _columns(per_row)
    for start in range(0, len(ordered), per_row):
        for card, (left, right) in zip(ordered[start : start + per_row], columns, strict=False):
            _private_card(c, card, t, (left, y, right, y + height))
        y += height + GAP
    return y - GAP


def _private_card(c: Canvas, card: CardFace, t: Words, box) -> None:
    """The scoring half (bottom) first and large, the already used top effect below it."""
    colour = CARD_COLOURS.get(card.color, PALETTE["line"])
    left, top, right, bottom = box
    band_bottom = top + 2 * line_height(TEXT, True) + 12
    c.rect(box, fill=PALETTE["panel"], outline=shade(colour, 0.4), width=3, radius=12)
    c.rect((left, top, right, band_bottom), fill=colour, outline=shade(colour, 0.4), width=3, radius=12)
    c.paragraph(
        (left + 10, top + 6, right - 10, band_bottom), t.text(card.bottom_text), TEXT, bold=True, align="m"
    )
    y = band_bottom + 8
    if card.figures:
        x = left + 10
        for _ in range(card.figures):
            x = c.icon((x, y), "person", 34, colour=shade(colour, 0.55))[2] + 4
        y += 40
    c.paragraph((left + 10, y, right - 10, bottom - 6), t.text(card.top_text), SMALL, fill=PALETTE["muted"])
