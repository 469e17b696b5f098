"""Government effects (CV-8.2, CV-8.4, CV-32.5) as data-driven effect steps."""

from __future__ import annotations

import pytest

from engines.civilization import board
from engines.civilization import effects as fx
from engines.civilization.decisions.city import can_act
from tests.civilization.helpers import TB, city, clear_map, explore_everything, set_up, sheet


def two_cities():
    st = set_up(["germany", "china"])
    explore_everything(st)
    clear_map(st)
    a = city(st, 0, 5, 1, capital=True)
    b = city(st, 0, 9, 5)
    return st, a, b


def under(st, government):
    sheet(st, 0, government=government)
    return st


@pytest.mark.parametrize(
    ("government", "trade_per_city", "production_per_city", "arts", "coins", "battle_hand", "lost_trade"),
    [
        ("Despotism", 0, 0, 0, 0, 0, 0),
        ("Anarchy", 0, 0, 0, 0, 0, 0),
        ("Republic", 1, 0, 0, 0, 0, 0),
        ("Democracy", 1, 0, 0, 0, 0, 2),
        ("Monarchy", 0, 0, 1, 0, 0, 0),
        ("Feudalism", 0, 0, 0, 1, 0, 0),
        ("Communism", 0, 1, 0, 0, 0, 0),
        ("Fundamentalism", -1, 0, 0, 0, 1, 0),
    ],
)
def test_each_government_changes_what_its_data_says(
    government, trade_per_city, production_per_city, arts, coins, battle_hand, lost_trade
):
    # CV-8.2: the benefits apply while the government is current; CV-8.4 / CV-32.5: Feudalism's coin
    # and Fundamentalism's +1 battle hand are confirmed, the rest are the data's flagged designs.
    st, a, b = two_cities()
    base_trade = fx.trade_income(TB, under(st, "Despotism"), 0)
    base_prod = fx.city_production(TB, st, a)
    base_coins = fx.coins(TB, st, 0)
    st = under(st, government)
    raw = [board.city_yields(TB, st, i).get("trade", 0) for i in (a, b)]
    assert fx.trade_income(TB, st, 0) == sum(max(0, t + trade_per_city) for t in raw)
    assert base_trade == sum(raw)
    assert fx.city_production(TB, st, a) == base_prod + production_per_city
    assert fx.modifier(TB, st, 0, "arts_culture") == arts
    assert fx.coins(TB, st, 0) == base_coins + coins
    assert fx.battle_hand_bonus(TB, st, 0) == battle_hand
    assert fx.trade_lost_on_defeat(TB, st, 0) == lost_trade
    # CV-8.3.3: only Anarchy idles the capital
    assert can_act(TB, st, 0, a) == (government != "Anarchy") and can_act(TB, st, 0, b)


def test_no_government_effect_is_left_for_later():
    # CV-8.4: every government's effect is an effect step the engine applies (no `later` op).
    for name, steps in TB.data.effects.governments.items():
        assert all(s["op"] != "later" for s in steps), name
    assert set(TB.data.effects.governments) == set(TB.governments)
