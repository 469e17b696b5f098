"""Stone Age public picture, the players' part: one row per player (people, resources, tools,
buildings, cards), the score track and the farming track."""

from __future__ import annotations

from engines.stone_age.view import RESOURCE_KEYS, PlayerView, StoneAgeView
from render.kit import PALETTE, Canvas, Words, line_height, seat_style, shade, tint
from render.stone_age.icons import COLOURS, RESOURCE_ICON
from render.stone_age.layout import INNER, MARGIN, SMALL, TEXT, TITLE, WIDTH, section_title, signed


def player_table(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
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
        ("points", signed(player.score)),
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
            outline=COLOURS["tool"],
            width=2,
            radius=5,
        )
        if tool.used:  # the cross goes behind the number, which stays readable
            c.draw.line((x + 3, box[3] - 3, x + size - 3, box[1] + 3), fill=(150, 146, 140), width=3)
        ink = PALETTE["muted"] if tool.used else PALETTE["ink"]
        c.text((x + size // 2, mid + 1), str(tool.value), SMALL, bold=True, fill=ink, anchor="mm")
        x += size + 4
    c.text((centre, mid + 32), f"= {player.tool_total}", SMALL, anchor="mm")


def score_track(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    y = section_title(c, t("score_track"), y)
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
        c.text((x, line_y + 12), signed(value), SMALL, fill=PALETTE["muted"], anchor="mt")
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


def food_track(c: Canvas, view: StoneAgeView, t: Words, y: int) -> int:
    y = section_title(c, t("food_track"), y)
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
