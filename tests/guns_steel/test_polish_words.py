"""Polish resource names after a verb take the accusative ("wymienia na Ziemię", "otrzymuje
Ropę"), and counted cards the numeral's form ("odnów maks. 2 karty Żywności")."""

from __future__ import annotations

import re

import pytest

from engines.guns_steel.texts import res_acc, res_list, res_name, resource_cards, step_text
from tests.polish_texts import polish_texts


def test_resource_names_in_the_accusative():
    assert [res_acc(r).pl for r in ("earth", "oil", "horse", "food", "space")] == [
        "Ziemię",
        "Ropę",
        "Rumaka",
        "Żywność",
        "Kosmos",
    ]
    assert res_name("earth").pl == "Ziemia"
    assert res_acc("earth").en == res_name("earth").en == "Earth"
    assert res_list(["oil", "earth"], acc=True).pl == "Ropę, Ziemię"
    assert res_list(["oil", "earth"]).pl == "Ropa, Ziemia"


@pytest.mark.parametrize(
    ("n", "pl", "en"),
    [
        (1, "1 kartę Żywności", "1 Food card"),
        (2, "2 karty Żywności", "2 Food cards"),
        (5, "5 kart Żywności", "5 Food cards"),
        (12, "12 kart Żywności", "12 Food cards"),
        (22, "22 karty Żywności", "22 Food cards"),
    ],
)
def test_counted_resource_cards(n, pl, en):
    assert resource_cards(n, "food").pl == pl
    assert resource_cards(n, "food").en == en


def test_effect_texts():
    renew = step_text({"op": "replenish", "count": 2, "resource": "food"})
    assert renew.pl == "odnów maks. 2 karty Żywności"
    assert step_text({"op": "gain", "resources": ["oil"]}).pl == "otrzymaj Ropę"
    assert step_text({"op": "pay", "resources": ["horse"]}).pl == "wyczerp Rumaka"


VERB = r"(?:wymienia na|wymiana na|otrzymuje|otrzymaj|traci|oddaje|odnawia|wyczerpuje|wyczerp)"
# a nominative name after a verb that needs the accusative, or a bare count before a name
WRONG = re.compile(
    rf"\b{VERB} (?:Ziemia|Ropa|Rumak\b)|\bodnów do \d+ [A-ZŻ]|\b(?:kupuje|aktywuje|odkrywa) (?!kartę )|bez aktywacji [A-ZŁŻ]"
    r"|\bwybiera Gracz|\bznacznik chwały na (?!Cudzie )"
)


@pytest.mark.parametrize(("seed", "options"), [(0, {}), (1, {}), (2, {"set": "combined"})])
def test_a_polish_game_has_no_nominative_after_a_verb(seed, options):
    texts = polish_texts("guns_steel", seed, options)
    assert any(re.search(rf"\b{VERB} ", t) for t in texts)
    assert [t for t in texts if WRONG.search(t)] == []


def test_the_check_finds_the_old_mistakes():
    assert WRONG.search("Gracz A wymienia na Ziemia")
    assert WRONG.search("Nauka: odnów do 2 Żywność")
    assert WRONG.search("Gracz A kupuje Alchemia")
    assert WRONG.search("Gracz A zagrywa bez aktywacji Alchemia")
    assert not WRONG.search("Gracz A zagrywa kartę Alchemia bez aktywacji; Gracz B kupuje kartę Koło")
    assert not WRONG.search("Gracz A wymienia na Ziemię; odnów maks. 2 karty Żywności")
