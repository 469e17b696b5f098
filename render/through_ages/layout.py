"""Through the Ages picture layout: sizes, colours, the label table (en/pl, Polish terms of the
Polish edition and data/rules/pl/through_ages.md) and the printed player board's bank sections."""

from __future__ import annotations

from engines.base import Text, tr
from engines.through_ages import ENGINE
from render.kit import Canvas, Colour, tint
from render.through_ages.icons import ICONS

WIDTH = 1500
MARGIN = 24
GAP = 12
INNER = WIDTH - 2 * MARGIN
TEXT = 22  # kit.MIN_READABLE_SIZE: nothing on the pictures is smaller
BIG = 26
TITLE = 30

WHITE: Colour = (255, 255, 255)
DARK: Colour = (46, 40, 52)
LIGHT: Colour = (232, 224, 240)
YELLOW_TOKEN: Colour = (240, 196, 40)
BLUE_TOKEN: Colour = (40, 110, 200)
EMPTY_PIP: Colour = (226, 220, 208)
CIVIL: Colour = (250, 250, 250)  # white civil-action tokens
MILITARY: Colour = (200, 50, 40)  # red military-action tokens

# a card's band colour by its type (technologies) or kind (everything else)
TYPE_COLOURS: dict[str, Colour] = {
    "farm": (214, 170, 52),
    "mine": (150, 118, 86),
    "lab": (96, 150, 214),
    "temple": (236, 206, 120),
    "library": (150, 120, 190),
    "theater": (206, 112, 150),
    "arena": (232, 142, 74),
    "infantry": (196, 70, 60),
    "cavalry": (176, 84, 58),
    "artillery": (150, 64, 64),
    "air_force": (120, 80, 110),
    "government": (120, 96, 170),
    "special_civil": (70, 140, 200),
    "special_military": (70, 120, 180),
    "special_exploration": (60, 150, 170),
    "special_construction": (80, 130, 160),
    "leader": (96, 160, 104),
    "wonder": (200, 160, 84),
    "action": (246, 214, 70),
    "event": (110, 110, 130),
    "territory": (110, 150, 96),
    "tactic": (180, 60, 60),
    "bonus": (160, 90, 80),
}
DEFAULT_COLOUR: Colour = (180, 176, 170)

TYPE_NAMES: dict[str, Text] = {
    "farm": tr("farm", "farma"),
    "mine": tr("mine", "kopalnia"),
    "lab": tr("lab", "laboratorium"),
    "temple": tr("temple", "świątynia"),
    "library": tr("library", "biblioteka"),
    "theater": tr("theater", "teatr"),
    "arena": tr("arena", "arena"),
    "infantry": tr("infantry", "piechota"),
    "cavalry": tr("cavalry", "kawaleria"),
    "artillery": tr("artillery", "artyleria"),
    "air_force": tr("air force", "lotnictwo"),
    "government": tr("government", "ustrój"),
    "special_civil": tr("special", "specjalna"),  # civil, military, exploration, construction:
    "special_military": tr("special", "specjalna"),  # their names say which, the band's shade too
    "special_exploration": tr("special", "specjalna"),
    "special_construction": tr("special", "specjalna"),
    "leader": tr("leader", "lider"),
    "wonder": tr("wonder", "cud"),
    "action": tr("action", "akcja"),
    "event": tr("event", "wydarzenie"),
    "territory": tr("territory", "terytorium"),
    "tactic": tr("tactic", "taktyka"),
    "bonus": tr("military bonus", "bonus militarny"),
}

L: dict[str, Text] = {
    "title": tr("Through the Ages", "Cywilizacja: Poprzez wieki"),
    "age": tr("Age", "Era"),
    "round": tr("round", "runda"),
    "last_round": tr("last round", "ostatnia runda"),
    "over": tr("Game over", "Koniec gry"),
    "winner": tr("Winner:", "Zwycięzca:"),
    "to_move": tr("To move:", "Ruch:"),
    "first": tr("first player", "pierwszy gracz"),
    "card_row": tr("Card row (civil actions to take a card)", "Tor kart (koszt w akcjach cywilnych)"),
    "empty": tr("empty", "puste"),
    "civil_deck": tr("civil deck", "talia cywilna"),
    "military_deck": tr("military deck", "talia militarna"),
    "current_events": tr("current events", "aktualne wydarzenia"),
    "future_events": tr("future events", "przyszłe wydarzenia"),
    "revealed": tr("Event now", "Aktualne wydarzenie"),
    "past_events": tr("Past events", "Przeszłe wydarzenia"),
    "common_tactics": tr("Common tactics", "Wspólne taktyki"),
    "tracks": tr("Tracks", "Tory"),
    "culture": tr("culture", "kultura"),
    "science": tr("science", "nauka"),
    "strength": tr("strength", "siła"),
    "per_turn": tr("/turn", "/turę"),
    "happiness": tr("happiness", "zadowolenie"),
    "required": tr("needed", "wymagane"),
    "discontent": tr("discontent", "niezadowoleni"),
    "civil_actions": tr("civil actions", "akcje cywilne"),
    "military_actions": tr("military actions", "akcje militarne"),
    "government": tr("Government", "Ustrój"),
    "leader": tr("Leader", "Lider"),
    "tactic": tr("Tactic", "Taktyka"),
    "own_tactic": tr("played this round", "zagrana w tej rundzie"),
    "none": tr("none", "brak"),
    "yellow_bank": tr("Yellow bank", "Żółty bank"),
    "blue_bank": tr("Blue bank", "Niebieski bank"),
    "happy_needed": tr(
        "happy faces needed once a section is empty", "wymagane zadowolenie po opróżnieniu sekcji"
    ),
    "corruption_sections": tr("corruption once a section is empty", "korupcja po opróżnieniu sekcji"),
    "idle": tr("Idle workers", "Wolni robotnicy"),
    "population": tr("population", "populacja"),
    "pop_cost": tr("next worker costs", "nowy robotnik kosztuje"),
    "bank_empty": tr("yellow bank empty", "żółty bank pusty"),
    "food": tr("Food", "Żywność"),
    "resources": tr("Resources", "Surowce"),
    "consumption": tr("consumption", "konsumpcja"),
    "corruption": tr("corruption", "korupcja"),
    "farms": tr("Farms", "Farmy"),
    "mines": tr("Mines", "Kopalnie"),
    "urban": tr("Urban buildings", "Budynki cywilne"),
    "units": tr("Military units", "Jednostki militarne"),
    "urban_limit": tr("limit per type", "limit na rodzaj"),
    "workers": tr("workers", "robotnicy"),
    "wonder_now": tr("Wonder in progress", "Budowany cud"),
    "stages": tr("stages", "etapy"),
    "wonders": tr("Wonders", "Cuda"),
    "face_down": tr("face down", "zakryty"),
    "specials": tr("Special technologies", "Specjalne technologie"),
    "colonies": tr("Colonies", "Kolonie"),
    "civil_hand": tr("Civil cards in hand", "Karty cywilne na ręce"),
    "military_hand": tr("Military cards in hand", "Karty militarne na ręce"),
    "final": tr("final scoring", "punktacja końcowa"),
    "legend_worker": tr("worker", "robotnik"),
    "legend_token": tr("blue token (× value of one)", "niebieski znacznik (× wartość jednego)"),
    "legend_cost": tr("build cost in resources", "koszt budowy w surowcach"),
    "legend_civil": tr("civil action", "akcja cywilna"),
    "legend_military": tr("military action", "akcja militarna"),
    "legend_spent": tr("action spent", "akcja wykorzystana"),
    "your_hand": tr("Your military cards", "Twoje karty militarne"),
    "your_cards": tr("Your cards in hand", "Twoje karty na ręce"),  # with secret civil hands (TA-Q8)
    "secret": tr("Secret: only you see this.", "Tajne: widzisz to tylko ty."),
    "draft": tr("Leaders and wonders dealt to you (draft)", "Liderzy i cuda rozdani tobie (draft)"),
    "prepared": tr(
        "Events you prepared (waiting in the future events deck)",
        "Twoje zaplanowane wydarzenia (czekają w talii przyszłych wydarzeń)",
    ),
    "no_cards": tr("No military cards in hand.", "Brak kart militarnych na ręce."),
    "hand_limit": tr("hand limit = military actions", "limit ręki = akcje militarne"),
    "unverified": tr(
        "* a value of this card comes from a single source or is unconfirmed (see the README)",
        "* wartość tej karty pochodzi z jednego źródła lub jest niepotwierdzona (zob. README)",
    ),
}

LEGEND = (
    ("worker", "legend_worker"),
    ("blue_token", "legend_token"),
    ("resources", "legend_cost"),
    ("civil_action", "legend_civil"),
    ("military_action", "legend_military"),
    ("spent", "legend_spent"),
)
TRACKS = (
    ("culture", "culture", "culture_rating"),
    ("science", "science", "science_rating"),
    ("strength", "strength", None),
)


def _sections(table: dict, key: str) -> list[tuple[int, object]]:
    """(pips, printed value) of each section of a bank, left to right. A section's value applies
    once it is empty (TA-4.2): the value of the table row holding the count just below it."""
    rows = table["rows"]

    def value_at(tokens: int) -> object:
        return next(r[key] for r in rows if r["tokens_left"][0] <= tokens <= r["tokens_left"][1])

    spans = sorted(tuple(r["tokens_left"]) for r in rows if r["tokens_left"][0] > 0)
    return [(high - low + 1, value_at(low - 1)) for low, high in spans]


# the player board's printed bank sections (TA-4.1, TA-4.3): (pips, number printed above)
YELLOW_SECTIONS = _sections(ENGINE.g.tables["yellow_bank"], "happy_required")
BLUE_SECTIONS = _sections(ENGINE.g.tables["blue_bank_corruption"], "corruption")
# civil actions to take a card from each space of the row (TA-6.1), for the empty spaces
ROW_COSTS: list[int] = ENGINE.g.tables["card_row"]["civil_action_cost_by_slot"]


def new_canvas(height: int) -> Canvas:
    return Canvas(WIDTH, height, icons=ICONS)


def type_colour(card_type: str, kind: str = "") -> Colour:
    return TYPE_COLOURS.get(card_type) or TYPE_COLOURS.get(kind) or DEFAULT_COLOUR


def type_name(card_type: str, kind: str, lang: str) -> str:
    text = TYPE_NAMES.get(card_type) or TYPE_NAMES.get(kind)
    return text.get(lang) if text else card_type.replace("_", " ")


def card_fill(card_type: str, kind: str = "") -> Colour:
    return tint(type_colour(card_type, kind), 0.75)
