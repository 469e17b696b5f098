"""The rulebook's worked examples of part 1 (the Polish edition, pages 14-27)."""

from __future__ import annotations

from engines.civilization import board
from engines.civilization import effects as fx
from engines.civilization.decisions.city import production_items
from engines.civilization.setup import capital_squares
from tests.civilization.helpers import (
    TB,
    E,
    act,
    city,
    clear_map,
    decide,
    explore_everything,
    figure,
    set_up,
    sheet,
)


def america_capital():
    """America with its capital on the suggested square and nothing else on the map."""
    st = set_up(["america", "rome"])
    explore_everything(st)
    clear_map(st)
    cap = city(st, 0, *capital_squares(TB, st, 0)[0], capital=True)
    return st, cap


def test_the_example_city_three_trade_five_production_one_culture_silk_or_incense():
    # CV-9.1.1 / CV-10.3.1 / CV-15.1.1 / CV-18.1.1: the rulebook's example city adds 3 trade a
    # turn and its action can produce an item costing 5 or less, devote to the arts for 1 culture
    # (1 per city plus no culture symbols), or harvest silk or incense.
    st, cap = america_capital()
    sheet(st, 0, trade=0)
    assert fx.trade_income(TB, st, 0) == 3
    assert fx.city_production(TB, st, cap) == 5
    assert max(cost for cost, _ in production_items(TB, st, cap).values()) <= 5
    st = decide(st, {"k": "city_act", "who": 0, "city": cap})
    assert act(st, 0, "arts").civs[0].culture == 1
    assert {a for a in E.legal_actions(st, 0) if a.startswith("harvest")} == {
        "harvest:silk",
        "harvest:incense",
    }


def scout_on(st, cap, test):
    c = st.cities[cap]
    outskirts = set(board.outskirts(c))
    rows, cols = st.grid_rows * 4, st.grid_cols * 4
    for r in range(rows):
        for col in range(cols):
            d = board.square(TB, st, (r, col))
            if d is not None and (r, col) not in outskirts and (r, col) != (c.r, c.c) and test(d):
                fig = figure(st, 0, "scout", r, col)
                st.figures = [
                    f.model_copy(update={"sends_to": cap}) if f.id == fig.id else f for f in st.figures
                ]
                return (r, col)
    raise AssertionError("no such square")


def test_scout_examples():
    # CV-25.1 example 1: a scout in a forest sends 2 production to the city this turn;
    # example 2: on a natural wonder (CV-3.1.4) it adds a culture when the city devotes to the arts;
    # example 3: on a wheat square the city may harvest wheat as if it were in its outskirts.
    st, cap = america_capital()
    scout_on(
        st, cap, lambda d: d.terrain == "forest" and d.production == 2 and not d.resource and not d.culture
    )
    assert fx.city_production(TB, st, cap) == 7
    st, cap = america_capital()
    wonder = scout_on(st, cap, lambda d: d.natural_wonder)
    assert board.square(TB, st, wonder).culture >= 1
    st = decide(st, {"k": "city_act", "who": 0, "city": cap})
    assert act(st, 0, "arts").civs[0].culture == 1 + board.square(TB, st, wonder).culture
    st, cap = america_capital()
    scout_on(st, cap, lambda d: d.resource == "wheat")
    st = decide(st, {"k": "city_act", "who": 0, "city": cap})
    assert {"harvest:wheat", "harvest:silk", "harvest:incense"} <= set(E.legal_actions(st, 0))


def test_enemy_scout_blockades_and_gathers_for_its_own_city():
    # CV-25.2 / CV-26.1 example: an enemy scout in a forest of the city's outskirts sends it to
    # its own city: that city gains 2 production, the blockaded city loses 2.
    st, cap = america_capital()
    c = st.cities[cap]
    forest = next(
        s
        for s in board.outskirts(c)
        if board.square(TB, st, s).terrain == "forest" and not board.square(TB, st, s).resource
    )
    other = city(st, 1, c.r + 7, c.c + 4)
    before_mine, before_theirs = fx.city_production(TB, st, cap), fx.city_production(TB, st, other)
    enemy = figure(st, 1, "scout", *forest)
    st.figures = [f.model_copy(update={"sends_to": other}) if f.id == enemy.id else f for f in st.figures]
    assert fx.city_production(TB, st, cap) == before_mine - 2
    assert fx.city_production(TB, st, other) == before_theirs + 2


def test_harvest_example_one_token_per_action():
    # CV-18.1.1 example: with silk and iron (or two silk) in the outskirts a city still harvests one.
    st, cap = america_capital()
    st = decide(st, {"k": "city_act", "who": 0, "city": cap})
    after = act(st, 0, "harvest:silk")
    assert after.civs[0].resources == ["silk"] and cap in after.acted


def test_chivalry_example_knights_cost_seven_and_owned_mounted_units_upgrade():
    # CV-12.2 / CV-22.3 rulebook example: learning Chivalry turns the mounted marker to rank 2; the
    # mounted units already owned become knights at once (they fight at rank 2, CV-12.1.2), and a
    # new one costs 7 production instead of 5.
    from engines.civilization import combat, rules

    st = set_up(["america", "rome"])
    sheet(st, 0, standing=["mounted:1"])
    assert rules.unit_cost(TB, st, 0, "mounted") == 5
    rules.learn(TB, st, 0, "Chivalry", [])
    assert st.civs[0].ranks["mounted"] == 2 and rules.unit_cost(TB, st, 0, "mounted") == 7
    assert combat.strength("mounted:1", st.civs[0].ranks) == 2
