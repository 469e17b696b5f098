"""Stone Age picture layout: sizes, the label table and the helpers every part uses."""

from __future__ import annotations

from engines.base import pl_plural, tr
from render.kit import Canvas, Words, line_height, text_width
from render.stone_age.icons import ICONS

WIDTH = 1500
MARGIN = 24
GAP = 12
INNER = WIDTH - 2 * MARGIN
TEXT = 24  # body text; nothing is smaller than kit.MIN_READABLE_SIZE (22)
SMALL = 22
TITLE = 28

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


def new_canvas() -> Canvas:
    """A tall canvas drawing Stone Age's icons; `Canvas.finish` cuts it to what was drawn."""
    return Canvas(WIDTH, 3000, icons=ICONS)


def cards_word(count: int, t: Words) -> str:
    """The word for cards in the number Polish needs after `count` (1 karta, 2 karty, 5 kart)."""
    return pl_plural(count, t("card"), t("cards_few"), t("cards_many"))


def signed(value: int) -> str:
    """A number with a true minus sign (U+2212), easier to see than a hyphen."""
    return f"−{-value}" if value < 0 else str(value)


def section_title(c: Canvas, title: str, y: int) -> int:
    c.text((MARGIN, y), title, TITLE, bold=True)
    return y + line_height(TITLE, True) + 4


def columns(count: int, left: int = MARGIN, width: int = INNER) -> list[tuple[int, int]]:
    """`count` equal columns with gaps: (left, right) of each."""
    each = (width - GAP * (count - 1)) // count
    return [(left + i * (each + GAP), left + i * (each + GAP) + each) for i in range(count)]


def placements(c: Canvas, xy: tuple[int, int], placed, width: int) -> int:
    """Seat markers with how many people each; wraps within width. Returns the bottom y."""
    x0, y = xy
    x = x0
    size = 36
    for p in placed:
        label = f"×{p.people}"
        w = size + 6 + text_width(label, TEXT, True) + 14
        if x + w > x0 + width and x > x0:
            x = x0
            y += size + 8
        c.seat_marker((x, y), p.seat, size)
        c.text((x + size + 6, y + size // 2), label, TEXT, bold=True, anchor="lm")
        x += w
    return y + size
