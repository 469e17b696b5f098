"""The names players read for the game's things, in English and Polish, all from the data
(data/civilization.json, `name_pl`; built once per engine in `Tables.names`). Every text names a
tech, government, building, wonder, great person, resource, unit type or culture event card
through these helpers, never by formatting its id."""

from __future__ import annotations

from engines.base import Text
from engines.civilization.data import Tables
from engines.civilization.texts import tr

FIGURES = {"army": tr("army", "armia"), "scout": tr("scout", "wóz")}  # CV-2 figures, not card data


def name(tb: Tables, kind: str, key: str) -> Text:
    """The name of `key` of this kind; an unknown key (never in a real game) shows as it is."""
    return tb.names[kind].get(key) or tr(key)


def tech(tb: Tables, key: str) -> Text:
    return name(tb, "tech", key)


def government(tb: Tables, key: str) -> Text:
    return name(tb, "government", key)


def building(tb: Tables, key: str) -> Text:
    return name(tb, "building", key)


def wonder(tb: Tables, key: str) -> Text:
    return name(tb, "wonder", key)


def great_person(tb: Tables, key: str) -> Text:
    return name(tb, "great_person", key)


def resource(tb: Tables, key: str) -> Text:
    return name(tb, "resource", key)


def unit(tb: Tables, key: str) -> Text:
    return name(tb, "unit", key)


def culture_card(tb: Tables, key: str) -> Text:
    return name(tb, "culture_card", key)


def card_effect(tb: Tables, key: str) -> Text:
    """A culture event card's effect text (`effect`, `effect_pl` in the data)."""
    card = tb.culture_card[key]
    return tr(card.effect, card.effect_pl)


def any_name(tb: Tables, key: str) -> Text:
    """The name of an ability's or event's source: a tech, wonder, government, building, great
    person or culture event card."""
    for table in tb.names.values():
        if key in table:
            return table[key]
    return tr(key)


def resources(tb: Tables, keys: list[str]) -> Text:
    """Resource tokens, "wheat, silk"."""
    return joined([resource(tb, k) for k in keys])


def piece(tb: Tables, kind: str, key: str) -> Text:
    """A piece on the map: a building, a wonder or a great person."""
    return name(tb, kind, key)


def joined(texts: list[Text], sep: str = ", ") -> Text:
    return tr(sep.join(t.en for t in texts), sep.join(t.pl for t in texts))
