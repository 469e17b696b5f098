"""A roll that gains nothing says so ("nic nie dostaje"), not "dostaje 0× cegła"."""

from __future__ import annotations

import re

import pytest

from engines.stone_age.texts import Texts
from tests.polish_texts import polish_texts
from tests.stone_age.helpers import ENGINE

TEXTS = Texts(ENGINE.data)


def test_gaining_nothing_is_said_in_words():
    text = TEXTS.gained(0, "brick", 0, 0)
    assert text.pl == "Gracz A nic nie dostaje (cegła)"
    assert text.en == "Player A gains no brick"


def test_a_roll_of_nothing_offers_nothing_in_words():
    assert TEXTS.take("food", 0).pl == "Nic nie bierz (żywność)"
    assert TEXTS.take("food", 0).en == "Take nothing (food)"
    assert TEXTS.take("gold", 2).pl == "Weź 2× złoto"
    assert TEXTS.goods_or_nothing("stone", 0).pl == "nic (kamień)"
    assert TEXTS.goods_or_nothing("stone", 3).pl == "3× kamień"


def test_gaining_something_counts_it():
    assert TEXTS.gained(1, "wood", 2, 1).pl == "Gracz B dostaje 2× drewno (narzędzia +1)"


ZERO = re.compile(r"(?<!\d)0×")
BOUGHT_NAME = re.compile(r"\bkupuje (?!kartę )")  # a card's name needs "kartę" to take the case


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_polish_game_has_no_zero_gains(seed):
    texts = polish_texts("stone_age", seed)
    assert any(" dostaje " in t for t in texts)
    assert [t for t in texts if ZERO.search(t) or BOUGHT_NAME.search(t)] == []
