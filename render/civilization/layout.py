"""Civilization picture layout: sizes, colours, the label table and the names drawn (terrain,
buildings and their map codes, governments, technologies)."""

from __future__ import annotations

from engines.base import Text, tr
from engines.civilization import ENGINE, names
from render.civilization.icons import ICONS
from render.kit import Canvas, Colour

WIDTH = 1600
MARGIN = 24
GAP = 16
TEXT = 22  # kit.MIN_READABLE_SIZE: nothing on the pictures is smaller
TITLE = 30
HEADER_H = 96
BORDER = 40  # the coordinate strip around the map
MAX_SQUARE = 104
SIDE_MIN = 600  # a map this much narrower than the picture gets the sheets beside it

WHITE: Colour = (255, 255, 255)
DARK: Colour = (52, 44, 38)
TILE_LINE: Colour = (40, 34, 30)
FACE_DOWN: Colour = (70, 82, 104)

TERRAIN_COLOURS: dict[str, Colour] = {
    "water": (120, 176, 222),
    "grassland": (176, 214, 122),
    "forest": (84, 150, 84),
    "mountains": (168, 150, 132),
    "desert": (236, 212, 146),
}
TERRAIN_NAMES: dict[str, Text] = {
    "water": tr("water", "woda"),
    "grassland": tr("grassland", "równina"),
    "forest": tr("forest", "las"),
    "mountains": tr("mountains", "góry"),
    "desert": tr("desert", "pustynia"),
}

# building -> (English code, Polish code), drawn on the map; the legend names them (names.building)
BUILDINGS: dict[str, tuple[str, str]] = {
    "Harbor": ("Hb", "Po"),
    "Trading Post": ("TP", "Ph"),
    "Workshop": ("Ws", "Wa"),
    "Iron Mine": ("IM", "Kż"),
    "Granary": ("Gr", "Sp"),
    "Aqueduct": ("Aq", "Ak"),
    "Library": ("Li", "Bi"),
    "University": ("Un", "Un"),
    "Market": ("Ma", "Ta"),
    "Bank": ("Ba", "Ba"),
    "Temple": ("Te", "Św"),
    "Cathedral": ("Ca", "Ka"),
    "Barracks": ("Br", "Ko"),
    "Academy": ("Ac", "Am"),
}

# the names of the data (engines.civilization.names), by id
GREAT_PEOPLE: dict[str, Text] = ENGINE.tb.names["great_person"]
RESOURCES: dict[str, Text] = ENGINE.tb.names["resource"]
UNIT_TYPES: dict[str, Text] = ENGINE.tb.names["unit"]

LEVELS = ("I", "II", "III", "IV", "V")

L: dict[str, Text] = {
    "title": tr("Sid Meier's Civilization", "Cywilizacja Sida Meiera"),
    "turn": tr("Turn", "Tura"),
    "to_move": tr("To move:", "Ruch:"),
    "first": tr("first player", "pierwszy gracz"),
    "over": tr("Game over", "Koniec gry"),
    "winner": tr("Winner", "Zwycięzca"),
    "trade": tr("trade", "handel"),
    "coins": tr("coins", "monety"),
    "culture": tr("culture", "kultura"),
    "culture_track": tr("culture track", "tor kultury"),
    "units": tr("units", "jednostki"),
    "markers": tr("hut/village markers", "znaczniki chatek/wiosek"),
    "techs": tr("Technologies", "Technologie"),
    "no_techs": tr("no technologies", "brak technologii"),
    "buildings": tr("Buildings", "Budynki"),
    "wonders": tr("Wonders", "Cuda"),
    "great_people": tr("Great people", "Wielkie postacie"),
    "resources": tr("Resources", "Surowce"),
    "none": tr("none", "brak"),
    "cities": tr("cities", "miasta"),
    "figures": tr("figures", "figurki"),
    "speed": tr("speed", "szybkość"),
    "stack": tr("stack", "stos"),
    "ranks": tr("ranks", "poziomy"),
    "legend": tr("Legend", "Legenda"),
    "face_down": tr("unexplored tile", "nieodkryty kafelek"),
    "city": tr("city", "miasto"),
    "capital": tr("capital (walls: double border)", "stolica (mury: podwójna ramka)"),
    "outskirts": tr("outskirts: coloured border", "obrzeża: kolorowa ramka"),
    "army": tr("army", "armia"),
    "scout": tr("scout", "wóz"),
    "hut": tr("hut", "chatka"),
    "village": tr("village", "wioska"),
    "coin": tr("coin", "moneta"),
    "production": tr("production", "produkcja"),
    "culture_sym": tr("culture", "kultura"),
    "trade_sym": tr("trade", "handel"),
    "natural_wonder": tr("natural wonder", "cud natury"),
    "wonder": tr("wonder", "cud"),
    "great_person": tr("great person", "wielka postać"),
    "market": tr("Wonder market", "Rynek cudów"),
    "resource_market": tr("Resource market", "Rynek surowców"),
    "your_units": tr("Your unit cards", "Twoje karty jednostek"),
    "your_markers": tr("Your hut and village markers", "Twoje znaczniki chatek i wiosek"),
    "private_note": tr("Only you see this.", "Tylko ty to widzisz."),
    "no_units": tr("no unit cards", "brak kart jednostek"),
    "no_markers": tr("no markers", "brak znaczników"),
    "strength": tr("strength", "siła"),
}


def new_canvas(height: int) -> Canvas:
    return Canvas(WIDTH, height, icons=ICONS)


def tech_name(name: str, lang: str) -> str:
    return names.tech(ENGINE.tb, name).get(lang)


def government_name(name: str, lang: str) -> str:
    return names.government(ENGINE.tb, name).get(lang)


def building_name(name: str, lang: str) -> str:
    return names.building(ENGINE.tb, name).get(lang)


def wonder_names(keys: list[str], lang: str) -> list[str]:
    return [names.wonder(ENGINE.tb, k).get(lang) for k in keys]


def building_code(name: str, lang: str) -> str:
    entry = BUILDINGS.get(name)
    if entry is None:
        return name[:2]
    return entry[1] if lang == "pl" else entry[0]


def named(table: dict[str, Text], key: str, lang: str) -> str:
    return table[key].get(lang) if key in table else key
