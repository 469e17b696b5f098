"""Polish gains after a verb take the accusative and the numeral's form: "zdobywa 1 monetę,
2 monety, 5 monet" (a player sweep found "zdobywa 1 moneta")."""

from __future__ import annotations

import re

import pytest

from engines.age_of_civ.texts import amount, gain_words, step_text
from tests.polish_texts import polish_texts

ACCUSATIVE = {  # n -> the Polish gain sentence after a seat's name
    1: " zdobywa 1 punkt, 1 monetę, 1 robotnika.",
    2: " zdobywa 2 punkty, 2 monety, 2 robotników.",
    5: " zdobywa 5 punktów, 5 monet, 5 robotników.",
    12: " zdobywa 12 punktów, 12 monet, 12 robotników.",
    22: " zdobywa 22 punkty, 22 monety, 22 robotników.",
}


@pytest.mark.parametrize("n", sorted(ACCUSATIVE))
def test_gains_are_in_the_accusative_with_the_numerals_form(n):
    en, pl = gain_words(points=n, coins=n, workers=n)
    assert pl == ACCUSATIVE[n]
    assert en.startswith(" gains ")


@pytest.mark.parametrize(
    ("n", "nominative", "accusative"),
    [
        (1, "1 technologia", "1 technologię"),
        (2, "2 technologie", "2 technologie"),
        (5, "5 technologii", "5 technologii"),
        (12, "12 technologii", "12 technologii"),
        (22, "22 technologie", "22 technologie"),
    ],
)
def test_amount_has_both_cases(n, nominative, accusative):
    assert amount(n, "technologies").pl == nominative
    assert amount(n, "technologies", acc=True).pl == accusative


def test_effect_texts_decline_the_counted_words():
    assert step_text({"op": "lose", "coins": 5}, {}).pl == "traci 5 monet"
    assert step_text({"op": "cost_set", "coins": 2}, {}).pl.endswith("koszt 2 monety")
    bonus = step_text({"op": "techs_per_bonus", "every": 5}, {}).pl
    assert bonus == "1 technologia za każde 5 dodatkowych monet na karcie"
    per = step_text({"op": "strength_per", "every": 2, "of": "strength"}, {}).pl
    assert per == "+1 siły za każde 2 punkty siły"
    place = step_text({"op": "place_coins_on_pool", "coins": 5, "points": 1}, {}).pl
    assert place == "możesz położyć 5 monet na karcie w puli: +1 punkt"


# a nominative singular right after a verb's number: "zdobywa 1 moneta", "traci 1 technologia"
# or a name right after a verb with no noun to take the case ("odblokowuje Edukacja"), or a bare price
WRONG = re.compile(
    r"\b(?:zdobywa|traci|poświęca)\b[^.;]*?\b1 (?:moneta|technologia|robotnik|siła)\b"
    r"|\bodblokowuje (?!technologię )|\bwchłania (?!cywilizację )|\bpłacąc \d+\.|\btraci monety:"
)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_polish_game_has_no_nominative_after_a_verb(seed):
    texts = polish_texts("age_of_civ", seed)
    assert any(" zdobywa " in t for t in texts)  # the check has something to look at
    assert [t for t in texts if WRONG.search(t)] == []


def test_the_check_finds_the_old_mistake():
    assert WRONG.search("Gracz A zdobywa 2 punkty, 1 moneta.")
    assert not WRONG.search("Gracz A zdobywa 2 punkty, 1 monetę.")
    assert WRONG.search("Gracz A odblokowuje Edukacja.")
    assert WRONG.search("Gracz A wykonuje akcję Handel, płacąc 2.")
    assert not WRONG.search("Gracz A wykonuje akcję Handel, płacąc 2 monety.")
